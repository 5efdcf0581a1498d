import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

test("the header search finds products and keeps the query in the box", async ({ page }) => {
  await page.goto("/en");
  const box = page.getByLabel("Search the shop", { exact: true });
  await box.fill("shirt");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\.html\?query=shirt$/);
  expect((await page.request.get(page.url())).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("shirt");
  await expect(page.locator(".product-tile").first()).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
});

test("a Thai search finds Thai products", async ({ page }) => {
  await page.goto("/th/search.html?query=เสื้อ");
  await expect(page.locator(".product-tile").first()).toBeVisible();
  await expect(page.locator(".product-tile__name").first()).toHaveText(/[\u0E00-\u0E7F]/);
});

test("short and fruitless searches say so", async ({ page }) => {
  await page.goto("/en/search.html?query=ab");
  await expect(page.getByText("Search term must be at least three characters")).toBeVisible();
  await page.goto("/en/search.html?query=zzzqqqxxx");
  await expect(page.getByText("No results were found.")).toBeVisible();
});
