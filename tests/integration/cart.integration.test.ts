import { describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import type { CartActionResult, CartView } from "~/lib/cart/types";
import { action as cartAction, loader as cartLoader } from "~/routes/$store.cart";
import { loader as storeLoader } from "~/routes/$store";
import { TEST_SETTINGS, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";

/** One shopper's browser: keeps the session cookie between calls, as a browser would. */
function browser(store = "en") {
  let cookie = "";
  const keep = (response: Response) => {
    const set = response.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return response;
  };
  const headers = (extra: Record<string, string> = {}) => ({ ...(cookie ? { Cookie: cookie } : {}), ...extra });
  return {
    store,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    /** A plain form POST (no JS): answers the redirect. */
    async post(fields: Record<string, string | string[]>, referer = `${ORIGIN}/${store}/cart`): Promise<Response> {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const entry of [value].flat()) body.append(name, entry);
      const request = new Request(`${ORIGIN}/${store}/cart`, {
        method: "POST",
        body,
        headers: headers({ "Content-Type": "application/x-www-form-urlencoded", Referer: referer }),
      });
      return keep(await cartAction({ request, context: shop.context, params: { store } }));
    },
    /** The fetcher's POST (JS): answers the result as data. */
    async fetch(fields: Record<string, string | string[]>): Promise<{ status: number; result: CartActionResult }> {
      const response = await this.post({ ...fields, respond: "json" });
      return { status: response.status, result: (await response.json()) as CartActionResult };
    },
    async cart(): Promise<{ response: Response; cart: CartView | null }> {
      const request = new Request(`${ORIGIN}/${store}/cart`, { headers: headers() });
      const response = keep(await cartLoader({ request, context: shop.context, params: { store } }));
      return { response, cart: ((await response.clone().json()) as { cart: CartView | null }).cart };
    },
    async layout() {
      const request = new Request(`${ORIGIN}/${store}`, { headers: headers() });
      const response = keep(await storeLoader({ request, context: shop.context, params: { store } }));
      return (await response.json()) as { flash: { type: string; key: string; values?: Record<string, string> } | null; shopper: { cartCount: number } };
    },
  };
}

interface ProductsAnswer {
  products: {
    items: Array<{
      __typename: string;
      sku: string;
      name: string;
      stock_status: string;
      configurable_options?: Array<{ attribute_code: string; values: Array<{ uid: string; value_index: number }> }>;
      variants?: Array<{ attributes: Array<{ code: string; value_index: number }>; product: { sku: string; stock_status: string } }>;
    }>;
  };
}

/** A simple product in stock and a configurable's in-stock variant with the option uids that choose it. */
async function demoProducts() {
  const reply = await graphql<ProductsAnswer>(
    shop.engine,
    `{ products(search: "", pageSize: 200, currentPage: 1) { items { __typename sku name stock_status
        ... on ConfigurableProduct { configurable_options { attribute_code values { uid value_index } }
          variants { attributes { code value_index } product { sku stock_status } } } } } }`,
    { store: "en" },
  );
  const items = reply.data?.products.items ?? [];
  const simple = items.find((item) => item.__typename === "SimpleProduct" && item.stock_status === "IN_STOCK");
  const soldOut = items.find((item) => item.__typename === "SimpleProduct" && item.stock_status === "OUT_OF_STOCK");
  const configurable = items.find((item) => item.__typename === "ConfigurableProduct" && item.variants?.some((v) => v.product.stock_status === "IN_STOCK"));
  if (!simple || !configurable) throw new Error("the demo shop lacks a simple or configurable product in stock");
  const variant = configurable.variants!.find((v) => v.product.stock_status === "IN_STOCK")!;
  const selected = variant.attributes.map((attribute) => {
    const option = configurable.configurable_options!.find((candidate) => candidate.attribute_code === attribute.code)!;
    return option.values.find((value) => value.value_index === attribute.value_index)!.uid;
  });
  return { simple, soldOut, configurable, variant: variant.product, selected };
}

describe("cart route", () => {
  it("adds a simple product without JS: 303 back to the product page with a flash, and the header counts it", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    const response = await shopper.post({ intent: "add", sku: simple.sku, quantity: "2" }, `${ORIGIN}/en/some-product.html?x=1`);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/some-product.html?x=1");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const layout = await shopper.layout();
    expect(layout.flash).toEqual({ type: "success", key: "cart.added", values: { name: simple.name }, messages: { cart: { added: expect.any(String) } } });
    expect(layout.shopper.cartCount).toBe(2);
  });

  it("never redirects to another site", async () => {
    const { simple } = await demoProducts();
    const response = await browser("en").post({ intent: "add", sku: simple.sku, quantity: "1" }, "https://evil.example/en/x");
    expect(response.headers.get("Location")).toBe("/en/cart");
  });

  it("adds a configurable by parent sku and options, with JS, and shows its options on the cart page", async () => {
    const { configurable, variant, selected } = await demoProducts();
    const shopper = browser("en");
    const { status, result } = await shopper.fetch({ intent: "add", sku: variant.sku, parent_sku: configurable.sku, selected_options: selected, quantity: "1" });
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, message: { key: "cart.added", values: { name: configurable.name } } });
    const { cart, response } = await shopper.cart();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(cart?.items).toHaveLength(1);
    expect(cart?.items[0]).toMatchObject({ sku: variant.sku, name: configurable.name, quantity: 1 });
    expect(cart?.items[0]?.options.length).toBe(selected.length);
  });

  it("refuses a configurable without its options: 'check required options'", async () => {
    const { configurable } = await demoProducts();
    const { status, result } = await browser("en").fetch({ intent: "add", sku: configurable.sku, quantity: "1" });
    expect(status).toBe(400);
    expect(result.message.key).toBe("cart.errors.couldNotAdd");
  });

  it("updates a quantity, then removes the line; an empty cart shows no amounts", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    let { cart } = await shopper.cart();
    const uid = cart!.items[0]!.uid;
    const unit = cart!.items[0]!.price.value;
    const updated = await shopper.fetch({ intent: "update", uid, quantity: "3" });
    expect(updated.result.ok).toBe(true);
    expect(updated.result.cart?.items[0]?.quantity).toBe(3);
    expect(updated.result.cart?.prices?.subtotalInclTax.value).toBeCloseTo(unit * 3, 2);
    // Thai prices include 7% VAT: shown as included, the total is not raised by it.
    expect(updated.result.cart?.prices?.tax[0]?.label).toMatch(/7%/);
    expect(updated.result.cart?.prices?.grandTotal.value).toBeCloseTo(unit * 3, 2);
    await shopper.post({ intent: "remove", uid });
    ({ cart } = await shopper.cart());
    expect(cart?.items).toEqual([]);
    expect(cart?.prices).toBeNull();
    expect((await shopper.layout()).flash?.key).toBe("cart.removed");
  });

  it("applies and removes a coupon, and names an unknown one", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    const bad = await shopper.fetch({ intent: "apply-coupon", coupon_code: "NOPE-NOT-A-CODE" });
    expect(bad.result.message).toMatchObject({ type: "error", key: "cart.coupon.invalid", values: { code: "NOPE-NOT-A-CODE" } });
    const good = await shopper.fetch({ intent: "apply-coupon", coupon_code: "WELCOME10" });
    expect(good.result.ok).toBe(true);
    expect(good.result.cart?.coupon).toBe("WELCOME10");
    const subtotal = good.result.cart!.prices!.subtotalInclTax.value;
    expect(good.result.cart?.prices?.discounts[0]?.amount.value).toBeCloseTo(Math.round(subtotal * 10) / 100, 1);
    const removed = await shopper.fetch({ intent: "remove-coupon" });
    expect(removed.result.cart?.coupon).toBeNull();
    expect(removed.result.cart?.prices?.discounts).toEqual([]);
  });

  it("applies a gift card, checks balances and says 'Invalid card' for a bad one", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    const balance = await shopper.fetch({ intent: "check-gift-card", gift_card_code: "GIFT-1000-THAI" });
    expect(balance.result.message).toMatchObject({ type: "info", key: "cart.giftCard.balance", values: { balance: "฿1,000.00" } });
    const invalid = await shopper.fetch({ intent: "apply-gift-card", gift_card_code: "NOT-A-CARD" });
    expect(invalid.result.message.key).toBe("cart.giftCard.invalid");
    const expired = await shopper.fetch({ intent: "apply-gift-card", gift_card_code: "GIFT-EXPIRED-00" });
    expect(expired.result.message.key).toBe("cart.giftCard.invalid");
    const applied = await shopper.fetch({ intent: "apply-gift-card", gift_card_code: "GIFT-300-THAI" });
    expect(applied.result.ok).toBe(true);
    const prices = applied.result.cart!.prices!;
    expect(prices.giftCards[0]?.code).toBe("GIFT-300-THAI");
    const covered = prices.giftCards[0]!.applied.value;
    expect(prices.grandTotal.value).toBeCloseTo(Math.max(0, prices.subtotalInclTax.value - covered), 2);
    const removed = await shopper.fetch({ intent: "remove-gift-card", gift_card_code: "GIFT-300-THAI" });
    expect(removed.result.cart?.prices?.giftCards).toEqual([]);
  });

  it("shows what a ฿1,000 gift card pays on a cheaper cart and what the card keeps, on the cart page", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    const applied = await shopper.fetch({ intent: "apply-gift-card", gift_card_code: "GIFT-1000-THAI" });
    expect(applied.result.ok).toBe(true);
    const { cart } = await shopper.cart();
    const prices = cart!.prices!;
    expect(prices.subtotalInclTax.value).toBeLessThan(1000);
    // The card pays the whole cart, no more; the card keeps the rest; nothing is left to pay.
    expect(prices.giftCards).toEqual([
      {
        code: "GIFT-1000-THAI",
        applied: prices.subtotalInclTax,
        remaining: expect.objectContaining({ value: Math.round((1000 - prices.subtotalInclTax.value) * 100) / 100, currency: "THB" }),
      },
    ]);
    expect(prices.grandTotal.value).toBe(0);
  });

  it("recovers an invalid cart (spec §4): a forged id is dropped, a new cart made and the add retried once", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    const first = (await shopper.cart()).cart!.id;
    // Another browser's cookie session, with a cart id the backend never made.
    const forged = browser("en");
    const { getShopperSession, commitShopperSession } = await import("~/lib/shop/shopper-session.server");
    const session = await getShopperSession(new Request(ORIGIN), TEST_SETTINGS);
    session.set("cartId", "forged-cart-id-000000000000");
    forged.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0]!;
    const { cart: none } = await forged.cart();
    expect(none).toBeNull();
    forged.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0]!;
    const added = await forged.fetch({ intent: "add", sku: simple.sku, quantity: "2" });
    expect(added.result.ok).toBe(true);
    expect(added.result.cart?.id).not.toBe("forged-cart-id-000000000000");
    expect(added.result.cart?.id).not.toBe(first);
    expect(added.result.cart?.totalQuantity).toBe(2);
    expect((await forged.cart()).cart?.id).toBe(added.result.cart?.id);
  });

  it("refuses an out-of-stock product with the stock message and leaves the cart usable", async () => {
    const { soldOut, simple } = await demoProducts();
    if (!soldOut) throw new Error("the demo shop has no sold-out simple product");
    const shopper = browser("en");
    const refused = await shopper.fetch({ intent: "add", sku: soldOut.sku, quantity: "1" });
    expect(refused.result).toMatchObject({ ok: false, message: { key: "cart.errors.outOfStock" } });
    const tooMany = await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "9999" });
    expect(tooMany.result).toMatchObject({ ok: false, message: { key: "cart.errors.notEnoughStock" } });
    const fine = await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    expect(fine.result.ok).toBe(true);
    const raised = await shopper.fetch({ intent: "update", uid: fine.result.cart!.items[0]!.uid, quantity: "9999" });
    expect(raised.result).toMatchObject({ ok: false, message: { type: "warning", key: "cart.errors.notEnoughStock" } });
    expect(raised.result.cart?.items[0]?.quantity).toBe(1);
  });

  it("marks a line whose stock ran out after it was added, and holds checkout back until it is removed", async () => {
    const { simple } = await demoProducts();
    const shopper = browser("en");
    const mine = await shopper.fetch({ intent: "add", sku: simple.sku, quantity: "1" });
    expect(mine.result.ok).toBe(true);
    // Someone else buys every piece left (cash on delivery) through the backend.
    await buyAllStock(simple.sku);
    const { cart } = await shopper.cart();
    expect(cart?.items[0]?.stockError?.kind).toBe("outOfStock");
    expect(cart?.hasStockErrors).toBe(true);
    await shopper.post({ intent: "remove", uid: cart!.items[0]!.uid });
    expect((await shopper.cart()).cart?.hasStockErrors).toBe(false);
  });
});

/** How many of `sku` can be bought: the largest quantity one cart accepts (binary search on adds). */
async function buyAllStock(sku: string) {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const reply = await graphql<T>(shop.engine, query, { store: "en", variables });
    if (reply.errors?.length) throw new Error(reply.errors.map((error) => error.message).join("; "));
    return reply.data!;
  };
  const newCart = async () => (await call<{ createEmptyCart: string }>("mutation { createEmptyCart }")).createEmptyCart;
  const tryAdd = async (cartId: string, quantity: number) => {
    const data = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
      "mutation ($c: String!, $s: String!, $q: Float!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: $q }]) { user_errors { code message } } }",
      { c: cartId, s: sku, q: quantity },
    );
    return data.addProductsToCart.user_errors.length === 0;
  };
  let low = 1;
  let high = 10000;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await tryAdd(await newCart(), middle)) low = middle;
    else high = middle - 1;
  }
  const cartId = await newCart();
  expect(await tryAdd(cartId, low)).toBe(true);
  const address = {
    firstname: "Somchai",
    lastname: "Jaidee",
    street: ["99 Sukhumvit Road"],
    city: "Bangkok",
    region: "TH-10",
    postcode: "10110",
    country_code: "TH",
    telephone: "0812345678",
  };
  await call("mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: \"buyer@example.com\" }) { cart { id } } }", { c: cartId });
  const shipping = await call<{ setShippingAddressesOnCart: { cart: { shipping_addresses: Array<{ available_shipping_methods: Array<{ carrier_code: string; method_code: string }> }> } } }>(
    "mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }",
    { c: cartId, a: address },
  );
  const method = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods[0]!;
  await call("mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }", { c: cartId });
  await call("mutation ($c: String!, $cc: String!, $mc: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: $cc, method_code: $mc }] }) { cart { id } } }", {
    c: cartId,
    cc: method.carrier_code,
    mc: method.method_code,
  });
  await call("mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: \"cashondelivery\" } }) { cart { id } } }", { c: cartId });
  const placed = await call<{ placeOrder: { orderV2: { number: string } | null; errors: Array<{ message: string }> } }>(
    "mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } errors { message code } } }",
    { c: cartId },
  );
  expect(placed.placeOrder.errors).toEqual([]);
}
