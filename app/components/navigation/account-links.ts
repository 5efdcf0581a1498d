import type { BackendFeatures } from "~/lib/magento/backend-features";

export type AccountLinkKey =
  | "accountInformation"
  | "addressBook"
  | "orderHistory"
  | "storeCredit"
  | "giftCards"
  | "savedPayments"
  | "communications"
  | "wishlist";

export interface AccountLink {
  key: AccountLinkKey;
  path: string;
}

/**
 * The drawer's MY_ACCOUNT links, in the order of the account pages. A page the backend cannot serve
 * is left out: store credit and gift cards are Adobe Commerce's, saved cards need the vault, and
 * the wish list is hidden when the store switched it off (`magento_wishlist_general_is_enabled`).
 */
export function accountLinks(features: BackendFeatures, wishlistEnabled: boolean): AccountLink[] {
  const links: Array<AccountLink & { shown: boolean }> = [
    { key: "accountInformation", path: "/account-information", shown: true },
    { key: "addressBook", path: "/address-book", shown: true },
    { key: "orderHistory", path: "/order-history", shown: true },
    { key: "storeCredit", path: "/store-credit", shown: features.storeCredit },
    { key: "giftCards", path: "/gift-cards", shown: features.giftCards },
    { key: "savedPayments", path: "/saved-payments", shown: features.savedCards },
    { key: "communications", path: "/communications", shown: true },
    { key: "wishlist", path: "/wishlist", shown: wishlistEnabled },
  ];
  return links.filter((link) => link.shown).map(({ key, path }) => ({ key, path }));
}
