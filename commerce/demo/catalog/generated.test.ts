import { describe, expect, it } from "vitest";
import { buildDemoCatalog, MAX_PRICE, MIN_PRICE } from "./build";
import { generatedBatch, generatedProduct } from "./generated";

describe("generated catalogues", () => {
  const batch = generatedBatch(0, 5_000);

  it("gives every product a unique SKU and URL key, none of the demo's", () => {
    const demoKeys = new Set(buildDemoCatalog().map((product) => product.urlKey));
    const keys = batch.map((product) => product.urlKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => demoKeys.has(key))).toEqual([]);
    const skus = batch.flatMap((product) => [product.sku, ...product.children.map((child) => child.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("varies lines, colours, prices and categories, with about one product in eight configurable", () => {
    const configurables = batch.filter((product) => product.typeId === "configurable");
    expect(configurables.length / batch.length).toBeGreaterThan(0.08);
    expect(configurables.length / batch.length).toBeLessThan(0.2);
    expect(new Set(batch.map((product) => product.categories[0])).size).toBeGreaterThanOrEqual(18);
    expect(new Set(batch.flatMap((product) => product.children.map((child) => child.color))).size).toBeGreaterThanOrEqual(10);
    for (const product of batch.flatMap((item) => (item.typeId === "configurable" ? item.children : [item]))) {
      expect(product.price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(product.price).toBeLessThanOrEqual(MAX_PRICE);
    }
  });

  it("reads like a shop's names, with the maker region and series", () => {
    const product = generatedProduct(0);
    expect(product.name.en).toMatch(/, Chiang Mai No\. 1/);
    expect(product.name.th).toMatch(/เชียงใหม่ รุ่น 1/);
  });

  it("is deterministic", () => {
    expect(generatedProduct(4_321)).toEqual(generatedProduct(4_321));
    expect(generatedBatch(100, 110)).toEqual(generatedBatch(100, 110));
  });
});
