/**
 * Search listings answered from memory, as search engines keep "doc values": per searchable
 * product its visibility, final price, salability, categories (as the category index lists it)
 * and filterable options, copied from the catalogue indexes. A common word matches tens of
 * thousands of products; filtering, sorting and counting layered navigation for them row by row in
 * the embedded database takes hundreds of milliseconds, in memory a few.
 *
 * The copy is loaded in the background on first use and reloaded when the search index's product
 * part changes (search_index_state, bumped by every product reindex); until it is there, or for
 * what it cannot answer (SKU / URL key filters, position or name sorts), the listing runs in SQL
 * (productListing.ts), with the same results: a test compares both.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import type { FacetSummary } from "./facetIndex";
import type { SortOrder } from "./productCriteria";
import type { ListingCriteria, PageRequest } from "./productListing";
import { log } from "../../../logging/logger";

/** What the listing needs of one product, as loaded. */
export interface ProductFacts {
  id: number;
  visibility: number;
  minPrice: number;
  salable: boolean;
  categories: number[];
  /** Filterable option values and, position for position, their attribute (ordered by attribute, value). */
  attributes: number[];
  options: number[];
}

/**
 * The copy, column by column and indexed by product id (a "struct of arrays"): a broad search
 * reads tens of thousands of products per request, and typed arrays read without a hash lookup
 * or an object per product. A product's categories are `categoryIds[categoryStart[id] ..
 * categoryStart[id + 1])`, its options likewise. Visibility 0: not in the copy.
 */
export interface Snapshot {
  version: number;
  visibility: Uint8Array;
  minPrice: Float64Array;
  salable: Uint8Array;
  categoryStart: Uint32Array;
  categoryIds: Int32Array;
  optionStart: Uint32Array;
  optionAttributes: Int32Array;
  optionValues: Int32Array;
  /** Counters reused by every listing (listFromSnapshot runs to its end without yielding), all zero between calls. */
  scratch: { categories: Uint32Array; options: Uint32Array; prices: Uint32Array };
}

/** Lays the loaded facts out as a Snapshot. */
export function buildSnapshot(version: number, products: readonly ProductFacts[]): Snapshot {
  let maxId = 0;
  let categoryCount = 0;
  let optionCount = 0;
  let maxCategory = 0;
  let maxOption = 0;
  let maxBucket = 0;
  for (const product of products) {
    maxId = Math.max(maxId, product.id);
    categoryCount += product.categories.length;
    optionCount += product.options.length;
    for (const category of product.categories) maxCategory = Math.max(maxCategory, category);
    for (const option of product.options) maxOption = Math.max(maxOption, option);
    maxBucket = Math.max(maxBucket, priceBucket(product.minPrice));
  }
  const snapshot: Snapshot = {
    version,
    visibility: new Uint8Array(maxId + 1),
    minPrice: new Float64Array(maxId + 1),
    salable: new Uint8Array(maxId + 1),
    categoryStart: new Uint32Array(maxId + 2),
    categoryIds: new Int32Array(categoryCount),
    optionStart: new Uint32Array(maxId + 2),
    optionAttributes: new Int32Array(optionCount),
    optionValues: new Int32Array(optionCount),
    scratch: { categories: new Uint32Array(maxCategory + 1), options: new Uint32Array(maxOption + 1), prices: new Uint32Array(maxBucket + 1) },
  };
  const byId: (ProductFacts | undefined)[] = new Array<ProductFacts | undefined>(maxId + 1);
  for (const product of products) byId[product.id] = product;
  let categoryAt = 0;
  let optionAt = 0;
  for (let id = 0; id <= maxId; id++) {
    snapshot.categoryStart[id] = categoryAt;
    snapshot.optionStart[id] = optionAt;
    const product = byId[id];
    if (!product) continue;
    snapshot.visibility[id] = product.visibility;
    snapshot.minPrice[id] = product.minPrice;
    snapshot.salable[id] = product.salable ? 1 : 0;
    for (const category of product.categories) snapshot.categoryIds[categoryAt++] = category;
    product.options.forEach((option, i) => {
      snapshot.optionAttributes[optionAt] = product.attributes[i] ?? 0;
      snapshot.optionValues[optionAt++] = option;
    });
  }
  snapshot.categoryStart[maxId + 1] = categoryAt;
  snapshot.optionStart[maxId + 1] = optionAt;
  return snapshot;
}

/** The facet histogram's price bucket (FacetSummary.prices). */
const priceBucket = (price: number) => Math.floor(price / 10);

export interface MemoryListing {
  totalCount: number;
  ids: number[];
  facets: FacetSummary;
}

export interface SearchListing {
  /** The listing from memory, or null when the copy is not loaded (yet) or cannot answer it. */
  list(criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest): Promise<MemoryListing | null>;
  /** Resolves once the copy matches the index (loading it if needed); never rejects (failures are logged). */
  ready(): Promise<void>;
}

export function createSearchListing(db: Database): SearchListing {
  let snapshot: Snapshot | null = null;
  let loading: Promise<void> | null = null;

  const readVersion = async () =>
    (await queryRows<{ version: number }>(db, sql`select version from search_index_state where part = 'product'`))[0]?.version ?? 0;

  const reload = () =>
    (loading ??= loadSnapshot(db)
      .then((loaded) => {
        snapshot = loaded;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "[search] could not load the listing copy");
      })
      .finally(() => {
        loading = null;
      }));

  /** The copy when it is current; otherwise starts loading it and answers null. */
  async function current(): Promise<Snapshot | null> {
    const version = await readVersion();
    if (snapshot && snapshot.version === version) return snapshot;
    void reload();
    return null;
  }

  return {
    async list(criteria, sort, page) {
      if (!answerable(criteria, sort)) return null;
      const copy = await current();
      return copy && listFromSnapshot(copy, criteria, sort, page);
    },
    async ready() {
      try {
        const version = await readVersion();
        if (snapshot?.version !== version) await reload();
      } catch (error) {
        log.error({ err: error }, "[search] could not load the listing copy");
      }
    },
  };
}

/** Searches sorted by relevance or price, without SKU / URL key filters. */
function answerable(criteria: ListingCriteria, sort: readonly SortOrder[]): boolean {
  return Boolean(criteria.search) && !criteria.skus && !criteria.urlKeys && sort.every((order) => order.field === "relevance" || order.field === "price");
}

/** Reads the copy in one repeatable-read transaction, so version and data agree. */
async function loadSnapshot(db: Database): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [state] = await queryRows<{ version: number }>(tx, sql`select version from search_index_state where part = 'product'`);
    const rows = await queryRows<{ entity_id: number; visibility: number; min_price: number; salable: boolean }>(
      tx,
      sql`select e.entity_id, e.visibility, ip.min_price::float8 as min_price, coalesce(ss.stock_status, 0) = 1 as salable
        from catalog_product_entity e
        join catalog_product_index_price ip on ip.entity_id = e.entity_id and ip.customer_group_id = 0
        left join cataloginventory_stock_status ss on ss.product_id = e.entity_id
        where e.status = 1 and e.visibility > 1`,
    );
    const products = new Map<number, ProductFacts>(
      rows.map((row) => [row.entity_id, { id: row.entity_id, visibility: row.visibility, minPrice: row.min_price, salable: row.salable, categories: [], attributes: [], options: [] }]),
    );
    const categories = await queryRows<{ product_id: number; ids: number[] }>(
      tx,
      sql`select product_id, array_agg(category_id order by category_id) as ids from catalog_category_product_index group by product_id`,
    );
    for (const row of categories) {
      const facts = products.get(row.product_id);
      if (facts) facts.categories = row.ids;
    }
    const options = await queryRows<{ entity_id: number; attributes: number[]; options: number[] }>(
      tx,
      sql`select entity_id, array_agg(attribute_id order by attribute_id, value) as attributes, array_agg(value order by attribute_id, value) as options
        from (select distinct entity_id, attribute_id, value from catalog_product_index_eav) x group by entity_id`,
    );
    for (const row of options) {
      const facts = products.get(row.entity_id);
      if (facts) {
        facts.attributes = row.attributes;
        facts.options = row.options;
      }
    }
    return buildSnapshot(state?.version ?? 0, [...products.values()]);
  });
}

/**
 * The listing of a search in memory: the same filters, order, page and facets as productListing.ts.
 * One pass over the matches filters them and counts the facets into the snapshot's scratch
 * counters; only the requested page is put in order (a bounded heap), not every match.
 */
export function listFromSnapshot(snapshot: Snapshot, criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest): MemoryListing {
  const search = criteria.search;
  const facets: FacetSummary = { total: 0, prices: new Map(), categories: new Map(), options: new Map() };
  if (!search) return { totalCount: 0, ids: [], facets };
  const { visibility, minPrice, salable, categoryStart, categoryIds, optionStart, optionAttributes, optionValues, scratch } = snapshot;
  const nameMatches = criteria.nameMatch ? new Set(criteria.nameMatch.ids) : null;
  const categoryFilter = criteria.categoryIds ? new Set(criteria.categoryIds) : null;
  const attributeFilters = criteria.attributes.map((attribute) => ({ attributeId: attribute.attributeId, optionIds: new Set(attribute.optionIds) }));
  const visible = new Uint8Array(256);
  for (const value of criteria.visibility) if (value > 0 && value < 256) visible[value] = 1;
  const priceFrom = criteria.priceFrom ?? -Infinity;
  const priceTo = criteria.priceTo ?? Infinity;

  /** Positions in `search` of the listed products. */
  const listed = new Uint32Array(search.ids.length);
  let count = 0;
  const touched = { categories: [] as number[], options: [] as number[], prices: [] as number[] };
  const increment = (counts: Uint32Array, keys: number[], key: number) => {
    const before = counts[key] as number;
    counts[key] = before + 1;
    if (before === 0) keys.push(key);
  };
  for (let index = 0; index < search.ids.length; index++) {
    const id = search.ids[index] as number;
    if (id >= visibility.length || !visible[visibility[id] as number]) continue;
    const price = minPrice[id] as number;
    if (price < priceFrom || price > priceTo) continue;
    if (criteria.inStockOnly && !salable[id]) continue;
    if (nameMatches && !nameMatches.has(id)) continue;
    const categoriesFrom = categoryStart[id] as number;
    const categoriesTo = categoryStart[id + 1] as number;
    if (categoryFilter && !someIn(categoryIds, categoriesFrom, categoriesTo, (category) => categoryFilter.has(category))) continue;
    const optionsFrom = optionStart[id] as number;
    const optionsTo = optionStart[id + 1] as number;
    if (!attributeFilters.every((filter) => filter.attributeId !== null && someIn(optionValues, optionsFrom, optionsTo, (option, i) => optionAttributes[i] === filter.attributeId && filter.optionIds.has(option)))) {
      continue;
    }
    listed[count++] = index;
    increment(scratch.prices, touched.prices, priceBucket(price));
    for (let i = categoriesFrom; i < categoriesTo; i++) increment(scratch.categories, touched.categories, categoryIds[i] as number);
    let previous = -1;
    for (let i = optionsFrom; i < optionsTo; i++) {
      const option = optionValues[i] as number;
      if (option !== previous) increment(scratch.options, touched.options, option);
      previous = option;
    }
  }
  facets.total = count;
  drain(scratch.prices, touched.prices, facets.prices);
  drain(scratch.categories, touched.categories, facets.categories);
  drain(scratch.options, touched.options, facets.options);

  const idDescending = sort[0]?.direction === "DESC" && sort[0].field !== "relevance";
  const compare = (a: number, b: number): number => {
    for (const order of sort) {
      const sign = order.direction === "DESC" ? -1 : 1;
      const difference =
        order.field === "relevance"
          ? (search.scores[a] as number) - (search.scores[b] as number)
          : (minPrice[search.ids[a] as number] as number) - (minPrice[search.ids[b] as number] as number);
      if (difference !== 0) return sign * difference;
    }
    const idA = search.ids[a] as number;
    const idB = search.ids[b] as number;
    return idDescending ? idB - idA : idA - idB;
  };
  const start = (page.current - 1) * page.size;
  const ordered = firstInOrder(listed.subarray(0, count), compare, start + page.size);
  return { totalCount: count, ids: ordered.slice(start, start + page.size).map((index) => search.ids[index] as number), facets };
}

function someIn(values: Int32Array, from: number, to: number, test: (value: number, at: number) => boolean): boolean {
  for (let i = from; i < to; i++) if (test(values[i] as number, i)) return true;
  return false;
}

/** Moves the non-zero counters into the facet map and zeroes them for the next listing. */
function drain(counts: Uint32Array, keys: readonly number[], into: Map<number, number>): void {
  for (const key of keys) {
    into.set(key, counts[key] as number);
    counts[key] = 0;
  }
}

/**
 * The first `limit` items in `compare` order, sorted: a bounded max-heap of the best so far, so a
 * page of 12 among 20,000 matches costs a pass and a few comparisons each, not a full sort.
 */
export function firstInOrder(items: ArrayLike<number>, compare: (a: number, b: number) => number, limit: number): number[] {
  if (limit <= 0) return [];
  if (limit * 4 >= items.length) return Array.from(items).sort(compare).slice(0, limit);
  const heap: number[] = [];
  const siftDown = (from: number) => {
    for (let at = from; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && compare(heap[left] as number, heap[worst] as number) > 0) worst = left;
      if (right < heap.length && compare(heap[right] as number, heap[worst] as number) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as number;
    if (heap.length < limit) {
      heap.push(item);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at] as number, heap[parent] as number) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
