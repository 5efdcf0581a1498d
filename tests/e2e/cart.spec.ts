import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** A simple demo product in stock (70 pieces) and its page. */
const PRODUCT = { name: "Batik sarong – Turmeric", path: "/en/batik-sarong-turmeric.html" };

/** Adds the product from its page and waits for the answer (the mini cart or the flash, or an alert). */
async function addFromProductPage(page: Page, quantity: string, expectAdded = true) {
  // With JS, wait until the page is hydrated: a click before that posts the plain form (and shows the flash).
  await page.goto(PRODUCT.path, { waitUntil: jsOn() ? "networkidle" : "load" });
  await page.getByLabel("Quantity").fill(quantity);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  if (!expectAdded) return;
  if (jsOn()) await expect(page.getByRole("dialog", { name: "Your cart" }).getByText(PRODUCT.name)).toBeVisible();
  else await expect(page.getByRole("status").filter({ hasText: `Added ${PRODUCT.name} to your cart.` })).toBeVisible();
}

test("a shopper adds from the product page, changes the quantity on the cart page and removes the line", async ({ page }) => {
  test.setTimeout(60_000);
  await addFromProductPage(page, "2");
  if (jsOn()) {
    const mini = page.getByRole("dialog", { name: "Your cart" });
    await expect(mini).toBeVisible();
    await expect(mini.getByText(PRODUCT.name)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
    await page.keyboard.press("Escape");
    await expect(mini).toBeHidden();
    await expect(page.getByRole("link", { name: "Toggle mini cart. You have 2 items in your cart." })).toBeFocused();
  } else {
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
    await expect(page.getByRole("status").filter({ hasText: `Added ${PRODUCT.name} to your cart.` })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Toggle mini cart. You have 2 items in your cart." })).toBeVisible();

  await page.goto("/en/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: PRODUCT.name })).toBeVisible();
  await expect(page.getByText("Includes VAT 7%")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Quantity").fill("3");
  await page.getByRole("button", { name: `Update ${PRODUCT.name}` }).click();
  await expect(page.getByText("Your cart was updated.")).toBeVisible();
  await expect(page.getByLabel("Quantity")).toHaveValue("3");
  await expect(page.getByRole("link", { name: "Toggle mini cart. You have 3 items in your cart." })).toBeVisible();

  await page.getByRole("button", { name: `Remove ${PRODUCT.name}` }).click();
  await expect(page.getByText("There are no items in your cart.")).toBeVisible();
  await expect(page.getByText("Subtotal")).toHaveCount(0);
  await expectAccessible(page);
});

test("a shopper applies a coupon and a gift card, checks a balance and is told about a bad card", async ({ page }) => {
  test.setTimeout(60_000);
  await addFromProductPage(page, "1");
  await page.goto("/en/cart");

  await page.getByLabel("Enter your coupon code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply", exact: true }).first().click();
  await expect(page.getByText("Coupon WELCOME10 is applied.")).toBeVisible();
  await expect(page.locator(".cart-summary__row--discount").first()).toContainText("−฿35.00");

  await page.getByLabel("Gift card number").fill("GIFT-1000-THAI");
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByText("The balance of gift card GIFT-1000-THAI is ฿1,000.00.")).toBeVisible();

  await page.getByLabel("Gift card number").fill("NOT-A-CARD");
  await page.getByRole("button", { name: "Apply", exact: true }).last().click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid card. Please try again." })).toBeVisible();

  await page.getByLabel("Gift card number").fill("GIFT-300-THAI");
  await page.getByRole("button", { name: "Apply", exact: true }).last().click();
  await expect(page.getByText(/Gift card GIFT-300-THAI: ฿[\d,.]+ used/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove GIFT-300-THAI" }).click();
  await expect(page.getByText(/Gift card GIFT-300-THAI: /)).toHaveCount(0);
  await page.getByRole("button", { name: "Remove coupon" }).click();
  await expect(page.getByText("The coupon was removed from your cart.")).toBeVisible();
});

test("asking for more than is in stock says so and keeps the cart as it was", async ({ page }) => {
  test.setTimeout(60_000);
  await addFromProductPage(page, "500", false);
  await expect(page.getByRole("alert").filter({ hasText: "The requested qty is not available." })).toBeVisible();
  await addFromProductPage(page, "1");
  await page.goto("/en/cart");
  await page.getByLabel("Quantity").fill("500");
  await page.getByRole("button", { name: `Update ${PRODUCT.name}` }).click();
  await expect(page.getByText("The requested qty is not available.")).toBeVisible();
  await expect(page.getByLabel("Quantity")).toHaveValue("1");
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
});
