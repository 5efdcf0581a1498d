import { expect, test } from "./fixtures";
import { backendDownURL, backendHungURL, hungBackendTimeoutMs } from "../../playwright.config";
import { expectAccessible } from "./support";

test.describe("store views", () => {
  test("the Thai home page is in Thai", async ({ page }) => {
    const response = await page.goto("/th");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByLabel("ค้นหาในร้าน", { exact: true })).toHaveAttribute("placeholder", "ค้นหาสินค้า");
    await expect(page.getByRole("link", { name: "บัญชี" })).toHaveAttribute("href", "/th/sign-in");
    await expect(page.getByRole("link", { name: /เปิดหรือปิดตะกร้าสินค้า คุณมีสินค้า 0 ชิ้นในตะกร้า/ })).toHaveAttribute("href", "/th/cart");
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    expect(title).not.toContain(" - ");
    await expect(page.getByRole("contentinfo")).toContainText("นโยบายความเป็นส่วนตัว");
    await expectAccessible(page);
  });

  test("the English home page is in English", async ({ page }) => {
    const response = await page.goto("/en");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByLabel("Search the shop", { exact: true })).toHaveAttribute("placeholder", "Search for products");
    await expect(page.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/en/sign-in");
    await expect(page.getByRole("link", { name: "Toggle mini cart. You have 0 items in your cart." })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Privacy Policy");
    await expectAccessible(page);
  });

  test("switching store view keeps the page and its query", async ({ page }) => {
    await page.goto("/th/no-such-page.html?colour=red");
    await page.getByRole("link", { name: "แสดงหน้านี้เป็นEnglish" }).click();
    await expect(page).toHaveURL(/\/en\/no-such-page\.html\?colour=red$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/en");
    await page.getByRole("link", { name: "Show this page in ภาษาไทย" }).click();
    await expect(page).toHaveURL(/\/th$/);
  });

  test("the search box sends the shopper to the search page", async ({ page }) => {
    // With JS, text typed while React hydrates the controlled box can be wiped: let the page settle first.
    await page.goto("/en", { waitUntil: "networkidle" });
    await page.getByLabel("Search the shop", { exact: true }).fill("silk scarf");
    await page.getByLabel("Search the shop", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/en\/search\.html\?query=silk\+scarf$/);
  });
});

test.describe("navigation drawer", () => {
  test("reaches a category page through the category tree", async ({ page }) => {
    // With JS, a click that lands while React hydrates can be lost: let the page settle first.
    await page.goto("/en", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Open the menu" }).click();
    const drawer = page.getByRole("navigation", { name: "Main Menu" });
    await expect(drawer.getByRole("heading", { name: "Main Menu" })).toBeVisible();
    await expectAccessible(page);

    // Open the first top-level category that has a sub-list.
    const parent = drawer.locator("a.drawer__item").filter({ has: page.locator("svg") }).first();
    const parentName = (await parent.innerText()).trim();
    await parent.click();
    await expect(drawer.getByRole("heading", { name: parentName })).toBeVisible();
    await expect(drawer.getByRole("link", { name: `All ${parentName}` })).toBeVisible();

    // Back goes to the parent level, then forward again and on to a leaf.
    await drawer.getByRole("link", { name: "Back to Main Menu" }).click();
    await expect(drawer.getByRole("heading", { name: parentName })).toHaveCount(0);
    await parent.click();
    const leaf = drawer.locator("a.drawer__item:not(.drawer__item--all)").filter({ hasNot: page.locator("svg") }).first();
    const leafName = (await leaf.innerText()).trim();
    const href = await leaf.getAttribute("href");
    expect(href).toMatch(/^\/en\/.+\.html$/);
    await leaf.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1, name: leafName })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main Menu" })).toHaveCount(0);
    expect(await page.title()).toBe(`${leafName} - Baan Suan`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: parentName })).toBeVisible();
    await expectAccessible(page);
  });

  test("has the account views with their back targets", async ({ page }) => {
    await page.goto("/th");
    await page.getByRole("link", { name: "เปิดเมนู" }).click();
    const drawer = page.locator(".drawer__panel");
    await drawer.getByRole("link", { name: "เข้าสู่ระบบ" }).click();
    await expect(drawer.getByRole("heading", { name: "เข้าสู่ระบบ" })).toBeVisible();
    await drawer.getByRole("link", { name: "สร้างบัญชีใหม่" }).click();
    await expect(drawer.getByRole("heading", { name: "สร้างบัญชี" })).toBeVisible();
    await drawer.getByRole("link", { name: "ย้อนกลับ" }).click();
    await expect(drawer.getByRole("heading", { name: "เข้าสู่ระบบ" })).toBeVisible();
    await drawer.getByRole("link", { name: "ย้อนกลับ" }).click();
    await expect(drawer.getByRole("heading", { name: "เมนูหลัก" })).toBeVisible();
    await drawer.getByRole("link", { name: "ปิดเมนู" }).first().click();
    await expect(page.locator(".drawer__panel")).toHaveCount(0);
  });
});

test.describe("HTTP answers", () => {
  test("an unprefixed path is moved permanently to the Thai store view", async ({ request }) => {
    const root = await request.get("/", { maxRedirects: 0 });
    expect(root.status()).toBe(301);
    expect(root.headers().location).toBe("/th");
    const deep = await request.get("/women/tops.html?sort=price", { maxRedirects: 0 });
    expect(deep.status()).toBe(301);
    expect(deep.headers().location).toBe("/th/women/tops.html?sort=price");
  });

  test("an old category URL is moved permanently to its new address", async ({ request }) => {
    const response = await request.get("/th/old-clothing.html", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/th/clothing.html");
  });

  test("an unknown page answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/en/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/en");
    expect(await page.title()).toMatch(/^Page not found - /);
    await expectAccessible(page);
  });

  test("a Thai unknown page says so in Thai", async ({ page }) => {
    const response = await page.goto("/th/ไม่มีหน้านี้");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("ดูเหมือนว่าหน้าที่คุณกำลังมองหาไม่มีอยู่ ขออภัยด้วย")).toBeVisible();
  });

  test("pages carry the security headers", async ({ request }) => {
    const response = await request.get("/th");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(headers["cache-control"]).toMatch(/^public/);
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const asset = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=300");
    const again = await request.get("/th");
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("the embedded engine answers GraphQL GET and POST on the same origin", async ({ request }) => {
    const get = await request.get("/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D", { headers: { Store: "en" } });
    expect(get.status()).toBe(200);
    expect(await get.json()).toEqual({ data: { storeConfig: { store_code: "en" } } });
    const post = await request.post("/graphql", { data: { query: "{ storeConfig { store_code } }" } });
    expect(await post.json()).toEqual({ data: { storeConfig: { store_code: "th" } } });
  });

  test("the shop answers 503 with a friendly page when the backend is down", async ({ page }) => {
    const response = await page.goto(`${backendDownURL}/en`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("30");
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("We can't reach the shop right now. Please try again in a moment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    expect(await page.title()).toBe("Shop unavailable");
    await expectAccessible(page);
  });

  test("a backend that never answers gets the shopper the timeout page within MAGENTO_TIMEOUT_MS", async ({ page, request }) => {
    // Rendering the error page takes milliseconds; the margin is for a busy test machine. Before
    // the request-wide budget, a cart post (two backend calls) took two timeouts.
    const withinBudget = hungBackendTimeoutMs + 1_500;
    let started = Date.now();
    const response = await page.goto(`${backendHungURL}/th`, { waitUntil: "commit" });
    expect(Date.now() - started).toBeLessThan(withinBudget);
    expect(response?.status()).toBe(504);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "อุ๊ย!" })).toBeVisible();
    await expect(page.getByText("ร้านค้าใช้เวลาตอบนานเกินไป โปรดลองใหม่อีกครั้งในอีกสักครู่")).toBeVisible();

    started = Date.now();
    const post = await request.post(`${backendHungURL}/th/cart`, { form: { intent: "add", sku: "TH-SILK-SCARF", quantity: "1" } });
    expect(Date.now() - started).toBeLessThan(withinBudget);
    expect(post.status()).toBe(504);
  });
});
