/**
 * Gift options through the engine's handler, as a storefront or PWA Studio sends them: the store
 * view's switches, a guest's and a customer's gift message on the cart and on a line, wrapping,
 * gift receipt and printed card with their prices in the totals, Magento's refusals (a switched-off
 * option, someone else's cart), and the order keeping all of it, placed by GraphQL or by REST.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { defaultScoped, writeConfig } from "../store";

let demo: DemoEngine;
let engine: CommerceEngine;
let services: EngineServices;
let connection: DatabaseConnection;
let sku: string;
let wrappings: Array<{ uid: string; design: string; price: { value: number } }>;

const STORE = "en";
const address = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region: "TH-50", postcode: "50200", country_code: "TH", telephone: "0891234567" };

const CART_FIELDS = `id gift_message { from to message } gift_wrapping { uid design price { value } } gift_receipt_included printed_card_included
  available_gift_wrappings { uid design price { value currency } }
  itemsV2 { items { uid quantity ... on SimpleCartItem { gift_message { from to message } gift_wrapping { uid design price { value } } available_gift_wrapping { uid } } } }
  prices { grand_total { value } subtotal_including_tax { value } applied_taxes { amount { value } }
    gift_options { gift_wrapping_for_order { value } gift_wrapping_for_order_incl_tax { value } gift_wrapping_for_items { value }
      gift_wrapping_for_items_incl_tax { value } printed_card { value } printed_card_incl_tax { value } } }`;

interface CartOut {
  id: string;
  gift_message: { from: string; to: string; message: string } | null;
  gift_wrapping: { uid: string; design: string; price: { value: number } } | null;
  gift_receipt_included: boolean;
  printed_card_included: boolean;
  available_gift_wrappings: Array<{ uid: string; design: string; price: { value: number; currency: string } }>;
  itemsV2: { items: Array<{ uid: string; quantity: number; gift_message: CartOut["gift_message"]; gift_wrapping: CartOut["gift_wrapping"]; available_gift_wrapping: Array<{ uid: string }> }> };
  prices: {
    grand_total: { value: number };
    subtotal_including_tax: { value: number };
    applied_taxes: Array<{ amount: { value: number } }>;
    gift_options: Record<string, { value: number }>;
  };
}

const SET_GIFT_OPTIONS = `mutation($input: SetGiftOptionsOnCartInput) { setGiftOptionsOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const UPDATE_ITEMS = `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } errors { message } } }`;

async function setSettings(values: Record<string, string>) {
  await writeConfig(connection.db, defaultScoped(values));
  services.config.invalidate();
}

async function newCart(token: string | null, quantity = 2): Promise<string> {
  const headers = token ? bearer(token) : undefined;
  const cartId = token
    ? (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: STORE, headers })).customerCart.id
    : (await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store: STORE })).createGuestCart.cart.id;
  await graphqlData(engine, `mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { cart { id } } }`, {
    store: STORE,
    headers,
    variables: { id: cartId, sku, q: quantity },
  });
  return cartId;
}

function setGiftOptions(input: Record<string, unknown>, token: string | null = null) {
  return graphql<{ setGiftOptionsOnCart: { cart: CartOut } }>(engine, SET_GIFT_OPTIONS, { store: STORE, headers: token ? bearer(token) : undefined, variables: { input } });
}

async function cartOf(cartId: string, token: string | null = null): Promise<CartOut> {
  return (await graphqlData<{ cart: CartOut }>(engine, `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { store: STORE, headers: token ? bearer(token) : undefined, variables: { id: cartId } })).cart;
}

/** Address, flat-rate shipping (฿60, or free from ฿1,500) and cash on delivery. */
async function readyForOrder(cartId: string, token: string | null) {
  const headers = token ? bearer(token) : undefined;
  const run = (query: string, variables: Record<string, unknown> = {}) => graphqlData(engine, query, { store: STORE, headers, variables: { id: cartId, ...variables } });
  if (!token) await run(`mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "gift.buyer@example.com" }) { cart { id } } }`);
  await run(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { a: address });
  await run(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`);
  await run(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`);
  await run(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`);
}

const ORDER_FIELDS = `number gift_message { from to message } gift_wrapping { uid design price { value } } gift_receipt_included printed_card_included
  items { product_sku gift_message { from to message } gift_wrapping { design price { value } } }
  total { grand_total { value } total_tax { value } gift_options { gift_wrapping_for_order_incl_tax { value } gift_wrapping_for_items_incl_tax { value } printed_card_incl_tax { value } printed_card { value } } }`;

beforeAll(async () => {
  demo = await startDemoEngine({ store: STORE });
  ({ engine, services, connection } = demo);
  sku = demo.stockedSku;
  const cart = await cartOf(await newCart(null));
  wrappings = cart.available_gift_wrappings;
});

afterAll(async () => {
  await demo.close();
});

describe("settings", () => {
  it("serves the demo's switches in storeConfig and gift_message_available on products", async () => {
    const data = await graphqlData<{ storeConfig: Record<string, unknown>; products: { items: Array<{ gift_message_available: boolean }> } }>(
      engine,
      `query($sku: String) { storeConfig { allow_order allow_items allow_gift_wrapping_on_order allow_gift_wrapping_on_order_items allow_gift_receipt allow_printed_card
        printed_card_price printed_card_priceV2 { value currency } cart_gift_wrapping cart_printed_card sales_gift_wrapping sales_printed_card }
        products(filter: { sku: { eq: $sku } }) { items { gift_message_available } } }`,
      { store: STORE, variables: { sku } },
    );
    expect(data.storeConfig).toEqual({
      allow_order: "1",
      allow_items: "1",
      allow_gift_wrapping_on_order: "1",
      allow_gift_wrapping_on_order_items: "1",
      allow_gift_receipt: "1",
      allow_printed_card: "1",
      printed_card_price: "50",
      printed_card_priceV2: { value: 50, currency: "THB" },
      cart_gift_wrapping: "2",
      cart_printed_card: "2",
      sales_gift_wrapping: "2",
      sales_printed_card: "2",
    });
    expect(data.products.items).toEqual([{ gift_message_available: true }]);
    expect(wrappings.map((w) => [w.design, w.price.value])).toEqual([
      ["Banana leaf and twine", 40],
      ["Gold silk box", 120],
    ]);
    const thai = await graphqlData<{ cart: { available_gift_wrappings: Array<{ design: string }> } }>(engine, `query($id: String!) { cart(cart_id: $id) { available_gift_wrappings { design } } }`, {
      store: "th",
      variables: { id: await newCart(null) },
    });
    expect(thai.cart.available_gift_wrappings.map((w) => w.design)).toEqual(["ห่อใบตองผูกเชือก", "กล่องผ้าไหมสีทอง"]);
  });
});

describe("a guest's gift options", () => {
  it("sets a message, wrapping, receipt and card on the cart and prices them into the totals", async () => {
    const cartId = await newCart(null);
    const before = await cartOf(cartId);
    expect(before).toMatchObject({ gift_message: null, gift_wrapping: null, gift_receipt_included: false, printed_card_included: false });
    expect(before.prices.gift_options).toEqual({
      gift_wrapping_for_order: { value: 0 },
      gift_wrapping_for_order_incl_tax: { value: 0 },
      gift_wrapping_for_items: { value: 0 },
      gift_wrapping_for_items_incl_tax: { value: 0 },
      printed_card: { value: 0 },
      printed_card_incl_tax: { value: 0 },
    });

    const reply = await setGiftOptions({
      cart_id: cartId,
      gift_message: { from: "Malee", to: "Somchai", message: "Happy birthday!" },
      gift_wrapping_id: wrappings[0]!.uid,
      gift_receipt_included: true,
      printed_card_included: true,
    });
    expect(reply.errors).toBeUndefined();
    const cart = reply.data!.setGiftOptionsOnCart.cart;
    expect(cart).toMatchObject({
      gift_message: { from: "Malee", to: "Somchai", message: "Happy birthday!" },
      gift_wrapping: { uid: wrappings[0]!.uid, design: "Banana leaf and twine", price: { value: 40 } },
      gift_receipt_included: true,
      printed_card_included: true,
    });
    // ฿40 wrapping and a ฿50 card, VAT included; the plain amounts are without it.
    expect(cart.prices.gift_options).toMatchObject({
      gift_wrapping_for_order: { value: 37.38 },
      gift_wrapping_for_order_incl_tax: { value: 40 },
      printed_card: { value: 46.73 },
      printed_card_incl_tax: { value: 50 },
    });
    expect(cart.prices.subtotal_including_tax.value).toBe(before.prices.subtotal_including_tax.value);
    expect(cart.prices.grand_total.value).toBeCloseTo(before.prices.grand_total.value + 90, 2);
    expect(cart.prices.applied_taxes[0]!.amount.value).toBeCloseTo(before.prices.applied_taxes[0]!.amount.value + 2.62 + 3.27, 2);

    // Sending the options again replaces them all: no message, no wrapping, no card.
    const cleared = await setGiftOptions({ cart_id: cartId, gift_message: null, gift_wrapping_id: null, gift_receipt_included: false, printed_card_included: false });
    expect(cleared.data!.setGiftOptionsOnCart.cart).toMatchObject({ gift_message: null, gift_wrapping: null, gift_receipt_included: false, printed_card_included: false });
    expect(cleared.data!.setGiftOptionsOnCart.cart.prices.grand_total.value).toBe(before.prices.grand_total.value);
  });

  it("sets a line's message and wrapping with updateCartItems, the wrapping charged per piece", async () => {
    const cartId = await newCart(null, 2);
    const before = await cartOf(cartId);
    const line = before.itemsV2.items[0]!;
    expect(line.available_gift_wrapping.map((w) => w.uid)).toEqual(wrappings.map((w) => w.uid));
    const updated = await graphqlData<{ updateCartItems: { cart: CartOut; errors: unknown[] } }>(engine, UPDATE_ITEMS, {
      store: STORE,
      variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: 2, gift_message: { from: "A", to: "B", message: "For you" }, gift_wrapping_id: wrappings[1]!.uid }] } },
    });
    expect(updated.updateCartItems.errors).toEqual([]);
    const item = updated.updateCartItems.cart.itemsV2.items[0]!;
    expect(item.gift_message).toEqual({ from: "A", to: "B", message: "For you" });
    expect(item.gift_wrapping).toMatchObject({ design: "Gold silk box", price: { value: 120 } });
    expect(updated.updateCartItems.cart.prices.gift_options).toMatchObject({ gift_wrapping_for_items_incl_tax: { value: 240 }, gift_wrapping_for_items: { value: 224.3 } });
    expect(updated.updateCartItems.cart.prices.grand_total.value).toBeCloseTo(before.prices.grand_total.value + 240, 2);
  });

  it("refuses a switched-off option with Magento's message, and skips a line's message while messages on items are off", async () => {
    const cartId = await newCart(null);
    await setSettings({ "sales/gift_options/allow_order": "0", "sales/gift_options/allow_items": "0" });
    try {
      const refused = await setGiftOptions({ cart_id: cartId, gift_message: { from: "A", to: "B", message: "Hi" }, gift_receipt_included: false, printed_card_included: false });
      expect(refused.errors?.[0]).toMatchObject({ message: "Gift Message is not available", extensions: { category: "graphql-input" } });
      const line = (await cartOf(cartId)).itemsV2.items[0]!;
      const updated = await graphqlData<{ updateCartItems: { cart: CartOut } }>(engine, UPDATE_ITEMS, {
        store: STORE,
        variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: 1, gift_message: { from: "A", to: "B", message: "Hi" } }] } },
      });
      expect(updated.updateCartItems.cart.itemsV2.items[0]!.gift_message).toBeNull();
      const product = await graphqlData<{ products: { items: Array<{ gift_message_available: boolean }> } }>(engine, `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { gift_message_available } } }`, {
        store: STORE,
        variables: { sku },
      });
      expect(product.products.items[0]!.gift_message_available).toBe(false);
    } finally {
      await setSettings({ "sales/gift_options/allow_order": "1", "sales/gift_options/allow_items": "1" });
    }
    await setSettings({ "sales/gift_options/wrapping_allow_order": "0", "sales/gift_options/allow_printed_card": "0" });
    try {
      const wrapping = await setGiftOptions({ cart_id: cartId, gift_wrapping_id: wrappings[0]!.uid, gift_receipt_included: false, printed_card_included: false });
      expect(wrapping.errors?.[0]?.message).toBe("Gift wrapping is not available");
      const card = await setGiftOptions({ cart_id: cartId, gift_receipt_included: false, printed_card_included: true });
      expect(card.errors?.[0]?.message).toBe("Printed card is not available");
      expect((await cartOf(cartId)).available_gift_wrappings).toEqual([]);
    } finally {
      await setSettings({ "sales/gift_options/wrapping_allow_order": "1", "sales/gift_options/allow_printed_card": "1" });
    }
    const unknown = await setGiftOptions({ cart_id: cartId, gift_wrapping_id: "OTk5", gift_receipt_included: false, printed_card_included: false });
    expect(unknown.errors?.[0]?.message).toBe('Could not find gift wrapping with ID "OTk5"');
    const empty = await setGiftOptions({ cart_id: (await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store: STORE })).createGuestCart.cart.id, gift_message: { from: "A", to: "B", message: "Hi" }, gift_receipt_included: false, printed_card_included: false });
    expect(empty.errors?.[0]?.message).toBe("Gift Messages are not applicable for empty cart");
  });
});

describe("a customer's gift options", () => {
  it("come along from the guest cart when it is merged into the customer's cart on sign-in", async () => {
    const customer = await demo.createCustomer({ store: STORE });
    const guestCart = await newCart(null, 1);
    const line = (await cartOf(guestCart)).itemsV2.items[0]!;
    await graphqlData(engine, UPDATE_ITEMS, {
      store: STORE,
      variables: { input: { cart_id: guestCart, cart_items: [{ cart_item_uid: line.uid, quantity: 1, gift_message: { from: "Me", to: "You", message: "Line" } }] } },
    });
    await setGiftOptions({ cart_id: guestCart, gift_message: { from: "Me", to: "You", message: "Cart" }, gift_wrapping_id: wrappings[0]!.uid, gift_receipt_included: false, printed_card_included: true });
    const customerCart = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: STORE, headers: bearer(customer.token) })).customerCart.id;
    await graphqlData(engine, `mutation($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }`, {
      store: STORE,
      headers: bearer(customer.token),
      variables: { s: guestCart, d: customerCart },
    });
    const merged = await cartOf(customerCart, customer.token);
    expect(merged).toMatchObject({ gift_message: { from: "Me", to: "You", message: "Cart" }, gift_wrapping: { uid: wrappings[0]!.uid }, printed_card_included: true });
    expect(merged.itemsV2.items[0]!.gift_message).toEqual({ from: "Me", to: "You", message: "Line" });
  });


  it("are the customer's own: a guest or another customer cannot change them", async () => {
    const owner = await demo.createCustomer({ store: STORE });
    const other = await demo.createCustomer({ store: STORE });
    const cartId = await newCart(owner.token, 1);
    const set = await setGiftOptions({ cart_id: cartId, gift_message: { from: "Owner", to: "Friend", message: "Mine" }, gift_receipt_included: false, printed_card_included: false }, owner.token);
    expect(set.data!.setGiftOptionsOnCart.cart.gift_message).toEqual({ from: "Owner", to: "Friend", message: "Mine" });
    for (const token of [null, other.token]) {
      const refused = await setGiftOptions({ cart_id: cartId, gift_message: { from: "X", to: "Y", message: "Not yours" }, gift_receipt_included: false, printed_card_included: false }, token);
      expect(refused.errors?.[0]).toMatchObject({ message: `The current user cannot perform operations on cart "${cartId}"`, extensions: { category: "graphql-authorization" } });
    }
    expect((await cartOf(cartId, owner.token)).gift_message).toEqual({ from: "Owner", to: "Friend", message: "Mine" });
  });

  it("keeps the message, wrapping, card and their prices on the order placed by GraphQL", async () => {
    const customer = await demo.createCustomer({ store: STORE });
    const cartId = await newCart(customer.token, 1);
    const line = (await cartOf(cartId, customer.token)).itemsV2.items[0]!;
    await graphqlData(engine, UPDATE_ITEMS, {
      store: STORE,
      headers: bearer(customer.token),
      variables: { input: { cart_id: cartId, cart_items: [{ cart_item_uid: line.uid, quantity: 1, gift_message: { from: "Malee", to: "Mum", message: "ขอบคุณค่ะ" }, gift_wrapping_id: wrappings[0]!.uid }] } },
    });
    await setGiftOptions({ cart_id: cartId, gift_message: { from: "Malee", to: "Somchai", message: "Happy New Year" }, gift_wrapping_id: wrappings[1]!.uid, gift_receipt_included: true, printed_card_included: true }, customer.token);
    await readyForOrder(cartId, customer.token);
    const cart = await cartOf(cartId, customer.token);
    // Product + shipping + ฿120 order wrapping + ฿40 line wrapping + ฿50 card.
    const shipped = await graphqlData<{ cart: { shipping_addresses: Array<{ selected_shipping_method: { amount: { value: number } } }> } }>(
      engine,
      `query($id: String!) { cart(cart_id: $id) { shipping_addresses { selected_shipping_method { amount { value } } } } }`,
      { store: STORE, headers: bearer(customer.token), variables: { id: cartId } },
    );
    const shipping = shipped.cart.shipping_addresses[0]?.selected_shipping_method.amount.value ?? 0;
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value + shipping + 120 + 40 + 50, 2);
    const placed = await graphqlData<{ placeOrder: { orderV2: { number: string; total: { grand_total: { value: number } } } } }>(
      engine,
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value } } } } }`,
      { store: STORE, headers: bearer(customer.token), variables: { id: cartId } },
    );
    expect(placed.placeOrder.orderV2.total.grand_total.value).toBe(cart.prices.grand_total.value);

    const orders = await graphqlData<{ customer: { orders: { items: Array<Record<string, unknown>> } } }>(engine, `{ customer { orders { items { ${ORDER_FIELDS} } } } }`, {
      store: STORE,
      headers: bearer(customer.token),
    });
    const order = orders.customer.orders.items[0]!;
    expect(order).toMatchObject({
      number: placed.placeOrder.orderV2.number,
      gift_message: { from: "Malee", to: "Somchai", message: "Happy New Year" },
      gift_wrapping: { uid: wrappings[1]!.uid, design: "Gold silk box", price: { value: 120 } },
      gift_receipt_included: true,
      printed_card_included: true,
      items: [{ product_sku: sku, gift_message: { from: "Malee", to: "Mum", message: "ขอบคุณค่ะ" }, gift_wrapping: { design: "Banana leaf and twine", price: { value: 40 } } }],
      total: {
        grand_total: { value: cart.prices.grand_total.value },
        total_tax: { value: cart.prices.applied_taxes[0]!.amount.value },
        gift_options: { gift_wrapping_for_order_incl_tax: { value: 120 }, gift_wrapping_for_items_incl_tax: { value: 40 }, printed_card_incl_tax: { value: 50 }, printed_card: { value: 46.73 } },
      },
    });

    // As Magento's order resolvers: while a switch is off, its messages are not shown (they are kept).
    await setSettings({ "sales/gift_options/allow_order": "0", "sales/gift_options/allow_items": "0" });
    try {
      const hidden = await graphqlData<{ customer: { orders: { items: Array<{ gift_message: unknown; items: Array<{ gift_message: unknown }> }> } } }>(
        engine,
        `{ customer { orders { items { gift_message { message } items { gift_message { message } } } } } }`,
        { store: STORE, headers: bearer(customer.token) },
      );
      expect(hidden.customer.orders.items[0]).toEqual({ gift_message: null, items: [{ gift_message: null }] });
    } finally {
      await setSettings({ "sales/gift_options/allow_order": "1", "sales/gift_options/allow_items": "1" });
    }
  });

  it("keeps them on an order placed through REST payment-information (the storefront's path)", async () => {
    const cartId = await newCart(null, 1);
    await setGiftOptions({ cart_id: cartId, gift_message: { from: "Guest", to: "Friend", message: "Enjoy" }, gift_wrapping_id: wrappings[0]!.uid, gift_receipt_included: false, printed_card_included: false });
    await readyForOrder(cartId, null);
    const restAddress = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region_code: "TH-50", postcode: "50200", country_id: "TH", telephone: "0891234567" };
    const shippingInformation = await engine.handle(
      new Request(new URL(`/rest/${STORE}/V1/guest-carts/${cartId}/shipping-information`, TEST_ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ addressInformation: { shipping_address: restAddress, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } }),
      }),
    );
    expect(shippingInformation.status).toBe(200);
    const { totals } = (await shippingInformation.json()) as { totals: { grand_total: number; total_segments: Array<{ code: string; value: unknown; extension_attributes?: Record<string, unknown> }> } };
    // Adobe Commerce's segment: no value of its own, the amounts in extension_attributes.
    expect(totals.total_segments.find((segment) => segment.code === "giftwrapping")).toMatchObject({
      value: null,
      extension_attributes: { gw_order_id: Buffer.from(wrappings[0]!.uid, "base64").toString(), gw_price: "37.3800", gw_price_incl_tax: "40.0000", gw_tax_amount: "2.6200", gw_items_price_incl_tax: "0.0000", gw_card_price_incl_tax: "0.0000" },
    });
    expect(totals.grand_total).toBe((await cartOf(cartId)).prices.grand_total.value);
    const response = await engine.handle(
      new Request(new URL(`/rest/${STORE}/V1/guest-carts/${cartId}/payment-information`, TEST_ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "gift.buyer@example.com", paymentMethod: { method: "cashondelivery" } }),
      }),
    );
    expect(response.status).toBe(200);
    const number = (await response.json()) as string;
    const [row] = await queryRows<{ sender: string; message: string; gw_price: string; gw_id: number }>(
      connection.db,
      sql`select m.sender, m.message, o.gw_price, o.gw_id from sales_order o join gift_message m on m.gift_message_id = o.gift_message_id where o.increment_id = ${number}`,
    );
    expect(row).toMatchObject({ sender: "Guest", message: "Enjoy", gw_price: "40.0000" });
    // The confirmation email lists the wrapping among the totals and carries the message.
    const mail = (await services.outbox.list()).find((m) => m.subject.includes(number))!;
    expect(mail.textBody).toMatch(/Gift Wrapping for Order: THB\s40\.00/);
    expect(mail.textBody).toContain("Gift Message for this Order:\nFrom: Guest\nTo: Friend\nMessage: Enjoy");
    expect(mail.htmlBody).toContain("From: Guest<br>To: Friend<br>Message: Enjoy");
  });
});
