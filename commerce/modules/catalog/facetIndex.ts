/**
 * Reads the precomputed layered navigation of a category (catalog_category_facet_index, built by
 * reindexFacets in indexer.ts). It answers a listing of one category in the catalogue, unfiltered
 * or filtered by one select-attribute option, with one index range read however many products the
 * category has: the total, the price histogram (steps of 10, from which every bucket size Magento
 * chooses is summed exactly), the categories and the options. Any other listing (several
 * categories or options, a price range, a search) is counted live, in one pass, into the same shape
 * (liveFacetsQuery in productListing.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { Database } from "../../db/connect";
import { liveFacetsQuery, type ListingCriteria } from "./productListing";

/** The histogram's price step: keys are floor(min_price / 10). */
export const FACET_PRICE_STEP = 10;

const KIND_TOTAL = 0;
const KIND_PRICE = 1;
const KIND_CATEGORY = 2;
const KIND_OPTION = 3;

const CATALOG_VISIBILITY = [2, 4];

export interface FacetKey {
  categoryId: number;
  /** 0 = unfiltered. */
  filterOptionId: number;
}

export interface FacetSummary {
  total: number;
  /** floor(price / 10) → products. */
  prices: Map<number, number>;
  /** category id → products. */
  categories: Map<number, number>;
  /** option id → products. */
  options: Map<number, number>;
}

/**
 * The facet index entry that answers these criteria, or null when they must be counted live.
 * `attributeOfOption` tells which attribute an option belongs to (a colour filter given a size
 * option matches nothing, which only the live count knows).
 */
export function facetKeyFor(criteria: ListingCriteria, attributeOfOption: (optionId: number) => number | undefined): FacetKey | null {
  if (criteria.categoryIds?.length !== 1) return null;
  if (criteria.skus || criteria.urlKeys || criteria.nameMatch !== undefined || criteria.searchText !== undefined) return null;
  if (criteria.priceFrom !== undefined || criteria.priceTo !== undefined) return null;
  const visibility = [...new Set(criteria.visibility)].sort();
  if (visibility.length !== CATALOG_VISIBILITY.length || visibility.some((value, index) => value !== CATALOG_VISIBILITY[index])) return null;
  const categoryId = criteria.categoryIds[0] as number;
  if (criteria.attributes.length === 0) return { categoryId, filterOptionId: 0 };
  if (criteria.attributes.length > 1) return null;
  const [attribute] = criteria.attributes;
  if (!attribute || attribute.attributeId === null || attribute.optionIds.length !== 1) return null;
  const optionId = attribute.optionIds[0] as number;
  if (attributeOfOption(optionId) !== attribute.attributeId) return null;
  return { categoryId, filterOptionId: optionId };
}

export function facetQuery(key: FacetKey, inStockOnly: boolean): SQL {
  const count = inStockOnly ? sql`count_salable` : sql`count_all`;
  return sql`select kind, key, ${count} as n from catalog_category_facet_index
    where category_id = ${key.categoryId} and filter_option_id = ${key.filterOptionId} and ${count} > 0`;
}

/** The same summary counted live for any listing (one pass over its products; productListing.ts). */
export async function loadLiveFacets(db: Database, criteria: ListingCriteria, attributeIds: readonly number[]): Promise<FacetSummary> {
  return summarizeFacetRows(await queryRows<{ kind: number; key: number; n: number }>(db, liveFacetsQuery(criteria, attributeIds)));
}

export async function loadFacets(db: Database, key: FacetKey, inStockOnly: boolean): Promise<FacetSummary> {
  const rows = await queryRows<{ kind: number; key: number; n: number }>(db, facetQuery(key, inStockOnly));
  return summarizeFacetRows(rows);
}

export function summarizeFacetRows(rows: readonly { kind: number; key: number; n: number }[]): FacetSummary {
  const summary: FacetSummary = { total: 0, prices: new Map(), categories: new Map(), options: new Map() };
  for (const row of rows) {
    if (row.kind === KIND_TOTAL) summary.total = row.n;
    else if (row.kind === KIND_PRICE) summary.prices.set(row.key, row.n);
    else if (row.kind === KIND_CATEGORY) summary.categories.set(row.key, row.n);
    else if (row.kind === KIND_OPTION) summary.options.set(row.key, row.n);
  }
  return summary;
}

/**
 * The lowest and highest price, to the histogram's step (floor(price / 10) * 10): enough to choose
 * Magento's bucket size, which is a power of ten of at least 10.
 */
export function facetPriceExtremes(summary: FacetSummary): { min: number; max: number } | null {
  if (summary.prices.size === 0) return null;
  const keys = [...summary.prices.keys()];
  return { min: Math.min(...keys) * FACET_PRICE_STEP, max: Math.max(...keys) * FACET_PRICE_STEP };
}

/** Products per price bucket of `step` (a multiple of 10): bucket number = floor(price / step) + 1. */
export function facetPriceBuckets(summary: FacetSummary, step: number): { bucket: number; count: number }[] {
  if (step % FACET_PRICE_STEP !== 0) throw new Error(`price step ${step} is finer than the facet index's`);
  const buckets = new Map<number, number>();
  for (const [key, count] of summary.prices) {
    const bucket = Math.floor((key * FACET_PRICE_STEP) / step) + 1;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([bucket, count]) => ({ bucket, count }));
}

/** Listed products per category, by category id (for `product_count`). */
export async function countCategoryFacets(db: Database, categoryIds: readonly number[], inStockOnly: boolean): Promise<Map<number, number>> {
  const counts = new Map<number, number>(categoryIds.map((id) => [id, 0]));
  if (categoryIds.length === 0) return counts;
  const count = inStockOnly ? sql`count_salable` : sql`count_all`;
  const rows = await queryRows<{ category_id: number; n: number }>(
    db,
    sql`select category_id, ${count} as n from catalog_category_facet_index
      where category_id = any(${sql.param([...categoryIds])}::int[]) and filter_option_id = 0 and kind = ${KIND_TOTAL} and key = 0`,
  );
  for (const row of rows) counts.set(row.category_id, row.n);
  return counts;
}
