import { expect, test, type Page } from "./fixtures";
import { expectAccessible, watchErrors, watchScripts } from "./support";

/** The header search box, whatever its role (a search box without JS, a combobox with it). */
const searchBox = (page: Page, name = "Search the shop") => page.getByLabel(name, { exact: true });

/** Lets React hydrate before typing, so the first keys reach the combobox. */
async function openHome(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the suggestions need JavaScript");

  test("the suggestion popup and the mini cart load their code only when first used, in both store views", async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    const loaded = (chunk: string) => scripts.some((path) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(path));
    for (const [store, label] of [
      ["en", "Search the shop"],
      ["th", "ค้นหาในร้าน"],
    ] as const) {
      scripts.length = 0;
      await openHome(page, `/${store}`);
      expect(loaded("SuggestionPopup")).toBe(false);
      expect(loaded("MiniCart")).toBe(false);
      const box = page.getByRole("combobox", { name: label });
      await box.fill("shirt");
      // The popup is there for the box to point at (English shirts are not in the Thai catalogue).
      await expect(page.locator(`#${await box.getAttribute("aria-controls")}`)).toBeAttached();
      if (store === "en") await expect(page.getByRole("listbox")).toBeVisible();
      expect(loaded("SuggestionPopup")).toBe(true);
      await box.press("Escape");
      await page.locator("header .cart-trigger").click();
      await expect(page.locator("dialog.mini-cart")).toBeVisible();
      expect(loaded("MiniCart")).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("suggests products; Arrow Down and Enter open the first one", async ({ page }) => {
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("shirt");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const products = listbox.getByRole("group", { name: "Products" });
    await expect(products.getByRole("option").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "View all results" })).toHaveAttribute("href", "/en/search.html?query=shirt");
    await expectAccessible(page);

    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(option).toHaveAttribute("role", "option");
    const name = (await option.locator(".search-option__name").innerText()).replace(/…$/, "");

    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/(?!search\.html)[^/?]+\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("Arrow Up wraps to the last option; Escape closes, a second Escape clears", async ({ page }) => {
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("shirt");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
    await box.press("ArrowUp");
    const last = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").last();
    await expect(last).toHaveAttribute("aria-selected", "true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await last.getAttribute("id"));

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await expect(box).toHaveValue("shirt");
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("Enter without an active option searches", async ({ page }) => {
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("shirt");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\.html\?query=shirt$/);
  });

  test("says what is wrong: too short, nothing found", async ({ page }) => {
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("sh");
    await expect(page.locator(".search-popup").getByText("Search term must be at least three characters")).toBeVisible();
    await box.fill("zzqqxxvw");
    await expect(page.locator(".search-popup").getByText("No results were found.")).toBeVisible();
    await expectAccessible(page);
  });

  test("the clear button reads Clear Text while there is text, Close otherwise; Enter on it works", async ({ page }) => {
    // A recent search, so the empty box has something to suggest.
    await page.goto("/en/search.html?query=linen");
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("shirt");
    await page.getByRole("button", { name: "Clear Text", exact: true }).press("Enter");
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    const close = page.getByRole("button", { name: "Close", exact: true });
    await expect(close).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await close.press("Enter");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(close).toBeHidden();
    await expect(box).toBeFocused();
  });

  test("the first click shows the shopper's recent searches", async ({ page }) => {
    await page.goto("/en/search.html?query=basket");
    await expect(page.locator(".product-tile").first()).toBeVisible();
    await openHome(page, "/en");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.focus();
    const recent = page.getByRole("group", { name: "Recent Searches" });
    await expect(recent.getByRole("option", { name: /basket/ })).toBeVisible();
    await recent.getByRole("option", { name: /basket/ }).click();
    await expect(page).toHaveURL(/\/en\/search\.html\?query=basket$/);
  });

  test("Thai text in the Thai store finds Thai products", async ({ page }) => {
    await openHome(page, "/th");
    const box = page.getByRole("combobox", { name: "ค้นหาในร้าน" });
    await box.fill("เสื้อ");
    const products = page.getByRole("listbox", { name: "คำแนะนำ" }).getByRole("option").first();
    await expect(products).toBeVisible();
    await expect(products).toContainText(/[\u0E00-\u0E7F]/);
    await expect(page.getByRole("link", { name: "ดูผลการค้นหาทั้งหมด" })).toHaveAttribute("href", `/th/search.html?query=${encodeURIComponent("เสื้อ")}`);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the plain form");

  test("the search box is a plain form to the results page", async ({ page }) => {
    await page.goto("/en");
    const box = searchBox(page);
    await expect(box).toHaveAttribute("type", "search");
    await expect(box).not.toHaveAttribute("role", "combobox");
    await box.fill("shirt");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\.html\?query=shirt$/);
    await expect(page.locator(".product-tile").first()).toBeVisible();
  });
});
