/**
 * The demo's Page Builder showcase as a patch of its own, applied after the CMS pages patch (also
 * to databases seeded before it existed): the `shipping-promise` block and any other demo block a
 * store view lacks, the rainy-season dynamic block with its content per store view, and the
 * current content (commerce/demo/cmsPages.ts) of the pages that gained sections (home,
 * customer-service, our-story, give-back), written over the demo pages of the th and en store
 * views.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { syncIdentitySequence, type DataPatch } from "../db/patches";
import { cmsBlock, cmsBlockStore, cmsPage, cmsPageStore, engineDataPatch, magentoBanner, magentoBannerContent } from "../db/schema";
import { demoBlocks } from "./cmsBlocks";
import { demoPages, pagesWithPageBuilderSections } from "./cmsPages";
import { demoCmsPagesPatch } from "./cmsPagesPatch";
import { demoDynamicBlocks } from "./dynamicBlocks";
import { demoIds } from "./shop";

const storeViews = [["th", demoIds.storeTh], ["en", demoIds.storeEn]] as const;

export const demoPageBuilderContentPatch: DataPatch = {
  name: "demo/page-builder-content",
  async shouldApply(db) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(engineDataPatch)
      .where(eq(engineDataPatch.patchName, demoCmsPagesPatch.name));
    return (row?.count ?? 0) > 0;
  },
  async apply(tx) {
    for (const [lang, storeId] of storeViews) {
      const present = await tx
        .select({ identifier: cmsBlock.identifier })
        .from(cmsBlock)
        .innerJoin(cmsBlockStore, eq(cmsBlockStore.blockId, cmsBlock.blockId))
        .where(inArray(cmsBlockStore.storeId, [0, storeId]));
      const known = new Set(present.map((row) => row.identifier));
      for (const block of demoBlocks(lang).filter((candidate) => !known.has(candidate.identifier))) {
        const [inserted] = await tx.insert(cmsBlock).values({ identifier: block.identifier, title: block.title, content: block.content }).returning({ blockId: cmsBlock.blockId });
        if (inserted) await tx.insert(cmsBlockStore).values({ blockId: inserted.blockId, storeId });
      }
    }

    for (const block of demoDynamicBlocks()) {
      await tx.insert(magentoBanner).values({ bannerId: block.bannerId, name: block.name, types: block.types, isEnabled: true }).onConflictDoNothing();
      for (const [lang, storeId] of storeViews) {
        await tx.insert(magentoBannerContent).values({ bannerId: block.bannerId, storeId, bannerContent: block.content[lang] }).onConflictDoNothing();
      }
    }
    await syncIdentitySequence(tx, "magento_banner", "banner_id");

    const identifiers: readonly string[] = pagesWithPageBuilderSections;
    for (const [lang, storeId] of storeViews) {
      for (const page of demoPages(lang).filter((candidate) => identifiers.includes(candidate.identifier))) {
        await tx
          .update(cmsPage)
          .set({ content: page.content, updateTime: new Date() })
          .where(
            and(
              eq(cmsPage.identifier, page.identifier),
              inArray(cmsPage.pageId, tx.select({ pageId: cmsPageStore.pageId }).from(cmsPageStore).where(eq(cmsPageStore.storeId, storeId))),
            ),
          );
      }
    }
  },
};
