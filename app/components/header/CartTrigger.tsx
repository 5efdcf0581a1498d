import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cartCountBadge } from "~/components/header/cart-count";
import { Icon } from "~/components/icons/Icon";
import { storeHref } from "~/lib/store-view";

/** Links to the cart (the mini cart opens from it with JS); its label speaks the item count. */
export function CartTrigger({ storeCode, count }: { storeCode: string; count: number }) {
  const { t } = useTranslation();
  const badge = cartCountBadge(count);
  return (
    <Link className="cart-trigger" to={storeHref(storeCode, "/cart")} aria-label={t("header.cartLabel", { count })}>
      <Icon name="cart" />
      {badge ? (
        <span className="cart-trigger__count" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
