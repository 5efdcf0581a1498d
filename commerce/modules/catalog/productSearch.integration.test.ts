/**
 * `products(search:)` and `name: { match }` on the search index, through engine.handle(), with the
 * demo catalogue as the expectation: Thai words, stems, typos, prefixes, Best Match order, filters
 * and aggregations; the in-memory search listing against SQL; and the data patch that builds the
 * index for a database seeded without it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { demoColors } from "../../demo/catalog/attributes";
import { buildDemoCatalog } from "../../demo/catalog/build";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { createServices, type EngineServices } from "../../services";
import { prepareDatabase } from "../../setup";
import { findAllMatches, matchedDocumentsQuery, type ResolvedSearch, resolveSearch } from "../catalog-search";
import type { StoreView } from "../store";
import { createAttributeRegistry } from "./attributes";
import type { ProductSearchArgs } from "./productCriteria";
import { createProductService, type ProductService } from "./products";
import { graphql, graphqlData } from "../../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
});

afterAll(async () => {
  await engine?.close();
});

const demo = buildDemoCatalog();
const colorOption = (code: string) => String(49 + demoColors.findIndex((color) => color.code === code));

const SEARCH = `query Search($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: 100) {
    total_count
    items { sku name }
    aggregations { attribute_code options { value count } }
  }
}`;

interface SearchResult {
  total_count: number;
  items: { sku: string; name: string }[];
  aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
}

async function search(variables: Record<string, unknown>, store = "en"): Promise<SearchResult> {
  return (await graphqlData<{ products: SearchResult }>(engine, SEARCH, { store, variables })).products;
}
const skus = (result: SearchResult) => result.items.map((item) => item.sku);
const sorted = (values: string[]) => [...values].sort();

describe("searching the index", () => {
  it("finds a Thai word in Thai names, also where the segmenter cuts the name differently", async () => {
    const result = await search({ search: "ฝ้าย" }, "th");
    const named = demo.filter((product) => product.name.th.includes("ฝ้าย"));
    expect(named.length).toBeGreaterThan(10);
    // เสื้อยืดผ้าฝ้ายออร์แกนิก is split ผ้า|ฝ้า|ยอ|… inside the name: found through its trigrams.
    expect(named.map((product) => product.name.th)).toContain("เสื้อยืดผ้าฝ้ายออร์แกนิก");
    expect(result.total_count).toBeGreaterThanOrEqual(named.length);
    // Name matches come first.
    expect(sorted(skus(result).slice(0, named.length))).toEqual(sorted(named.map((product) => product.sku)));
  });

  it("finds a Thai loanword split into pieces, and several Thai words", async () => {
    const organic = await search({ search: "ออร์แกนิก" }, "th");
    expect(organic.items.map((item) => item.name)).toContain("เสื้อยืดผ้าฝ้ายออร์แกนิก");
    const both = await search({ search: "เสื้อยืด ย้อมคราม" }, "th");
    expect(both.items[0]?.name).toBe("เสื้อยืดย้อมคราม");
    for (const item of both.items) expect(item.name).toContain("เสื้อ");
  });

  it("finds plurals and singulars alike", async () => {
    const plural = await search({ search: "vases" });
    const singular = await search({ search: "vase" });
    expect(plural.items.map((item) => item.name)).toContain("Celadon vase – Sage");
    expect(sorted(skus(plural))).toEqual(sorted(skus(singular)));
  });

  it("forgives one typo in a word of five letters or more, not in shorter ones", async () => {
    const exact = await search({ search: "celadon" });
    expect(exact.total_count).toBe(demo.filter((product) => product.name.en.toLowerCase().includes("celadon")).length);
    for (const typo of ["celadn", "cleadon", "celadoon", "celabon"]) {
      expect(sorted(skus(await search({ search: typo })))).toEqual(sorted(skus(exact)));
    }
    expect((await search({ search: "vsae" })).total_count).toBe(0);
    // A word the shop knows is taken as typed: "shirt" does not also find shorts.
    for (const item of (await search({ search: "shirt" })).items) expect(item.name.toLowerCase()).toContain("shirt");
  });

  it("completes the last word only", async () => {
    const completed = await search({ search: "celad" });
    expect(completed.total_count).toBe((await search({ search: "celadon" })).total_count);
    expect((await search({ search: "celad vase" })).total_count).toBe(0);
    expect((await search({ search: "vase celad" })).items.map((item) => item.name)).toContain("Celadon vase – Sage");
  });

  it("ranks name matches above description-only matches", async () => {
    const result = await search({ search: "cotton" });
    const inName = result.items.filter((item) => item.name.toLowerCase().includes("cotton"));
    expect(inName.length).toBeGreaterThan(0);
    expect(result.items.length).toBeGreaterThan(inName.length);
    expect(result.items.slice(0, inName.length)).toEqual(inName);
    // Best Match is the default sort of a search, and can be asked for.
    expect(skus(await search({ search: "cotton", sort: { relevance: "DESC" } }))).toEqual(skus(result));
  });

  it("filters and aggregates a search like any listing", async () => {
    const all = await search({ search: "celadon" });
    const colors = all.aggregations.find((aggregation) => aggregation.attribute_code === "color");
    expect(colors?.options.length).toBeGreaterThan(1);
    for (const option of colors?.options ?? []) {
      const filtered = await search({ search: "celadon", filter: { color: { eq: option.value } } });
      expect(filtered.total_count).toBe(option.count);
      for (const item of filtered.items) expect(item.name).toContain("Celadon");
    }
    const sage = await search({ search: "celadon", filter: { color: { eq: colorOption("sage") }, price: { from: "0", to: "1000" } } });
    expect(sage.total_count).toBeGreaterThan(0);
    expect(sage.total_count).toBeLessThan(all.total_count);
  });

  it("matches names only with name: { match }, and keeps Magento's minimum length", async () => {
    const byName = await search({ filter: { name: { match: "cotton" } } });
    for (const item of byName.items) expect(item.name.toLowerCase()).toContain("cotton");
    expect(byName.total_count).toBe(demo.filter((product) => product.name.en.toLowerCase().includes("cotton")).length);
    const short = await graphql(engine, SEARCH, { store: "en", variables: { filter: { name: { match: "ab" } } } });
    expect(short.errors?.[0]).toMatchObject({ message: "Invalid match filter. Minimum length is 3.", extensions: { category: "graphql-input" } });
  });

  it("finds nothing for words the shop does not have", async () => {
    expect((await search({ search: "zzzqqq" })).total_count).toBe(0);
    expect((await search({ search: "celadon zzzqqq" })).total_count).toBe(0);
  });
});

describe("services", () => {
  let connection: DatabaseConnection;
  let services: EngineServices;
  let sqlOnly: ProductService;

  beforeAll(async () => {
    connection = await connectDatabase({ dataDir: "memory://" });
    await prepareDatabase(connection, { seedDemo: true });
    services = createServices(connection.db, { cacheTtlMs: 0 });
    sqlOnly = createProductService(connection.db, services.config, createAttributeRegistry(connection.db, 0), { searchInMemory: false });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("answers searches from memory exactly as in SQL", async () => {
    await services.products.warmSearch();
    const cases: ProductSearchArgs[] = [
      { search: "cotton" },
      { search: "cotton", pageSize: 7, currentPage: 3 },
      { search: "celadon", filter: { color: { in: [colorOption("sage"), colorOption("white")] } } },
      { search: "celadon", filter: { color: { eq: colorOption("sage") }, size: { eq: "169" } } },
      { search: "shirt", filter: { category_id: { in: ["3", "12"] }, price: { from: "500", to: "1500" } } },
      { search: "shirt", sort: { price: "DESC" } },
      { search: "vase", sort: { relevance: "ASC", price: "ASC" } },
      { search: "indigo", filter: { name: { match: "shirt" } } },
      { search: "zzzqqq" },
    ];
    for (const store of ["en", "th"]) {
      const view = (await services.stores.findByCode(store)) as StoreView;
      for (const args of [...cases, { search: "ฝ้าย" }, { search: "เสื้อ", sort: { price: "ASC" as const } }]) {
        const memory = await services.products.search(view, args);
        const plain = await sqlOnly.search(view, args);
        expect(memory.facets, JSON.stringify(args)).toBeDefined();
        expect(plain.facets).toBeUndefined();
        expect(memory.items.map((item) => item.id), JSON.stringify(args)).toEqual(plain.items.map((item) => item.id));
        expect(memory.totalCount).toBe(plain.totalCount);
        const options = { includeDirectChildrenOnly: false };
        expect(await services.products.aggregations(view, memory, options), JSON.stringify(args)).toEqual(await sqlOnly.aggregations(view, plain, options));
      }
    }
  });

  it("matches the same in memory as in SQL (matchedDocumentsQuery)", async () => {
    const texts: [string, string, number][] = [
      ["cotton", "en", 2],
      ["indigo shir", "en", 2],
      ["celadn vase", "en", 2],
      ["ฝ้าย", "th", 3],
      ["เสื้อยืด ออร์แกนิก", "th", 3],
      ["bs-cl-001", "th", 3],
    ];
    for (const [text, language, storeId] of texts) {
      const resolved = (await resolveSearch(connection.db, text, language)) as ResolvedSearch;
      for (const titleOnly of [false, true]) {
        const scope = { storeId, entityType: "product" as const, titleOnly };
        const inMemory = await findAllMatches(connection.db, resolved, scope);
        const rows = await queryRows<{ entity_id: number; score: number }>(
          connection.db,
          sql`select entity_id, score from (${matchedDocumentsQuery(resolved, scope)}) m order by entity_id`,
        );
        expect(inMemory.ids.length, text).toBeGreaterThan(titleOnly ? -1 : 0);
        expect(inMemory, `${text} ${titleOnly}`).toEqual({ ids: rows.map((row) => row.entity_id), scores: rows.map((row) => row.score) });
      }
    }
  });

  it("builds the index for a database seeded before the index existed", async () => {
    const counts = () =>
      queryRows<{ entity_type: string; n: number }>(connection.db, sql`select entity_type, count(*)::int as n from search_posting group by 1 order by 1`);
    const before = await counts();
    expect(before.map((row) => row.entity_type)).toEqual(expect.arrayContaining(["category", "cms_page", "product"]));
    await connection.db.execute(sql`delete from search_posting`);
    await connection.db.execute(sql`delete from search_term`);
    await connection.db.execute(sql`delete from engine_data_patch where patch_name = 'search/build-index'`);
    const { appliedPatches } = await prepareDatabase(connection, { seedDemo: true });
    expect(appliedPatches).toEqual(["search/build-index"]);
    expect(await counts()).toEqual(before);
  });
});
