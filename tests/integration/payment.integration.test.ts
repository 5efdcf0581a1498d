import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { CheckoutState } from "~/lib/checkout/types";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/shop/shopper-session.server";
import * as cancellationRoute from "~/routes/$store.cancellation";
import * as creditCardRoute from "~/routes/$store.creditcard";
import * as creditCardPrefixRoute from "~/routes/$store.creditcard.$";
import * as completeRoute from "~/routes/$store.creditcard.complete";
import * as failedRoute from "~/routes/$store.failed";
import { TEST_SETTINGS, thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";

/** What checkout (helper S2's steps) has stored by the time it sends the shopper to `/creditcard`. */
const CHECKOUT: Omit<CheckoutState, "cartId"> = {
  email: "somchai@example.com",
  shippingAddress: {
    firstname: "Somchai",
    lastname: "Jaidee",
    street: ["99 Sukhumvit Road"],
    city: "Khlong Toei",
    regionCode: "TH-10",
    postcode: "10110",
    telephone: "0812345678",
    countryId: "TH",
  },
  billingSameAsShipping: true,
  shippingMethod: { carrierCode: "flatrate", methodCode: "flatrate", title: "Flat Rate - Fixed" },
  paymentCode: "sandbox_card",
};

async function engineGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await shop.engine.handle(
    new Request(`${ORIGIN}/graphql`, { method: "POST", headers: { "Content-Type": "application/json", Store: "th" }, body: JSON.stringify({ query, variables }) }),
  );
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
  return body.data;
}

/** A simple product of the demo shop that is in stock. */
async function simpleSku(): Promise<string> {
  const data = await engineGraphql<{ products: { items: Array<{ sku: string; __typename: string; stock_status: string }> } }>(
    `{ products(search: "", pageSize: 50) { items { sku __typename stock_status } } }`,
  );
  const item = data.products.items.find((candidate) => candidate.__typename === "SimpleProduct" && candidate.stock_status === "IN_STOCK");
  if (!item) throw new Error("the demo shop has no simple product in stock");
  return item.sku;
}

/** A shopper whose guest cart holds one product and whose checkout chose the card: the cookie to send. */
async function shopperReadyToPay(overrides: Partial<CheckoutState> = {}): Promise<{ cookie: string; cartId: string }> {
  const { createGuestCart } = await engineGraphql<{ createGuestCart: { cart: { id: string } } }>(`mutation { createGuestCart { cart { id } } }`);
  const cartId = createGuestCart.cart.id;
  await engineGraphql(
    `mutation ($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { cartId, sku: await simpleSku() },
  );
  const session = await getShopperSession(new Request(ORIGIN), TEST_SETTINGS);
  session.set("cartId", cartId);
  session.set("checkout", { ...CHECKOUT, ...overrides, cartId });
  return { cookie: cookieOf(await commitShopperSession(session, TEST_SETTINGS)), cartId };
}

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

/** The session a response leaves the browser with. */
async function sessionAfter(response: Response, cookie: string): Promise<ShopperSession> {
  const setCookie = response.headers.get("Set-Cookie");
  return getShopperSession(new Request(ORIGIN, { headers: { Cookie: setCookie ? cookieOf(setCookie) : cookie } }), TEST_SETTINGS);
}

function withCookie(response: Response, cookie: string): string {
  const setCookie = response.headers.get("Set-Cookie");
  return setCookie ? cookieOf(setCookie) : cookie;
}

/** Opens the card page as the browser would: its loader's data, and the cookie it leaves. */
async function openCardPage(cookie: string, context: AppLoadContext = shop.context, search = "") {
  const response = await creditCardRoute.loader({
    request: new Request(`${ORIGIN}/th/creditcard${search}`, { headers: { Cookie: cookie } }),
    params: { store: "th" },
    context,
  });
  return { response, data: await response.json(), cookie: withCookie(response, cookie) };
}

/**
 * Posts the card to the engine's gateway, as the browser does with the card form (the
 * storefront is not involved), and answers where the gateway sends the browser.
 */
async function postCardToGateway(form: { action: string; returnUrl: string; cancelUrl: string; state: string; locale: string }, card: Partial<Record<string, string>> = {}) {
  const body = new URLSearchParams({
    card_number: "4242 4242 4242 4242",
    card_name: "Somchai Jaidee",
    exp_month: "12",
    exp_year: String(new Date().getFullYear() + 3),
    cvc: "123",
    return_url: form.returnUrl,
    cancel_url: form.cancelUrl,
    state: form.state,
    locale: form.locale,
    ...card,
  });
  const response = await shop.engine.handle(
    new Request(`${ORIGIN}${form.action}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body }),
  );
  expect(response.status).toBe(303);
  return response.headers.get("Location")!;
}

/** The gateway's redirect back, handled by the storefront's complete route. */
async function returnToShop(location: string, cookie: string, context: AppLoadContext = shop.context): Promise<Response> {
  const url = new URL(location, ORIGIN);
  return completeRoute.loader({ request: new Request(url, { headers: { Cookie: cookie } }), params: { store: "th" }, context });
}

describe("card payment page", () => {
  it("shows the card form posting to the gateway, with the amount, for a cart that chose the card", async () => {
    const { cookie } = await shopperReadyToPay();
    const { response, data, cookie: after } = await openCardPage(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(data.form).toMatchObject({
      action: "/gateway/tokens",
      returnUrl: "/th/creditcard/complete",
      cancelUrl: "/th/cancellation",
      locale: "th",
      sandbox: true,
    });
    expect(data.title).toBe("ชำระด้วยบัตร");
    expect(data.cart.items).toHaveLength(1);
    expect(data.cart.prices.grandTotal.value).toBeGreaterThan(0);
    // The state is this browser's, kept in its session and the same on a reload.
    const session = await getShopperSession(new Request(ORIGIN, { headers: { Cookie: after } }), TEST_SETTINGS);
    expect(session.get("cardPayment")?.state).toBe(data.form.state);
    expect((await openCardPage(after)).data.form.state).toBe(data.form.state);
  });

  it("sends a shopper whose checkout did not choose the card back to checkout", async () => {
    for (const overrides of [{ paymentCode: "cashondelivery" }, { shippingMethod: undefined }]) {
      const { cookie } = await shopperReadyToPay(overrides);
      const response = await thrownResponse(() => openCardPage(cookie));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/th/checkout");
    }
    const response = await thrownResponse(() => openCardPage(""));
    expect(response.headers.get("Location")).toBe("/th/checkout");
  });

  it("shows the gateway's error code next to its field", async () => {
    const { cookie } = await shopperReadyToPay();
    const { data } = await openCardPage(cookie, shop.context, "?error=invalid_cvc");
    expect(data.error).toEqual({ code: "invalid_cvc", key: "payment.errors.invalid_cvc", field: "cvc" });
    const unknown = await openCardPage(cookie, shop.context, "?error=%3Cscript%3E");
    expect(unknown.data.error).toEqual({ code: "failed", key: "payment.errors.failed", field: null });
  });

  it("has no action: a card posted to the storefront has nowhere to go", () => {
    expect("action" in creditCardRoute).toBe(false);
    expect("action" in completeRoute).toBe(false);
  });

  it("leads any deeper /creditcard/… path to the card form (the spec's prefix match)", async () => {
    const response = await creditCardPrefixRoute.loader({
      request: new Request(`${ORIGIN}/th/creditcard/anything/else?error=invalid_cvc`),
      params: { store: "th", "*": "anything/else" },
      context: shop.context,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/th/creditcard?error=invalid_cvc");
  });
});

describe("coming back from the gateway", () => {
  it("places the order with a good card's token and shows the receipt", async () => {
    const { cookie, cartId } = await shopperReadyToPay();
    const page = await openCardPage(cookie);
    const location = await postCardToGateway(page.data.form);
    expect(location).toMatch(/^\/th\/creditcard\/complete\?token=[^&]+&state=/);

    const response = await returnToShop(location, page.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/th/confirmation");
    const session = await sessionAfter(response, page.cookie);
    const receipt = session.get("receipt");
    expect(receipt).toMatchObject({ email: "somchai@example.com", paymentMethod: "sandbox_card", cartId });
    expect(receipt?.orderNumber).toMatch(/^\d+$/);
    expect(session.get("cartId")).toBeUndefined();
    expect(session.get("flash")).toEqual({ type: "success", key: "payment.progress.saved" });

    // Reloading the return URL (or Back, then Forward) leads to the same receipt, no second order.
    const again = await returnToShop(location, withCookie(response, page.cookie));
    expect(again.headers.get("Location")).toBe("/th/confirmation");
    expect((await sessionAfter(again, withCookie(response, page.cookie))).get("receipt")?.orderNumber).toBe(receipt?.orderNumber);
  });

  it("refuses a return whose state is not this browser's, and places no order", async () => {
    const { cookie } = await shopperReadyToPay();
    const page = await openCardPage(cookie);
    const location = await postCardToGateway({ ...page.data.form, state: "someone-elses-state" });
    const response = await returnToShop(location, page.cookie);
    expect(response.headers.get("Location")).toBe("/th/failed?reason=expired");
    const session = await sessionAfter(response, page.cookie);
    expect(session.get("receipt")).toBeUndefined();
    expect(session.get("cartId")).toBeDefined();

    // A browser without any card payment under way gets the same answer.
    const stranger = await returnToShop(location, "");
    expect(stranger.headers.get("Location")).toBe("/th/failed?reason=expired");
  });

  it.each([
    ["4000 0000 0000 0002", "declined"],
    ["4000 0000 0000 9995", "insufficient_funds"],
  ])("sends a card the bank refuses (%s) to /failed?reason=%s and keeps the cart", async (number, reason) => {
    const { cookie, cartId } = await shopperReadyToPay();
    const page = await openCardPage(cookie);
    const location = await postCardToGateway(page.data.form, { card_number: number });
    const response = await returnToShop(location, page.cookie);
    expect(response.headers.get("Location")).toBe(`/th/failed?reason=${reason}`);
    const session = await sessionAfter(response, page.cookie);
    expect(session.get("cartId")).toBe(cartId);
    expect(session.get("receipt")).toBeUndefined();

    // The shopper then tries a good card with the same cart: the order goes through.
    const retry = await openCardPage(withCookie(response, page.cookie));
    const good = await returnToShop(await postCardToGateway(retry.data.form), retry.cookie);
    expect(good.headers.get("Location")).toBe("/th/confirmation");
  });

  it("sends a typo the gateway found back to the form with its error code", async () => {
    const { cookie } = await shopperReadyToPay();
    const page = await openCardPage(cookie);
    const location = await postCardToGateway(page.data.form, { card_number: "4242 4242 4242 4241" });
    expect(location).toContain("error=invalid_number");
    const response = await returnToShop(location, page.cookie);
    expect(response.headers.get("Location")).toBe("/th/creditcard?error=invalid_number");
    expect((await sessionAfter(response, page.cookie)).get("receipt")).toBeUndefined();
  });

  it("sends a failed 3-D Secure check to /failed", async () => {
    const { cookie } = await shopperReadyToPay();
    const page = await openCardPage(cookie);
    const response = await returnToShop(`/th/creditcard/complete?error=authentication_failed&state=${encodeURIComponent(page.data.form.state)}`, page.cookie);
    expect(response.headers.get("Location")).toBe("/th/failed?reason=authentication_failed");
  });

  it("never lets the card reach the storefront: nothing it receives or sends carries the card", async () => {
    const card = { number: "5555555555554444", cvc: "739", name: "Malee Card-Holder" };
    const seen: string[] = [];
    const recording: AppLoadContext = {
      settings: TEST_SETTINGS,
      cspNonce: "test",
      clientAddress: "127.0.0.1",
      backend: inProcessBackend(async (request) => {
        seen.push(`${request.method} ${request.url}\n${await request.clone().text()}`);
        return shop.engine.handle(request);
      }),
    };
    const { cookie } = await shopperReadyToPay();
    const page = await openCardPage(cookie, recording);
    const location = await postCardToGateway(page.data.form, { card_number: card.number, cvc: card.cvc, card_name: card.name });
    // What the storefront's handler is asked: the return URL, with a token in place of the card.
    seen.push(`GET ${location}`);
    const response = await returnToShop(location, page.cookie, recording);
    expect(response.headers.get("Location")).toBe("/th/confirmation");

    const everything = seen.join("\n");
    expect(everything).toContain("payment-information");
    expect(everything).toContain("payment_method_nonce");
    for (const secret of [card.number, card.number.slice(-8), card.name, `"${card.cvc}"`, `cvc=${card.cvc}`]) expect(everything).not.toContain(secret);
  });
});

describe("payment result pages", () => {
  it("explains a declined card in the store's language and offers another card or method", async () => {
    const response = await failedRoute.loader({ request: new Request(`${ORIGIN}/en/failed?reason=declined`), params: { store: "en" }, context: shop.context });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data).toMatchObject({ reason: "declined", title: "Your card was declined", nextSteps: ["another-card", "another-method"] });
  });

  it("reads an unknown reason as a general failure", async () => {
    const response = await failedRoute.loader({ request: new Request(`${ORIGIN}/th/failed?reason=hacked`), params: { store: "th" }, context: shop.context });
    expect(await response.json()).toMatchObject({ reason: "failed", title: "การชำระเงินไม่สำเร็จ" });
  });

  it("says a cancelled payment charged nothing", async () => {
    const response = await cancellationRoute.loader({ request: new Request(`${ORIGIN}/en/cancellation?state=x`), params: { store: "en" }, context: shop.context });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toMatchObject({ title: "Payment cancelled" });
  });
});
