import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import { createAccountHref } from "~/components/checkout/Receipt";
import type { CheckoutActionData } from "~/components/checkout/CheckoutPage";
import type { CartView } from "~/lib/cart/types";
import type { CheckoutPageData } from "~/lib/checkout/types";
import { commitShopperSession, getShopperSession } from "~/lib/shop/shopper-session.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/$store.checkout";
import { loader as confirmationLoader } from "~/routes/$store.confirmation";
import { TEST_SETTINGS, thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";

interface CheckoutPageAnswer {
  page: CheckoutPageData;
  cart: CartView;
  title: string;
}

interface ReceiptAnswer {
  receipt: { orderNumber: string; email: string; firstName: string; lastName: string; paymentMethod: string } | null;
}

/** One shopper's browser: keeps the session cookie between calls, as a browser would. */
function browser(store = "en") {
  let cookie = "";
  const keep = (response: Response) => {
    const set = response.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return response;
  };
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({ ...(cookie ? { Cookie: cookie } : {}), ...extra });
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    /** GET /checkout: the page data, or the redirect it threw. */
    async checkout(query = ""): Promise<CheckoutPageAnswer> {
      const request = new Request(`${ORIGIN}/${store}/checkout${query}`, { headers: headers() });
      const response = keep(await checkoutLoader({ request, context: shop.context, params: { store } }));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return (await response.json()) as CheckoutPageAnswer;
    },
    /** A plain form POST to /checkout (no JS), with the cookie as it is now. */
    async post(fields: Record<string, string>, options: { keepCookie?: boolean } = {}): Promise<Response> {
      const request = new Request(`${ORIGIN}/${store}/checkout`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: headers({ "Content-Type": "application/x-www-form-urlencoded" }),
      });
      const response = await checkoutAction({ request, context: shop.context, params: { store } });
      return options.keepCookie === false ? response : keep(response);
    },
    async receipt(): Promise<ReceiptAnswer["receipt"]> {
      const request = new Request(`${ORIGIN}/${store}/confirmation`, { headers: headers() });
      const response = await confirmationLoader({ request, context: shop.context, params: { store } });
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return ((await response.json()) as ReceiptAnswer).receipt;
    },
  };
}

type Browser = ReturnType<typeof browser>;

let simpleSku = "";

beforeAll(async () => {
  const reply = await graphql<{ products: { items: Array<{ __typename: string; sku: string; stock_status: string }> } }>(
    shop.engine,
    `{ products(search: "", pageSize: 200, currentPage: 1) { items { __typename sku stock_status } } }`,
    { store: "en" },
  );
  const simple = reply.data?.products.items.find((item) => item.__typename === "SimpleProduct" && item.stock_status === "IN_STOCK");
  if (!simple) throw new Error("the demo shop lacks a simple product in stock");
  simpleSku = simple.sku;
});

/** A guest cart with one item in the engine, its id in the shopper's session. */
async function shopperWithCart(store = "en"): Promise<Browser & { cartId: string }> {
  const created = await graphql<{ createEmptyCart: string }>(shop.engine, "mutation { createEmptyCart }", { store });
  const cartId = created.data!.createEmptyCart;
  const added = await graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    shop.engine,
    `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { store, variables: { cartId, sku: simpleSku } },
  );
  expect(added.errors).toBeUndefined();
  expect(added.data?.addProductsToCart.user_errors).toEqual([]);
  const session = await getShopperSession(new Request(ORIGIN), TEST_SETTINGS);
  session.set("cartId", cartId);
  const shopper = browser(store);
  shopper.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
  return Object.assign(shopper, { cartId });
}

const ADDRESS = {
  email: "somchai@example.com",
  firstname: "Somchai",
  lastname: "Jaidee",
  street1: "99/1 Sukhumvit Road",
  street2: "Khlong Toei Nuea",
  city: "Watthana",
  regionCode: "TH-10",
  postcode: "10110",
  telephone: "081 234 5678",
  countryId: "TH",
};

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
}

async function stepError(response: Response) {
  expect(response.status).toBe(400);
  const data = (await response.json()) as CheckoutActionData;
  if (!("result" in data)) throw new Error("expected a form result");
  return data.result;
}

/** Steps 1 to 3 with good input and cash on delivery. */
async function completeSteps(shopper: Browser, payment = "cashondelivery") {
  expectRedirect(await shopper.post({ intent: "shipping", ...ADDRESS }), "/en/checkout");
  const method = await shopper.checkout();
  if (!method.page.methodForm?.ok) throw new Error("expected shipping methods");
  expectRedirect(await shopper.post({ intent: "method", shippingMethod: method.page.methodForm.methods[0]!.code }), "/en/checkout");
  expectRedirect(await shopper.post({ intent: "payment", paymentMethod: payment, billingSame: "yes" }), "/en/checkout");
}

/** The engine's own answer about a cart: placing it again names the order it already became. */
async function orderOfCart(cartId: string): Promise<string | undefined> {
  const reply = await graphql<{ placeOrder: { orderV2: { number: string } | null } }>(
    shop.engine,
    "mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } } }",
    { store: "en", variables: { cartId } },
  );
  return reply.data?.placeOrder.orderV2?.number;
}

describe("checkout page", () => {
  it("sends a shopper without a cart, or with an empty one, to the cart", async () => {
    const response = await thrownResponse(() => browser().checkout());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/cart");

    const created = await graphql<{ createEmptyCart: string }>(shop.engine, "mutation { createEmptyCart }", { store: "en" });
    const session = await getShopperSession(new Request(ORIGIN), TEST_SETTINGS);
    session.set("cartId", created.data!.createEmptyCart);
    const empty = browser();
    empty.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    expect((await thrownResponse(() => empty.checkout())).headers.get("Location")).toBe("/en/cart");
  });

  it("opens on Shipping Information with Thailand's 77 provinces and the cart's summary", async () => {
    const shopper = await shopperWithCart();
    const { page, cart, title } = await shopper.checkout();
    expect(title).toBe("Checkout");
    expect(page.step).toBe("shipping");
    expect(page.done).toEqual({ shipping: false, method: false, payment: false });
    expect(page.shippingForm?.provinces).toHaveLength(77);
    expect(page.shippingForm?.provinces.find((province) => province.code === "TH-10")?.name).toBe("Bangkok");
    expect(cart.items.map((line) => line.sku)).toEqual([simpleSku]);
  });
});

describe("step 1, shipping information", () => {
  it("answers the messages of bad input next to the fields and keeps what was typed", async () => {
    const shopper = await shopperWithCart();
    const result = await stepError(await shopper.post({ intent: "shipping", ...ADDRESS, email: "somchai@", postcode: "1011", telephone: "12345", firstname: "" }));
    expect(result.error).toEqual({
      email: ["Enter a valid email address, e.g. name@example.com."],
      firstname: ["First name is required."],
      postcode: ["Must be exactly 5 characters."],
      telephone: ["Enter a Thai phone number, e.g. 081 234 5678 or 02 123 4567."],
    });
    expect(result.initialValue).toMatchObject({ email: "somchai@", lastname: "Jaidee", street1: "99/1 Sukhumvit Road", postcode: "1011", telephone: "12345" });
    expect((await shopper.checkout()).page.step).toBe("shipping");
  });

  it("says it in Thai in the Thai store view", async () => {
    const shopper = await shopperWithCart("th");
    const request = new Request(`${ORIGIN}/th/checkout`, {
      method: "POST",
      body: new URLSearchParams({ intent: "shipping", ...ADDRESS, regionCode: "" }),
      headers: { Cookie: shopper.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    const result = await stepError(await checkoutAction({ request, context: shop.context, params: { store: "th" } }));
    expect(result.error).toEqual({ regionCode: ["โปรดเลือกจังหวัด"] });
  });

  it("refuses a province that is not Thailand's", async () => {
    const shopper = await shopperWithCart();
    const result = await stepError(await shopper.post({ intent: "shipping", ...ADDRESS, regionCode: "US-CA" }));
    expect(result.error).toEqual({ regionCode: ["Choose a province of Thailand from the list."] });
  });

  it("turns a bot that fills the honeypot away without saving anything", async () => {
    const shopper = await shopperWithCart();
    const result = await stepError(await shopper.post({ intent: "shipping", ...ADDRESS, name__confirm: "buy now" }));
    expect(result.error).toEqual({ "": ["We could not save this step. Please try again."] });
    expect((await shopper.checkout()).page.done.shipping).toBe(false);
  });

  it("recovers a cart the backend no longer has (a new cart, the write retried once) and sends the shopper to the cart", async () => {
    const shopper = await shopperWithCart();
    const session = await getShopperSession(new Request(ORIGIN, { headers: { Cookie: shopper.cookie } }), TEST_SETTINGS);
    session.set("cartId", "no-such-cart-0123456789abcdef");
    shopper.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    expectRedirect(await shopper.post({ intent: "shipping", ...ADDRESS }), "/en/cart");
    const after = await getShopperSession(new Request(ORIGIN, { headers: { Cookie: shopper.cookie } }), TEST_SETTINGS);
    expect(after.get("flash")).toEqual({ type: "error", key: "checkout.errors.invalidCart" });
    const fresh = after.get("cartId");
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe("no-such-cart-0123456789abcdef");
    const reply = await graphql<{ cart: { email: string | null } }>(shop.engine, "query($id: String!) { cart(cart_id: $id) { email } }", {
      store: "en",
      variables: { id: fresh },
    });
    expect(reply.errors).toBeUndefined();
  });

  it("saves good input in the backend and opens Shipping Method with the cheapest rate preselected", async () => {
    const shopper = await shopperWithCart();
    expectRedirect(await shopper.post({ intent: "shipping", ...ADDRESS }), "/en/checkout");
    const { page } = await shopper.checkout();
    expect(page.step).toBe("method");
    expect(page.email).toBe("somchai@example.com");
    expect(page.shippingAddress).toMatchObject({ regionCode: "TH-10", region: "Bangkok", telephone: "0812345678", street: ["99/1 Sukhumvit Road", "Khlong Toei Nuea"] });
    if (!page.methodForm?.ok) throw new Error("expected shipping methods");
    const amounts = page.methodForm.methods.map((method) => method.amount.value);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(page.methodForm.methods.map((method) => method.code)).toContain("express/express");

    const reply = await graphql<{ cart: { email: string; shipping_addresses: Array<{ city: string; postcode: string; region: { code: string } }> } }>(
      shop.engine,
      "query($id: String!) { cart(cart_id: $id) { email shipping_addresses { city postcode region { code } } } }",
      { store: "en", variables: { id: shopper.cartId } },
    );
    expect(reply.data?.cart).toEqual({ email: "somchai@example.com", shipping_addresses: [{ city: "Watthana", postcode: "10110", region: { code: "TH-10" } }] });
  });
});

describe("steps 2 and 3", () => {
  it("wants a rate that is offered, then shows shipping in the summary", async () => {
    const shopper = await shopperWithCart();
    expectRedirect(await shopper.post({ intent: "shipping", ...ADDRESS }), "/en/checkout");
    expect((await stepError(await shopper.post({ intent: "method", shippingMethod: "ups/ground" }))).error).toEqual({ shippingMethod: ["Is required."] });
    expectRedirect(await shopper.post({ intent: "method", shippingMethod: "express/express" }), "/en/checkout");
    const { page, cart } = await shopper.checkout();
    expect(page.step).toBe("payment");
    expect(page.shippingMethod).toMatchObject({ carrierCode: "express", methodCode: "express" });
    expect(cart.prices?.shipping?.value).toBe(150);
    if (!page.paymentForm?.ok) throw new Error("expected payment methods");
    expect(page.paymentForm.methods.map((method) => method.code)).toEqual(expect.arrayContaining(["cashondelivery", "banktransfer", "sandbox_card"]));
  });

  it("checks a different billing address and keeps it", async () => {
    const shopper = await shopperWithCart();
    expectRedirect(await shopper.post({ intent: "shipping", ...ADDRESS }), "/en/checkout");
    const method = await shopper.checkout();
    if (!method.page.methodForm?.ok) throw new Error("expected shipping methods");
    expectRedirect(await shopper.post({ intent: "method", shippingMethod: method.page.methodForm.methods[0]!.code }), "/en/checkout");

    expect((await stepError(await shopper.post({ intent: "payment", billingSame: "yes" }))).error).toEqual({ paymentMethod: ["Is required."] });
    const billing = { firstname: "Malee", lastname: "Suksan", street1: "12 Nimman Road", city: "Mueang", regionCode: "TH-50", postcode: "502", telephone: "053 123 456", countryId: "TH" };
    const fields = Object.fromEntries(Object.entries(billing).map(([name, value]) => [`billing.${name}`, value]));
    const bad = await stepError(await shopper.post({ intent: "payment", paymentMethod: "banktransfer", billingSame: "no", ...fields }));
    expect(bad.error).toEqual({ "billing.postcode": ["Must be exactly 5 characters."] });
    expect(bad.initialValue).toMatchObject({ billingSame: "no", billing: { firstname: "Malee", postcode: "502" } });

    expectRedirect(await shopper.post({ intent: "payment", paymentMethod: "banktransfer", billingSame: "no", ...fields, "billing.postcode": "50200" }), "/en/checkout");
    const { page } = await shopper.checkout();
    expect(page.step).toBe("review");
    expect(page.payment?.code).toBe("banktransfer");
    expect(page.billingAddress).toMatchObject({ firstname: "Malee", regionCode: "TH-50", postcode: "50200", telephone: "053123456" });
  });

  it("reopens a done step from its Edit link, but not a step ahead", async () => {
    const shopper = await shopperWithCart();
    await completeSteps(shopper);
    expect((await shopper.checkout("?step=shipping")).page).toMatchObject({ step: "shipping", shippingForm: { defaultValue: { email: "somchai@example.com", postcode: "10110" } } });
    const fresh = await shopperWithCart();
    expect((await fresh.checkout("?step=review")).page.step).toBe("shipping");
  });

  it("sends a card payment to /creditcard from Place Order", async () => {
    const shopper = await shopperWithCart();
    await completeSteps(shopper, "sandbox_card");
    expectRedirect(await shopper.post({ intent: "place-order" }), "/en/creditcard");
  });
});

describe("place order", () => {
  it("places a cash-on-delivery order in the engine and shows its receipt", async () => {
    const shopper = await shopperWithCart();
    await completeSteps(shopper);
    const review = await shopper.checkout();
    expect(review.page.step).toBe("review");
    expect(review.page.payment?.code).toBe("cashondelivery");

    expectRedirect(await shopper.post({ intent: "place-order" }), "/en/confirmation");
    const receipt = await shopper.receipt();
    expect(receipt).toMatchObject({ email: "somchai@example.com", firstName: "Somchai", lastName: "Jaidee", paymentMethod: "cashondelivery" });
    expect(receipt?.orderNumber).toMatch(/^\d{9}$/);
    expect(await orderOfCart(shopper.cartId)).toBe(receipt?.orderNumber);
    expect(createAccountHref("en", receipt!)).toBe("/en/create-account?email=somchai%40example.com&firstName=Somchai&lastName=Jaidee");

    // The cart is gone with the order: /checkout sends the shopper to the (empty) cart.
    expect((await thrownResponse(() => shopper.checkout())).headers.get("Location")).toBe("/en/cart");
  });

  it("makes one order of a double Place Order, and both answers show its receipt", async () => {
    const shopper = await shopperWithCart();
    await completeSteps(shopper);
    const cookie = shopper.cookie;
    // Two POSTs sent with the same cookie at once, as a double click without JavaScript does.
    const [first, second] = await Promise.all([
      shopper.post({ intent: "place-order" }, { keepCookie: false }),
      shopper.post({ intent: "place-order" }, { keepCookie: false }),
    ]);
    expectRedirect(first, "/en/confirmation");
    expectRedirect(second, "/en/confirmation");
    const numbers: string[] = [];
    for (const response of [first, second]) {
      shopper.cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
      numbers.push((await shopper.receipt())!.orderNumber);
    }
    expect(numbers[0]).toBe(numbers[1]);

    // A third submit after the first answer arrived (the cart already forgotten) answers the same receipt.
    expectRedirect(await shopper.post({ intent: "place-order" }), "/en/confirmation");
    expect((await shopper.receipt())?.orderNumber).toBe(numbers[0]);
    // And with the old cookie again (the browser never saw an answer): still that one order.
    shopper.cookie = cookie;
    expectRedirect(await shopper.post({ intent: "place-order" }), "/en/confirmation");
    expect((await shopper.receipt())?.orderNumber).toBe(numbers[0]);

    // Only one order was made: the next order of the store view takes the very next number.
    const next = await shopperWithCart();
    await completeSteps(next);
    expectRedirect(await next.post({ intent: "place-order" }), "/en/confirmation");
    const nextNumber = (await next.receipt())!.orderNumber;
    expect(Number(nextNumber)).toBe(Number(numbers[0]) + 1);
  });

  it("sends a shopper whose cart the backend no longer has back to the cart with the message", async () => {
    const shopper = await shopperWithCart();
    await completeSteps(shopper);
    const session = await getShopperSession(new Request(ORIGIN, { headers: { Cookie: shopper.cookie } }), TEST_SETTINGS);
    const gone = "no-such-cart-0123456789abcdef";
    session.set("cartId", gone);
    session.set("checkout", { ...session.get("checkout"), cartId: gone });
    shopper.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    const response = await shopper.post({ intent: "place-order" });
    expectRedirect(response, "/en/cart");
    const after = await getShopperSession(new Request(ORIGIN, { headers: { Cookie: shopper.cookie } }), TEST_SETTINGS);
    expect(after.get("flash")).toEqual({ type: "error", key: "checkout.errors.invalidCart" });
  });

  it("shows a short note on /confirmation when there is no order", async () => {
    expect(await browser().receipt()).toBeNull();
  });
});
