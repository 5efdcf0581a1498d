/**
 * The same smoke checks against a real PostgreSQL server. Runs only when TEST_DATABASE_URL points
 * at a database the test may wipe (it drops and recreates the public and drizzle schemas).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "./index";
import { graphql, graphqlData } from "./testing/graphqlClient";

const databaseUrl = process.env["TEST_DATABASE_URL"];

describe.skipIf(!databaseUrl)("PostgreSQL (TEST_DATABASE_URL)", () => {
  let engine: CommerceEngine;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
    await client.end();
    // Two engines starting at once: the startup lock must keep migrations and seed single.
    const [a, b] = await Promise.all([startCommerceEngine({ databaseUrl }), startCommerceEngine({ databaseUrl })]);
    await b.close();
    engine = a;
  });

  afterAll(async () => {
    await engine?.close();
  });

  it("serves storeConfig per store view", async () => {
    const th = await graphqlData<{ storeConfig: { store_name: string; locale: string } }>(engine, "{ storeConfig { store_name locale } }");
    const en = await graphqlData<{ storeConfig: { store_name: string; locale: string } }>(engine, "{ storeConfig { store_name locale } }", { store: "en" });
    expect(th.storeConfig).toEqual({ store_name: "บ้านสวน", locale: "th_TH" });
    expect(en.storeConfig).toEqual({ store_name: "Baan Suan", locale: "en_US" });
  });

  it("serves the category tree, blocks, provinces and currency, seeded once", async () => {
    const data = await graphqlData<{
      availableStores: unknown[];
      categories: { items: { children: { name: string }[] }[] };
      cmsBlocks: { items: unknown[] };
      country: { available_regions: unknown[] };
      currency: { default_display_currency_symbol: string };
    }>(
      engine,
      `{ availableStores { store_code } categories(filters: { category_uid: { eq: "Mg==" } }) { items { children { name } } }
         cmsBlocks(identifiers: ["ImageSlider"]) { items { identifier } } country(id: "TH") { available_regions { code } }
         currency { default_display_currency_symbol } }`,
      { store: "en" },
    );
    expect(data.availableStores).toHaveLength(2);
    expect(data.categories.items[0]?.children.map((c) => c.name)).toContain("Kitchen & Dining");
    expect(data.cmsBlocks.items).toHaveLength(1);
    expect(data.country.available_regions).toHaveLength(77);
    expect(data.currency.default_display_currency_symbol).toBe("฿");
  });

  it("routes category URLs and old URLs per store view", async () => {
    const query = `query($url: String!) { route(url: $url) { relative_url redirect_code ... on CategoryTree { name } } }`;
    const th = await graphqlData<{ route: unknown }>(engine, query, { store: "th", variables: { url: "/old-clothing.html" } });
    expect(th.route).toEqual({ relative_url: "clothing.html", redirect_code: 301, name: "เสื้อผ้า" });
    const en = await graphqlData<{ route: unknown }>(engine, query, { store: "en", variables: { url: "suea-pha/phu-ying.html" } });
    expect(en.route).toBeNull();
  });

  it("answers searches as the embedded database does, the second time from the posting lists it kept", async () => {
    const embedded = await startCommerceEngine({ dataDir: "memory://" });
    try {
      const query = `query($search: String!, $filter: ProductAttributeFilterInput) {
        products(search: $search, filter: $filter, pageSize: 6) { total_count items { sku } aggregations { attribute_code options { value count } } }
      }`;
      const searches: [string, Record<string, unknown>][] = [
        ["en", { search: "cotton" }],
        ["en", { search: "celadn vase" }],
        ["en", { search: "shir", filter: { color: { eq: "49" } } }],
        ["th", { search: "ฝ้าย" }],
      ];
      for (const [store, variables] of searches) {
        const expected = await graphqlData<{ products: { total_count: number } }>(embedded, query, { store, variables });
        expect(expected.products.total_count, JSON.stringify(variables)).toBeGreaterThan(0);
        for (let time = 0; time < 2; time++) {
          expect(await graphqlData(engine, query, { store, variables }), JSON.stringify(variables)).toEqual(expected);
        }
      }
    } finally {
      await embedded.close();
    }
  });

  it("answers an unknown store with Magento's error", async () => {
    const reply = await graphql(engine, "{ storeConfig { store_code } }", { store: "nope" });
    expect(reply.errors?.[0]?.message).toBe("Requested store is not found");
  });
});

describe.skipIf(Boolean(databaseUrl))("PostgreSQL", () => {
  it.skip("skipped: set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db (a database the test may wipe) to run it", () => {});
});
