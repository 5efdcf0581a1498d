import { expect, test, type Page } from "./fixtures";

/** The spec's form: "{page} - {store}", the store name said once, at the end (the home page: the name alone). */
async function titleOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return page.title();
}

test("every kind of page is titled \"{page} - {store}\", never naming the store twice", async ({ page }) => {
  const titles: Array<[string, string | RegExp]> = [
    ["/en", "Baan Suan"],
    ["/th", "บ้านสวน"],
    ["/en/clothing.html", "Clothing - Baan Suan"],
    ["/en/indigo-dyed-cotton-shirt.html", /^Indigo-dyed cotton shirt( [^|]*)? - Baan Suan$/],
    ["/th/indigo-dyed-cotton-shirt.html", /^เสื้อเชิ้ตผ้าฝ้ายย้อมคราม( [^|]*)? - บ้านสวน$/],
    ["/en/about-us", "About Us - Baan Suan"],
    ["/th/about-us", "เกี่ยวกับเรา - บ้านสวน"],
    ["/en/returns", "Returns - Baan Suan"],
    ["/en/help", "Help: ordering, delivery, payment and returns - Baan Suan"],
    ["/en/blog/golden-turmeric-rice", "Golden turmeric rice with coconut milk - Baan Suan"],
    ["/en/blog/category/recipes", "Recipes - Baan Suan"],
    ["/th/blog/category/recipes", "สูตรอาหาร - บ้านสวน"],
    ["/en/search.html?query=shirt", "Search results for “shirt” - Baan Suan"],
    ["/en/cart", "Shopping Cart - Baan Suan"],
    ["/en/sign-in", "Sign In - Baan Suan"],
    ["/en/no-such-page", "Page not found - Baan Suan"],
    ["/th/no-such-page", "ไม่พบหน้านี้ - บ้านสวน"],
  ];
  const wrong: string[] = [];
  for (const [path, expected] of titles) {
    const title = await titleOf(page, path);
    const fits = typeof expected === "string" ? title === expected : expected.test(title);
    if (!fits) wrong.push(`${path}: "${title}"`);
  }
  expect(wrong).toEqual([]);
});

test("the blog's own pages name the store once at the end", async ({ page }) => {
  for (const [path, store] of [["/en/blog", "Baan Suan"], ["/th/blog", "บ้านสวน"], ["/th/blog/golden-turmeric-rice", "บ้านสวน"]] as const) {
    const title = await titleOf(page, path);
    expect(title, path).toMatch(new RegExp(` - ${store}$`));
    expect(title, path).not.toMatch(/ \| /);
  }
});
