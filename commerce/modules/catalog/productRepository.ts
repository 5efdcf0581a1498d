/**
 * Reads products for one store view: global columns, the store view's text (falling back column by
 * column to store 0, as Magento's EAV does), stock and indexed prices, plus what hangs off a
 * product (children, configurable attributes, pictures, categories, links), each as one query for
 * many products so per-request loaders can batch them.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";

export interface PriceSpan {
  minRegular: number;
  maxRegular: number;
  minFinal: number;
  maxFinal: number;
}

export interface ProductRecord {
  id: number;
  sku: string;
  typeId: string;
  visibility: number;
  enabled: boolean;
  name: string | null;
  urlKey: string | null;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaKeyword: string | null;
  metaDescription: string | null;
  price: number | null;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  weight: number | null;
  qty: number;
  minQty: number;
  /** From the stock index: a configurable is in stock when one enabled child is. */
  inStock: boolean;
  /** From the price index (customer group 0); null when the product is not priced (disabled). */
  prices: PriceSpan | null;
  /** Select-attribute values: attribute id → option id. */
  attributeValues: Map<number, number>;
}

export interface MediaEntry {
  id: number;
  productId: number;
  mediaType: string;
  file: string;
  label: string | null;
  position: number;
  disabled: boolean;
}

export interface SuperAttribute {
  id: number;
  productId: number;
  attributeId: number;
  position: number;
}

interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
  visibility: number;
  status: number;
  name: string | null;
  url_key: string | null;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  price: number | null;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  weight: number | null;
  qty: number;
  min_qty: number;
  stock_status: number;
  min_regular_price: number | null;
  max_regular_price: number | null;
  min_price: number | null;
  max_price: number | null;
  attribute_values: string;
}

/** Products by id in a store view (any status or visibility: callers decide what may be shown). */
export async function findProductsByIds(db: Database, storeId: number, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<ProductRow>(
    db,
    sql`select e.entity_id as id, e.sku, e.type_id, e.visibility, e.status,
      coalesce(s.name, d.name) as name, coalesce(s.url_key, d.url_key) as url_key,
      coalesce(s.short_description, d.short_description) as short_description,
      coalesce(s.description, d.description) as description,
      coalesce(s.meta_title, d.meta_title) as meta_title,
      coalesce(s.meta_keyword, d.meta_keyword) as meta_keyword,
      coalesce(s.meta_description, d.meta_description) as meta_description,
      e.price::float8 as price, e.special_price::float8 as special_price,
      e.special_from_date::text as special_from_date, e.special_to_date::text as special_to_date,
      e.weight::float8 as weight,
      coalesce(si.qty, 0)::float8 as qty, coalesce(si.min_qty, 0)::float8 as min_qty,
      coalesce(ss.stock_status, 0)::int as stock_status,
      ip.min_regular_price::float8 as min_regular_price, ip.max_regular_price::float8 as max_regular_price,
      ip.min_price::float8 as min_price, ip.max_price::float8 as max_price,
      (select coalesce(json_agg(json_build_array(i.attribute_id, i.value)), '[]'::json)
         from catalog_product_entity_int i where i.entity_id = e.entity_id)::text as attribute_values
    from catalog_product_entity e
    left join catalog_product_attribute d on d.entity_id = e.entity_id and d.store_id = 0
    left join catalog_product_attribute s on s.entity_id = e.entity_id and s.store_id = ${storeId}
    left join cataloginventory_stock_item si on si.product_id = e.entity_id
    left join cataloginventory_stock_status ss on ss.product_id = e.entity_id
    left join catalog_product_index_price ip on ip.entity_id = e.entity_id and ip.customer_group_id = 0
    where e.entity_id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

function toRecord(row: ProductRow): ProductRecord {
  const values = JSON.parse(row.attribute_values) as [number, number][];
  return {
    id: row.id,
    sku: row.sku,
    typeId: row.type_id,
    visibility: row.visibility,
    enabled: row.status === 1,
    name: row.name,
    urlKey: row.url_key,
    shortDescription: row.short_description,
    description: row.description,
    metaTitle: row.meta_title,
    metaKeyword: row.meta_keyword,
    metaDescription: row.meta_description,
    price: row.price,
    specialPrice: row.special_price,
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
    weight: row.weight,
    qty: row.qty,
    minQty: row.min_qty,
    inStock: row.stock_status === 1,
    prices:
      row.min_price === null
        ? null
        : { minRegular: row.min_regular_price ?? 0, maxRegular: row.max_regular_price ?? 0, minFinal: row.min_price, maxFinal: row.max_price ?? row.min_price },
    attributeValues: new Map(values),
  };
}

/** Enabled children of configurable products, by parent id, in id order. */
export async function findChildIds(db: Database, parentIds: readonly number[]): Promise<Map<number, number[]>> {
  const byParent = new Map<number, number[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = await queryRows<{ parent_id: number; product_id: number }>(
    db,
    sql`select l.parent_id, l.product_id from catalog_product_super_link l
      join catalog_product_entity c on c.entity_id = l.product_id and c.status = 1
      where l.parent_id = any(${sql.param([...parentIds])}::int[])
      order by l.parent_id, l.product_id`,
  );
  for (const row of rows) byParent.get(row.parent_id)?.push(row.product_id);
  return byParent;
}

/** A child's select-attribute values (attribute id → option id). */
export interface ChildOptions {
  childId: number;
  values: Map<number, number>;
}

/**
 * The select-attribute values of configurable products' enabled children, by parent id: what a
 * product tile's swatches need, without loading the children themselves.
 */
export async function findChildOptions(db: Database, parentIds: readonly number[]): Promise<Map<number, ChildOptions[]>> {
  const byParent = new Map<number, ChildOptions[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = await queryRows<{ parent_id: number; product_id: number; attribute_id: number; value: number }>(
    db,
    sql`select l.parent_id, l.product_id, i.attribute_id, i.value from catalog_product_super_link l
      join catalog_product_entity c on c.entity_id = l.product_id and c.status = 1
      join catalog_product_entity_int i on i.entity_id = l.product_id
      where l.parent_id = any(${sql.param([...parentIds])}::int[])
      order by l.parent_id, l.product_id`,
  );
  for (const row of rows) {
    const children = byParent.get(row.parent_id);
    if (!children) continue;
    let child = children[children.length - 1];
    if (!child || child.childId !== row.product_id) {
      child = { childId: row.product_id, values: new Map() };
      children.push(child);
    }
    child.values.set(row.attribute_id, row.value);
  }
  return byParent;
}

/** Configurable attributes per product, in position order. */
export async function findSuperAttributes(db: Database, productIds: readonly number[]): Promise<Map<number, SuperAttribute[]>> {
  const byProduct = new Map<number, SuperAttribute[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<{ id: number; product_id: number; attribute_id: number; position: number }>(
    db,
    sql`select product_super_attribute_id as id, product_id, attribute_id, position from catalog_product_super_attribute
      where product_id = any(${sql.param([...productIds])}::int[])
      order by product_id, position, product_super_attribute_id`,
  );
  for (const row of rows) byProduct.get(row.product_id)?.push({ id: row.id, productId: row.product_id, attributeId: row.attribute_id, position: row.position });
  return byProduct;
}

/** Gallery entries per product, by position. */
export async function findMediaGalleries(db: Database, productIds: readonly number[]): Promise<Map<number, MediaEntry[]>> {
  const byProduct = new Map<number, MediaEntry[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<{ value_id: number; entity_id: number; media_type: string; file: string; label: string | null; position: number; disabled: boolean }>(
    db,
    sql`select value_id, entity_id, media_type, file, label, position, disabled from catalog_product_entity_media_gallery
      where entity_id = any(${sql.param([...productIds])}::int[])
      order by entity_id, position, value_id`,
  );
  for (const row of rows) {
    byProduct.get(row.entity_id)?.push({
      id: row.value_id,
      productId: row.entity_id,
      mediaType: row.media_type,
      file: row.file,
      label: row.label,
      position: row.position,
      disabled: row.disabled,
    });
  }
  return byProduct;
}

/** The main picture: the enabled entry at position 1, else the first enabled one (the storefront spec's rule). */
export function mainImage(entries: readonly MediaEntry[]): MediaEntry | null {
  const enabled = entries.filter((entry) => !entry.disabled && entry.mediaType === "image");
  return enabled.find((entry) => entry.position === 1) ?? enabled[0] ?? null;
}

/** Categories a product is directly assigned to. */
export async function findCategoryIds(db: Database, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<{ product_id: number; category_id: number }>(
    db,
    sql`select product_id, category_id from catalog_category_product
      where product_id = any(${sql.param([...productIds])}::int[]) order by product_id, category_id`,
  );
  for (const row of rows) byProduct.get(row.product_id)?.push(row.category_id);
  return byProduct;
}

/** Magento's link types. */
export const LINK_RELATED = 1;
export const LINK_UPSELL = 4;
export const LINK_CROSSSELL = 5;

/** Linked products that may be shown (enabled, visible in the catalogue), by position. */
export async function findLinkedIds(db: Database, productIds: readonly number[], linkTypeId: number, visibility: readonly number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<{ product_id: number; linked_product_id: number }>(
    db,
    sql`select k.product_id, k.linked_product_id from catalog_product_link k
      join catalog_product_entity e on e.entity_id = k.linked_product_id and e.status = 1 and e.visibility = any(${sql.param([...visibility])}::int[])
      where k.product_id = any(${sql.param([...productIds])}::int[]) and k.link_type_id = ${linkTypeId}
      order by k.product_id, k.position, k.linked_product_id`,
  );
  for (const row of rows) byProduct.get(row.product_id)?.push(row.linked_product_id);
  return byProduct;
}
