import { describe, expect, it } from "vitest";
import { facetKeyFor, facetPriceBuckets, facetPriceExtremes, summarizeFacetRows, type FacetSummary } from "./facetIndex";
import { bucketIndex, chooseStep } from "./priceBuckets";
import type { ListingCriteria } from "./productListing";

const base: ListingCriteria = { storeId: 1, categoryIds: [3], attributes: [], visibility: [2, 4], inStockOnly: false };
const attributeOf = (optionId: number) => (optionId < 100 ? 93 : 144);

describe("facetKeyFor", () => {
  it("answers a single category, unfiltered or filtered by one option", () => {
    expect(facetKeyFor(base, attributeOf)).toEqual({ categoryId: 3, filterOptionId: 0 });
    expect(facetKeyFor({ ...base, attributes: [{ attributeId: 93, optionIds: [49] }] }, attributeOf)).toEqual({ categoryId: 3, filterOptionId: 49 });
    expect(facetKeyFor({ ...base, visibility: [4, 2] }, attributeOf)).toEqual({ categoryId: 3, filterOptionId: 0 });
  });

  it("leaves everything else to the live count", () => {
    expect(facetKeyFor({ ...base, categoryIds: [3, 4] }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, categoryIds: undefined }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, priceFrom: 0 }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, searchText: "bowl", visibility: [2, 3, 4] }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, visibility: [3, 4] }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, attributes: [{ attributeId: 93, optionIds: [49, 50] }] }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, attributes: [{ attributeId: 93, optionIds: [49] }, { attributeId: 144, optionIds: [168] }] }, attributeOf)).toBeNull();
    // A colour filter given a size option matches nothing; only the live count knows.
    expect(facetKeyFor({ ...base, attributes: [{ attributeId: 93, optionIds: [168] }] }, attributeOf)).toBeNull();
    expect(facetKeyFor({ ...base, attributes: [{ attributeId: null, optionIds: [49] }] }, attributeOf)).toBeNull();
  });
});

function summaryOf(prices: number[]): FacetSummary {
  const histogram = new Map<number, number>();
  for (const price of prices) histogram.set(Math.floor(price / 10), (histogram.get(Math.floor(price / 10)) ?? 0) + 1);
  return summarizeFacetRows([{ kind: 0, key: 0, n: prices.length }, ...[...histogram].map(([key, n]) => ({ kind: 1, key, n }))]);
}

describe("price buckets from the histogram", () => {
  it("choose the same step and count the same buckets as exact prices", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const prices = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.round((10 + random() * (round % 2 ? 5_000 : 300)) * 100) / 100);
      const exactStep = chooseStep(Math.min(...prices), Math.max(...prices));
      const summary = summaryOf(prices);
      const extremes = facetPriceExtremes(summary);
      expect(extremes && chooseStep(extremes.min, extremes.max)).toBe(exactStep);
      const exact = new Map<number, number>();
      for (const price of prices) exact.set(bucketIndex(price, exactStep), (exact.get(bucketIndex(price, exactStep)) ?? 0) + 1);
      expect(facetPriceBuckets(summary, exactStep)).toEqual([...exact].sort(([a], [b]) => a - b).map(([bucket, count]) => ({ bucket, count })));
    }
  });

  it("refuses a step finer than the histogram's", () => {
    expect(() => facetPriceBuckets(summaryOf([1, 2]), 1)).toThrow(/finer/);
    expect(facetPriceExtremes(summaryOf([]))).toBeNull();
  });

  it("sorts rows into total, prices, categories and options", () => {
    const summary = summarizeFacetRows([
      { kind: 0, key: 0, n: 5 },
      { kind: 1, key: 29, n: 2 },
      { kind: 2, key: 3, n: 5 },
      { kind: 3, key: 49, n: 1 },
    ]);
    expect(summary).toEqual({ total: 5, prices: new Map([[29, 2]]), categories: new Map([[3, 5]]), options: new Map([[49, 1]]) });
  });
});
