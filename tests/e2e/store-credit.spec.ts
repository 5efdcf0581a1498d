import { expect, test } from "./fixtures";
import { addToCart, continueToPayment, createAccount, fillShippingAddress, NIMMANHAEMIN, placeOrder, reviewOrderPayingWith, uniqueEmail } from "./journeys";
import { expectAccessible } from "./support";

/**
 * Store credit and gift cards, with JavaScript on and off: a new customer adds a gift card to
 * store credit on /gift-cards, sees the balance on /store-credit (the history naming the card by its
 * last four characters), pays a whole order with it at
 * checkout (nothing left to pay, so no card step) and finds the order in the history as "Used".
 * Checking a code that is no card says so next to the field and keeps the code.
 *
 * Each run redeems its own unused demo card (patch `demo/gift-cards-to-redeem`, one per project
 * and retry), so the demo customer's balance and the cards other journeys use stay as they were.
 */

/** The demo's unused ฿1,500 cards (commerce/modules/giftcard/patches.ts), two per project. */
const CARDS: Record<string, readonly string[]> = { js: ["GIFT-1500-A", "GIFT-1500-B"], "no-js": ["GIFT-1500-C", "GIFT-1500-D"] };

function cardForThisRun(): string {
  const card = CARDS[test.info().project.name]?.[test.info().retry];
  if (!card) throw new Error(`no unused demo gift card for project ${test.info().project.name}, retry ${test.info().retry}`);
  return card;
}

test("a customer adds a gift card to store credit and pays a whole order with it", async ({ page }) => {
  test.setTimeout(120_000);
  const code = cardForThisRun();
  await createAccount(page, uniqueEmail("store-credit"));
  const main = page.locator("main");

  // No credit yet.
  await page.goto("/en/store-credit");
  await expect(page.getByRole("heading", { level: 1, name: "Store credit" })).toBeVisible();
  await expect(page.getByTestId("store-credit-balance")).toHaveText("฿0.00");
  await expect(main.getByText("Nothing has changed your balance yet.")).toBeVisible();

  // Check the card on /gift-cards, then add its balance to store credit.
  await page.goto("/en/gift-cards");
  await expect(main.getByText("You have not paid with a gift card yet.")).toBeVisible();
  await main.getByLabel("Gift card code").fill(code);
  await main.getByRole("button", { name: "Check balance" }).click();
  const result = page.getByRole("status").filter({ hasText: code });
  await expect(result).toContainText("฿1,500.00");
  await expectAccessible(page);
  await result.getByRole("button", { name: "Add ฿1,500.00 to store credit" }).click();
  await expect(page.getByText(`฿1,500.00 from gift card ${code} was added to your store credit.`)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/gift-cards$/);

  // The balance and the change that made it.
  await page.goto("/en/store-credit");
  await expect(page.getByTestId("store-credit-balance")).toHaveText("฿1,500.00");
  const history = main.getByRole("table", { name: "Balance history" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("+฿1,500.00");
  // The card that made it, by its last four characters only (Magento keeps its note for the admin; ADR 052).
  await expect(history.getByRole("row").nth(1)).toContainText(`From gift card ending in ${code.slice(-4)}`);
  await expect(history).not.toContainText(code);
  await expectAccessible(page);

  // Checkout: the payment step offers the credit; used, it pays everything, so only "free" is left.
  await addToCart(page);
  await page.goto("/en/checkout");
  await fillShippingAddress(page, NIMMANHAEMIN);
  await continueToPayment(page);
  await expect(main.getByText("You have ฿1,500.00 in store credit.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Cash On Delivery/i })).toBeVisible();
  await page.getByRole("button", { name: "Use store credit (฿1,500.00 available)" }).click();

  await expect(main.getByText(/Store credit pays ฿[\d,.]+ of this order \(฿1,500\.00 available\)\./)).toBeVisible();
  const paid = (await main.getByText(/Store credit pays/).textContent())!.match(/pays (฿[\d,.]+)/)![1]!;
  const summary = page.locator(".checkout__aside");
  await expect(summary).toContainText("Store credit");
  await expect(summary).toContainText(`−${paid}`);
  await expect(page.getByRole("radio", { name: /Cash On Delivery/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove store credit" })).toBeVisible();
  await expectAccessible(page);

  await reviewOrderPayingWith(page, /No Payment Information Required/);
  // Nothing left to pay: straight to the receipt, never to the card page.
  await placeOrder(page);

  // The credit went down by what the order took, and the history says so.
  await page.goto("/en/store-credit");
  const left = 1500 - Number(paid.replace(/[฿,]/g, ""));
  await expect(page.getByTestId("store-credit-balance")).toHaveText(`฿${left.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(history.getByRole("row")).toHaveCount(3);
  const used = history.getByRole("row").nth(1);
  await expect(used).toContainText("Used");
  await expect(used).toContainText(`-${paid}`);
});

test("checking a code that is no gift card says so next to the field and keeps the code", async ({ page }) => {
  await createAccount(page, uniqueEmail("gift-card-check"));
  await page.goto("/en/gift-cards");
  const field = page.locator("main").getByLabel("Gift card code");
  await field.fill("NOT-A-CARD-42");
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.locator("#gift-card-code-error")).toHaveText("Invalid card. Please try again.");
  await expect(field).toHaveValue("NOT-A-CARD-42");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("status").filter({ hasText: "NOT-A-CARD-42" })).toHaveCount(0);
  await expectAccessible(page);
});
