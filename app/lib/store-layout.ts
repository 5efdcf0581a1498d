import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { CurrencyMenu } from "~/lib/currency/currencies.server";
import type { DrawerFormConstraints } from "~/lib/forms/drawer-constraints.server";
import type { StoreMetaData } from "~/lib/page-meta";
import type { StoreSeo } from "~/lib/seo/meta";
import type { StoreShell } from "~/lib/shell.server";
import type { FlashMessage } from "~/lib/shop/shopper-session.server";
import type { ShopperSummary } from "~/lib/shopper.server";
import type { SocialProviderId } from "~/lib/social/providers";

/**
 * What the store layout (`routes/$store`) gives every page under it: the shell (store view, menu,
 * blocks), page meta and SEO facts, the flash, the shopper in the header, and what the drawer's
 * account forms and the idle-tab check need. A type of its own, so that components and hooks read
 * it without importing the route module.
 */
export interface StoreLayoutData {
  shell: StoreShell;
  meta: StoreMetaData;
  seo: StoreSeo;
  flash: FlashMessage | null;
  shopper: ShopperSummary;
  account: {
    /** The drawer's signed-out forms' honeypot; null when signed in. */
    honeypot: HoneypotInputProps | null;
    formConstraints: DrawerFormConstraints | null;
    /** Time left in the customer's session; null for a guest. */
    expiresInMs: number | null;
    /** The social sign-in providers offered to a signed-out shopper (none when signed in). */
    socialProviders: SocialProviderId[];
  };
  /** The header's currency switcher; null when the store offers one currency. */
  currencyMenu: CurrencyMenu | null;
}
