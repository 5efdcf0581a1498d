/**
 * The advanced-search popup's queries and the search log, through the GraphQL handler with the
 * demo shop: each group's items, limits and totals, disabled groups, short texts, popular searches
 * from logged searches, and recent searches kept apart per X-Shopper-Session.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { createGraphQLHandler } from "../../http/graphql";
import type { CommerceEngine } from "../../index";
import { createServices } from "../../services";
import { prepareDatabase } from "../../setup";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { storeScoped, writeConfig } from "../store";

let connection: DatabaseConnection;
let engine: CommerceEngine;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  const services = createServices(connection.db, { cacheTtlMs: 0 });
  engine = { handle: createGraphQLHandler(services, { production: false, baseUrl: "/" }), close: () => connection.close() };
});

afterAll(async () => {
  await connection?.close();
});

/** Removes store-view settings again (back to the website's / default values). */
async function forget(storeId: number, paths: string[]): Promise<void> {
  await connection.db.execute(sql`delete from core_config_data where scope = 'stores' and scope_id = ${storeId} and path = any(${sql.param(paths)}::text[])`);
}

const GROUPS = `query Popup($search: String) {
  xsearchProducts(search: $search) { code total_count items { __typename sku name url_key small_image { url } price_range { minimum_price { final_price { value } } } } }
  xsearchCategories(search: $search) { code total_count items { name url description } }
  xsearchPages(search: $search) { code total_count items { name url description } }
  xsearchBlogs(search: $search) { code total_count items { name url description } }
}`;

interface Item {
  name: string;
  url: string;
  description: string;
}
interface Popup {
  xsearchProducts: { code: string; total_count: number; items: { __typename: string; sku: string; name: string; url_key: string; small_image: { url: string } }[] };
  xsearchCategories: { code: string; total_count: number; items: Item[] };
  xsearchPages: { code: string; total_count: number; items: Item[] };
  xsearchBlogs: { code: string; total_count: number; items: Item[] };
}

const popup = (search: string, store = "en") => graphqlData<Popup>(engine, GROUPS, { store, variables: { search } });
const searchTotal = async (search: string, store = "en") =>
  (await graphqlData<{ products: { total_count: number } }>(engine, `query($s: String) { products(search: $s) { total_count } }`, { store, variables: { s: search } })).products.total_count;

describe("popup groups", () => {
  it("answers products as the results page finds them, limited by the group's limit", async () => {
    const { xsearchProducts } = await popup("celadon");
    expect(xsearchProducts.code).toBe("product");
    expect(xsearchProducts.total_count).toBe(await searchTotal("celadon"));
    expect(xsearchProducts.total_count).toBeGreaterThan(6);
    expect(xsearchProducts.items).toHaveLength(6); // the demo's product limit
    for (const item of xsearchProducts.items) {
      expect(item.name).toContain("Celadon");
      expect(item.small_image.url).toMatch(/^\/media\/catalog\/product\//);
      expect(item.url_key).toBeTruthy();
    }
  });

  it("answers categories and pages with store-relative URLs and plain text", async () => {
    const en = await popup("clothing");
    expect(en.xsearchCategories).toMatchObject({ code: "category", items: expect.arrayContaining([expect.objectContaining({ name: "Clothing", url: "clothing.html" })]) });
    const th = await popup("เรื่องราว", "th");
    expect(th.xsearchPages.code).toBe("page");
    const story = th.xsearchPages.items.find((item) => item.url === "our-story");
    expect(story?.name).toBe("เรื่องราวของเรา");
    expect(story?.description).not.toMatch(/<|\{\{/);
    expect([...(story?.description ?? "")].length).toBeLessThanOrEqual(101);
    // The 404 page is never offered.
    for (const item of (await popup("page")).xsearchPages.items) expect(item.url).not.toBe("no-route");
  });

  it("limits, counts and switches groups off per store view", async () => {
    const before = await popup("baan suan");
    expect(before.xsearchPages.total_count).toBeGreaterThan(1);
    await writeConfig(connection.db, storeScoped(2, { "amasty_xsearch/page/limit": "1", "amasty_xsearch/category/enabled": "0" }));
    try {
      const after = await popup("baan suan");
      expect(after.xsearchPages.items).toHaveLength(1);
      expect(after.xsearchPages.total_count).toBe(before.xsearchPages.total_count);
      expect(after.xsearchCategories).toEqual({ code: "category", total_count: 0, items: [] });
      // The Thai store view keeps its own settings.
      expect((await popup("เสื้อผ้า", "th")).xsearchCategories.total_count).toBeGreaterThan(0);
    } finally {
      await forget(2, ["amasty_xsearch/page/limit", "amasty_xsearch/category/enabled"]);
    }
  });

  it("answers empty groups for a text shorter than min_chars", async () => {
    const short = await popup("ce");
    expect(short.xsearchProducts).toEqual({ code: "product", total_count: 0, items: [] });
    expect(short.xsearchCategories).toEqual({ code: "category", total_count: 0, items: [] });
    expect(short.xsearchBlogs).toEqual({ code: "blog", total_count: 0, items: [] });
  });
});

const SAVE = `mutation Save($search: String!) { xsearchSaveSearch(search: $search) }`;
const LOGGED = `query Logged($search: String) {
  xsearchPopularSearches(search: $search) { code total_count items { name num_results } }
  xsearchRecentSearches(search: $search) { code total_count items { name num_results } }
}`;
interface Logged {
  xsearchPopularSearches: { code: string; total_count: number; items: { name: string; num_results: number }[] };
  xsearchRecentSearches: { code: string; total_count: number; items: { name: string; num_results: number }[] };
}
const session = (value: string) => ({ "X-Shopper-Session": value });
const save = async (search: string, headers: Record<string, string> = {}, store = "th") =>
  (await graphqlData<{ xsearchSaveSearch: number }>(engine, SAVE, { store, variables: { search }, headers })).xsearchSaveSearch;
const logged = (search: string | null, headers: Record<string, string> = {}, store = "th") => graphqlData<Logged>(engine, LOGGED, { store, variables: { search }, headers });

describe("search log", () => {
  const alice = session("alice-session-0123456789");
  const bob = session("bob_session_9876543210");
  const carol = session("carol-session-5555555555");
  const dave = session("dave-session-44444444444");

  it("records searches, returns their product counts and ranks popular ones", async () => {
    expect(await save("  ฝ้าย ", alice)).toBe(await searchTotal("ฝ้าย", "th"));
    await save("ฝ้าย", bob);
    await save("FAI-ZZZ-nothing", bob);
    await save("แจกัน", alice);
    await save("เสื้อยืด", bob);
    await save("เสื้อยืด", alice);
    await save("เสื้อยืด");
    // Each of them by three different shoppers, so they may be offered to everyone.
    for (const text of ["ฝ้าย", "เสื้อยืด"]) await save(text, carol);
    for (const shopper of [carol, dave]) await save("แจกัน", shopper);
    for (const shopper of [carol, dave]) await save("FAI-ZZZ-nothing", shopper);

    const popular = (await logged("")).xsearchPopularSearches;
    expect(popular.code).toBe("popular_searches");
    expect(popular.items.map((item) => item.name)).toEqual(["เสื้อยืด", "ฝ้าย", "แจกัน"]); // the text that found nothing is left out
    expect(popular.items[1]?.num_results).toBe(await searchTotal("ฝ้าย", "th"));
    expect((await logged("เสื้อ")).xsearchPopularSearches.items.map((item) => item.name)).toEqual(["เสื้อยืด"]);
    // Texts are kept per store view.
    expect((await logged("", {}, "en")).xsearchPopularSearches.total_count).toBe(0);
  });

  it("keeps each shopper's recent searches apart, newest first, and none without a session", async () => {
    expect((await logged("", alice)).xsearchRecentSearches.items.map((item) => item.name)).toEqual(["เสื้อยืด", "แจกัน", "ฝ้าย"]);
    expect((await logged("", bob)).xsearchRecentSearches.items.map((item) => item.name)).toEqual(["เสื้อยืด", "fai-zzz-nothing", "ฝ้าย"]);
    await save("ฝ้าย", alice);
    expect((await logged(null, alice)).xsearchRecentSearches.items.map((item) => item.name)).toEqual(["ฝ้าย", "เสื้อยืด", "แจกัน"]);
    expect((await logged("", {})).xsearchRecentSearches).toEqual({ code: "recent_searches", total_count: 0, items: [] });
    // A malformed session value is ignored, not trusted.
    expect((await logged("", session("bad value!"))).xsearchRecentSearches.total_count).toBe(0);
  });

  it("limits popular and recent searches by their settings", async () => {
    await writeConfig(connection.db, storeScoped(3, { "amasty_xsearch/popular_searches/limit": "2", "amasty_xsearch/recent_searches/enabled": "0" }));
    try {
      const limited = await logged("", alice);
      expect(limited.xsearchPopularSearches.items).toHaveLength(2);
      expect(limited.xsearchPopularSearches.total_count).toBe(3);
      expect(limited.xsearchRecentSearches.items).toEqual([]);
    } finally {
      await forget(3, ["amasty_xsearch/popular_searches/limit", "amasty_xsearch/recent_searches/enabled"]);
    }
  });

  it("offers a text as popular only once several different shoppers searched it", async () => {
    const popularNames = async () => (await logged("")).xsearchPopularSearches.items.map((item) => item.name);
    const eve = session("eve-session-000000000000");
    // One shopper, however often, and anonymous searches do not make a text popular.
    for (let i = 0; i < 6; i++) expect(await save("กระเป๋าผ้า", eve)).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) await save("กระเป๋าผ้า");
    await save("กระเป๋าผ้า", alice);
    expect(await popularNames()).not.toContain("กระเป๋าผ้า");
    await save("กระเป๋าผ้า", bob);
    expect(await popularNames()).toContain("กระเป๋าผ้า");

    // The shop may ask for more (or fewer) shoppers.
    await save("เสื้อยืด", dave);
    await writeConfig(connection.db, storeScoped(3, { "amasty_xsearch/popular_searches/min_shoppers": "4" }));
    try {
      expect(await popularNames()).toEqual(["เสื้อยืด"]);
    } finally {
      await forget(3, ["amasty_xsearch/popular_searches/min_shoppers"]);
    }
  });

  it("never offers texts unfit to show, however many shoppers searched them", async () => {
    // Texts that find products (the search ignores what is not a letter or digit), so only their
    // characters keep them out; markup, links and length: searchLog.test.ts.
    const unfit = [
      "เสื้อยืด\uFFFD", // U+FFFD: what a broken escape (`?query=%E0%A4%A`) becomes when read leniently
      "เสื้อ\u0007ยืด",
      "เสื้อ\u200Bยืด",
    ];
    for (const text of unfit) {
      // Each finds products: only its text keeps it out.
      for (const shopper of [alice, bob, carol, dave]) expect(await save(text, shopper), text).toBeGreaterThan(0);
    }
    const popular = (await logged("")).xsearchPopularSearches.items.map((item) => item.name);
    expect(popular).toEqual(["กระเป๋าผ้า", "เสื้อยืด", "ฝ้าย", "แจกัน"]);
    // Still the searching shopper's own recent searches.
    expect((await logged("", dave)).xsearchRecentSearches.items[0]?.name).toBe("เสื้อ\u200Bยืด");
  });

  it("refuses texts shorter than the minimum query length", async () => {
    const reply = await graphql(engine, SAVE, { store: "th", variables: { search: " ab " } });
    expect(reply.errors?.[0]).toMatchObject({ message: "Minimum Search query length is 3", extensions: { category: "graphql-input" } });
  });
});
