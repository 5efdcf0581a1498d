/**
 * Writes products in bulk: the demo seed and the catalogue generator describe products with
 * resolved ids (attribute options, categories, store views), and this turns them into table rows
 * (pure, `importRows`) and writes them a few statements per table (`writeImportRows`, through
 * bulkInsert). Entity ids are assigned here, so links between products (configurable children,
 * related products) need no round trip. Indexes and URL rewrites are not touched: callers run
 * reindexCatalog() and regenerateProductUrlRewrites() once after importing.
 */
import { sql } from "drizzle-orm";
import { bulkInsert, queryRows, type ColumnRow } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { syncIdentitySequence } from "../../db/patches";

/** Per-store-view text; store 0 holds the defaults, other store views only what differs. */
export interface ProductImportText {
  name?: string | null;
  urlKey?: string | null;
  shortDescription?: string | null;
  description?: string | null;
  metaTitle?: string | null;
  metaKeyword?: string | null;
  metaDescription?: string | null;
}

export interface ProductImportItem {
  sku: string;
  typeId: "simple" | "configurable";
  /** Magento's: 1 not visible individually, 2 catalog, 3 search, 4 both. */
  visibility: 1 | 2 | 3 | 4;
  /** 1 enabled (default), 2 disabled. */
  status?: 1 | 2;
  price: number | null;
  specialPrice?: number | null;
  weight?: number | null;
  qty: number;
  inStock: boolean;
  /** store id → text. */
  text: ReadonlyMap<number, ProductImportText>;
  /** Select-attribute values (colour, size). */
  attributeValues?: readonly { attributeId: number; optionId: number }[];
  categories?: readonly { categoryId: number; position: number }[];
  /** Files relative to media/catalog/product, starting with "/"; position 1 is the main image. */
  media?: readonly { file: string; label?: string | null; position: number }[];
  /** Configurable products: the attributes they are configured by, in order, and their children. */
  superAttributeIds?: readonly number[];
  children?: readonly ProductImportItem[];
  /** Links to other products by SKU (imported before or in the same batch); Magento's link type ids. */
  links?: readonly { linkTypeId: number; sku: string; position: number }[];
}

export interface ImportState {
  nextEntityId: number;
  /** Every imported product's id by SKU (links are resolved through it). */
  idsBySku: Map<string, number>;
}

export interface ImportRows {
  entities: ColumnRow[];
  texts: ColumnRow[];
  ints: ColumnRow[];
  media: ColumnRow[];
  categoryLinks: ColumnRow[];
  superAttributes: ColumnRow[];
  superLinks: ColumnRow[];
  links: ColumnRow[];
  stock: ColumnRow[];
}

/** Table rows for the items (and their children); assigns entity ids from `state`. */
export function importRows(items: readonly ProductImportItem[], state: ImportState): ImportRows {
  const rows: ImportRows = { entities: [], texts: [], ints: [], media: [], categoryLinks: [], superAttributes: [], superLinks: [], links: [], stock: [] };
  const pendingLinks: { productId: number; link: { linkTypeId: number; sku: string; position: number } }[] = [];

  const add = (item: ProductImportItem, parentId: number | null): number => {
    if (state.idsBySku.has(item.sku)) throw new Error(`duplicate SKU ${item.sku}`);
    const id = state.nextEntityId++;
    state.idsBySku.set(item.sku, id);
    rows.entities.push({
      entity_id: id,
      sku: item.sku,
      type_id: item.typeId,
      visibility: item.visibility,
      status: item.status ?? 1,
      price: item.price,
      special_price: item.specialPrice ?? null,
      weight: item.weight ?? null,
    });
    for (const [storeId, text] of item.text) {
      rows.texts.push({
        entity_id: id,
        store_id: storeId,
        name: text.name ?? null,
        url_key: text.urlKey ?? null,
        short_description: text.shortDescription ?? null,
        description: text.description ?? null,
        meta_title: text.metaTitle ?? null,
        meta_keyword: text.metaKeyword ?? null,
        meta_description: text.metaDescription ?? null,
      });
    }
    for (const value of item.attributeValues ?? []) rows.ints.push({ entity_id: id, attribute_id: value.attributeId, value: value.optionId });
    for (const entry of item.media ?? []) rows.media.push({ entity_id: id, media_type: "image", file: entry.file, label: entry.label ?? null, position: entry.position, disabled: false });
    for (const category of item.categories ?? []) rows.categoryLinks.push({ category_id: category.categoryId, product_id: id, position: category.position });
    rows.stock.push({ product_id: id, qty: item.qty, min_qty: 0, is_in_stock: item.inStock, manage_stock: true });
    if (parentId !== null) rows.superLinks.push({ product_id: id, parent_id: parentId });
    (item.superAttributeIds ?? []).forEach((attributeId, position) => rows.superAttributes.push({ product_id: id, attribute_id: attributeId, position }));
    for (const child of item.children ?? []) add(child, id);
    for (const link of item.links ?? []) pendingLinks.push({ productId: id, link });
    return id;
  };

  for (const item of items) add(item, null);
  for (const { productId, link } of pendingLinks) {
    const linkedId = state.idsBySku.get(link.sku);
    if (linkedId === undefined || linkedId === productId) continue;
    rows.links.push({ product_id: productId, linked_product_id: linkedId, link_type_id: link.linkTypeId, position: link.position });
  }
  return rows;
}

const columns: Record<keyof ImportRows, [table: string, columns: string[]]> = {
  entities: ["catalog_product_entity", ["entity_id", "sku", "type_id", "visibility", "status", "price", "special_price", "weight"]],
  texts: ["catalog_product_attribute", ["entity_id", "store_id", "name", "url_key", "short_description", "description", "meta_title", "meta_keyword", "meta_description"]],
  ints: ["catalog_product_entity_int", ["entity_id", "attribute_id", "value"]],
  media: ["catalog_product_entity_media_gallery", ["entity_id", "media_type", "file", "label", "position", "disabled"]],
  categoryLinks: ["catalog_category_product", ["category_id", "product_id", "position"]],
  superAttributes: ["catalog_product_super_attribute", ["product_id", "attribute_id", "position"]],
  superLinks: ["catalog_product_super_link", ["product_id", "parent_id"]],
  links: ["catalog_product_link", ["product_id", "linked_product_id", "link_type_id", "position"]],
  stock: ["cataloginventory_stock_item", ["product_id", "qty", "min_qty", "is_in_stock", "manage_stock"]],
};

/** Writes import rows, products first (the other tables reference them). */
export async function writeImportRows(db: Database, rows: ImportRows): Promise<void> {
  for (const key of Object.keys(columns) as (keyof ImportRows)[]) {
    const [table, tableColumns] = columns[key];
    await bulkInsert(db, table, tableColumns, rows[key]);
  }
}

/** The state to import into this database: ids after the highest existing one, existing SKUs known. */
export async function loadImportState(db: Database): Promise<ImportState> {
  const rows = await queryRows<{ entity_id: number; sku: string }>(db, sql`select entity_id, sku from catalog_product_entity`);
  const idsBySku = new Map(rows.map((row) => [row.sku, row.entity_id]));
  const maxId = rows.reduce((max, row) => Math.max(max, row.entity_id), 0);
  return { nextEntityId: maxId + 1, idsBySku };
}

/** Imports items into the database (ids continue after the existing products). */
export async function importProducts(db: Database, items: readonly ProductImportItem[], state?: ImportState): Promise<ImportState> {
  const current = state ?? (await loadImportState(db));
  await writeImportRows(db, importRows(items, current));
  await syncIdentitySequence(db, "catalog_product_entity", "entity_id");
  return current;
}
