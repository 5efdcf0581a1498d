/**
 * Brings a database up to date: schema migrations, then the data patches (system data, and the
 * demo shop when wanted), under the startup lock so concurrent starters do it once.
 */
import type { DatabaseConnection } from "./db/connect";
import { applyDataPatches, type DataPatch } from "./db/patches";
import { demoBlogPatch } from "./demo/blog/patch";
import { demoCatalogPatch } from "./demo/catalog/seed";
import { demoCmsPagesPatch } from "./demo/cmsPagesPatch";
import { demoHelpPagePatch } from "./demo/helpPagePatch";
import { demoPageBuilderContentPatch } from "./demo/pageBuilderContentPatch";
import { demoPatch } from "./demo/patch";
import { demoUrlRewritesPatch } from "./demo/urlRewrites";
import { blogDefaultConfigPatch } from "./modules/blog";
import { carrierDefaultsPatch, demoCarrierTitlesPatch } from "./modules/cart";
import { demoCheckoutSettingsPatch, paymentMethodsPatch } from "./modules/checkout";
import { demoContactSettingsPatch } from "./modules/contact";
import { customerDefaultConfigPatch, demoCustomerPatch, demoSocialSignInSettingsPatch } from "./modules/customer";
import { demoNewsletterConfirmationPatch, newsletterDefaultConfigPatch } from "./modules/newsletter";
import { demoCustomerOrdersPatch } from "./modules/sales";
import { demoCustomerGiftCardPatch, demoGiftCardsPatch, demoRedeemableGiftCardsPatch } from "./modules/gift-card";
import { demoGiftOptionsPatch, giftOptionsDefaultConfigPatch } from "./modules/gift-options";
import { demoStoreCreditPatch } from "./modules/store-credit";
import { demoCouponsPatch } from "./modules/salesrule";
import { demoSavedCardsPatch } from "./modules/vault";
import { catalogDefaultsPatch } from "./modules/catalog";
import { thailandDirectoryPatch } from "./modules/directory";
import { searchIndexPatch, xsearchDefaultConfigPatch, xsearchDemoSettingsPatch } from "./modules/search";
import { adminScopePatch, storeDefaultConfigPatch } from "./modules/store";
import { demoWishlistsPatch } from "./modules/wishlist";

/** System data every engine database gets, in order; a new module appends its patches here. */
export const systemPatches: readonly DataPatch[] = [
  adminScopePatch,
  storeDefaultConfigPatch,
  thailandDirectoryPatch,
  xsearchDefaultConfigPatch,
  blogDefaultConfigPatch,
  catalogDefaultsPatch,
  carrierDefaultsPatch,
  paymentMethodsPatch,
  newsletterDefaultConfigPatch,
  customerDefaultConfigPatch,
  giftOptionsDefaultConfigPatch,
];

export interface SetupResult {
  /** Names of the data patches applied by this call (empty when already up to date). */
  appliedPatches: string[];
}

export async function prepareDatabase(connection: DatabaseConnection, options: { seedDemo: boolean }): Promise<SetupResult> {
  return connection.withStartupLock(async () => {
    await connection.migrate();
    const patches = options.seedDemo
      ? [...systemPatches, demoPatch, demoUrlRewritesPatch, demoCatalogPatch, demoCmsPagesPatch, demoHelpPagePatch, xsearchDemoSettingsPatch, demoBlogPatch, demoPageBuilderContentPatch, demoCarrierTitlesPatch, demoCouponsPatch, demoGiftCardsPatch, demoCheckoutSettingsPatch, demoCustomerPatch, demoCustomerOrdersPatch, demoSavedCardsPatch, demoStoreCreditPatch, demoCustomerGiftCardPatch, demoWishlistsPatch, demoRedeemableGiftCardsPatch, demoContactSettingsPatch, demoNewsletterConfirmationPatch, demoSocialSignInSettingsPatch, demoGiftOptionsPatch]
      : [...systemPatches];
    // Last: the search index over whatever the patches above wrote.
    patches.push(searchIndexPatch);
    return { appliedPatches: await applyDataPatches(connection.db, patches) };
  });
}
