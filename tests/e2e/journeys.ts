import { expect, test, type Page } from "@playwright/test";

/**
 * The steps many journeys share (an account, a cart, checkout's forms), named in the shopper's
 * words so each spec reads as what it checks rather than the clicks on the way.
 */

/** The password every account a journey creates gets. */
export const PASSWORD = "Mango#Sticky2026";

/** A simple product with plenty in stock in the demo shop. */
export const BATIK_SARONG = { name: "Batik sarong – Turmeric", path: "/en/batik-sarong-turmeric.html" };

export type Person = { firstName: string; lastName: string };

export const MALEE: Person = { firstName: "Malee", lastName: "Suksan" };

export type ShippingAddress = Person & {
  street: string;
  city: string;
  /** The province's English name, as the select lists it. */
  province: string;
  postcode: string;
  phone: string;
};

/** A Chiang Mai address for Malee Suksan (the accounts `createAccount` makes). */
export const NIMMANHAEMIN: ShippingAddress = {
  ...MALEE,
  street: "12 Nimmanhaemin Road",
  city: "Mueang Chiang Mai",
  province: "Chiang Mai",
  postcode: "50200",
  phone: "089 123 4567",
};

/** An email no other run uses, so parallel runs never share an account, a cart or an inbox. */
export function uniqueEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new customer through /create-account, signed in at once (the header greets them). */
export async function createAccount(page: Page, email: string, person: Person = MALEE) {
  await page.goto("/en/create-account");
  const main = page.locator("main");
  await main.getByLabel("First Name").fill(person.firstName);
  await main.getByLabel("Last Name").fill(person.lastName);
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Create an Account" }).click();
  await expect(page.getByText(new RegExp(`Hi, ${person.firstName}`)).first()).toBeVisible();
}

/**
 * One of the product at `path` in an empty cart. With JS the add is a fetcher and the count is
 * optimistic, so this waits for the cart's own answer (which sets the session cookie).
 */
export async function addToCart(page: Page, path: string = BATIK_SARONG.path) {
  await page.goto(path);
  const added = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/en/cart");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await added;
  await expect(page.getByRole("link", { name: /You have 1 item/ }).first()).toBeVisible();
}

/** Types checkout step 1's new address (and a guest's email when given); does not continue. */
export async function fillShippingAddress(page: Page, address: ShippingAddress, email?: string) {
  if (email !== undefined) await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(address.firstName);
  await page.getByLabel("Last name").fill(address.lastName);
  await page.getByLabel("Street address", { exact: true }).fill(address.street);
  await page.getByLabel("District / city").fill(address.city);
  await page.getByLabel("Province").selectOption({ label: address.province });
  await page.getByLabel("Postcode").fill(address.postcode);
  await page.getByLabel("Phone number").fill(address.phone);
}

/** From a filled step 1: on to step 2, keep its preselected cheapest rate, on to step 3. */
export async function continueToPayment(page: Page) {
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();
  await expect(page.getByRole("heading", { name: /2\. Shipping Method/ })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

/** On step 3: picks the payment method whose label matches and goes to the review. */
export async function reviewOrderPayingWith(page: Page, method: RegExp) {
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: "Review Order" }).click();
}

/** On step 3: pays by card, reviews, and goes on to the card form. */
export async function continueToCardForm(page: Page) {
  await reviewOrderPayingWith(page, /Credit or Debit Card/);
  await page.getByRole("button", { name: /Continue to Card Payment|Place Order/ }).click();
  await expect(page).toHaveURL(/\/en\/creditcard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pay by card" })).toBeVisible();
}

/** The order number the receipt shows once an order went through (nine digits, Magento's shape). */
export async function receiptOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/en\/confirmation$/);
  const number = await page.locator("[data-order-number]").getAttribute("data-order-number");
  expect(number).toMatch(/^\d{9}$/);
  return number!;
}

/** On the review: Place Order, and the new order's number from the receipt. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Place Order" }).click();
  return receiptOrderNumber(page);
}

/** A card expiry year the sandbox gateway still accepts. */
export const EXPIRY_YEAR = String(new Date().getFullYear() + 3);

/** Types a card into the card form (expiry 12/EXPIRY_YEAR unless told); does not pay. */
export async function fillCard(page: Page, number: string, details: { name?: string; cvc?: string; year?: string } = {}) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Name on card").fill(details.name ?? "Malee Suksan");
  await page.getByLabel("Month").selectOption("12");
  await page.getByLabel("Year").selectOption(details.year ?? EXPIRY_YEAR);
  await page.getByLabel("Security code (CVC)").fill(details.cvc ?? "123");
}
