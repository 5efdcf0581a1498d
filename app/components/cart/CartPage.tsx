import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { CartSummary } from "~/components/cart/CartSummary";
import { CouponForm } from "~/components/cart/CouponForm";
import { GiftCardForm } from "~/components/cart/GiftCardForm";
import type { CartView } from "~/lib/cart/types";
import { useBackendFeatures } from "~/hooks/use-backend-features";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * The cart page: lines, codes, the price summary and the way to checkout. A line that cannot be
 * bought as it is (out of stock, not that many) holds checkout back, and the page says why.
 * Gift cards are offered only when the backend has them (Adobe Commerce, not Open Source).
 */
export function CartPage({ cart }: { cart: CartView | null }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const { giftCards } = useBackendFeatures();
  if (!cart || cart.items.length === 0) {
    return (
      <section className="cart-page cart-page--empty" aria-labelledby="cart-heading">
        <h1 id="cart-heading">{t("cart.title")}</h1>
        <p>{t("cart.empty")}</p>
        <Link className="button button--primary" to={storeHref(storeCode)}>
          {t("cart.continueShopping")}
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">{t("cart.title")}</h1>
      <p className="cart-page__count">{t("cart.itemCount", { count: cart.totalQuantity })}</p>
      <div className="cart-page__layout">
        <ul className="cart-page__lines" aria-label={t("cart.items")}>
          {cart.items.map((line) => (
            <CartLineItem key={line.uid} line={line} />
          ))}
        </ul>
        <aside className="cart-page__aside" aria-label={t("cart.summary.heading")}>
          <h2 className="cart-page__aside-heading">{t("cart.summary.heading")}</h2>
          {cart.prices ? <CartSummary prices={cart.prices} coupon={cart.coupon} /> : null}
          {cart.hasStockErrors ? (
            <p id="checkout-blocked" className="cart-page__blocked" role="alert">
              {t("cart.checkoutBlocked")}
            </p>
          ) : null}
          <ProceedToCheckout blocked={cart.hasStockErrors} />
          <h2 className="cart-page__aside-heading">{t("cart.coupon.heading")}</h2>
          <CouponForm coupon={cart.coupon} />
          {giftCards ? (
            <>
              <h2 className="cart-page__aside-heading">{t("cart.giftCard.heading")}</h2>
              <GiftCardForm giftCards={cart.prices?.giftCards ?? []} />
            </>
          ) : null}
        </aside>
      </div>
    </section>
  );
}

/** A link while checkout is possible; a disabled button (with the reason tied to it) while not. */
function ProceedToCheckout({ blocked }: { blocked: boolean }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  if (blocked) {
    return (
      <button type="button" className="button button--primary cart-page__checkout" disabled aria-describedby="checkout-blocked">
        {t("cart.proceedToCheckout")}
      </button>
    );
  }
  return (
    <Link className="button button--primary cart-page__checkout" to={storeHref(storeCode, "/checkout")}>
      {t("cart.proceedToCheckout")}
    </Link>
  );
}
