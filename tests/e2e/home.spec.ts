import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const slider = (page: Page) => page.getByRole("region", { name: "Featured collections" });
const blog = (page: Page) => page.locator(".home-blog");

test("the home page shows the image slider and the blog carousel with working links", async ({ page }) => {
  const response = await page.goto("/en", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  // The slides' own links (without JS each slide also carries previous / next links).
  const slides = slider(page).locator(".carousel__slide > a");
  await expect(slides).toHaveCount(5);
  await expect(slides.first()).toHaveAccessibleName("Handwoven Thai textiles");
  await expect(slides.first()).toHaveAttribute("href", "/en/clothing/thai-textiles.html");
  await expect(page.getByRole("heading", { level: 2, name: "Welcome to Baan Suan" })).toBeVisible();

  const posts = blog(page).locator(".carousel__slide a");
  expect(await posts.count()).toBeGreaterThan(1);
  const postHref = await posts.first().getAttribute("href");
  expect(postHref).toMatch(/^\/en\/blog\/[a-z0-9-]+$/);
  await expectAccessible(page);

  await slides.first().click();
  await expect(page).toHaveURL(/\/en\/clothing\/thai-textiles\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Thai blog dates are in the Buddhist calendar", async ({ page }) => {
  await page.goto("/th");
  const time = blog(page).locator("time").first();
  await expect(time).toBeVisible();
  const iso = await time.getAttribute("datetime");
  const year = new Date(iso ?? "").getUTCFullYear();
  await expect(time).toContainText(String(year + 543));
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the plain scroll-snap rows");

  test("the rows scroll sideways and have no arrows", async ({ page }) => {
    await page.goto("/en");
    const viewport = slider(page).locator(".carousel__viewport");
    const { scrollWidth, clientWidth, snap } = await viewport.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(snap).toContain("mandatory");
    await expect(page.getByRole("button", { name: "Next slide" })).toHaveCount(0);
  });

  /** Whether slide `n` (from 1) lies wholly inside the slider's visible row. */
  const slideInView = (page: Page, n: number, name = "Featured collections") =>
    page
      .getByRole("region", { name })
      .locator(".carousel__viewport")
      .evaluate((viewport, index) => {
        const slide = viewport.querySelectorAll(".carousel__slide")[index - 1];
        if (!slide) return false;
        const row = viewport.getBoundingClientRect();
        const box = slide.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      }, n);

  test("previous / next links reach every slide, four per view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const next = slider(page).getByRole("link", { name: "Next slide" });
    const previous = slider(page).getByRole("link", { name: "Previous slide" });
    expect(await slideInView(page, 5)).toBe(false);
    await expect(previous).toHaveCount(0);
    await next.click();
    await expect.poll(() => slideInView(page, 5)).toBe(true);
    expect(await slideInView(page, 1)).toBe(false);
    // The last slides are all in view: next leads nowhere and is gone; previous goes back.
    await expect(next).toBeHidden();
    await previous.click();
    await expect.poll(() => slideInView(page, 1)).toBe(true);
    expect(await slideInView(page, 5)).toBe(false);
    await expectAccessible(page);
  });

  test("two per view on a phone: next steps one slide at a time to the fifth", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto("/th");
    const thaiSlider = "คอลเลกชันแนะนำ";
    const next = page.getByRole("region", { name: thaiSlider }).getByRole("link", { name: "สไลด์ถัดไป" });
    for (const shown of [3, 4, 5]) {
      expect(await slideInView(page, shown, thaiSlider)).toBe(false);
      await next.click();
      await expect.poll(() => slideInView(page, shown, thaiSlider)).toBe(true);
      expect(await slideInView(page, shown - 2, thaiSlider)).toBe(false);
    }
    await expect(next).toBeHidden();
  });

  test("the blog carousel's next links reach its last post, three per view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    // Named by the blog widget's header.
    const name = (await blog(page).locator(".carousel").getAttribute("aria-label")) ?? "";
    const posts = await page.getByRole("region", { name }).locator(".carousel__slide").count();
    expect(posts).toBeGreaterThan(3);
    const next = page.getByRole("region", { name }).getByRole("link", { name: "Next posts" });
    expect(await slideInView(page, posts, name)).toBe(false);
    for (let step = 0; step < posts - 3; step += 1) await next.click();
    await expect.poll(() => slideInView(page, posts, name)).toBe(true);
    await expect(next).toBeHidden();
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "arrows and dots need JavaScript");

  test("arrows move one slide and disable at the ends; dots follow (4 per view: 2 dots)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en", { waitUntil: "networkidle" });
    const previous = page.getByRole("button", { name: "Previous slide" });
    const next = page.getByRole("button", { name: "Next slide" });
    const dots = slider(page).locator(".carousel__dot");
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // ceil((5 − 4) / 1) + 1
    await expect(dots).toHaveCount(2);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    const viewport = slider(page).locator(".carousel__viewport");
    await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await previous.click();
    await expect(previous).toBeDisabled();
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBe(0);
    await expectAccessible(page);
  });

  test("below 768 px two slides show: four dots", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto("/en", { waitUntil: "networkidle" });
    const dots = slider(page).locator(".carousel__dot");
    await expect(dots).toHaveCount(4);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Next slide" })).toBeEnabled();
    await dots.nth(3).click();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeDisabled();
  });

  test("the blog carousel shows three posts per view, one below 500 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en", { waitUntil: "networkidle" });
    const posts = blog(page).locator(".carousel__slide");
    const count = await posts.count();
    const widths = await blog(page).evaluate((element) => {
      const viewport = element.querySelector(".carousel__viewport") as HTMLElement;
      const slide = element.querySelector(".carousel__slide") as HTMLElement;
      return { viewport: viewport.clientWidth, slide: slide.offsetWidth };
    });
    expect(Math.round(widths.viewport / widths.slide)).toBe(3);
    await expect(blog(page).locator(".carousel__dot")).toHaveCount(count > 3 ? count - 3 + 1 : 0);

    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(() => blog(page).evaluate((element) => {
      const viewport = element.querySelector(".carousel__viewport") as HTMLElement;
      const slide = element.querySelector(".carousel__slide") as HTMLElement;
      return Math.round(viewport.clientWidth / slide.offsetWidth);
    })).toBe(1);
  });
});
