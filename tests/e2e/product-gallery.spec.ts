import { expect, test, type Page } from "./fixtures";
import { expectAccessible, watchErrors } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Which picture fills the gallery's row: the slide whose left edge is at the row's left edge. */
async function pictureInView(page: Page): Promise<number> {
  return page.locator(".gallery__viewport").evaluate((viewport) => {
    const left = viewport.getBoundingClientRect().left;
    const slides = [...viewport.querySelectorAll(".gallery__slide")];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
  });
}

test("a shopper browses a product's pictures with the buttons, the thumbnails and the arrow keys", async ({ page }) => {
  test.skip(!jsOn(), "the buttons and the status come with JavaScript");
  const errors = watchErrors(page);
  await page.goto("/en/organic-cotton-t-shirt.html", { waitUntil: "networkidle" });
  const gallery = page.getByRole("region", { name: "Pictures of Organic cotton T-shirt" });
  const status = gallery.getByText(/^\d of 3$/);
  await expect(status).toHaveText("1 of 3");
  await expect(gallery.getByRole("button", { name: "Previous picture" })).toBeDisabled();

  await gallery.getByRole("button", { name: "Next picture" }).click();
  await expect(status).toHaveText("2 of 3");
  await expect.poll(() => pictureInView(page)).toBe(2);

  // A thumbnail scrolls the row, not the page.
  const pageScroll = await page.evaluate(() => window.scrollY);
  await gallery.getByRole("link", { name: "Show picture 3" }).click();
  await expect(status).toHaveText("3 of 3");
  await expect.poll(() => pictureInView(page)).toBe(3);
  await expect(gallery.getByRole("link", { name: "Show picture 3" })).toHaveAttribute("aria-current", "true");
  await expect(gallery.getByRole("button", { name: "Next picture" })).toBeDisabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  expect(page.url()).not.toContain("#");

  const row = gallery.getByRole("group", { name: "Pictures: use the arrow keys to browse" });
  await row.focus();
  await page.keyboard.press("Home");
  await expect(status).toHaveText("1 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText("2 of 3");
  await expect.poll(() => pictureInView(page)).toBe(2);
  // Quick presses while the row is still moving count from where it is heading.
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText("1 of 3");
  await expect.poll(() => pictureInView(page)).toBe(1);

  // Swiping (here: scrolling the row itself) moves the status along.
  await row.evaluate((viewport) => viewport.scrollTo({ left: viewport.scrollWidth, behavior: "instant" }));
  await expect(status).toHaveText("3 of 3");
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test("without JavaScript a product's thumbnails lead to each picture", async ({ page }) => {
  test.skip(jsOn(), "the plain page");
  await page.goto("/th/organic-cotton-t-shirt.html");
  const thumbnails = page.locator(".gallery__thumbs a");
  await expect(thumbnails).toHaveCount(3);
  await expect(page.getByRole("button", { name: /^รูป(ก่อนหน้า|ถัดไป)$/ })).toHaveCount(0);
  await thumbnails.nth(2).click();
  await expect(page).toHaveURL(/#gallery-slide-3$/);
  await expect.poll(() => pictureInView(page)).toBe(3);
});
