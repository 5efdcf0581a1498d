import { describe, expect, it } from "vitest";
import type { FacetSummary } from "./facetIndex";
import type { SortOrder } from "./productCriteria";
import type { ListingCriteria, PageRequest } from "./productListing";
import { buildSnapshot, firstInOrder, listFromSnapshot, type ProductFacts } from "./searchListing";

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const COLOR = 93;
const SIZE = 144;

function catalogue(next: () => number, count: number): ProductFacts[] {
  const products: ProductFacts[] = [];
  for (let id = 1; products.length < count; id += 1 + Math.floor(next() * 3)) {
    const colours = [...new Set([10 + Math.floor(next() * 6), 10 + Math.floor(next() * 6)])].sort((a, b) => a - b);
    const sizes = next() < 0.5 ? [] : [30 + Math.floor(next() * 4)];
    products.push({
      id,
      visibility: 2 + Math.floor(next() * 3),
      minPrice: Math.round(next() * 300) / 2,
      salable: next() < 0.8,
      categories: [...new Set([3, 3 + Math.floor(next() * 8), 3 + Math.floor(next() * 8)])].sort((a, b) => a - b),
      attributes: [...colours.map(() => COLOR), ...sizes.map(() => SIZE)],
      options: [...colours, ...sizes],
    });
  }
  return products;
}

/** The listing spelled out plainly (filter, sort everything, count with maps): what listFromSnapshot must equal. */
function plainListing(products: readonly ProductFacts[], criteria: ListingCriteria, sort: readonly SortOrder[], page: PageRequest) {
  const byId = new Map(products.map((product) => [product.id, product]));
  const search = criteria.search ?? { ids: [], scores: [] };
  const facets: FacetSummary = { total: 0, prices: new Map(), categories: new Map(), options: new Map() };
  const add = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const listed = search.ids.flatMap((id, index) => {
    const product = byId.get(id);
    if (!product || !criteria.visibility.includes(product.visibility)) return [];
    if (criteria.categoryIds && !product.categories.some((category) => criteria.categoryIds?.includes(category))) return [];
    if (criteria.priceFrom !== undefined && product.minPrice < criteria.priceFrom) return [];
    if (criteria.priceTo !== undefined && product.minPrice > criteria.priceTo) return [];
    if (criteria.inStockOnly && !product.salable) return [];
    const matchesAll = criteria.attributes.every((filter) => product.options.some((option, i) => product.attributes[i] === filter.attributeId && filter.optionIds.includes(option)));
    if (!matchesAll) return [];
    facets.total++;
    add(facets.prices, Math.floor(product.minPrice / 10));
    for (const category of product.categories) add(facets.categories, category);
    for (const option of new Set(product.options)) add(facets.options, option);
    return [{ id, score: search.scores[index] as number, price: product.minPrice }];
  });
  const idDescending = sort[0]?.direction === "DESC" && sort[0].field !== "relevance";
  listed.sort((a, b) => {
    for (const order of sort) {
      const difference = order.field === "relevance" ? a.score - b.score : a.price - b.price;
      if (difference !== 0) return (order.direction === "DESC" ? -1 : 1) * difference;
    }
    return idDescending ? b.id - a.id : a.id - b.id;
  });
  const start = (page.current - 1) * page.size;
  return { totalCount: listed.length, ids: listed.slice(start, start + page.size).map((entry) => entry.id), facets };
}

const sorted = (map: Map<number, number>) => [...map].sort((a, b) => a[0] - b[0]);

describe("search listing from memory", () => {
  it("lists, orders, pages and counts exactly as the plain listing, whatever the filters and sort", () => {
    const next = random(21);
    const products = catalogue(next, 400);
    const snapshot = buildSnapshot(1, products);
    const sorts: SortOrder[][] = [
      [{ field: "relevance", direction: "DESC" }],
      [{ field: "relevance", direction: "ASC" }, { field: "price", direction: "ASC" }],
      [{ field: "price", direction: "ASC" }],
      [{ field: "price", direction: "DESC" }],
    ];
    for (let round = 0; round < 200; round++) {
      const ids = products.filter(() => next() < 0.6).map((product) => product.id);
      // Ids the copy does not know (disabled or not searchable products) are skipped.
      ids.push(100_000 + round);
      const criteria: ListingCriteria = {
        storeId: 1,
        search: { ids, scores: ids.map(() => 8 + Math.floor(next() * 4) * 4) },
        visibility: next() < 0.5 ? [3, 4] : [2, 4],
        inStockOnly: next() < 0.5,
        categoryIds: next() < 0.3 ? [4 + Math.floor(next() * 6)] : undefined,
        priceFrom: next() < 0.2 ? 40 : undefined,
        priceTo: next() < 0.2 ? 120 : undefined,
        attributes: next() < 0.4 ? [{ attributeId: COLOR, optionIds: [10 + Math.floor(next() * 6)] }] : [],
      };
      const sort = sorts[round % sorts.length] as SortOrder[];
      const page = { size: [6, 12, 50][round % 3] as number, current: 1 + Math.floor(next() * 3) };
      const expected = plainListing(products, criteria, sort, page);
      const actual = listFromSnapshot(snapshot, criteria, sort, page);
      const label = JSON.stringify({ round, sort, page });
      expect(actual.ids, label).toEqual(expected.ids);
      expect(actual.totalCount, label).toBe(expected.totalCount);
      expect(actual.facets.total, label).toBe(expected.facets.total);
      expect(sorted(actual.facets.prices), label).toEqual(sorted(expected.facets.prices));
      expect(sorted(actual.facets.categories), label).toEqual(sorted(expected.facets.categories));
      expect(sorted(actual.facets.options), label).toEqual(sorted(expected.facets.options));
    }
  });

  it("lists nothing for an attribute filter the catalogue does not know", () => {
    const snapshot = buildSnapshot(1, catalogue(random(3), 20));
    const criteria: ListingCriteria = { storeId: 1, search: { ids: [1, 2, 3], scores: [1, 1, 1] }, visibility: [2, 3, 4], inStockOnly: false, attributes: [{ attributeId: null, optionIds: [10] }] };
    expect(listFromSnapshot(snapshot, criteria, [{ field: "relevance", direction: "DESC" }], { size: 6, current: 1 }).totalCount).toBe(0);
  });
});

describe("firstInOrder", () => {
  it("gives the first items of the full sort, for any limit", () => {
    const next = random(7);
    const items = Array.from({ length: 500 }, () => Math.floor(next() * 100));
    const compare = (a: number, b: number) => (b % 10) - (a % 10) || a - b;
    const full = [...items].sort(compare);
    for (const limit of [0, 1, 6, 12, 99, 124, 125, 400, 600]) expect(firstInOrder(items, compare, limit), String(limit)).toEqual(full.slice(0, limit));
  });
});
