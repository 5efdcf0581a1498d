import { expect, test, type Page } from "./fixtures";
import { expectAccessible, openEachTwice, watchErrors, watchScripts } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Without JS the shopper presses the form's button; with JS the form submits on change. */
async function submitWithoutJs(page: Page, buttonName: string) {
  if (!jsOn()) await page.getByRole("button", { name: buttonName, exact: true }).click();
}

async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-tile__price").allInnerTexts();
  return texts.map((text) => Number((/฿([\d,]+\.\d\d)/.exec(text)?.[1] ?? "NaN").replace(/,/g, "")));
}

test("a shopper goes from the menu to a category, narrows it, and picks a product variant", async ({ page, baseURL }) => {
  // Many steps, and the demo pictures are drawn on their first request.
  test.setTimeout(60_000);
  await page.goto("/en", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Open the menu" }).click();
  const drawer = page.locator(".drawer__panel");
  await drawer.getByRole("link", { name: "Clothing", exact: true }).click();
  await drawer.getByRole("link", { name: "Women", exact: true }).click();
  await drawer.getByRole("link", { name: "All Women" }).click();
  await expect(page).toHaveURL(/\/en\/clothing\/women\.html$/);
  await expect(page.getByRole("heading", { level: 1, name: "Women" })).toBeVisible();
  await expect(page.getByText(/^Showing 1–6 of \d+ products$/)).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en/clothing/women.html`);
  await expectAccessible(page);

  // Filter by a colour: the listing shrinks and the filter shows as a removable chip.
  const total = Number(/of (\d+) products/.exec(await page.getByText(/^Showing 1–6 of/).innerText())?.[1]);
  await page.getByRole("checkbox", { name: /^Indigo/ }).check();
  await submitWithoutJs(page, "Apply filters");
  await expect(page).toHaveURL(/[?&]color=\d+/);
  await expect(page.getByRole("link", { name: /Indigo/ }).filter({ hasText: /Color/ })).toBeVisible();
  const filtered = Number(/of (\d+) products?/.exec(await page.getByText(/^Showing 1–\d+ of/).innerText())?.[1]);
  expect(filtered).toBeGreaterThan(6);
  expect(filtered).toBeLessThan(total);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Sort by price, low to high.
  await page.getByLabel("Sort by").selectOption("price_asc");
  await submitWithoutJs(page, "Apply");
  await expect(page).toHaveURL(/sort=price_asc/);
  // With JS the grid is replaced when the new data arrives: wait for the sorted order.
  await expect.poll(async () => {
    const prices = await tilePrices(page);
    return prices.length > 0 && prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0));
  }).toBe(true);
  const firstPage = await tilePrices(page);

  // Page 2 keeps the filter and the sort, and continues the order.
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/color=\d+/);
  await expect(page).toHaveURL(/sort=price_asc/);
  // Until page 2's tiles are there, the lowest price is -Infinity: an empty grid cannot pass.
  const lowest = (prices: number[]) => (prices.length ? Math.min(...prices) : -Infinity);
  await expect.poll(async () => lowest(await tilePrices(page))).toBeGreaterThanOrEqual(Math.max(...firstPage));
  const secondPage = await tilePrices(page);
  expect(secondPage.length).toBeGreaterThan(0);

  // Open a product that has options.
  const tile = page.locator(".product-tile").filter({ has: page.locator(".product-tile__swatches") }).first();
  const productName = (await tile.locator(".product-tile__name a").innerText()).trim();
  await tile.locator(".product-tile__name a").click();
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url().replace(/\?.*$/, "");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", productUrl);
  const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const product = jsonLd.find((data) => data["@type"] === "Product");
  expect(product).toMatchObject({ name: productName, offers: { priceCurrency: "THB" } });
  expect(jsonLd.map((data) => data["@type"])).toContain("BreadcrumbList");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  await expectAccessible(page);

  // Choose a colour and a size: the variant's SKU, price and stock show.
  const parentSku = await page.getByText(/^SKU: /).innerText();
  const colours = page.getByRole("group", { name: "Color" }).getByRole("radio");
  await colours.last().check();
  await submitWithoutJs(page, "Update");
  await expect(page).toHaveURL(/[?&]color=\d+/);
  const sizes = page.getByRole("group", { name: "Size" }).getByRole("radio");
  await sizes.first().check();
  await submitWithoutJs(page, "Update");
  await expect(page).toHaveURL(/[?&]size=\d+/);
  await expect(page.getByRole("group", { name: "Color" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(page.getByText(/^SKU: /)).not.toHaveText(parentSku);
  await expect(page.getByText(/^(In stock|Only \d+ left|Out of stock)$/)).toBeVisible();
});

test("a product page in Thai shows Thai names and prices in baht", async ({ page }) => {
  await page.goto("/th/organic-cotton-t-shirt.html");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0E00-\u0E7F]/);
  await expect(page.getByText(/฿\d/).first()).toBeVisible();
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/organic-cotton-t-shirt\.html$/);
});

test("an old category URL is moved permanently and an unknown product is not found", async ({ request, page }) => {
  const moved = await request.get("/en/apparel/women.html", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/en/clothing/women.html");
  const missing = await page.goto("/en/no-such-product.html");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
});

test("product pictures are resized to the size the page asks for", async ({ request }) => {
  const html = await (await request.get("/en/clothing/women.html")).text();
  const src = /<img[^>]+src="(\/media\/catalog\/product\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  expect(src).toBeTruthy();
  const image = await request.get(src!, { headers: { Accept: "image/webp,image/*" } });
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("max-age=31536000");
  const bad = await request.get(`${src!.split("?")[0]}?width=abc`);
  expect(bad.status()).toBe(400);
});

test("a footer link opens a page the shop wrote, in the store view's language", async ({ page, baseURL }) => {
  await page.goto("/th", { waitUntil: "networkidle" });
  // The footer's blocks are HTML rendered once and never hydrated; with JavaScript their links still
  // navigate inside the app, without loading a new document.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "เกี่ยวกับเรา", exact: true }).first().click();
  await expect(page).toHaveURL(/\/th\/about-us$/);
  expect(documents).toHaveLength(jsOn() ? 0 : 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0E00-\u0E7F]/);
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/en/about-us`);
  await expectAccessible(page);
});

test("category and product pages hydrate without an error, rendered or from the full-page cache", async ({ page }) => {
  test.skip(!jsOn(), "hydration needs JavaScript");
  const errors = watchErrors(page);
  await openEachTwice(page, ["/th/clothing/women.html", "/th/organic-cotton-t-shirt.html", "/en/clothing/women.html", "/en/organic-cotton-t-shirt.html"]);
  expect(errors).toEqual([]);
});

test("a category page loads no product page code; a click to a product renders it whole, without an error", async ({ page }) => {
  test.skip(!jsOn(), "code splitting is about JavaScript");
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  for (const store of ["th", "en"]) {
    scripts.length = 0;
    await page.goto(`/${store}/clothing/women.html`, { waitUntil: "networkidle" });
    expect(scripts.some((path) => /\/CategoryLanding-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/ProductPage-[\w-]+\.js$/.test(path))).toEqual([]);
    // A client-side navigation waits for the product page's chunk, then shows the page whole.
    const name = (await page.locator(".product-tile__name a").first().innerText()).trim();
    await page.locator(".product-tile__name a").first().click();
    await expect(page.locator("h1.product__name")).toHaveText(name);
    await expect(page.locator(".add-to-cart__submit")).toBeVisible();
    expect(scripts.some((path) => /\/ProductPage-[\w-]+\.js$/.test(path))).toBe(true);
  }
  expect(errors).toEqual([]);
});

