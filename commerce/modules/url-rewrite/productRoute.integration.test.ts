/** route(url:) and urlResolver for products (and categories beside them) in both store views of the demo shop. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoCatalog } from "../../demo/catalog/build";
import { demoOldProductUrls } from "../../demo/catalog/seed";
import { demoIds } from "../../demo/shop";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphqlData } from "../../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
});

afterAll(async () => {
  await engine?.close();
});

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on ProductInterface { sku name url_key stock_status price_range { minimum_price { final_price { value currency } } } }
    ... on CategoryTree { name url_path }
  }
}`;

interface Routed {
  __typename: string;
  relative_url: string;
  redirect_code: number;
  type: string;
  sku?: string;
  name: string;
  url_key?: string;
  url_path?: string;
  stock_status?: string;
  price_range?: { minimum_price: { final_price: { value: number; currency: string } } };
}

async function route(url: string, store: string): Promise<Routed | null> {
  return (await graphqlData<{ route: Routed | null }>(engine, ROUTE, { store, method: "GET", variables: { url } })).route;
}

const demo = buildDemoCatalog();
const shirt = demo.find((product) => product.urlKey === "indigo-dyed-cotton-shirt");
const simple = demo.find((product) => product.urlKey === "celadon-vase-sage");

describe("route(url:) for products", () => {
  it("resolves a configurable product's URL in both store views, named in each one's language", async () => {
    expect(await route("indigo-dyed-cotton-shirt.html", "en")).toMatchObject({
      __typename: "ConfigurableProduct",
      type: "PRODUCT",
      relative_url: "indigo-dyed-cotton-shirt.html",
      redirect_code: 0,
      sku: shirt?.sku,
      name: "Indigo-dyed cotton shirt",
      url_key: "indigo-dyed-cotton-shirt",
    });
    expect(await route("indigo-dyed-cotton-shirt.html", "th")).toMatchObject({
      __typename: "ConfigurableProduct",
      relative_url: "indigo-dyed-cotton-shirt.html",
      redirect_code: 0,
      name: "เสื้อเชิ้ตผ้าฝ้ายย้อมคราม",
    });
  });

  it("resolves a simple product with its price, also from an absolute URL with a query", async () => {
    const routed = await route("https://shop.test/celadon-vase-sage.html?utm_source=line", "en");
    expect(routed).toMatchObject({
      __typename: "SimpleProduct",
      type: "PRODUCT",
      redirect_code: 0,
      relative_url: "celadon-vase-sage.html?utm_source=line",
      sku: simple?.sku,
      name: "Celadon vase – Sage",
      price_range: { minimum_price: { final_price: { currency: "THB" } } },
    });
    expect((await route("celadon-vase-sage.html", "th"))?.name).toBe("แจกันเซลาดอน สีเขียวเสจ");
  });

  it("answers a renamed product's old URL with a 301 to its new URL, in the store view that had it", async () => {
    for (const old of demoOldProductUrls) {
      const store = old.storeId === demoIds.storeTh ? "th" : "en";
      expect(await route(old.requestPath, store), `${store} ${old.requestPath}`).toMatchObject({
        type: "PRODUCT",
        redirect_code: 301,
        relative_url: `${old.urlKey}.html`,
        url_key: old.urlKey,
      });
      expect(await route(old.requestPath, store === "th" ? "en" : "th")).toBeNull();
    }
    expect((await route("suea-choet-yom-khram.html", "th"))?.name).toBe("เสื้อเชิ้ตผ้าฝ้ายย้อมคราม");
  });

  it("still resolves categories, and answers null for unknown URLs and for variants (not visible alone)", async () => {
    expect(await route("clothing/men/shirts.html", "en")).toMatchObject({ __typename: "CategoryTree", type: "CATEGORY", name: "Shirts", redirect_code: 0 });
    expect(await route("clothing/men/shirts.html", "th")).toMatchObject({ __typename: "CategoryTree", name: "เสื้อเชิ้ต" });
    for (const store of ["en", "th"]) {
      expect(await route("no-such-product.html", store)).toBeNull();
      expect(await route(`${shirt?.children[0]?.urlKey}.html`, store)).toBeNull();
      expect(await route("indigo-dyed-cotton-shirt", store)).toBeNull();
    }
  });

  it("resolves Magento's internal product path too", async () => {
    const byTarget = await graphqlData<{ urlResolver: { type: string; relative_url: string; redirectCode: number; entity_uid: string } | null }>(
      engine,
      `{ urlResolver(url: "indigo-dyed-cotton-shirt.html") { type relative_url redirectCode entity_uid } }`,
      { store: "en" },
    );
    expect(byTarget.urlResolver).toMatchObject({ type: "PRODUCT", relative_url: "indigo-dyed-cotton-shirt.html", redirectCode: 0 });
    const id = Buffer.from(byTarget.urlResolver?.entity_uid ?? "", "base64").toString();
    expect(await route(`catalog/product/view/id/${id}`, "en")).toMatchObject({ type: "PRODUCT", relative_url: "indigo-dyed-cotton-shirt.html" });
  });
});
