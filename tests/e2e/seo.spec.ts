import { expect, test } from "./fixtures";

test.describe("search engines", () => {
  test("the home page names its language versions and describes the shop", async ({ page, baseURL }) => {
    await page.goto("/en");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en`);
    await expect(head.locator('link[rel="alternate"][hreflang="th"]')).toHaveAttribute("href", `${baseURL}/th`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/th`);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const site = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "WebSite");
    expect(JSON.stringify(site)).toContain(`${baseURL}/en/search.html?query={search_term_string}`);
  });

  test("category pages have a meta description in the store's language", async ({ page }) => {
    // Lighthouse's SEO audit wants one on every indexable page; a category without a description of its own gets a sentence.
    for (const [path, text] of [
      ["/th/clothing/women.html", /^ผู้หญิง ที่ .+ เลือกดูสินค้าและสั่งซื้อออนไลน์ได้เลย$/],
      ["/en/clothing/women.html", /^Women at .+: browse the range and order online\.$/],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", text);
    }
  });

  test("pages kept out of search results still describe the shop", async ({ page }) => {
    // Lighthouse's SEO audits all pass on them except "is crawlable": a description is one of them.
    for (const path of ["/th/search.html?query=mango", "/th/cart", "/en/cart", "/en/sign-in", "/en/checkout"]) {
      await page.goto(path);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /\S{10}/);
    }
  });

  test("error pages are not indexed", async ({ page }) => {
    await page.goto("/en/no-such-page");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("robots.txt points at each store view's sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/th/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${baseURL}/en/sitemap.xml`);
  });
});
