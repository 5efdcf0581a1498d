import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * A damaged address gets the shop's own 400 page in the store view's language, and a damaged
 * search text is neither searched nor offered to others: the results page says it could not read
 * it. JS on and off alike (the pages are rendered by the server).
 */

test("a damaged address gets the shop's 400 page, in English and in Thai", async ({ page }) => {
  const english = await page.goto("/en/%E0%A4%A");
  expect(english?.status()).toBe(400);
  await expect(page).toHaveTitle("Address not understood");
  await expect(page.locator(".error-page__message")).toHaveText(/^This address is damaged/);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveCount(0);
  await expectAccessible(page);

  const thai = await page.goto("/th/%E0%A4%A");
  expect(thai?.status()).toBe(400);
  await expect(page.locator(".error-page__message")).toHaveText(/^ที่อยู่เว็บนี้เสียหาย/);
  await page.locator(".error-page").getByRole("link", { name: "กลับไปหน้าแรก" }).click();
  await expect(page).toHaveURL(/\/th$/);
});

test("a damaged search text is not searched: the page says it could not read it", async ({ page }) => {
  const response = await page.goto("/en/search.html?query=%E0%A4%A");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't read this search" })).toBeVisible();
  await expect(page.locator(".product-tile, .product-listing")).toHaveCount(0);
  await expect(page.getByLabel("Search the shop", { exact: true })).toHaveValue("");
  await expectAccessible(page);
});
