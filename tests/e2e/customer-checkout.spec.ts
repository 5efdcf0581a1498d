import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support";

/**
 * Checkout for a signed-in customer, with JavaScript on and off: no email to type, a new address
 * saved in the address book on the first order, the saved address preselected on the next, and
 * a receipt that links to the order in the order history.
 */

const PRODUCT = { name: "Batik sarong – Turmeric", path: "/en/batik-sarong-turmeric.html" };
const PASSWORD = "Mango#Sticky2026";

function uniqueEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new customer (so parallel runs never share a cart), signed in at once. */
async function createAccount(page: Page, email: string) {
  await page.goto("/en/create-account");
  const main = page.locator("main");
  await main.getByLabel("First Name").fill("Malee");
  await main.getByLabel("Last Name").fill("Suksan");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Create an Account" }).click();
  await expect(page.getByText(/Hi, Malee/).first()).toBeVisible();
}

async function addToCart(page: Page) {
  await page.goto(PRODUCT.path);
  const added = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/en/cart");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await added;
  await expect(page.getByRole("link", { name: /You have 1 item/ }).first()).toBeVisible();
}

/** Steps 2 and 3 with the cheapest rate and cash on delivery, then Place Order: the order number. */
async function finishWithCashOnDelivery(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: /2\. Shipping Method/ })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("radio", { name: /Cash On Delivery/i }).check();
  await page.getByRole("button", { name: "Review Order" }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/en\/confirmation$/);
  const number = await page.locator("[data-order-number]").getAttribute("data-order-number");
  expect(number).toMatch(/^\d{9}$/);
  return number!;
}

test("a signed-in customer checks out with a saved address and finds the order in the history", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("customer-checkout");
  await createAccount(page, email);
  await addToCart(page);

  // First order: no saved address yet, so the new address's form, ticked to be saved; no email.
  await page.goto("/en/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await expect(page.getByText(`Ordering as ${email}`)).toBeVisible();
  const save = page.getByRole("checkbox", { name: "Save in address book" });
  await expect(save).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel("First name").fill("Malee");
  await page.getByLabel("Last name").fill("Suksan");
  await page.getByLabel("Street address", { exact: true }).fill("12 Nimmanhaemin Road");
  await page.getByLabel("District / city").fill("Mueang Chiang Mai");
  await page.getByLabel("Province").selectOption({ label: "Chiang Mai" });
  await page.getByLabel("Postcode").fill("50200");
  await page.getByLabel("Phone number").fill("089 123 4567");
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();
  const first = await finishWithCashOnDelivery(page);

  // The receipt links to the order instead of offering an account.
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveCount(0);
  const view = page.getByRole("link", { name: "View your order" });
  await expect(view).toHaveAttribute("href", `/en/order-history/${first}`);
  await expectAccessible(page);

  // Second order: the address saved the first time is offered and preselected.
  await addToCart(page);
  await page.goto("/en/checkout");
  const saved = page.getByRole("radio", { name: /Malee Suksan/ });
  await expect(saved).toBeChecked();
  await expect(page.getByRole("radio", { name: "A new address" })).not.toBeChecked();
  await expect(page.getByLabel("Postcode")).toBeHidden();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();
  await expect(page.locator(".checkout-step--done").first()).toContainText("12 Nimmanhaemin Road");
  const second = await finishWithCashOnDelivery(page);
  expect(Number(second)).toBeGreaterThan(Number(first));

  // The order is the customer's: its page in the order history shows it.
  await page.getByRole("link", { name: "View your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-history/${second}$`));
  await expect(page.locator("main")).toContainText(second);
  await expect(page.locator("main")).toContainText(PRODUCT.name);
});
