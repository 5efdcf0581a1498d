import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { loader as searchLoader } from "~/routes/$store.search[.]html";
import { TEST_SETTINGS, thrownResponse, unreachableContext, useDemoShop } from "./engine-context";

const shop = useDemoShop();

function searchResponse(url: string, ctx = shop.context) {
  const { pathname } = new URL(url, "http://shop.test");
  const [, store = ""] = pathname.split("/");
  return searchLoader({ request: new Request(`http://shop.test${url}`), params: { store }, context: ctx });
}

async function searchPage(url: string, ctx = shop.context) {
  const response = await searchResponse(url, ctx);
  expect(response.status).toBe(200);
  return response.json();
}

/** Counts the backend's product searches, to prove a short text asks nothing. */
function countingContext(): { ctx: AppLoadContext; searches: () => number } {
  let count = 0;
  const ctx: AppLoadContext = {
    settings: TEST_SETTINGS,
    cspNonce: "test",
    clientAddress: "127.0.0.1",
    backend: inProcessBackend(async (request) => {
      const query = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
      if (query.includes("products(")) count += 1;
      return shop.engine.handle(request);
    }),
  };
  return { ctx, searches: () => count };
}

/** The listing of a results page; a test fails here when the page shows a message instead. */
function listingOf(data: { search: { listing: unknown } }) {
  const listing = (data as Awaited<ReturnType<typeof searchPage>>).search.listing;
  if (!listing) throw new Error("expected search results");
  return listing;
}

describe("search page", () => {
  it("lists products for an English word, Best Match first", async () => {
    const data = await searchPage("/en/search.html?query=shirt");
    expect(data.kind).toBe("search");
    expect(data.title).toBe("Search results for “shirt”");
    expect(data.search.state).toBe("results");
    expect(data.search.path).toBe("/en/search.html");
    const listing = listingOf(data);
    expect(listing.params).toMatchObject({ kind: "search", query: "shirt", sort: "relevance", page: 1, size: 6 });
    expect(listing.sortKeys).toEqual(["relevance", "position", "price_asc", "price_desc"]);
    expect(listing.totalCount).toBeGreaterThan(0);
    expect(listing.items.length).toBeGreaterThan(0);
    for (const item of listing.items) expect(item.href).toMatch(/^\/en\//);
  });

  it("finds products for a Thai word in the Thai store", async () => {
    const data = await searchPage(`/th/search.html?query=${encodeURIComponent("เสื้อ")}`);
    expect(data.title).toBe("ผลการค้นหาสำหรับ “เสื้อ”");
    expect(data.search.state).toBe("results");
    expect(listingOf(data).totalCount).toBeGreaterThan(0);
    expect(listingOf(data).items[0]?.href).toMatch(/^\/th\//);
  });

  it("asks nothing of the backend for fewer than three characters", async () => {
    const { ctx, searches } = countingContext();
    for (const query of ["ab", "  ab  ", ""]) {
      const data = await searchPage(`/en/search.html?query=${encodeURIComponent(query)}`, ctx);
      expect(data.search.state).toBe("short");
      expect(data.search.listing).toBeNull();
    }
    expect(searches()).toBe(0);
  });

  it("does not search, nor record, a text whose escapes do not decode: 400 and the page says so", async () => {
    const { ctx, searches } = countingContext();
    for (const url of ["/en/search.html?query=%E0%A4%A", "/th/search.html?query=abc%FF"]) {
      const response = await searchResponse(url, ctx);
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const data = await response.json();
      expect(data.search).toMatchObject({ state: "malformed", query: "", listing: null });
    }
    expect((await (await searchResponse("/en/search.html?query=%E0%A4%A", ctx)).json()).title).toBe("Search");
    expect(searches()).toBe(0);
  });

  it("reports no results", async () => {
    const data = await searchPage("/en/search.html?query=zzqxqzzvw");
    expect(data.search.state).toBe("results");
    expect(listingOf(data).totalCount).toBe(0);
    expect(listingOf(data).items).toEqual([]);
  });

  it("narrows the results with a filter and keeps the text in the links", async () => {
    const all = listingOf(await searchPage("/en/search.html?query=shirt"));
    const facet = all.facets.find((candidate: { kind: string; options: unknown[] }) => candidate.kind === "equal" && candidate.options.length > 1);
    if (!facet) throw new Error("expected a facet with several options");
    const option = facet.options.find((candidate: { count: number | null }) => candidate.count !== null && candidate.count < all.totalCount);
    if (!option) throw new Error("expected an option that narrows the results");
    const narrowed = listingOf(await searchPage(`/en/search.html?query=shirt&${facet.param}=${encodeURIComponent(option.value)}`));
    expect(narrowed.totalCount).toBe(option.count);
    expect(narrowed.totalCount).toBeLessThan(all.totalCount);
    expect(narrowed.applied.map((applied: { value: string }) => applied.value)).toEqual([option.value]);
  });

  it("shows page 2 and sends a page past the last to the last one", async () => {
    const first = listingOf(await searchPage("/en/search.html?query=shirt&size=6"));
    if (first.totalPages < 2) throw new Error(`expected more than one page of shirts, got ${first.totalCount}`);
    const second = listingOf(await searchPage("/en/search.html?query=shirt&page=2"));
    expect(second.params.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    const firstSkus = new Set(first.items.map((item: { sku: string }) => item.sku));
    expect(second.items.some((item: { sku: string }) => !firstSkus.has(item.sku))).toBe(true);
    const beyond = await thrownResponse(() => searchResponse("/en/search.html?query=shirt&sort=price_asc&page=999"));
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("Location")).toBe(`/en/search.html?query=shirt&sort=price_asc${first.totalPages > 1 ? `&page=${first.totalPages}` : ""}`);
  });

  it("shows the error message with 200 when the backend refuses the search", async () => {
    const broken: AppLoadContext = {
      settings: TEST_SETTINGS,
      cspNonce: "test",
      clientAddress: "127.0.0.1",
      backend: inProcessBackend(async (request) => {
        const query = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
        if (!query.includes("query ProductListing")) return shop.engine.handle(request);
        return new Response(JSON.stringify({ errors: [{ message: "Internal server error", extensions: { category: "internal" } }] }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    };
    const response = await searchResponse("/en/search.html?query=shirt", broken);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/\bno-store\b/);
    const data = await response.json();
    expect(data.search.state).toBe("error");
  });

  it("answers 503 when the backend cannot be reached", async () => {
    const response = await thrownResponse(() => searchResponse("/en/search.html?query=shirt", unreachableContext()));
    expect(response.status).toBe(503);
  });
});
