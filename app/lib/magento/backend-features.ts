/**
 * What the commerce backend offers beyond Magento Open Source's storefront basics, read from its
 * schema (see backend-features.server.ts). Adobe Commerce has all four; Magento Open Source has
 * saved cards (Magento_Vault) and none of the others.
 */
export interface BackendFeatures {
  /** Adobe Commerce gift card accounts: apply to a cart, check a balance. */
  giftCards: boolean;
  /** Adobe Commerce customer balance: the account's store credit, applying it at checkout. */
  storeCredit: boolean;
  /** Adobe Commerce's several named wish lists (create, rename, visibility). */
  namedWishlists: boolean;
  /** Magento's vault: the customer's saved payment cards. */
  savedCards: boolean;
  /**
   * The engine's extension behind the links of newsletter emails (confirm, unsubscribe); Magento
   * answers those on its own frontend instead (docs/decisions/028).
   */
  newsletterLinks: boolean;
  /**
   * Social sign-in's backend side: the engine's identity extension plus Magento's Login as Customer
   * token (`generateCustomerTokenAsAdmin`) and `isEmailAvailable` (docs/decisions/032).
   */
  socialSignIn: boolean;
}

/** Everything on: what pages assume when the shell's data is not there (an error boundary). */
export const ALL_BACKEND_FEATURES: BackendFeatures = Object.freeze({
  giftCards: true,
  storeCredit: true,
  namedWishlists: true,
  savedCards: true,
  newsletterLinks: true,
  socialSignIn: true,
});
