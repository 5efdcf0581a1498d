import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { addToCart, BATIK_SARONG, continueToPayment, fillShippingAddress, reviewOrderPayingWith, uniqueEmail, type ShippingAddress } from "./journeys";
import { expectAccessible, watchErrors, watchScripts } from "./support";

/**
 * Guest checkout with cash on delivery, with JavaScript on and off: the steps are plain POST forms
 * kept in the session, so both projects walk the same pages.
 */

/** Somchai Jaidee's Bangkok address, the guest of these journeys. */
const SUKHUMVIT: ShippingAddress = {
  firstName: "Somchai",
  lastName: "Jaidee",
  street: "99/1 Sukhumvit Road",
  city: "Watthana",
  province: "Bangkok",
  postcode: "10110",
  phone: "081 234 5678",
};

/** From the cart to the review, paying cash on delivery. */
async function reachReview(page: Page, email: string) {
  await addToCart(page);
  await page.goto("/en/checkout");
  await fillShippingAddress(page, SUKHUMVIT, email);
  await continueToPayment(page);
  await reviewOrderPayingWith(page, /Cash On Delivery/i);
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
}

/** Confirmation emails in the engine's outbox for `email`: one per order placed. */
async function confirmationEmailsTo(email: string): Promise<number> {
  const folder = path.resolve(dataDir, "outbox");
  const names = await readdir(folder).catch(() => [] as string[]);
  let count = 0;
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    const text = await readFile(path.join(folder, name), "utf8").catch(() => "");
    if (text.includes(`To: ${email}\r\n`)) count += 1;
  }
  return count;
}

test("a guest checks out with cash on delivery and gets a receipt", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("cod");
  await addToCart(page);
  await page.goto("/en/cart");
  await page.getByRole("link", { name: /checkout/i }).first().click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: /Toggle mini cart/ })).toHaveCount(0);
  await expect(page.getByLabel("Province").locator("option")).toHaveCount(78);
  await expectAccessible(page);

  await fillShippingAddress(page, SUKHUMVIT, email);
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();

  // Step 2: the cheapest rate is chosen already; step 1 is summed up with an Edit link.
  await expect(page.getByRole("heading", { name: /2\. Shipping Method/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Shipping Information" })).toBeVisible();
  const rates = page.getByRole("radio");
  await expect(rates.first()).toBeChecked();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  // Step 3: shipping is now in the summary.
  await expect(page.getByRole("heading", { name: /3\. Payment Information/ })).toBeVisible();
  await expect(page.locator(".checkout-summary__totals")).toContainText("Shipping");
  await expect(page.locator(".checkout-summary__totals")).not.toContainText("Chosen in step 2");
  await page.getByRole("radio", { name: /Cash On Delivery/i }).check();
  await expect(page.getByLabel("Postcode")).toBeHidden();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Review Order" }).click();

  // Review: what the order will be, then Place Order.
  const review = page.locator(".checkout-review");
  await expect(review).toContainText(email);
  await expect(review).toContainText("99/1 Sukhumvit Road");
  await expect(review).toContainText(/Cash On Delivery/i);
  await expect(review).toContainText(BATIK_SARONG.name);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/en\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(/^Your order number is \d{9}\.$/)).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation to ${email}.`)).toBeVisible();
  await expect(page.getByText("Please have the order total ready in cash for the courier.", { exact: false })).toBeVisible();
  const createAccount = page.getByRole("link", { name: "Create an account" });
  await expect(createAccount).toHaveAttribute("href", `/en/create-account?${new URLSearchParams({ email, firstName: "Somchai", lastName: "Jaidee" })}`);
  await expectAccessible(page);
  await expect.poll(() => confirmationEmailsTo(email), { timeout: 10_000 }).toBe(1);

  // The cart became the order: checkout now sends the shopper to the cart.
  await page.goto("/en/checkout");
  await expect(page).toHaveURL(/\/en\/cart$/);
});

test("validation messages show next to the fields and everything typed stays", async ({ page }) => {
  test.setTimeout(60_000);
  await addToCart(page);
  await page.goto("/en/checkout");
  // No first name, a postcode one digit short and a phone number too short to be Thai.
  await fillShippingAddress(page, { ...SUKHUMVIT, firstName: "", province: "Chiang Mai", postcode: "5020", phone: "12345" }, "somchai@");
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();

  const email = page.getByLabel("Email");
  await expect(page.getByText("Enter a valid email address, e.g. name@example.com.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByText("First name is required.")).toBeVisible();
  await expect(page.getByText("Must be exactly 5 characters.")).toBeVisible();
  await expect(page.getByText("Enter a Thai phone number, e.g. 081 234 5678 or 02 123 4567.")).toBeVisible();

  await expect(email).toHaveValue("somchai@");
  await expect(page.getByLabel("Last name")).toHaveValue("Jaidee");
  await expect(page.getByLabel("Street address", { exact: true })).toHaveValue("99/1 Sukhumvit Road");
  await expect(page.getByLabel("Province")).toHaveValue("TH-50");
  await expect(page.getByLabel("Postcode")).toHaveValue("5020");
  await expect(page.getByLabel("Phone number")).toHaveValue("12345");
  await expectAccessible(page);

  await email.fill("somchai@example.com");
  await page.getByLabel("First name").fill("Somchai");
  await page.getByLabel("Postcode").fill("50200");
  await page.getByLabel("Phone number").fill("053 123 456");
  await page.getByRole("button", { name: "Continue to Shipping Method" }).click();
  await expect(page.getByRole("heading", { name: /2\. Shipping Method/ })).toBeVisible();
});

test("Place Order sent twice at once, then clicked again, makes one order", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("double");
  await reachReview(page, email);
  // Two submits of the review's form at the same moment, with the browser's cookie (what a double
  // click without JavaScript sends); both are answered with the receipt.
  const send = () => page.request.post("/en/checkout", { form: { intent: "place-order" }, maxRedirects: 0 });
  const answers = await Promise.all([send(), send()]);
  for (const answer of answers) {
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/en/confirmation");
  }
  // The page still shows the review: a third click answers the same receipt.
  await page.getByRole("button", { name: "Place Order" }).dblclick();
  await expect(page).toHaveURL(/\/en\/confirmation$/);
  const text = await page.getByText(/^Your order number is \d{9}\.$/).textContent();
  const number = text?.match(/\d{9}/)?.[0];
  expect(number).toBeTruthy();
  await page.reload();
  await expect(page.getByText(`Your order number is ${number}.`)).toBeVisible();

  // The shopper's inbox has one confirmation: one order.
  await expect.poll(() => confirmationEmailsTo(email), { timeout: 10_000 }).toBe(1);
  await page.waitForTimeout(1_000);
  expect(await confirmationEmailsTo(email)).toBe(1);
});

test("the checkout carries no zod: its forms get their constraints from the server and hydrate without an error", async ({ page, request }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "about the page's JavaScript");
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await addToCart(page);
  await page.goto("/th/checkout", { waitUntil: "networkidle" });
  const email = page.locator("form#checkout-shipping input[name=email]");
  await expect(email).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("maxlength", /^\d+$/);
  for (const url of scripts) {
    // zod's error class keeps its name in the minified code.
    expect(await (await request.get(url)).text(), url).not.toContain("ZodError");
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(errors).toEqual([]);
});
