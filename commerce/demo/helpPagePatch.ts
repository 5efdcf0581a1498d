/**
 * The demo's Help page (`/help`, linked from the footer since the start) as a patch of its own, so
 * that databases seeded before the page existed get it too; a fresh database has it from the CMS
 * pages patch already. Applied after that patch; a store view that has a `help` page of its own
 * (a shop grown from the demo) keeps it.
 */
import type { DataPatch } from "../db/patches";
import { regenerateCmsPageUrlRewrites } from "../modules/cms";
import { reindexSearch, searchIndexPatch } from "../modules/search";
import { demoCmsPagesPatch, insertDemoPages, patchApplied } from "./cmsPagesPatch";
import { demoIds } from "./shop";

/** The pages this patch brings: added to the demo after its CMS pages patch had run. */
export const helpPageIdentifiers: readonly string[] = ["help"];

export const demoHelpPagePatch: DataPatch = {
  name: "demo/help-page",
  shouldApply: (db) => patchApplied(db, demoCmsPagesPatch.name),
  async apply(tx) {
    const added = await insertDemoPages(tx, (identifier) => helpPageIdentifiers.includes(identifier));
    if (!added) return;
    await regenerateCmsPageUrlRewrites(tx, { storeIds: [demoIds.storeTh, demoIds.storeEn] });
    // An older database's search index was built before the page: it is found by search too.
    if (await patchApplied(tx, searchIndexPatch.name)) await reindexSearch(tx, { entityTypes: ["cms_page"] });
  },
};

