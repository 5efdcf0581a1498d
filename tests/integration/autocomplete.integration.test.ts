import { shopFor } from "~/lib/shop/shop.server";
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { inProcessBackend } from "~/lib/magento/backend.server";
import type { SuggestResponse } from "~/lib/search/suggestions";
import { groupsToAsk, loadSuggestionSettings } from "~/lib/search/suggestions.server";
import { loader as suggestLoader } from "~/routes/$store.search.suggest";
import { loader as searchLoader } from "~/routes/$store.search[.]html";
import { TEST_SETTINGS, unreachableContext, useDemoShop } from "./engine-context";

const shop = useDemoShop();

function storeOf(url: string): string {
  return new URL(url, "http://shop.test").pathname.split("/")[1] ?? "";
}

function suggest(url: string, { cookie, ctx = shop.context }: { cookie?: string; ctx?: AppLoadContext } = {}) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  return suggestLoader({ request: new Request(`http://shop.test${url}`, { headers }), params: { store: storeOf(url) }, context: ctx });
}

async function suggestions(url: string, options: { cookie?: string; ctx?: AppLoadContext } = {}) {
  const response = await suggest(url, options);
  const body = (await response.json()) as SuggestResponse;
  return { response, body };
}

function okBody(body: SuggestResponse) {
  if (body.status !== "ok") throw new Error(`expected suggestions, got ${JSON.stringify(body)}`);
  return body;
}

function search(url: string, { cookie, ctx = shop.context }: { cookie?: string; ctx?: AppLoadContext } = {}) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  return searchLoader({ request: new Request(`http://shop.test${url}`, { headers }), params: { store: storeOf(url) }, context: ctx });
}

/** The `name=value` part of a Set-Cookie header. */
function cookieOf(response: Response): string {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  if (!cookie) throw new Error("expected a session cookie");
  return cookie;
}

/** Counts what the backend is asked: suggestion queries and search-log mutations. */
function countingContext(): { ctx: AppLoadContext; calls: { suggestions: number; saves: number } } {
  const calls = { suggestions: 0, saves: 0 };
  const ctx: AppLoadContext = {
    settings: TEST_SETTINGS,
    cspNonce: "test",
    clientAddress: "127.0.0.1",
    backend: inProcessBackend(async (request) => {
      const text = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
      if (text.includes("SearchSuggestions")) calls.suggestions += 1;
      if (text.includes("xsearchSaveSearch")) calls.saves += 1;
      return shop.engine.handle(request);
    }),
  };
  return { ctx, calls };
}

describe("GET /{store}/search/suggest", () => {
  it("suggests products with picture, price and link for an English word, in the shop's group order", async () => {
    const settings = await loadSuggestionSettings(await shopFor({ request: new Request("http://shop.test/en"), context: shop.context }));
    const productSettings = settings.groups.find((group) => group.code === "product");
    if (!productSettings?.enabled) throw new Error("the demo shop suggests products");
    const { response, body } = await suggestions("/en/search/suggest?query=shirt");
    expect(response.status).toBe(200);
    const ok = okBody(body);
    expect(ok.query).toBe("shirt");
    expect(ok.minChars).toBe(settings.minChars);
    expect(ok.viewAllHref).toBe("/en/search.html?query=shirt");
    const products = ok.groups.find((group) => group.code === "product");
    if (!products) throw new Error("expected a product group");
    expect(products.title).toBe(productSettings.title);
    expect(products.items.length).toBeGreaterThan(1);
    expect(products.items.length).toBeLessThanOrEqual(productSettings.limit);
    expect(products.totalCount).toBeGreaterThanOrEqual(products.items.length);
    for (const item of products.items) {
      expect(item.href).toMatch(/^\/en\/[^/]+\.html$/);
      expect(item.price?.final.formatted).toMatch(/^฿[\d,]+\.\d{2}$/);
      expect([...item.name].length).toBeLessThanOrEqual(productSettings.nameLength || Infinity);
    }
    expect(products.items.some((item) => item.thumbnail?.src.includes("width=80"))).toBe(true);
    // The groups come in the order of their position settings (recent searches need a shopper).
    const order = groupsToAsk(settings, { firstClick: false, knowsShopper: false }).map((group) => group.code);
    const codes = ok.groups.map((group) => group.code);
    expect(codes).toEqual(order.filter((code) => codes.includes(code)));
    expect(codes.length).toBeGreaterThan(1);
  });

  it("finds Thai products for Thai text in the Thai store, with Thai group titles", async () => {
    const settings = await loadSuggestionSettings(await shopFor({ request: new Request("http://shop.test/th"), context: shop.context }));
    const ok = okBody((await suggestions(`/th/search/suggest?query=${encodeURIComponent("เสื้อ")}`)).body);
    const products = ok.groups.find((group) => group.code === "product");
    expect(products?.title).toBe(settings.groups.find((group) => group.code === "product")?.title);
    expect(products?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(products?.items[0]?.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(products?.items[0]?.href).toMatch(/^\/th\//);
  });

  it("answers 400 with the spec's message below three characters and asks the backend nothing", async () => {
    const { ctx, calls } = countingContext();
    for (const [url, message] of [
      ["/en/search/suggest?query=sh", "Search term must be at least three characters"],
      [`/th/search/suggest?query=${encodeURIComponent("ผ้")}`, "คำค้นหาต้องมีอย่างน้อยสามตัวอักษร"],
    ] as const) {
      const { response, body } = await suggestions(url, { ctx });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ status: "too-short", minChars: 3 });
      if (body.status === "too-short") expect(body.message).toBe(message);
    }
    expect(calls.suggestions).toBe(0);
  });

  it("answers an empty list (not an error) when nothing matches", async () => {
    const ok = okBody((await suggestions("/en/search/suggest?query=zzqxqzzvw")).body);
    expect(ok.groups.filter((group) => group.code !== "popular_searches" && group.code !== "recent_searches")).toEqual([]);
  });

  it("may be cached publicly when nothing personal is in it", async () => {
    const { response } = await suggestions("/en/search/suggest?query=shirt");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("asks the backend once a minute for the same public text, every time for a shopper's own", async () => {
    const { ctx, calls } = countingContext();
    await suggestions("/en/search/suggest?query=vase", { ctx });
    await suggestions("/en/search/suggest?query=vase", { ctx });
    expect(calls.suggestions).toBe(1);

    const cookie = cookieOf(await search("/en/search.html?query=mortar"));
    const before = calls.suggestions;
    await suggestions("/en/search/suggest?query=vase", { ctx, cookie });
    await suggestions("/en/search/suggest?query=vase", { ctx, cookie });
    expect(calls.suggestions - before).toBe(2);
  });

  it("answers 503 with the spec's message when the backend cannot be reached", async () => {
    const { response, body } = await suggestions("/en/search/suggest?query=shirt", { ctx: unreachableContext() });
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body).toEqual({ status: "error", message: "An error occurred while fetching results." });
  });
});

describe("search log: popular and recent searches", () => {
  it("records a fresh search from the results page, gives the shopper an id, and shows it as their recent search", async () => {
    const page = await search("/en/search.html?query=linen");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = cookieOf(page);
    expect(cookie).toMatch(/^__session=/);

    const mine = await suggestions("/en/search/suggest", { cookie });
    expect(mine.response.headers.get("Cache-Control")).toBe("private, no-store");
    const firstClick = okBody(mine.body);
    expect(firstClick.viewAllHref).toBeNull();
    const recent = firstClick.groups.find((group) => group.code === "recent_searches");
    expect(recent?.title).toBe((await loadSuggestionSettings(await shopFor({ request: new Request("http://shop.test/en"), context: shop.context }))).groups.find((group) => group.code === "recent_searches")?.title);
    expect(recent?.items[0]).toMatchObject({ name: "linen", href: "/en/search.html?query=linen" });
    // First click shows only the first-click groups.
    expect(firstClick.groups.every((group) => group.code === "recent_searches" || group.code === "popular_searches")).toBe(true);

    // Two more shoppers search it: searched by three different shoppers (the demo's min_shoppers), the
    // text is popular. Someone else's first click does not see it as recent, but as popular.
    for (let shopper = 0; shopper < 2; shopper++) expect((await search("/en/search.html?query=linen")).status).toBe(200);
    const theirs = okBody((await suggestions("/en/search/suggest")).body);
    expect(theirs.groups.find((group) => group.code === "recent_searches")).toBeUndefined();
    expect(theirs.groups.find((group) => group.code === "popular_searches")?.items.map((item) => item.name)).toContain("linen");
  });

  it("keeps the shopper's id: a second search sets no new cookie", async () => {
    const cookie = cookieOf(await search("/en/search.html?query=cotton"));
    const again = await search("/en/search.html?query=basket", { cookie });
    expect(again.headers.get("Set-Cookie")).toBeNull();
    const recent = okBody((await suggestions("/en/search/suggest", { cookie })).body).groups.find((group) => group.code === "recent_searches");
    expect(recent?.items.map((item) => item.name).slice(0, 2)).toEqual(["basket", "cotton"]);
  });

  it("records nothing for short texts, later pages, sorting or filters, nor for the suggestions", async () => {
    const { ctx, calls } = countingContext();
    for (const url of [
      "/en/search.html?query=ab",
      "/en/search.html?query=shirt&page=2",
      "/en/search.html?query=shirt&sort=price_asc",
      "/en/search/suggest?query=shirt",
    ]) {
      const response = url.includes("suggest") ? await suggest(url, { ctx }) : await search(url, { ctx });
      expect(response.status).toBe(200);
    }
    expect(calls.saves).toBe(0);
    await search("/en/search.html?query=shirt", { ctx });
    expect(calls.saves).toBe(1);
  });

  it("still shows the results when the search log fails", async () => {
    const failingLog: AppLoadContext = {
      settings: TEST_SETTINGS,
      cspNonce: "test",
      clientAddress: "127.0.0.1",
      backend: inProcessBackend(async (request) => {
        const text = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
        if (!text.includes("xsearchSaveSearch")) return shop.engine.handle(request);
        return new Response("unavailable", { status: 503 });
      }),
    };
    const response = await search("/en/search.html?query=shirt", { ctx: failingLog });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.search.state).toBe("results");
    expect(data.search.listing?.items.length).toBeGreaterThan(0);
  });
});
