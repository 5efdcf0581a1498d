/**
 * The demo's Help page (`/help`, linked from the footer since the start) as a patch of its own, so
 * that databases seeded before the page existed get it too; a fresh database has it from the CMS
 * pages patch already. Applied after that patch; a store view that has a `help` page of its own
 * (a shop grown from the demo) keeps it.
 */
import { eq, sql } from "drizzle-orm";
import type { DataPatch } from "../db/patches";
import { engineDataPatch } from "../db/schema";
import type { Database } from "../db/connect";
import { identifierTaken, insertPage, regenerateCmsPageUrlRewrites } from "../modules/cms";
import { reindexSearch, searchIndexPatch } from "../modules/search";
import { demoPages } from "./cmsPages";
import { demoCmsPagesPatch } from "./cmsPagesPatch";
import { demoIds } from "./shop";

/** The pages this patch brings: added to the demo after its CMS pages patch had run. */
export const helpPageIdentifiers: readonly string[] = ["help"];

export const demoHelpPagePatch: DataPatch = {
  name: "demo/help-page",
  shouldApply: (db) => patchApplied(db, demoCmsPagesPatch.name),
  async apply(tx) {
    let added = false;
    for (const [lang, storeId] of [["th", demoIds.storeTh], ["en", demoIds.storeEn]] as const) {
      for (const page of demoPages(lang).filter((candidate) => helpPageIdentifiers.includes(candidate.identifier))) {
        if (await identifierTaken(tx, storeId, page.identifier)) continue;
        await insertPage(tx, {
          identifier: page.identifier,
          title: page.title,
          contentHeading: page.contentHeading,
          content: page.content,
          metaTitle: page.metaTitle,
          metaKeywords: page.metaKeywords || null,
          metaDescription: page.metaDescription,
          pageLayout: page.pageLayout,
          storeIds: [storeId],
        });
        added = true;
      }
    }
    if (!added) return;
    await regenerateCmsPageUrlRewrites(tx, { storeIds: [demoIds.storeTh, demoIds.storeEn] });
    // An older database's search index was built before the page: it is found by search too.
    if (await patchApplied(tx, searchIndexPatch.name)) await reindexSearch(tx, { entityTypes: ["cms_page"] });
  },
};

async function patchApplied(db: Database, name: string): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(engineDataPatch).where(eq(engineDataPatch.patchName, name));
  return (row?.count ?? 0) > 0;
}
