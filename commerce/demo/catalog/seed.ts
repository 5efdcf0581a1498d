/**
 * Seeds the demo catalogue as a data patch of its own, applied after the demo shop and its URL
 * rewrites (so databases seeded before products existed get them on their next start): the
 * colour and size attributes with their swatches, the products (bulk inserts), then the catalogue
 * indexes, the product URL rewrites and a few old product URLs answering 301.
 */
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { syncIdentitySequence, type DataPatch } from "../../db/patches";
import { eavAttribute, eavAttributeLabel, eavAttributeOption, eavAttributeOptionSwatch, eavAttributeOptionValue, engineDataPatch } from "../../db/schema";
import { ATTRIBUTE_IDS, importProducts, loadImportState, PRODUCT_URL_SUFFIX_PATH, regenerateProductUrlRewrites, reindexCatalog, SWATCH_COLOR, SWATCH_IMAGE, SWATCH_TEXT } from "../../modules/catalog";
import { findByRequestPaths, insertRewrites, type NewUrlRewrite } from "../../modules/url-rewrite";
import { createConfigReader, defaultScoped, writeConfig } from "../../modules/store";
import { demoPatch } from "../patch";
import { demoIds } from "../shop";
import { demoColors, demoSizes, SIZE_ATTRIBUTE_ID } from "./attributes";
import { buildDemoCatalog, toImportItems, type CatalogIds, type CatalogProduct } from "./build";

/** Option ids as in Magento's sample data, where colours start at 49 and sizes at 167. */
const FIRST_COLOR_OPTION_ID = 49;
const FIRST_SIZE_OPTION_ID = 167;

/**
 * Former URL keys of renamed products, per store view: the old request path answers 301 to the
 * product's current URL. (The Thai store view once used transliterated URL keys.)
 */
export const demoOldProductUrls: readonly { storeId: number; requestPath: string; urlKey: string }[] = [
  { storeId: demoIds.storeEn, requestPath: "indigo-shirt.html", urlKey: "indigo-dyed-cotton-shirt" },
  { storeId: demoIds.storeTh, requestPath: "suea-choet-yom-khram.html", urlKey: "indigo-dyed-cotton-shirt" },
  { storeId: demoIds.storeEn, requestPath: "celadon-bud-vase-green.html", urlKey: "celadon-vase-sage" },
  { storeId: demoIds.storeTh, requestPath: "jaekan-celadon-khiao.html", urlKey: "celadon-vase-sage" },
];

export interface DemoCatalogSummary {
  products: number;
  configurables: number;
  variants: number;
}

export const demoCatalogPatch: DataPatch = {
  name: "demo/catalog-products",
  async shouldApply(db) {
    const [row] = await queryRows<{ demo: boolean; products: boolean }>(
      db,
      sql`select exists (select 1 from ${engineDataPatch} where ${eq(engineDataPatch.patchName, demoPatch.name)}) as demo,
        exists (select 1 from catalog_product_entity) as products`,
    );
    // Only the demo shop gets demo products, and never on top of a catalogue of its own.
    return Boolean(row?.demo) && !row?.products;
  },
  async apply(tx) {
    await seedDemoCatalog(tx);
  },
};

/** Attributes, settings, products, indexes and URL rewrites of the demo catalogue. */
export async function seedDemoCatalog(tx: Database): Promise<DemoCatalogSummary> {
  await seedDemoAttributes(tx);
  await writeConfig(
    tx,
    defaultScoped({
      // Product pages and listings show sold-out products (with their stock status), as most PWA shops do.
      "cataloginventory/options/show_out_of_stock": "1",
      // "Only 3 left" from five pieces down.
      "cataloginventory/options/stock_threshold_qty": "5",
    }),
  );
  const products = buildDemoCatalog();
  await importProducts(tx, toImportItems(products, await readCatalogIds(tx)), await loadImportState(tx));
  await reindexCatalog(tx);
  await regenerateProductUrlRewrites(tx);
  await insertOldProductUrls(tx);
  return summarize(products);
}

export function summarize(products: readonly CatalogProduct[]): DemoCatalogSummary {
  const configurables = products.filter((product) => product.typeId === "configurable");
  return { products: products.length, configurables: configurables.length, variants: configurables.reduce((sum, product) => sum + product.children.length, 0) };
}

/** Colour (Magento's attribute, made filterable) and size, with options, labels and swatches; Thai labels of name and price. */
export async function seedDemoAttributes(tx: Database): Promise<void> {
  await tx
    .insert(eavAttribute)
    .values({ attributeId: SIZE_ATTRIBUTE_ID, attributeCode: "size", frontendLabel: "Size", frontendInput: "select" })
    .onConflictDoNothing();
  for (const [attributeId, position] of [
    [ATTRIBUTE_IDS.color, 1],
    [SIZE_ATTRIBUTE_ID, 2],
  ] as const) {
    // Filterable, and listed in the product page's details.
    await tx.update(eavAttribute).set({ isFilterable: 1, isFilterableInSearch: true, position, isVisibleOnFront: true }).where(eq(eavAttribute.attributeId, attributeId));
  }
  await syncIdentitySequence(tx, "eav_attribute", "attribute_id");
  await tx
    .insert(eavAttributeLabel)
    .values([
      { attributeId: ATTRIBUTE_IDS.name, storeId: demoIds.storeTh, value: "ชื่อสินค้า" },
      { attributeId: ATTRIBUTE_IDS.price, storeId: demoIds.storeTh, value: "ราคา" },
      { attributeId: ATTRIBUTE_IDS.color, storeId: demoIds.storeTh, value: "สี" },
      { attributeId: SIZE_ATTRIBUTE_ID, storeId: demoIds.storeTh, value: "ไซซ์" },
    ])
    .onConflictDoNothing();

  const options = [
    ...demoColors.map((color, index) => ({ optionId: FIRST_COLOR_OPTION_ID + index, attributeId: ATTRIBUTE_IDS.color, sortOrder: index + 1 })),
    ...demoSizes.map((size, index) => ({ optionId: FIRST_SIZE_OPTION_ID + index, attributeId: SIZE_ATTRIBUTE_ID, sortOrder: index + 1 })),
  ];
  await tx.insert(eavAttributeOption).values(options).onConflictDoNothing();
  await syncIdentitySequence(tx, "eav_attribute_option", "option_id");
  await tx
    .insert(eavAttributeOptionValue)
    .values([
      ...demoColors.flatMap((color, index) => [
        { optionId: FIRST_COLOR_OPTION_ID + index, storeId: 0, value: color.en },
        { optionId: FIRST_COLOR_OPTION_ID + index, storeId: demoIds.storeTh, value: color.th },
      ]),
      ...demoSizes.map((size, index) => ({ optionId: FIRST_SIZE_OPTION_ID + index, storeId: 0, value: size.label })),
    ])
    .onConflictDoNothing();
  await tx
    .insert(eavAttributeOptionSwatch)
    .values([
      ...demoColors.map((color, index) =>
        color.image
          ? { optionId: FIRST_COLOR_OPTION_ID + index, storeId: 0, type: SWATCH_IMAGE, value: color.image }
          : { optionId: FIRST_COLOR_OPTION_ID + index, storeId: 0, type: SWATCH_COLOR, value: color.hex ?? color.art },
      ),
      ...demoSizes.map((size, index) => ({ optionId: FIRST_SIZE_OPTION_ID + index, storeId: 0, type: SWATCH_TEXT, value: size.label })),
    ])
    .onConflictDoNothing();
}

/** Attribute, option and category ids by code, as the import needs them. */
export async function readCatalogIds(db: Database): Promise<CatalogIds> {
  const options = await queryRows<{ attribute_id: number; option_id: number; label: string }>(
    db,
    sql`select o.attribute_id, o.option_id, v.value as label from eav_attribute_option o
      join eav_attribute_option_value v on v.option_id = o.option_id and v.store_id = 0
      where o.attribute_id in (${ATTRIBUTE_IDS.color}, ${SIZE_ATTRIBUTE_ID})`,
  );
  const byLabel = (attributeId: number) => new Map(options.filter((row) => row.attribute_id === attributeId).map((row) => [row.label, row.option_id]));
  const colorLabels = byLabel(ATTRIBUTE_IDS.color);
  const sizeLabels = byLabel(SIZE_ATTRIBUTE_ID);
  const categories = await queryRows<{ id: number; url_path: string }>(
    db,
    sql`select entity_id as id, url_path from catalog_category_attribute where store_id = 0 and url_path is not null`,
  );
  return {
    colorAttributeId: ATTRIBUTE_IDS.color,
    sizeAttributeId: SIZE_ATTRIBUTE_ID,
    colorOptions: new Map(demoColors.flatMap((color) => (colorLabels.has(color.en) ? [[color.code, colorLabels.get(color.en) as number] as const] : []))),
    sizeOptions: new Map(demoSizes.flatMap((size) => (sizeLabels.has(size.label) ? [[size.code, sizeLabels.get(size.label) as number] as const] : []))),
    categories: new Map(categories.map((row) => [row.url_path, row.id])),
    thaiStoreId: demoIds.storeTh,
  };
}

/** The old URLs of renamed products: 301 to the product's current request path. */
async function insertOldProductUrls(tx: Database): Promise<void> {
  const config = createConfigReader(tx, 0);
  const rows: NewUrlRewrite[] = [];
  for (const old of demoOldProductUrls) {
    const suffix = (await config.getValue(PRODUCT_URL_SUFFIX_PATH, { storeId: old.storeId, websiteId: demoIds.websiteId })) ?? "";
    const [current] = await findByRequestPaths(tx, old.storeId, [`${old.urlKey}${suffix}`]);
    if (!current || current.redirectType !== 0 || current.entityType !== "product") continue;
    if ((await findByRequestPaths(tx, old.storeId, [old.requestPath])).length) continue;
    rows.push({
      entityType: "product",
      entityId: current.entityId,
      requestPath: old.requestPath,
      targetPath: current.requestPath,
      redirectType: 301,
      storeId: old.storeId,
      isAutogenerated: false,
    });
  }
  await insertRewrites(tx, rows);
}
