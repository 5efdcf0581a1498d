import { expect, test, type Page } from "./fixtures";
import { addToCart, createAccount, uniqueEmail } from "./journeys";
import { watchErrors } from "./support";

/**
 * The browser build hydrates the server's whole document with Preact (docs/decisions/042). It must
 * adopt the server's `<head>` and `<body>` as React does: one document, the same `<body>` element
 * the server sent, one site header and one `<main>`, and no error in the console on the way.
 */

test.skip(() => test.info().project.use.javaScriptEnabled === false, "hydration needs JavaScript");

/** Remembers the first `<body>` the parser creates, before any of the shop's scripts runs. */
async function rememberServerBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { serverBody: HTMLElement }).serverBody = document.body;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** After hydration: the document the server sent, once. */
async function expectOneDocument(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  const shape = await page.evaluate(() => ({
    htmlChildren: [...document.documentElement.children].map((element) => element.localName),
    heads: document.querySelectorAll("head").length,
    bodies: document.querySelectorAll("body").length,
    siteHeaders: document.querySelectorAll("header.site-header").length,
    mains: document.querySelectorAll("main").length,
    serverBodyKept: (window as unknown as { serverBody?: HTMLElement }).serverBody === document.body,
    lang: document.documentElement.lang,
  }));
  expect(shape, path).toEqual({
    htmlChildren: ["head", "body"],
    heads: 1,
    bodies: 1,
    siteHeaders: 1,
    mains: 1,
    serverBodyKept: true,
    lang: path.startsWith("/en") ? "en" : "th",
  });
}

test("shop pages hydrate the document the server sent, once, without an error", async ({ page }) => {
  await rememberServerBody(page);
  const errors = watchErrors(page);
  for (const path of ["/th", "/en", "/th/clothing/women.html", "/th/organic-cotton-t-shirt.html", "/th/search.html?query=เสื้อ", "/en/search.html?query=shirt"]) {
    await expectOneDocument(page, path);
  }
  expect(errors).toEqual([]);
});

test("cart, checkout and account pages hydrate the document the server sent, once, without an error", async ({ page }) => {
  await rememberServerBody(page);
  await createAccount(page, uniqueEmail("hydration"));
  await addToCart(page);
  const errors = watchErrors(page);
  for (const path of ["/en/cart", "/th/cart", "/en/checkout", "/en/account-information", "/th/account-information"]) {
    await expectOneDocument(page, path);
  }
  expect(errors).toEqual([]);
});

test("the header, the page, the footer, Page Builder rows and product tiles hydrate in turns on the server's elements", async ({ page }) => {
  // ADR 047: each part suspends once while the document hydrates and then hydrates the element the
  // server sent; a part that lost its element would show twice, or be drawn anew.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const parts = [...document.querySelectorAll("header.site-header, main, footer.site-footer, nav.tab-bar, .pb-row, article.product-tile")];
      (window as unknown as { serverParts: Element[] }).serverParts = parts;
    });
  });
  const errors = watchErrors(page);
  for (const path of ["/th", "/en/clothing/women.html", "/th/organic-cotton-t-shirt.html", "/en/home-living.html"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverParts: Element[] }).serverParts;
      const now = [...document.querySelectorAll("header.site-header, main, footer.site-footer, nav.tab-bar, .pb-row, article.product-tile")];
      return { server: server.length, now: now.length, same: now.filter((element, index) => element === server[index]).length };
    });
    expect(kept.server, path).toBeGreaterThan(4);
    expect(kept, path).toEqual({ server: kept.server, now: kept.server, same: kept.server });
  }
  // A hydrated tile works: the shopper adds a product from the listing and stays on it.
  await page.getByRole("button", { name: "Add to Cart Mudmee silk cushion cover – Mangosteen" }).click();
  await expect(page.getByText("Added Mudmee silk cushion cover – Mangosteen to your cart.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/home-living\.html$/);
  expect(errors).toEqual([]);
});

test("a page the shopper reaches before the first one has finished hydrating shows all of it", async ({ page }) => {
  // The home page's product carousel code is held back, so the home page is still hydrating in
  // turns (ADR 047) when the shopper searches from its header. The search page's tiles are new
  // parts with no server HTML to keep: they must render at once, not wait for turns of a page
  // that is gone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Products-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors = watchErrors(page);
  await page.goto("/en");
  const box = page.getByLabel("Search the shop", { exact: true });
  // Suggestions are asked for only by a hydrated header: the search that follows is the router's.
  const suggesting = page.waitForRequest(/\/en\/search\/suggest/);
  await box.fill("shirt");
  await suggesting;
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\.html\?query=shirt$/);
  await expect(page.locator(".product-tile")).toHaveCount(6);
  await expect(page.locator(".product-tile").first().getByRole("link").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  release();
  expect(errors).toEqual([]);
});
