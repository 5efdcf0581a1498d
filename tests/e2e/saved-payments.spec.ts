import { expect, test, type Page } from "./fixtures";
import {
  addToCart,
  continueToCardForm,
  continueToPayment,
  createAccount,
  EXPIRY_YEAR,
  fillCard,
  fillShippingAddress,
  NIMMANHAEMIN,
  placeOrder,
  receiptOrderNumber,
  uniqueEmail,
} from "./journeys";
import { expectAccessible } from "./support";

/**
 * Saved cards, with JavaScript on and off: a new customer ticks "Save this card for later" while
 * paying by card, finds the card on /saved-payments, pays the next order with it straight from
 * checkout's payment step (no card form), then deletes it after the confirmation question. A guest
 * is never offered to save a card.
 */

const CARD = "4242 4242 4242 4242";
const PAID_BY_CARD = "Your card payment went through.";

/** Step 1 with a new address (for a guest also the email), then step 2's cheapest rate. */
async function reachPaymentStep(page: Page, email?: string) {
  await page.goto("/en/checkout");
  await fillShippingAddress(page, NIMMANHAEMIN, email);
  await continueToPayment(page);
}

/** With the address saved by the first order: straight from the checkout page to step 3. */
async function reachPaymentStepWithSavedAddress(page: Page) {
  await page.goto("/en/checkout");
  await continueToPayment(page);
}

test("a customer saves a card while paying, pays the next order with it and deletes it", async ({ page }) => {
  test.setTimeout(150_000);
  await createAccount(page, uniqueEmail("saved-card"));

  // Nothing saved yet.
  await page.goto("/en/saved-payments");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Payments" })).toBeVisible();
  await expect(page.getByText("You have no saved cards yet.")).toBeVisible();

  // First order: pay by card, ticking "Save this card for later".
  await addToCart(page);
  await reachPaymentStep(page);
  await expect(page.getByRole("radio", { name: /ending in/ })).toHaveCount(0);
  await continueToCardForm(page);
  const save = page.getByRole("checkbox", { name: "Save this card for later" });
  await expect(save).not.toBeChecked();
  await expectAccessible(page);
  await fillCard(page, CARD);
  await save.check();
  await page.getByRole("button", { name: /^Pay ฿/ }).click();
  const first = await receiptOrderNumber(page);
  await expect(page.getByText(PAID_BY_CARD)).toBeVisible();

  // The card is listed: brand, last four digits and expiry, never the number.
  await page.goto("/en/saved-payments");
  const list = page.locator("main");
  await expect(list.getByText("Visa ending in 4242")).toBeVisible();
  await expect(list.getByText(`Expires 12/${EXPIRY_YEAR}`)).toBeVisible();
  await expect(list).not.toContainText(CARD.replace(/\s/g, ""));
  await expect(page.getByText("You have no saved cards yet.")).toHaveCount(0);
  await expectAccessible(page);

  // Second order: the saved card is a choice of the payment step; no card form on the way.
  await addToCart(page);
  await reachPaymentStepWithSavedAddress(page);
  const savedChoice = page.getByRole("radio", { name: /Visa ending in 4242/ });
  await expect(savedChoice).toBeVisible();
  await expectAccessible(page);
  const visited: string[] = [];
  page.on("request", (request) => visited.push(new URL(request.url()).pathname));
  await savedChoice.check();
  await page.getByRole("button", { name: "Review Order" }).click();
  await expect(page.locator(".checkout-step--done").filter({ hasText: "Visa ending in 4242" })).toHaveCount(1);
  const second = await placeOrder(page);
  expect(Number(second)).toBeGreaterThan(Number(first));
  expect(visited.filter((path) => path.startsWith("/en/creditcard") || path.startsWith("/gateway/"))).toEqual([]);
  // The receipt tells what happens next as for any card payment.
  await expect(page.getByText(PAID_BY_CARD)).toBeVisible();
  await page.getByRole("link", { name: "View your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-history/${second}$`));
  await expect(page.locator("main")).toContainText("Stored Cards");

  // Delete: the card turns into a question first (a link, so it works without JS), then goes.
  await page.goto("/en/saved-payments");
  await page.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText("Delete Visa ending in 4242?")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, delete this card" }).click();
  await expect(page).toHaveURL(/\/en\/saved-payments$/);
  await expect(page.getByText("The card was deleted.")).toBeVisible();
  await expect(page.getByText("You have no saved cards yet.")).toBeVisible();
  await expect(page.getByText("Visa ending in 4242")).toHaveCount(0);
  await expectAccessible(page);

  // And checkout no longer offers it.
  await addToCart(page);
  await reachPaymentStepWithSavedAddress(page);
  await expect(page.getByRole("radio", { name: /Credit or Debit Card/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /ending in/ })).toHaveCount(0);
});

test("a card that needs 3-D Secure is saved once the shopper has authenticated", async ({ page }) => {
  test.setTimeout(90_000);
  await createAccount(page, uniqueEmail("saved-card-3ds"));
  await addToCart(page);
  await reachPaymentStep(page);
  await continueToCardForm(page);
  await fillCard(page, "4000 0000 0000 3220");
  await page.getByRole("checkbox", { name: "Save this card for later" }).check();
  await page.getByRole("button", { name: /^Pay ฿/ }).click();
  await expect(page).toHaveURL(/\/gateway\/3ds\//);
  await page.getByRole("button", { name: "Authenticate" }).click();
  await receiptOrderNumber(page);
  await page.goto("/en/saved-payments");
  await expect(page.locator("main").getByText("Visa ending in 3220")).toBeVisible();
});

test("a guest paying by card is not offered to save it", async ({ page }) => {
  await addToCart(page);
  await reachPaymentStep(page, uniqueEmail("saved-card-guest"));
  await expect(page.getByRole("radio", { name: /ending in/ })).toHaveCount(0);
  await continueToCardForm(page);
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Save this card for later" })).toHaveCount(0);
});
