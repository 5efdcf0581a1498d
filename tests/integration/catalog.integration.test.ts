import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import type { CategoryPageData, ProductPageData, ProductTileData } from "~/lib/catalog/types";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { loader as resolverLoader } from "~/routes/$store.$";
import { loader as storeLoader } from "~/routes/$store";
import { TEST_SETTINGS, thrownResponse, unreachableContext, useDemoShop } from "./engine-context";

const shop = useDemoShop();

/** Runs the resolver route's loader for a store-prefixed URL. */
function resolve(url: string, ctx = shop.context) {
  const { pathname } = new URL(url, "http://shop.test");
  const [, store = "", ...rest] = pathname.split("/");
  return resolverLoader({
    request: new Request(`http://shop.test${url}`),
    params: { store, "*": decodeURIComponent(rest.join("/")) },
    context: ctx,
  });
}

async function categoryPage(url: string, ctx = shop.context): Promise<CategoryPageData> {
  const data = await (await resolve(url, ctx)).json();
  if (data.kind !== "category") throw new Error(`${url} is not a category page`);
  return data.category;
}

async function productPage(url: string): Promise<ProductPageData> {
  const data = await (await resolve(url)).json();
  if (data.kind !== "product") throw new Error(`${url} is not a product page`);
  return data.product;
}

/** A top-level category of the menu that has products. */
async function clothingPath(store = "en"): Promise<string> {
  const shell = await (await storeLoader({ request: new Request(`http://shop.test/${store}`), params: { store }, context: shop.context })).json();
  const top = shell.shell.menu.find((category) => category.path === "/clothing.html") ?? shell.shell.menu[0];
  if (!top) throw new Error("the demo menu has no categories");
  return `/${store}${top.path}`;
}

/** A context whose backend is the same engine, with one GraphQL answer changed on the way back. */
function rewritingContext(operation: string, rewrite: (body: Record<string, unknown>) => Record<string, unknown>): AppLoadContext {
  return {
    settings: TEST_SETTINGS,
    cspNonce: "test",
    clientAddress: "127.0.0.1",
    backend: inProcessBackend(async (request) => {
      const response = await shop.engine.handle(request);
      const query = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
      if (!query.includes(operation)) return response;
      const body = rewrite((await response.json()) as Record<string, unknown>);
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  };
}

describe("category page", () => {
  it("lists the category's first six products with facets, sort and paging", async () => {
    const path = await clothingPath();
    const category = await categoryPage(path);
    expect(category.path).toBe(path);
    expect(category.name).toBe("Clothing");
    const listing = category.listing;
    if (!listing) throw new Error("expected a listing");
    expect(listing.params).toMatchObject({ sort: "relevance", page: 1, size: 6, filters: {} });
    expect(listing.items.length).toBeGreaterThan(0);
    expect(listing.items.length).toBeLessThanOrEqual(6);
    expect(listing.totalCount).toBeGreaterThan(6);
    expect(listing.totalPages).toBe(Math.ceil(listing.totalCount / 6));
    expect(listing.sortKeys).toEqual(["relevance", "position", "price_asc", "price_desc"]);
    for (const item of listing.items) {
      expect(item.href).toMatch(/^\/en\/[a-z0-9-]+\.html$/);
      expect(item.price.final.formatted).toMatch(/^฿[\d,]+\.\d\d$/);
    }
    const codes = listing.facets.map((facet) => facet.code);
    expect(codes).toEqual(expect.arrayContaining(["price", "color"]));
    expect(listing.facets.find((facet) => facet.code === "color")?.param).toBe("color");
  });

  it("names products and prices in the store view's language", async () => {
    const listing = (await categoryPage(await clothingPath("th"))).listing;
    expect(listing?.items.some((item) => /[\u0E00-\u0E7F]/.test(item.name))).toBe(true);
    expect(listing?.items[0]?.price.final.formatted).toMatch(/^฿/);
  });

  it("sorts by price both ways", async () => {
    const path = await clothingPath();
    const prices = (items: ProductTileData[] | undefined) => (items ?? []).map((item) => item.price.final.value);
    const up = prices((await categoryPage(`${path}?sort=price_asc&size=24`)).listing?.items);
    const down = prices((await categoryPage(`${path}?sort=price_desc&size=24`)).listing?.items);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up[0]).toBeLessThanOrEqual(down[down.length - 1] ?? Infinity);
  });

  it("pages through the listing and honours the page size", async () => {
    const path = await clothingPath();
    const first = (await categoryPage(path)).listing;
    const second = (await categoryPage(`${path}?page=2`)).listing;
    expect(second?.params.page).toBe(2);
    const firstUids = new Set(first?.items.map((item) => item.uid));
    expect(second?.items.some((item) => firstUids.has(item.uid))).toBe(false);
    const twelve = (await categoryPage(`${path}?size=12`)).listing;
    expect(twelve?.items.length).toBe(Math.min(12, twelve?.totalCount ?? 0));
  });

  it("sends a page past the last one to the last page, keeping the rest of the state", async () => {
    const path = await clothingPath();
    const listing = (await categoryPage(`${path}?size=12`)).listing;
    const response = await thrownResponse(() => resolve(`${path}?size=12&sort=price_desc&page=999`));
    expect(response.status).toBe(302);
    const last = listing?.totalPages ?? 1;
    expect(response.headers.get("Location")).toBe(`${path}?sort=price_desc&size=12${last > 1 ? `&page=${last}` : ""}`);
  });

  it("ignores parameters it cannot use instead of failing", async () => {
    const path = await clothingPath();
    const listing = (await categoryPage(`${path}?sort=name&size=7&page=abc&color=%3Cb%3E&utm_source=mail`)).listing;
    expect(listing?.params).toMatchObject({ sort: "relevance", size: 6, page: 1, filters: {} });
  });

  it("sorts by Best Match, the category's own order (position), by default", async () => {
    const path = await clothingPath();
    const names = async (query: string) => ((await categoryPage(`${path}${query}`)).listing?.items ?? []).map((item) => item.name);
    const bestMatch = await names("?size=36");
    expect(bestMatch.length).toBeGreaterThan(6);
    expect(await names("?size=36&sort=relevance")).toEqual(bestMatch);
    expect(await names("?size=36&sort=position")).toEqual(bestMatch);
    expect(await names("?size=36&sort=price_desc")).not.toEqual(bestMatch);
  });

  it("filters by colour and keeps the other colours on offer", async () => {
    const path = await clothingPath();
    const all = (await categoryPage(path)).listing;
    const colours = all?.facets.find((facet) => facet.code === "color")?.options ?? [];
    const [first, second] = colours;
    if (!first || !second) throw new Error("the demo clothing needs two colours");
    const one = (await categoryPage(`${path}?color=${first.value}`)).listing;
    expect(one?.totalCount).toBe(first.count);
    expect(one?.applied).toEqual([expect.objectContaining({ code: "color", value: first.value, attributeLabel: expect.any(String) })]);
    const offered = one?.facets.find((facet) => facet.code === "color")?.options ?? [];
    expect(offered.find((option) => option.value === first.value)?.selected).toBe(true);
    expect(offered.map((option) => option.value)).toContain(second.value);
    const both = (await categoryPage(`${path}?color=${first.value}&color=${second.value}`)).listing;
    expect(both?.totalCount).toBeGreaterThanOrEqual(Math.max(first.count ?? 0, second.count ?? 0));
    expect(both?.applied).toHaveLength(2);
    // Colour swatches come with the options the page's products show.
    expect(offered.some((option) => option.swatch)).toBe(true);
  });

  it("filters by a price range", async () => {
    const path = await clothingPath();
    const prices = (await categoryPage(path)).listing?.facets.find((facet) => facet.code === "price");
    const range = prices?.options[0];
    if (!range?.range) throw new Error("the demo clothing needs price ranges");
    expect(prices?.kind).toBe("range");
    const listing = (await categoryPage(`${path}?price=${range.value}&size=36`)).listing;
    expect(listing?.totalCount).toBe(range.count);
    for (const item of listing?.items ?? []) {
      expect(item.price.final.value).toBeGreaterThanOrEqual(range.range.from?.value ?? 0);
      expect(item.price.final.value).toBeLessThanOrEqual(range.range.to?.value ?? Infinity);
    }
  });

  it("filters by sub-category and size (the size attribute's parameter is filter_size)", async () => {
    const path = await clothingPath();
    const listing = (await categoryPage(path)).listing;
    const sub = listing?.facets.find((facet) => facet.code === "category_id");
    const child = sub?.options[0];
    if (!sub || !child) throw new Error("the demo clothing needs sub-categories with products");
    expect(sub.param).toBe("category");
    const narrowed = (await categoryPage(`${path}?category=${child.value}`)).listing;
    expect(narrowed?.totalCount).toBe(child.count);
    const size = listing?.facets.find((facet) => facet.code === "size");
    const small = size?.options[0];
    if (size && small) {
      expect(size.param).toBe("filter_size");
      const sized = (await categoryPage(`${path}?filter_size=${small.value}`)).listing;
      expect(sized?.totalCount).toBe(small.count);
      expect(sized?.params.size).toBe(6);
    }
  });

  it("answers 503 when the backend cannot be reached", async () => {
    const response = await thrownResponse(() => resolve("/en/clothing.html", unreachableContext()));
    expect(response.status).toBe(503);
  });

  it("fails with the backend's GraphQL error (a logged 500) when the listing query is refused", async () => {
    const broken = rewritingContext("query ProductListing", () => ({ errors: [{ message: "Internal server error", extensions: { category: "internal" } }] }));
    await expect(resolve(await clothingPath(), broken)).rejects.toBeInstanceOf(MagentoGraphQLError);
  });
});

describe("product page", () => {
  async function someProducts(): Promise<ProductTileData[]> {
    const path = await clothingPath();
    return (await categoryPage(`${path}?size=36`)).listing?.items ?? [];
  }

  it("shows a configurable product, then the chosen variant's picture, price and stock", async () => {
    const tile = (await someProducts()).find((item) => item.swatches.length > 1);
    if (!tile) throw new Error("the demo clothing needs a configurable product with colours");
    const product = await productPage(tile.href);
    expect(product.name).toBe(tile.name);
    expect(product.type).toBe("ConfigurableProduct");
    expect(product.path).toBe(tile.href);
    expect(product.gallery.length).toBeGreaterThan(0);
    expect(product.breadcrumbs.length).toBeGreaterThan(0);
    expect(product.variant).toBeNull();
    expect(product.addToCart.blockedBy).toBe("choose-options");
    expect(product.options.map((option) => option.code)).toContain("color");

    // Choose the first value of every option that leads to a variant in stock.
    const choice = new URLSearchParams();
    for (const option of product.options) {
      const value = option.values.find((candidate) => candidate.state === "available");
      if (value) choice.set(option.code, String(value.valueIndex));
    }
    let chosen = await productPage(`${tile.href}?${choice}`);
    for (const option of chosen.options) {
      if (chosen.selection[option.code] !== undefined) continue;
      const value = option.values.find((candidate) => candidate.state === "available");
      if (value) choice.set(option.code, String(value.valueIndex));
    }
    chosen = await productPage(`${tile.href}?${choice}`);
    expect(chosen.variant?.sku).toMatch(/\S/);
    expect(chosen.variant?.sku).not.toBe(product.sku);
    expect(chosen.addToCart).toMatchObject({ sku: chosen.variant?.sku, parentSku: product.sku, blockedBy: null });
    expect(chosen.addToCart.selectedOptionUids).toHaveLength(product.options.length);
    expect(chosen.stock.status).toBe("in-stock");
    expect(chosen.price.maximum).toBeNull();

    // Another colour shows other pictures.
    const colours = product.options.find((option) => option.code === "color")?.values ?? [];
    const other = colours.find((value) => String(value.valueIndex) !== choice.get("color"));
    if (other) {
      const preview = await productPage(`${tile.href}?color=${other.valueIndex}`);
      expect(preview.gallery[0]?.src).not.toBe(chosen.gallery[0]?.src);
    }
  });

  it("shows a simple product with its own sku and ignores option parameters", async () => {
    const tile = (await someProducts()).find((item) => item.swatches.length === 0) ?? (await someProducts())[0];
    if (!tile) throw new Error("no products");
    const product = await productPage(`${tile.href}?color=1&size=2`);
    if (product.type === "SimpleProduct") {
      expect(product.options).toEqual([]);
      expect(product.addToCart.parentSku).toBeNull();
      expect(product.addToCart.sku).toBe(product.sku);
    }
    expect(product.metaTitle || product.name).toMatch(/\S/);
  });

  it("answers 404 for a product URL that does not exist (the demo keeps the 404 redirect off)", async () => {
    const response = await thrownResponse(() => resolve("/en/no-such-product.html"));
    expect(response.status).toBe(404);
    expect(await response.json()).toBe("page");
  });

  it("tells a missing category from a missing page: a path under an existing category is a category", async () => {
    const missing = async (url: string) => {
      const response = await thrownResponse(() => resolve(url));
      expect(response.status).toBe(404);
      return response.json();
    };
    expect(await missing("/en/clothing/no-such-category.html")).toBe("category");
    expect(await missing("/th/clothing/women/no-such-category.html")).toBe("category");
    expect(await missing("/en/clothing/no-such/deeper.html")).toBe("category");
    expect(await missing("/en/no-such-top/no-such-category.html")).toBe("page");
    expect(await missing("/en/no-such-page")).toBe("page");
  });
});

describe("old URLs", () => {
  it("redirects an old category URL permanently, keeping the listing state", async () => {
    const response = await thrownResponse(() => resolve("/th/old-clothing.html?color=50&sort=price_asc"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/th/clothing.html?color=50&sort=price_asc");
  });

  it("redirects an old product URL permanently, in each store view", async () => {
    const en = await thrownResponse(() => resolve("/en/indigo-shirt.html?color=49"));
    expect(en.status).toBe(301);
    expect(en.headers.get("Location")).toBe("/en/indigo-dyed-cotton-shirt.html?color=49");
    const th = await thrownResponse(() => resolve("/th/suea-choet-yom-khram.html"));
    expect(th.headers.get("Location")).toBe("/th/indigo-dyed-cotton-shirt.html");
  });
});

describe("404 redirect to search", () => {
  /** The engine's real answer with only the redirect setting turned on (GraphQL cannot change config). */
  const redirectOn = () =>
    rewritingContext("query NotFoundRedirectConfig", (body) => {
      const data = body.data as { storeConfig: Record<string, unknown> };
      return { data: { storeConfig: { ...data.storeConfig, amasty_xsearch_general_four_zero_four_redirect: true } } };
    });

  it("sends an unknown path to the search for its last segment when the setting is on", async () => {
    const response = await thrownResponse(() => resolve("/en/clothing/silk-scarf.html?colour=red", redirectOn()));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/search.html?query=silk-scarf");
  });

  it("never sends the search page to itself", async () => {
    const response = await thrownResponse(() => resolve("/en/search.html?query=bag", redirectOn()));
    expect(response.status).toBe(404);
  });
});
