import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * The address book and communications pages of the demo customer, with JavaScript on and off:
 * every form is a plain POST answered by a redirect and a flash, so both projects walk the same
 * pages. Each run adds an address of its own (a unique street) and deletes it again.
 */

const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

async function signInFrom(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=/);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await main.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  // Signing in brings the customer back to the page asked for.
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a signed-in customer adds an address, sees it listed and deletes it", async ({ page }, info) => {
  const street = `${Date.now() % 100000}/${info.project.name.length} Nimman Road`;
  await signInFrom(page, "/en/address-book");
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
  await expect(page.getByText("Default shipping address").first()).toBeVisible();

  const form = page.locator("#address-form");
  await form.getByLabel("First name").fill("Somchai");
  await form.getByLabel("Last name").fill("Jaidee");
  await form.getByLabel("Street address", { exact: true }).fill(street);
  await form.getByLabel("District / city").fill("Mueang Chiang Mai");
  await form.getByLabel("Province").selectOption({ label: "Chiang Mai" });
  await form.getByLabel("Postcode").fill("502");
  await form.getByLabel("Phone number").fill("081 234 5678");
  await form.getByRole("button", { name: "Save address" }).click();
  // A bad postcode: the message under the field, everything typed kept.
  await expect(page.locator("#address-form").getByText("Must be exactly 5 characters.")).toBeVisible();
  await expect(page.locator("#address-form").getByLabel("Street address", { exact: true })).toHaveValue(street);
  await expectAccessible(page);

  await page.locator("#address-form").getByLabel("Postcode").fill("50200");
  await page.locator("#address-form").getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("The address has been saved.")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: street });
  await expect(card).toContainText("Chiang Mai 50200");
  await expect(card).toContainText("081");
  await expectAccessible(page);

  // Deleting asks first (a confirmation step that works without JS).
  await card.getByRole("link", { name: "Delete" }).click();
  await expect(card.getByText(/Delete the address of Somchai Jaidee\?/)).toBeVisible();
  await card.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The address has been deleted.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: street })).toHaveCount(0);
});

test("the communications page saves the newsletter choice with a message", async ({ page }) => {
  await signInFrom(page, "/en/communications");
  const box = page.getByRole("checkbox", { name: "Send me the newsletter" });
  const wasSubscribed = await box.isChecked();
  await box.setChecked(!wasSubscribed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your communication preferences have been saved.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Send me the newsletter" })).toBeChecked({ checked: !wasSubscribed });
  await expectAccessible(page);
  // Put it back for the other runs.
  await page.getByRole("checkbox", { name: "Send me the newsletter" }).setChecked(wasSubscribed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Send me the newsletter" })).toBeChecked({ checked: wasSubscribed });
});
