import { expect, test, type APIRequestContext, type Page, type Request } from "./fixtures";
import { addToCart, continueToCardForm, continueToPayment, fillCard, fillShippingAddress, type ShippingAddress } from "./journeys";
import { expectAccessible } from "./support";

/**
 * Card payment, with JavaScript on and off: the card form posts straight to the engine's sandbox
 * gateway (docs/engine.md has the test cards), which sends the shopper back with a token; the
 * storefront then places the order. Checkout's own pages bring the shopper to the card form.
 */

const CARDS = {
  approved: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDSecure: "4000 0000 0000 3220",
};

/** A simple product with plenty in stock (no "only x left"), so every test can order it. */
async function plentifulProductPath(request: APIRequestContext): Promise<string> {
  const query = `{ products(search: "", pageSize: 100) { items { __typename url_key url_suffix stock_status only_x_left_in_stock } } }`;
  const response = await request.get(`/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "en" } });
  const body = (await response.json()) as {
    data: { products: { items: Array<{ __typename: string; url_key: string; url_suffix: string | null; stock_status: string; only_x_left_in_stock: number | null }> } };
  };
  const product = body.data.products.items.find(
    (item) => item.__typename === "SimpleProduct" && item.stock_status === "IN_STOCK" && item.only_x_left_in_stock === null,
  );
  if (!product) throw new Error("the demo shop has no simple product with plenty in stock");
  return `/en/${product.url_key}${product.url_suffix ?? ".html"}`;
}

/** Malee Srisuk's Bangkok address (her name is also the one on the card). */
const KHLONG_TOEI: ShippingAddress = {
  firstName: "Malee",
  lastName: "Srisuk",
  street: "99 Sukhumvit Road",
  city: "Khlong Toei",
  province: "Bangkok",
  postcode: "10110",
  phone: "0812345678",
};

/** Puts one product in the cart and walks checkout's steps to the card form. */
async function reachCardForm(page: Page) {
  await addToCart(page, await plentifulProductPath(page.request));
  await page.goto("/en/checkout");
  await fillShippingAddress(page, KHLONG_TOEI, "malee@example.com");
  await continueToPayment(page);
  await continueToCardForm(page);
}

/** Types a card into the form and pays. */
async function payWith(page: Page, number: string, overrides: { cvc?: string; year?: string } = {}) {
  await fillCard(page, number, { ...overrides, name: "Malee Srisuk" });
  await page.getByRole("button", { name: /^Pay ฿/ }).click();
}

async function expectReceipt(page: Page) {
  await expect(page).toHaveURL(/\/en\/confirmation$/);
  await expect(page.getByText("Saved Credit Card Information Successfully")).toBeVisible();
  await expect(page.getByText(/\b\d{6,}\b/).first()).toBeVisible();
}

test.describe("card payment", () => {
  test("an approved card ends on the receipt", async ({ page }) => {
    await reachCardForm(page);
    await expect(page.getByText(/Amount to pay:\s*฿/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveAttribute("autocomplete", "cc-number");
    await expect(page.getByLabel("Card number")).toHaveAttribute("inputmode", "numeric");
    await expectAccessible(page);
    const javaScript = test.info().project.use.javaScriptEnabled !== false;
    if (javaScript) {
      // What the progress region says while the card is on its way to the gateway (spec §4),
      // noted where it survives the navigation.
      await page.evaluate(() => {
        const status = document.querySelector(".card-form [role=status]")!;
        new MutationObserver(() => sessionStorage.setItem("cardProgress", status.textContent ?? "")).observe(status, { childList: true, subtree: true, characterData: true });
      });
    }
    await payWith(page, CARDS.approved);
    await expectReceipt(page);
    if (javaScript) expect(await page.evaluate(() => sessionStorage.getItem("cardProgress"))).toBe("Checking Credit Card Information");
  });

  test("a declined card goes to /failed, and another card then pays", async ({ page }) => {
    await reachCardForm(page);
    await payWith(page, CARDS.declined);
    await expect(page).toHaveURL(/\/en\/failed\?reason=declined$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your card was declined" })).toBeVisible();
    await expect(page.getByText("Your cart has been kept")).toBeVisible();
    await expectAccessible(page);
    if (test.info().project.use.javaScriptEnabled !== false) {
      // The card form's data is loading: "Loading Payment" (spec §4).
      await page.route(/\/en\/creditcard\?_data=/, async (route) => {
        await expect(page.getByRole("status").filter({ hasText: "Loading Payment" })).toBeVisible();
        await route.continue();
      });
    }
    await page.getByRole("link", { name: "Try another card" }).click();
    await expect(page).toHaveURL(/\/en\/creditcard$/);
    await payWith(page, CARDS.approved);
    await expectReceipt(page);
  });

  test("a card that needs 3-D Secure goes to the gateway's page and back to the receipt", async ({ page }) => {
    await reachCardForm(page);
    await payWith(page, CARDS.threeDSecure);
    await expect(page).toHaveURL(/\/gateway\/3ds\//);
    await page.getByRole("button", { name: "Authenticate" }).click();
    await expectReceipt(page);
  });

  test("cancelling on the gateway's page ends on /cancellation with the cart kept", async ({ page }) => {
    await reachCardForm(page);
    await payWith(page, CARDS.threeDSecure);
    await expect(page).toHaveURL(/\/gateway\/3ds\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/en\/cancellation(\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeVisible();
    await expect(page.getByText("Nothing was charged")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Pay by card" }).click();
    await expect(page).toHaveURL(/\/en\/creditcard$/);
  });

  test("a typo is shown next to its field (in the browser with JS, from the gateway without)", async ({ page }) => {
    await reachCardForm(page);
    await payWith(page, "4242 4242 4242 4241");
    const number = page.getByLabel("Card number");
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This card number isn't valid. Please check it.")).toBeVisible();
    if (test.info().project.use.javaScriptEnabled !== false) {
      // Caught before leaving the page: what was typed is still there, and the number has the focus.
      await expect(page).toHaveURL(/\/en\/creditcard$/);
      await expect(number).toHaveValue("4242 4242 4242 4241");
      await expect(number).toBeFocused();
    } else {
      await expect(page).toHaveURL(/\/en\/creditcard\?error=invalid_number$/);
    }
    await expectAccessible(page);
    await payWith(page, CARDS.approved);
    await expectReceipt(page);
  });

  test("the card number only ever goes to the gateway, never to the storefront", async ({ page }) => {
    await reachCardForm(page);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await payWith(page, CARDS.approved, { cvc: "739" });
    await expectReceipt(page);

    const digits = CARDS.approved.replace(/\s/g, "");
    const carrying = requests.filter((request) => {
      const seen = `${request.url()}\n${request.postData() ?? ""}`;
      return seen.includes(digits) || seen.includes(encodeURIComponent(CARDS.approved)) || seen.includes(CARDS.approved.replace(/ /g, "+"));
    });
    expect(carrying.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(["POST /gateway/tokens"]);
    // No card field at all (security code, name, expiry) is in any request to the storefront.
    const storefront = requests.filter((request) => !new URL(request.url()).pathname.startsWith("/gateway/"));
    expect(storefront.some((request) => new URL(request.url()).pathname === "/en/creditcard/complete")).toBe(true);
    for (const request of storefront) {
      const fields = `${new URL(request.url()).search}&${request.postData() ?? ""}`;
      expect(fields).not.toMatch(/(^|[?&])(card_number|card_name|exp_month|exp_year|cvc)=/);
      expect(fields).not.toContain("Malee+Srisuk");
    }
  });
});
