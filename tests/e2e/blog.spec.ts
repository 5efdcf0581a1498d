import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const posts = (page: Page) => page.locator(".blog__posts article");

test("the blog home lists the newest posts with page links", async ({ page }) => {
  const response = await page.goto("/en/blog");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Baan Suan Blog – home, kitchen and garden - Baan Suan");
  await expect(page.getByRole("heading", { level: 1, name: "Baan Suan Blog" })).toBeVisible();
  await expect(posts(page)).toHaveCount(9);
  await expect(posts(page).first().getByRole("heading", { level: 2 })).toHaveText("A celadon table for Loy Krathong night");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Garden" })).toHaveAttribute("href", "/en/blog/category/garden");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
  await expect(posts(page)).toHaveCount(3);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/en\/blog\?page=2$/);
});

test("a post opens in Thai with its Buddhist-era date, author and content", async ({ page }) => {
  await page.goto("/th/blog");
  await posts(page).first().getByRole("link", { name: "จัดโต๊ะเซลาดอนในคืนลอยกระทง" }).click();
  await expect(page).toHaveURL(/\/th\/blog\/celadon-table-for-loy-krathong$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("จัดโต๊ะเซลาดอนในคืนลอยกระทง");
  const date = page.locator(".blog-post__header time");
  await expect(date).toHaveText("5 พฤศจิกายน 2569");
  await expect(date).toHaveAttribute("datetime", "2026-11-05T11:00:00.000Z");
  await expect(page.locator(".blog-post__header").getByRole("link", { name: "มาลัย ทองดี" })).toHaveAttribute("href", "/th/blog/author/malai-thongdee");
  await expect(page.getByRole("img", { name: /โต๊ะอาหารจัดด้วยจานเซลาดอน/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "กระทงใบตอง" })).toBeVisible();
  await expect(page).toHaveTitle("จัดโต๊ะเซลาดอนในคืนลอยกระทง - บ้านสวน");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BlogPosting"'))).toBe(true);
  await expectAccessible(page);
});

test("a tag of a post lists the posts tagged with it", async ({ page }) => {
  await page.goto("/en/blog/indigo-dyeing-sakon-nakhon");
  await page.locator(".blog-post__footer").getByRole("link", { name: "Indigo" }).click();
  await expect(page).toHaveURL(/\/en\/blog\/tag\/indigo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged Indigo");
  await expect(posts(page)).toHaveCount(2);
  await expect(page.locator(".blog-sidebar .blog-tag[aria-current=page]")).toHaveText("Indigo");
  await expectAccessible(page);
});

test("the blog search form finds posts, with or without JavaScript", async ({ page }) => {
  await page.goto("/en/blog");
  const box = page.getByRole("searchbox", { name: "Search the blog" });
  await box.fill("turmeric");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/blog\/search\?query=turmeric$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “turmeric”");
  await expect(posts(page)).toHaveCount(2);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an unknown post is a 404 page in the store's language", async ({ page }) => {
  const response = await page.goto("/th/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("header.site-header")).toBeVisible();
  const draft = await page.request.get("/en/blog/rice-soup-for-rainy-mornings");
  expect(draft.status()).toBe(404);
  const unknownTag = await page.request.get("/en/blog/tag/no-such-tag");
  expect(unknownTag.status()).toBe(404);
});
