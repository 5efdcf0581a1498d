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

/** What the listing needs of one product. */
interface ProductFacts {
  visibility: number;
  minPrice: number;
  salable: boolean;
  categories: number[];
  /** Filterable option values and, position for position, their attribute. */
  attributes: number[];
  options: number[];
}

interface Snapshot {
  version: number;
  products: Map<number, ProductFacts>;
}

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
        console.error("[search] could not load the listing copy", error);
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
        console.error("[search] could not load the listing copy", error);
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
      rows.map((row) => [row.entity_id, { visibility: row.visibility, minPrice: row.min_price, salable: row.salable, categories: [], attributes: [], options: [] }]),
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
    return { version: state?.version ?? 0, products };
  });
}

/** The listing of a search in memory: the same filters, order, page and facets as productListing.ts. */
export function listFromSnapshot(snapshot: Snapshot, criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest): MemoryListing {
  const search = criteria.search;
  const facets: FacetSummary = { total: 0, prices: new Map(), categories: new Map(), options: new Map() };
  if (!search) return { totalCount: 0, ids: [], facets };
  const nameMatches = criteria.nameMatch ? new Set(criteria.nameMatch.ids) : null;
  const categoryIds = criteria.categoryIds ? new Set(criteria.categoryIds) : null;
  const attributeFilters = criteria.attributes.map((attribute) => ({ attributeId: attribute.attributeId, optionIds: new Set(attribute.optionIds) }));
  const listed: { id: number; score: number; price: number }[] = [];

  for (let index = 0; index < search.ids.length; index++) {
    const id = search.ids[index] as number;
    const facts = snapshot.products.get(id);
    if (!facts || !criteria.visibility.includes(facts.visibility)) continue;
    if (categoryIds && !facts.categories.some((category) => categoryIds.has(category))) continue;
    if (criteria.priceFrom !== undefined && facts.minPrice < criteria.priceFrom) continue;
    if (criteria.priceTo !== undefined && facts.minPrice > criteria.priceTo) continue;
    if (criteria.inStockOnly && !facts.salable) continue;
    if (nameMatches && !nameMatches.has(id)) continue;
    if (!attributeFilters.every((filter) => filter.attributeId !== null && facts.options.some((option, i) => facts.attributes[i] === filter.attributeId && filter.optionIds.has(option)))) {
      continue;
    }
    listed.push({ id, score: search.scores[index] as number, price: facts.minPrice });
    facets.total++;
    increment(facets.prices, Math.floor(facts.minPrice / 10));
    for (const category of facts.categories) increment(facets.categories, category);
    let previous: number | undefined;
    for (const option of facts.options) {
      if (option !== previous) increment(facets.options, option);
      previous = option;
    }
  }

  const idDescending = sort[0]?.direction === "DESC" && sort[0].field !== "relevance";
  listed.sort((a, b) => {
    for (const order of sort) {
      const sign = order.direction === "DESC" ? -1 : 1;
      const difference = order.field === "relevance" ? a.score - b.score : a.price - b.price;
      if (difference !== 0) return sign * difference;
    }
    return idDescending ? b.id - a.id : a.id - b.id;
  });
  const start = (page.current - 1) * page.size;
  return { totalCount: listed.length, ids: listed.slice(start, start + page.size).map((entry) => entry.id), facets };
}

function increment(counts: Map<number, number>, key: number): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
