import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon, type IconName } from "~/components/icons/Icon";
import { DrawerLink } from "~/components/navigation/DrawerContext";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/** The phone-only bottom bar: Home, Cart, Menu (the drawer), Wishlist, Me. */
export function MobileTabBar() {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const tab = (to: string, icon: IconName, label: string, end = false) => (
    <li>
      <NavLink className="tab-bar__item" to={storeHref(storeCode, to)} end={end}>
        <Icon name={icon} size={22} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
  return (
    <nav className="tab-bar" aria-label={t("tabBar.label")}>
      <ul>
        {tab("/", "home", t("tabBar.home"), true)}
        {tab("/cart", "cart", t("tabBar.cart"))}
        <li>
          <DrawerLink className="tab-bar__item" to={{ view: "MENU", categoryUid: null }}>
            <Icon name="menu" size={22} />
            <span>{t("tabBar.menu")}</span>
          </DrawerLink>
        </li>
        {tab("/wishlist", "heart", t("tabBar.wishlist"))}
        {tab("/account-information", "user", t("tabBar.me"))}
      </ul>
    </nav>
  );
}
