import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { AccountTrigger } from "~/components/header/AccountTrigger";
import { CartTrigger } from "~/components/header/CartTrigger";
import { OfflineIndicator } from "~/components/header/OfflineIndicator";
import { PageLoadingBar } from "~/components/header/PageLoadingBar";
import { SearchBox } from "~/components/header/SearchBox";
import { StoreSwitcher, type SwitchableStore } from "~/components/header/StoreSwitcher";
import { CurrencySwitcher } from "~/components/header/CurrencySwitcher";
import type { CurrencyMenu } from "~/lib/currency/currencies.server";
import { Icon } from "~/components/icons/Icon";
import { DrawerLink } from "~/components/navigation/DrawerContext";
import type { CmsBlocksResult } from "~/lib/cms-blocks.server";
import { useStoreCode } from "~/hooks/use-store-layout";

export interface HeaderProps {
  storeName: string;
  logo: { src: string; width: number | null; height: number | null };
  stores: SwitchableStore[];
  /** The currency switcher's menu; null hides it (one currency). */
  currencyMenu: CurrencyMenu | null;
  firstName: string | null;
  cartCount: number;
  /** The cart trigger is hidden during checkout. */
  onCheckout: boolean;
  /** The CMS menu block (spec §2 "Header"). */
  menuBlock: CmsBlocksResult | undefined;
  /** The search text of the page being shown (search page), kept in the search box. */
  searchQuery?: string;
}

/** Spec §2 header: drawer button, logo, search, store and currency switchers, account and cart triggers. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <DrawerLink className="icon-button site-header__menu" to={{ view: "MENU", categoryUid: null }} aria-label={t("header.openMenu")}>
          <Icon name="menu" />
        </DrawerLink>
        <Link className="site-header__logo" to={`/${storeCode}`} aria-label={t("header.logoLabel", { storeName: props.storeName })}>
          <img src={props.logo.src} alt="" width={props.logo.width ?? 120} height={props.logo.height ?? 32} />
        </Link>
        <SearchBox key={props.searchQuery ?? ""} defaultQuery={props.searchQuery} />
        <div className="site-header__actions">
          <OfflineIndicator />
          <StoreSwitcher stores={props.stores} currentCode={storeCode} />
          {props.currencyMenu ? <CurrencySwitcher menu={props.currencyMenu} /> : null}
          <AccountTrigger firstName={props.firstName} />
          {props.onCheckout ? null : <CartTrigger count={props.cartCount} />}
        </div>
      </div>
      <CmsBlocks result={props.menuBlock} className="site-header__menu-block" />
      <PageLoadingBar />
    </header>
  );
}

/** The header of error pages that have no store data: just the way home. */
export function BareHeader({ storeCode }: { storeCode: string | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-header__logo" href={storeCode ? `/${storeCode}` : "/"} aria-label={t("errors.takeMeHome")}>
          <img src="/logo.svg" alt="" width={120} height={32} />
        </a>
      </div>
    </header>
  );
}
