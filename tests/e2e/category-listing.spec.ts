import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Product names of the grid, in order. */
const tileNames = (page: Page) => page.locator(".product-tile__name").allInnerTexts();

test("a category sorts by Best Match first, its own order, and offers the spec's four sorts", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/en/clothing.html?size=36", { waitUntil: "networkidle" });
  const sort = page.getByLabel("Sort by");
  await expect(sort.locator("option")).toHaveText(["Best Match", "Position", "Price low to high", "Price high to low"]);
  await expect(sort).toHaveValue("relevance");
  const bestMatch = await tileNames(page);
  expect(bestMatch.length).toBeGreaterThan(6);

  await sort.selectOption("price_desc");
  if (!jsOn()) await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(() => tileNames(page)).not.toEqual(bestMatch);

  // Back to Best Match: the category's order returns. With JS the default leaves the address; a
  // plain form sends what it holds.
  await page.getByLabel("Sort by").selectOption("relevance");
  if (!jsOn()) await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(jsOn() ? /^[^?]*\?size=36$/ : /sort=relevance/);
  await expect.poll(() => tileNames(page)).toEqual(bestMatch);
  await expectAccessible(page);
});

test("the Thai category page's sort menu starts with Best Match", async ({ page }) => {
  await page.goto("/th/clothing.html");
  const sort = page.locator('select[name="sort"]');
  await expect(sort).toHaveValue("relevance");
  await expect(sort.locator("option").first()).toHaveText("ตรงที่สุด");
});

test("a missing page under a category says the category does not exist, in both stores", async ({ page }) => {
  const cases = [
    ["/en/clothing/no-such-thing.html", "Looks like the category you were hoping to find doesn't exist."],
    ["/en/clothing/women/no-such-thing.html", "Looks like the category you were hoping to find doesn't exist."],
    ["/th/clothing/no-such-thing.html", "ดูเหมือนว่าหมวดหมู่ที่คุณกำลังมองหาไม่มีอยู่"],
  ] as const;
  for (const [path, message] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toHaveCount(0);
  }
  await expectAccessible(page);

  // Not under a category: the page message.
  const response = await page.goto("/en/no-such-top/no-such-thing.html");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
});
