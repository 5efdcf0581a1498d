/**
 * Listings with Magento's default `cataloginventory/options/show_out_of_stock` = 0 (the demo shows
 * sold-out products, so this switches the setting on the product service directly): sold-out
 * products leave listings, counts and aggregations, from the facet index and live alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { buildDemoCatalog, type CatalogProduct } from "../../demo/catalog/build";
import { demoColors } from "../../demo/catalog/attributes";
import { createServices, type EngineServices } from "../../services";
import { prepareDatabase } from "../../setup";
import { defaultScoped, type StoreView, writeConfig } from "../store";
import type { ProductSearchArgs } from "./productCriteria";

let connection: DatabaseConnection;
let services: EngineServices;
let view: StoreView;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  await writeConfig(connection.db, defaultScoped({ "cataloginventory/options/show_out_of_stock": "0" }));
  services = createServices(connection.db, { cacheTtlMs: 0 });
  view = (await services.stores.findByCode("en")) as StoreView;
});

afterAll(async () => {
  await connection?.close();
});

const demo = buildDemoCatalog();
const salable = (product: CatalogProduct) => (product.typeId === "configurable" ? product.children.some((child) => child.inStock) : product.inStock);
const inClothing = (product: CatalogProduct) => product.categories.some((path) => path.startsWith("clothing/") || path === "clothing");
const indigo = String(49 + demoColors.findIndex((color) => color.code === "indigo"));

async function search(args: ProductSearchArgs) {
  const result = await services.products.search(view, { pageSize: 500, ...args });
  return { result, aggregations: await services.products.aggregations(view, result, { includeDirectChildrenOnly: false }) };
}

describe("with sold-out products hidden", () => {
  it("lists and counts only salable products", async () => {
    // The root category lists the whole catalogue.
    const { result } = await search({ filter: { category_id: { eq: "2" } } });
    const expected = demo.filter(salable);
    expect(expected.length).toBeLessThan(demo.length);
    expect(result.totalCount).toBe(expected.length);
    expect(result.items.map((item) => item.sku).sort()).toEqual(expected.map((product) => product.sku).sort());
    const counts = services.products.createLoaders(view).productCount;
    expect(await counts.load(2)).toBe(expected.length);
    expect(await counts.load(3)).toBe(demo.filter((product) => inClothing(product) && salable(product)).length);
  });

  it("finds a sold-out product by URL key no more, as Magento", async () => {
    const soldOut = demo.find((product) => product.typeId === "simple" && !product.inStock) as CatalogProduct;
    expect((await search({ filter: { url_key: { eq: soldOut.urlKey } } })).result.totalCount).toBe(0);
  });

  it("aggregates the same from the facet index as live", async () => {
    for (const filter of [{ category_id: { eq: "2" } }, { category_id: { eq: "3" }, color: { eq: indigo } }, { category_id: { eq: "12" } }]) {
      const indexed = await search({ filter });
      const live = await search({ filter: { ...filter, price: { from: "0" } } });
      expect(indexed.result.facets).toBeDefined();
      expect(live.result.facets).toBeUndefined();
      expect(live.result.totalCount).toBe(indexed.result.totalCount);
      expect(live.aggregations).toEqual(indexed.aggregations);
    }
  });
});
