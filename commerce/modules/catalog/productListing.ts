/**
 * The SQL behind `products`: the set of listed products for resolved criteria, read through the
 * indexes only (category-product index with copied prices, attribute-option index, price index),
 * then counted, paged in the requested order, and aggregated for layered navigation when the
 * category facet index cannot answer (liveFacetsQuery). Every query starts from an index range (a
 * category, a SKU, a URL key, an option), never from a scan of the catalogue, except a filter with no
 * category and no other narrowing condition. A search (or `name: { match }`) starts from the search
 * index's matches (catalog-search/searchMatch.ts), which also give the relevance score.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import type { SearchMatches } from "../catalog-search";
import type { SortOrder } from "./productCriteria";

/** Criteria with everything that needs the database resolved (category paths, attribute ids). */
export interface ListingCriteria {
  storeId: number;
  /** Listed products must be in one of these categories; undefined = any product. */
  categoryIds?: number[];
  skus?: string[];
  urlKeys?: string[];
  /** The products `name: { match }` finds in the search index (names only); null: no words, no condition. */
  nameMatch?: SearchMatches | null;
  priceFrom?: number;
  priceTo?: number;
  /** Each entry: the product (or one of its children) has one of the options. */
  attributes: { attributeId: number | null; optionIds: number[] }[];
  searchText?: string;
  /** The products `search` finds in the search index, with their scores; null: no words, no condition. */
  search?: SearchMatches | null;
  visibility: number[];
  /** `cataloginventory/options/show_out_of_stock` = 0 hides products out of stock. */
  inStockOnly: boolean;
}

const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Conditions on a product id (`pid`) that every listing shares. */
function productConditions(criteria: ListingCriteria, pid: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.skus) {
    conditions.push(sql`${pid} in (select sk.entity_id from catalog_product_entity sk where sk.sku = any(${textArray(criteria.skus)}))`);
  }
  if (criteria.urlKeys) {
    // The store view's own url_key, else the default one (an index lookup on url_key either way).
    conditions.push(sql`${pid} in (
      select uk.entity_id from catalog_product_attribute uk
      where uk.url_key = any(${textArray(criteria.urlKeys)})
        and (uk.store_id = ${criteria.storeId} or (uk.store_id = 0 and not exists (
          select 1 from catalog_product_attribute own where own.entity_id = uk.entity_id and own.store_id = ${criteria.storeId} and own.url_key is not null))))`);
  }
  for (const attribute of criteria.attributes) {
    if (attribute.attributeId === null || attribute.optionIds.length === 0) {
      conditions.push(sql`false`);
      continue;
    }
    conditions.push(sql`exists (select 1 from catalog_product_index_eav x
      where x.entity_id = ${pid} and x.attribute_id = ${attribute.attributeId} and x.value = any(${intArray(attribute.optionIds)}))`);
  }
  if (criteria.inStockOnly) {
    conditions.push(sql`exists (select 1 from cataloginventory_stock_status ss where ss.product_id = ${pid} and ss.stock_status = 1)`);
  }
  return conditions;
}

function priceConditions(criteria: ListingCriteria, price: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.priceFrom !== undefined) conditions.push(sql`${price} >= ${criteria.priceFrom}`);
  if (criteria.priceTo !== undefined) conditions.push(sql`${price} <= ${criteria.priceTo}`);
  return conditions;
}

/**
 * The search index's matches of the listing's texts, as derived tables `(entity_id, score)`: the
 * search (every field), then `name: { match }` (names only).
 */
function textMatches(criteria: ListingCriteria): SQL[] {
  return [criteria.search, criteria.nameMatch]
    .filter((matches): matches is SearchMatches => matches !== undefined && matches !== null)
    .map((matches) => sql`unnest(${intArray(matches.ids)}, ${intArray(matches.scores)})`);
}

/**
 * The listed products as a derived table `cand(id, position, min_price, score)`: from the
 * category index when a category is given (position in that category, min price copied there),
 * else from the products and the price index; a text match drives both (its matches are joined to
 * them, `score` is its relevance, 0 without a search).
 */
export function candidates(criteria: ListingCriteria): SQL {
  const [driving, ...others] = textMatches(criteria);
  const otherMatches = (pid: SQL) => others.map((match) => sql`${pid} in (select om.entity_id from ${match} as om(entity_id, score))`);
  if (criteria.categoryIds) {
    if (criteria.categoryIds.length === 0) return sql`(select 0 as id, 0 as position, 0::numeric as min_price, 0 as score where false) cand`;
    const where = sql.join(
      [
        criteria.categoryIds.length === 1 ? sql`ci.category_id = ${criteria.categoryIds[0]}` : sql`ci.category_id = any(${intArray(criteria.categoryIds)})`,
        sql`ci.visibility = any(${intArray(criteria.visibility)})`,
        ...priceConditions(criteria, sql`ci.min_price`),
        ...productConditions(criteria, sql`ci.product_id`),
        ...otherMatches(sql`ci.product_id`),
      ],
      sql` and `,
    );
    const from = driving
      ? sql`${driving} as m(entity_id, score) join catalog_category_product_index ci on ci.product_id = m.entity_id`
      : sql`catalog_category_product_index ci`;
    const score = driving ? sql`m.score` : sql`0`;
    if (criteria.categoryIds.length === 1) {
      return sql`(select ci.product_id as id, ci.position, ci.min_price, ${score} as score from ${from} where ${where}) cand`;
    }
    return sql`(select ci.product_id as id, min(ci.position) as position, min(ci.min_price) as min_price, max(${score}) as score
      from ${from} where ${where} group by ci.product_id) cand`;
  }
  const where = sql.join(
    [
      sql`e.status = 1`,
      sql`e.visibility = any(${intArray(criteria.visibility)})`,
      ...priceConditions(criteria, sql`ip.min_price`),
      ...productConditions(criteria, sql`e.entity_id`),
      ...otherMatches(sql`e.entity_id`),
    ],
    sql` and `,
  );
  const from = driving ? sql`${driving} as m(entity_id, score) join catalog_product_entity e on e.entity_id = m.entity_id` : sql`catalog_product_entity e`;
  return sql`(select e.entity_id as id, 0 as position, ip.min_price, ${driving ? sql`m.score` : sql`0`} as score from ${from}
    join catalog_product_index_price ip on ip.entity_id = e.entity_id and ip.customer_group_id = 0
    where ${where}) cand`;
}

export function countQuery(criteria: ListingCriteria): SQL {
  return sql`select count(*)::int as n from ${candidates(criteria)}`;
}

export async function countListing(db: Database, criteria: ListingCriteria): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, countQuery(criteria));
  return row?.n ?? 0;
}

export interface PageRequest {
  size: number;
  current: number;
}

/** One page of product ids in the requested order, the entity id breaking ties (in the first order's direction; ascending for Best Match). */
export async function pageListing(db: Database, criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, pageQuery(criteria, sort, page));
  return rows.map((row) => row.id);
}

export function pageQuery(criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest): SQL {
  const joins: SQL[] = [];
  const orders: SQL[] = [];
  for (const order of sort) {
    const direction = order.direction === "DESC" ? sql`desc` : sql`asc`;
    switch (order.field) {
      case "position":
        orders.push(sql`cand.position ${direction}`);
        break;
      case "price":
        orders.push(sql`cand.min_price ${direction}`);
        break;
      case "name":
        if (!joins.length) {
          joins.push(sql`left join catalog_product_attribute nd on nd.entity_id = cand.id and nd.store_id = 0
            left join catalog_product_attribute ns on ns.entity_id = cand.id and ns.store_id = ${criteria.storeId}`);
        }
        orders.push(sql`lower(coalesce(ns.name, nd.name, '')) ${direction}`);
        break;
      case "relevance":
        // Best Match: the search index's score (searchMatch.ts); without a search every score is 0.
        if (criteria.search) orders.push(sql`cand.score ${direction}`);
        break;
    }
  }
  // Best Match ties go to the older product (entity id ascending), as the popup's groups do.
  const idDescending = sort[0]?.direction === "DESC" && sort[0].field !== "relevance";
  orders.push(idDescending ? sql`cand.id desc` : sql`cand.id asc`);
  return sql`select cand.id from ${candidates(criteria)} ${sql.join(joins, sql` `)}
    order by ${sql.join(orders, sql`, `)} limit ${page.size} offset ${(page.current - 1) * page.size}`;
}

export function priceBucketQuery(criteria: ListingCriteria, step: number): SQL {
  return sql`select (floor(cand.min_price / ${step}) + 1)::int as k, count(*)::int as n from ${candidates(criteria)} group by 1 order by 1`;
}

/** Product counts per price bucket (bucket number = floor(price / step) + 1). */
export async function priceBucketCounts(db: Database, criteria: ListingCriteria, step: number): Promise<{ bucket: number; count: number }[]> {
  const rows = await queryRows<{ k: number; n: number }>(db, priceBucketQuery(criteria, step));
  return rows.map((row) => ({ bucket: row.k, count: row.n }));
}

/**
 * Everything layered navigation needs, counted in one pass over the listed products, in the facet
 * index's shape (facetIndex.ts): kind 0 the total, 1 products per floor(price / 10), 2 per
 * category, 3 per option of the given attributes.
 */
export function liveFacetsQuery(criteria: ListingCriteria, attributeIds: readonly number[]): SQL {
  return sql`with cand as materialized (select * from ${candidates(criteria)}),
    options as (
      select distinct x.entity_id, x.value from cand
      join catalog_product_index_eav x on x.entity_id = cand.id and x.attribute_id = any(${intArray(attributeIds)})
    )
    select 0 as kind, 0 as key, count(*)::int as n from cand
    union all
    select 1, floor(cand.min_price / 10)::int, count(*)::int from cand group by 2
    union all
    select 2, ci.category_id, count(*)::int from cand join catalog_category_product_index ci on ci.product_id = cand.id group by 2
    union all
    select 3, options.value, count(*)::int from options group by 2`;
}

/** The statements `products` runs for a listing counted live, with its aggregations (for EXPLAIN). */
export function listingStatements(criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest, attributeIds: readonly number[]): { name: string; query: SQL }[] {
  return [
    { name: "count", query: countQuery(criteria) },
    { name: "page", query: pageQuery(criteria, sort, page) },
    { name: "facets", query: liveFacetsQuery(criteria, attributeIds) },
  ];
}
