import { expect, test, type Page } from "./fixtures";
import { addToCart, BATIK_SARONG, continueToPayment, createAccount, fillShippingAddress, NIMMANHAEMIN, placeOrder, reviewOrderPayingWith, uniqueEmail } from "./journeys";
import { expectAccessible } from "./support";

/**
 * Checkout for a signed-in customer, with JavaScript on and off: no email to type, a new address
 * saved in the address book on the first order, the saved address preselected on the next, and
 * a receipt that links to the order in the order history.
 */

/** On step 3: cash on delivery, review, Place Order: the order number. */
async function placeOrderPayingCashOnDelivery(page: Page): Promise<string> {
  await reviewOrderPayingWith(page, /Cash On Delivery/i);
  return placeOrder(page);
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
  await fillShippingAddress(page, NIMMANHAEMIN);
  await continueToPayment(page);
  const first = await placeOrderPayingCashOnDelivery(page);

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
  await continueToPayment(page);
  await expect(page.locator(".checkout-step--done").first()).toContainText(NIMMANHAEMIN.street);
  const second = await placeOrderPayingCashOnDelivery(page);
  expect(Number(second)).toBeGreaterThan(Number(first));

  // The order is the customer's: its page in the order history shows it.
  await page.getByRole("link", { name: "View your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-history/${second}$`));
  await expect(page.locator("main")).toContainText(second);
  await expect(page.locator("main")).toContainText(BATIK_SARONG.name);
});
