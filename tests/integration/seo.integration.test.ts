import { describe, expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as categoriesSitemapLoader } from "~/routes/$store.sitemap.categories[.]xml";
import { loader as pagesSitemapLoader } from "~/routes/$store.sitemap.pages[.]xml";
import { loader as productsSitemapLoader } from "~/routes/$store.sitemap.products.$page[.]xml";
import { loader as sitemapIndexLoader } from "~/routes/$store.sitemap[.]xml";
import { loader as storeLoader } from "~/routes/$store";
import { thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();

const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`https://shop.example${url}`),
  params,
  context: shop.context,
});

describe("robots.txt", () => {
  it("lists each store view's sitemap and keeps private pages out", async () => {
    const text = await (await robotsLoader(args("/robots.txt"))).text();
    expect(text).toContain("Sitemap: https://shop.example/th/sitemap.xml");
    expect(text).toContain("Sitemap: https://shop.example/en/sitemap.xml");
    expect(text).toContain("Disallow: /*/checkout");
  });
});

describe("sitemaps", () => {
  it("index the store view's files", async () => {
    const response = await sitemapIndexLoader(args("/en/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>https://shop.example/en/sitemap/pages.xml</loc>");
    expect(xml).toContain("<loc>https://shop.example/en/sitemap/categories.xml</loc>");
    expect(xml).toContain("<loc>https://shop.example/en/sitemap/products/1.xml</loc>");
  });

  it("list every category with its other-language version, hidden ones included", async () => {
    const xml = await (await categoriesSitemapLoader(args("/th/sitemap/categories.xml"))).text();
    expect(xml).toContain("<loc>https://shop.example/th/clothing/women.html</loc>");
    expect(xml).toContain('hreflang="en" href="https://shop.example/en/clothing/women.html"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/th/clothing/women.html"');
    expect(xml).toContain("<loc>https://shop.example/th/sale-archive.html</loc>");
  });

  it("list the home page", async () => {
    const xml = await (await pagesSitemapLoader(args("/en/sitemap/pages.xml"))).text();
    expect(xml).toContain("<loc>https://shop.example/en</loc>");
  });

  it("list products in pages, and a page past the last is not found", async () => {
    const xml = await (await productsSitemapLoader(args("/en/sitemap/products/1.xml", { page: "1" }))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThanOrEqual(250);
    expect(locs.every((loc) => /^https:\/\/shop\.example\/en\/[a-z0-9-]+\.html$/.test(loc ?? ""))).toBe(true);
    const missing = await thrownResponse(() => productsSitemapLoader(args("/en/sitemap/products/999.xml", { page: "999" })));
    expect(missing.status).toBe(404);
  });
});

describe("page head data", () => {
  it("gives pages the origin, store views and locale for canonical and hreflang links", async () => {
    const data = await (await storeLoader(args("/th", { store: "th" }))).json();
    expect(data.seo).toMatchObject({ origin: "https://shop.example", storeCode: "th", locale: "th_TH", language: "th" });
    expect(data.seo.storeViews).toEqual(
      expect.arrayContaining([
        { code: "th", language: "th", isDefault: true },
        { code: "en", language: "en", isDefault: false },
      ]),
    );
    expect(data.seo.logoUrl).toMatch(/^https:\/\/shop\.example\/media\/logo\//);
  });
});
