import { expect, test, type Page } from "./fixtures";
import { addToCart } from "./journeys";
import { expectAccessible } from "./support";

/**
 * With JS on, a postcode typed fills in its province, at checkout and in the address book, and
 * never overwrites a province the shopper chose; without JS the province is a select the shopper
 * sets (spec READING).
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function typePostcode(page: Page, postcode: string) {
  const field = page.locator("#address-form, form").getByLabel(/^(Postcode|รหัสไปรษณีย์)$/).first();
  await field.fill("");
  await field.pressSequentially(postcode);
}

test("at checkout, a postcode fills in its province until the shopper picks one", async ({ page }) => {
  test.setTimeout(60_000);
  await addToCart(page);
  await page.goto("/en/checkout", { waitUntil: "networkidle" });
  const province = page.getByLabel("Province");
  await expect(province).toHaveValue("");

  await typePostcode(page, "10540"); // Bang Phli: Samut Prakan, under Bangkok's 10
  await expect(province).toHaveValue(jsOn() ? "TH-11" : "");
  if (!jsOn()) return;
  await typePostcode(page, "50200");
  await expect(province).toHaveValue("TH-50");
  await expectAccessible(page);

  // The shopper's own choice stays, whatever postcode follows.
  await province.selectOption({ label: "Phuket" });
  await typePostcode(page, "10110");
  await expect(province).toHaveValue("TH-83");
});

test("in the Thai address book, a postcode fills in the province of a new address", async ({ page }) => {
  await page.goto("/en/address-book");
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill("somchai@example.com");
  await main.getByLabel("Password", { exact: true }).fill("Baansuan#2026");
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/address-book$/);

  await page.goto("/th/address-book", { waitUntil: "networkidle" });
  const form = page.locator("#address-form");
  const province = form.getByLabel("จังหวัด");
  await expect(province).toHaveValue("");
  await typePostcode(page, "83000");
  await expect(province).toHaveValue(jsOn() ? "TH-83" : "");
  if (jsOn()) await expect(province.locator("option:checked")).toHaveText("ภูเก็ต");
});
