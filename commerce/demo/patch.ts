/**
 * The demo seed as one data patch: applied once, in one transaction, and only to a database that
 * has no store view of its own yet (a shop with real data is never given demo data).
 */
import { ne, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { syncIdentitySequence, type DataPatch } from "../db/patches";
import {
  catalogCategoryAttribute,
  catalogCategoryEntity,
  cmsBlock,
  cmsBlockStore,
  directoryCurrencyRate,
  store,
  storeGroup,
  storeWebsite,
} from "../db/schema";
import { writeConfig } from "../modules/store";
import { demoCategoryTree, type DemoCategory } from "./categories";
import { demoBlocks } from "./cmsBlocks";
import { demoConfig, demoGroup, demoIds, demoStores, demoWebsite } from "./shop";

export const demoPatch: DataPatch = {
  name: "demo/thai-shop",
  async shouldApply(db) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(store).where(ne(store.storeId, 0));
    return (row?.count ?? 0) === 0;
  },
  async apply(tx) {
    await tx.insert(storeWebsite).values(demoWebsite);
    await tx.insert(storeGroup).values(demoGroup);
    await tx.insert(store).values(demoStores);
    const categories = buildCategoryRows();
    await tx.insert(catalogCategoryEntity).values(categories.entities);
    await syncIdentitySequence(tx, "catalog_category_entity", "entity_id");
    await tx.insert(catalogCategoryAttribute).values(categories.texts);
    await writeConfig(tx, demoConfig());
    await tx.insert(directoryCurrencyRate).values({ currencyFrom: "THB", currencyTo: "THB", rate: "1" }).onConflictDoNothing();
    await seedBlocks(tx);
  },
};

type CategoryEntityRow = typeof catalogCategoryEntity.$inferInsert;
type CategoryTextRow = typeof catalogCategoryAttribute.$inferInsert;

/** Magento's two fixed roots, then the demo tree with ids in depth-first order. */
export function buildCategoryRows(): { entities: CategoryEntityRow[]; texts: CategoryTextRow[] } {
  const entities: CategoryEntityRow[] = [
    { entityId: demoIds.rootCatalogId, parentId: 0, path: "1", position: 0, level: 0 },
    { entityId: demoIds.rootCategoryId, parentId: demoIds.rootCatalogId, path: "1/2", position: 1, level: 1 },
  ];
  const texts: CategoryTextRow[] = [
    { entityId: demoIds.rootCatalogId, storeId: 0, name: "Root Catalog" },
    { entityId: demoIds.rootCategoryId, storeId: 0, name: "Default Category" },
  ];
  let nextId = demoIds.rootCategoryId + 1;

  const walk = (nodes: DemoCategory[], parent: { id: number; path: string; level: number; urlPath: string }): void => {
    nodes.forEach((node, index) => {
      const id = nextId++;
      const path = `${parent.path}/${id}`;
      const urlPath = parent.urlPath ? `${parent.urlPath}/${node.urlKey}` : node.urlKey;
      entities.push({ entityId: id, parentId: parent.id, path, position: index + 1, level: parent.level + 1, includeInMenu: node.includeInMenu ?? true });
      texts.push(
        {
          entityId: id,
          storeId: 0,
          name: node.en,
          urlKey: node.urlKey,
          urlPath,
          description: node.description?.en ?? null,
          metaTitle: node.en,
          metaDescription: node.metaDescription?.en ?? null,
        },
        {
          entityId: id,
          storeId: demoIds.storeTh,
          name: node.th,
          description: node.description?.th ?? null,
          metaTitle: node.th,
          metaDescription: node.metaDescription?.th ?? null,
        },
      );
      if (node.children) walk(node.children, { id, path, level: parent.level + 1, urlPath });
    });
  };
  walk(demoCategoryTree, { id: demoIds.rootCategoryId, path: "1/2", level: 1, urlPath: "" });
  return { entities, texts };
}

async function seedBlocks(tx: Database): Promise<void> {
  for (const [lang, storeId] of [["th", demoIds.storeTh], ["en", demoIds.storeEn]] as const) {
    for (const block of demoBlocks(lang)) {
      const [inserted] = await tx
        .insert(cmsBlock)
        .values({ identifier: block.identifier, title: block.title, content: block.content })
        .returning({ blockId: cmsBlock.blockId });
      if (inserted) await tx.insert(cmsBlockStore).values({ blockId: inserted.blockId, storeId });
    }
  }
}
