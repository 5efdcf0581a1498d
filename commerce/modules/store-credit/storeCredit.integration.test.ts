/**
 * Store credit through the engine's HTTP handler, as a storefront uses it: the demo customer's
 * balance and history, only one's own; applying credit to a customer's cart (after gift cards, never
 * more than what is left), placing the order debits it (with a "Used" history row) and an order fully
 * covered pays with `free`; guests and a switched-off setting get Adobe Commerce's errors; a gift
 * card redeemed as store credit; the demo customer's gift card on his order.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { DEMO_CUSTOMER } from "../customer";
import { changeBalance } from "./balances";

let demo: DemoEngine;
let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;
let sku = "";
let price = 0;

const address = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region: "TH-50", postcode: "50200", country_code: "TH", telephone: "0891234567" };

beforeAll(async () => {
  demo = await startDemoEngine({ stocked: { priceAbove: 100 } });
  ({ engine, services, connection, stockedSku: sku } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const signIn = (email: string, password: string) => demo.signIn(email, password);

/** A new account with `credit` baht of store credit; answers its token and id. */
async function accountWithCredit(email: string, credit: number): Promise<{ token: string; id: number }> {
  const { token } = await demo.createCustomer({ email });
  const customer = await services.customers.findByEmail(email);
  if (credit > 0) await connection.db.transaction((tx) => changeBalance(tx, { customerId: customer!.id, websiteId: customer!.websiteId, delta: credit, action: "updated", info: "Test credit" }));
  return { token, id: customer!.id };
}


const CREDIT = `query($size: Int, $page: Int) { customer { store_credit { enabled current_balance { value currency }
  balance_history(pageSize: $size, currentPage: $page) { total_count page_info { current_page page_size total_pages }
    items { action actual_balance { value } balance_change { value } date_time_changed } } } } }`;

interface CreditOut {
  customer: {
    store_credit: {
      enabled: boolean;
      current_balance: { value: number; currency: string } | null;
      balance_history: { total_count: number; page_info: { current_page: number; page_size: number; total_pages: number }; items: Array<{ action: string; actual_balance: { value: number }; balance_change: { value: number }; date_time_changed: string }> } | null;
    };
  };
}

const CART_FIELDS = `id prices { grand_total { value } } applied_store_credit { enabled applied_balance { value } current_balance { value } }
  applied_gift_cards { code applied_balance { value } } available_payment_methods { code }`;

interface CartOut {
  id: string;
  prices: { grand_total: { value: number } };
  applied_store_credit: { enabled: boolean; applied_balance: { value: number } | null; current_balance: { value: number } | null } | null;
  applied_gift_cards: Array<{ code: string; applied_balance: { value: number } }>;
  available_payment_methods: Array<{ code: string }>;
}

/** The customer's cart with `qty` of the test product, an address and flat-rate shipping. */
async function readyCart(token: string, qty = 1): Promise<string> {
  const headers = bearer(token);
  const id = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: "th", headers })).customerCart.id;
  await graphqlData(engine, `mutation($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) { cart { id } } }`, {
    store: "th",
    headers,
    variables: { id, sku, qty },
  });
  await graphqlData(engine, `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, {
    store: "th",
    headers,
    variables: { id, a: address },
  });
  await graphqlData(engine, `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { store: "th", headers, variables: { id } });
  await graphqlData(engine, `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, {
    store: "th",
    headers,
    variables: { id },
  });
  return id;
}

async function applyCredit(token: string, id: string): Promise<CartOut> {
  return (
    await graphqlData<{ applyStoreCreditToCart: { cart: CartOut } }>(engine, `mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`, {
      store: "th",
      headers: bearer(token),
      variables: { id },
    })
  ).applyStoreCreditToCart.cart;
}

async function placeOrder(token: string, id: string, method: string): Promise<{ number: string; total: { grand_total: { value: number }; total_store_credit: { value: number } }; payment_methods: Array<{ type: string }> }> {
  await graphqlData(engine, `mutation($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { id } } }`, {
    store: "th",
    headers: bearer(token),
    variables: { id, code: method },
  });
  const placed = await graphqlData<{ placeOrder: { orderV2: { number: string; total: { grand_total: { value: number }; total_store_credit: { value: number } }; payment_methods: Array<{ type: string }> } | null; errors: unknown[] } }>(
    engine,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value } total_store_credit { value } } payment_methods { type } } errors { message code } } }`,
    { store: "th", headers: bearer(token), variables: { id } },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2!;
}

async function setStoreCredit(on: boolean): Promise<void> {
  await connection.db.execute(
    sql`insert into core_config_data (scope, scope_id, path, value) values ('default', 0, 'customer/magento_customerbalance/is_enabled', ${on ? "1" : "0"})
      on conflict do nothing`,
  );
  await connection.db.execute(sql`update core_config_data set value = ${on ? "1" : "0"} where path = 'customer/magento_customerbalance/is_enabled'`);
  services.config.invalidate();
}

describe("the demo customer's store credit", () => {
  it("shows ฿500 with its history newest first, paged", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token) })).customer.store_credit;
    expect(credit.enabled).toBe(true);
    expect(credit.current_balance).toEqual({ value: 500, currency: "THB" });
    expect(credit.balance_history!.total_count).toBe(3);
    expect(credit.balance_history!.items.map((item) => [item.action, item.balance_change.value, item.actual_balance.value])).toEqual([
      ["Used", -150, 500],
      ["Refunded", 250, 650],
      ["Created", 400, 400],
    ]);
    expect(credit.balance_history!.items[0]!.date_time_changed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token), variables: { size: 2, page: 2 } })).customer.store_credit;
    expect(second.balance_history!.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(second.balance_history!.items.map((item) => item.action)).toEqual(["Created"]);
  });

  it("is his own: another customer sees only their own (empty) balance, a guest is refused", async () => {
    const other = await accountWithCredit("nobody.credit@example.com", 0);
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(other.token) })).customer.store_credit;
    expect(credit.current_balance).toEqual({ value: 0, currency: "THB" });
    expect(credit.balance_history).toMatchObject({ total_count: 0, items: [] });
    const guest = await graphql(engine, CREDIT, { store: "th" });
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it("shows the gift card that paid part of his complete order", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const data = await graphqlData<{ customer: { orders: { items: Array<{ applied_gift_cards: Array<{ code: string; applied_balance: { value: number } }>; total: { total_giftcard: { value: number } } }> } } }>(
      engine,
      `{ customer { orders(filter: { status: { eq: "complete" } }) { items { applied_gift_cards { code applied_balance { value } } total { total_giftcard { value } } } } } }`,
      { store: "th", headers: bearer(token) },
    );
    expect(data.customer.orders.items[0]!.applied_gift_cards).toEqual([{ code: "GIFT-SOMCHAI-500", applied_balance: { value: 200 } }]);
    expect(data.customer.orders.items[0]!.total.total_giftcard.value).toBe(200);
    const card = await graphqlData<{ giftCardAccount: { balance: { value: number }; expiration_date: string } }>(
      engine,
      `{ giftCardAccount(input: { gift_card_code: "gift-somchai-500" }) { balance { value } expiration_date } }`,
      { store: "th" },
    );
    expect(card.giftCardAccount).toEqual({ balance: { value: 300 }, expiration_date: "2030-12-31" });
  });
});

describe("store credit on a cart", () => {
  it("pays what it can after the total; placing the order debits it with a Used history row", async () => {
    const { token } = await accountWithCredit("malee.credit@example.com", 100);
    const id = await readyCart(token, 1);
    const before = (await graphqlData<{ cart: CartOut }>(engine, `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { store: "th", headers: bearer(token), variables: { id } })).cart;
    expect(before.applied_store_credit).toEqual({ enabled: true, applied_balance: { value: 0 }, current_balance: { value: 100 } });
    const applied = await applyCredit(token, id);
    expect(applied.applied_store_credit).toEqual({ enabled: true, applied_balance: { value: 100 }, current_balance: { value: 100 } });
    expect(applied.prices.grand_total.value).toBeCloseTo(before.prices.grand_total.value - 100, 2);
    price = before.prices.grand_total.value;

    const order = await placeOrder(token, id, "cashondelivery");
    expect(order.total.total_store_credit.value).toBe(100);
    expect(order.total.grand_total.value).toBeCloseTo(price - 100, 2);
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token) })).customer.store_credit;
    expect(credit.current_balance!.value).toBe(0);
    expect(credit.balance_history!.items[0]).toMatchObject({ action: "Used", balance_change: { value: -100 }, actual_balance: { value: 0 } });
  });

  it("never pays more than the total: a covered order pays with free and leaves the rest of the credit", async () => {
    const { token } = await accountWithCredit("rich.credit@example.com", 100_000);
    const id = await readyCart(token, 1);
    const applied = await applyCredit(token, id);
    expect(applied.prices.grand_total.value).toBe(0);
    expect(applied.available_payment_methods).toEqual([{ code: "free" }]);
    const due = applied.applied_store_credit!.applied_balance!.value;
    expect(due).toBeGreaterThan(0);
    const order = await placeOrder(token, id, "free");
    expect(order.payment_methods[0]!.type).toBe("free");
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token) })).customer.store_credit;
    expect(credit.current_balance!.value).toBeCloseTo(100_000 - due, 2);
  });

  it("comes after gift cards, and removing it brings the total back", async () => {
    const { token } = await accountWithCredit("gift.credit@example.com", 50);
    const id = await readyCart(token, 1);
    const headers = bearer(token);
    const full = (await graphqlData<{ cart: CartOut }>(engine, `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { store: "th", headers, variables: { id } })).cart.prices.grand_total.value;
    await graphqlData(engine, `mutation($id: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: "GIFT-300-THAI" }) { cart { id } } }`, { store: "th", headers, variables: { id } });
    const both = await applyCredit(token, id);
    const byCard = both.applied_gift_cards[0]!.applied_balance.value;
    expect(byCard).toBe(Math.min(300, full));
    expect(both.applied_store_credit!.applied_balance!.value).toBe(Math.min(50, Math.max(full - byCard, 0)));
    const removed = (
      await graphqlData<{ removeStoreCreditFromCart: { cart: CartOut } }>(engine, `mutation($id: String!) { removeStoreCreditFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`, {
        store: "th",
        headers,
        variables: { id },
      })
    ).removeStoreCreditFromCart.cart;
    expect(removed.applied_store_credit!.applied_balance!.value).toBe(0);
    expect(removed.prices.grand_total.value).toBeCloseTo(Math.max(full - byCard, 0), 2);
  });

  it("a debit never takes a balance below zero (the check placing an order relies on)", async () => {
    const { id } = await accountWithCredit("race.credit@example.com", 30);
    const customer = await services.customers.findByEmail("race.credit@example.com");
    const left = await connection.db.transaction((tx) => changeBalance(tx, { customerId: id, websiteId: customer!.websiteId, delta: -31, action: "used" }));
    expect(left).toBeNull();
    const spent = await connection.db.transaction((tx) => changeBalance(tx, { customerId: id, websiteId: customer!.websiteId, delta: -30, action: "used" }));
    expect(spent).toBe(0);
  });

  it("is refused on a guest cart and answers null there", async () => {
    const id = (await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store: "th" })).createGuestCart.cart.id;
    const refused = await graphql(engine, `mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { id } } }`, { store: "th", variables: { id } });
    expect(refused.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    const cart = await graphqlData<{ cart: { applied_store_credit: unknown } }>(engine, `query($id: String!) { cart(cart_id: $id) { applied_store_credit { enabled } } }`, { store: "th", variables: { id } });
    expect(cart.cart.applied_store_credit).toBeNull();
  });

  it("switched off: applying is refused with Adobe Commerce's text and the balance is not shown", async () => {
    const { token } = await accountWithCredit("off.credit@example.com", 80);
    const id = await readyCart(token, 1);
    await setStoreCredit(false);
    try {
      const refused = await graphql(engine, `mutation($id: String!) { applyStoreCreditToCart(input: { cart_id: $id }) { cart { id } } }`, { store: "th", headers: bearer(token), variables: { id } });
      expect(refused.errors?.[0]).toMatchObject({ message: 'You cannot add "credit" to the cart.', extensions: { category: "graphql-input" } });
      const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token) })).customer.store_credit;
      expect(credit).toEqual({ enabled: false, current_balance: null, balance_history: null });
      const redeem = await graphql(engine, `mutation { redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: "GIFT-1000-THAI" }) { code } }`, { store: "th", headers: bearer(token) });
      expect(redeem.errors?.[0]?.message).toBe("You can't redeem a gift card now.");
    } finally {
      await setStoreCredit(true);
    }
  });
});

describe("redeemGiftCardBalanceAsStoreCredit", () => {
  const REDEEM = `mutation($code: String!) { redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: $code }) { code balance { value currency } } }`;

  it("moves the card's whole balance into the customer's store credit, once", async () => {
    const { token } = await accountWithCredit("redeem.credit@example.com", 0);
    const redeemed = await graphqlData<{ redeemGiftCardBalanceAsStoreCredit: { code: string; balance: { value: number } } }>(engine, REDEEM, {
      store: "th",
      headers: bearer(token),
      variables: { code: "gift-1000-thai" },
    });
    expect(redeemed.redeemGiftCardBalanceAsStoreCredit).toEqual({ code: "GIFT-1000-THAI", balance: { value: 0, currency: "THB" } });
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "th", headers: bearer(token) })).customer.store_credit;
    expect(credit.current_balance!.value).toBe(1000);
    expect(credit.balance_history!.items[0]).toMatchObject({ action: "Created", balance_change: { value: 1000 } });
    const again = await graphql(engine, REDEEM, { store: "th", headers: bearer(token), variables: { code: "GIFT-1000-THAI" } });
    expect(again.errors?.[0]?.message).toBe("Gift card account is not redeemable.");
  });

  it("notes the redeemed card on the history row as Magento does, for the admin only: GraphQL's history items have no such field", async () => {
    const { token, id } = await accountWithCredit("redeem.note@example.com", 100);
    await graphqlData(engine, REDEEM, { store: "en", headers: bearer(token), variables: { code: " gift-1500-a " } });
    const credit = (await graphqlData<CreditOut>(engine, CREDIT, { store: "en", headers: bearer(token) })).customer.store_credit;
    // An existing balance: "Updated" (a new one was "Created" above), the card's ฿1,500 added.
    expect(credit.balance_history!.items[0]).toMatchObject({ action: "Updated", balance_change: { value: 1500 }, actual_balance: { value: 1600 } });
    const notes = await queryRows<{ additional_info: string | null }>(
      connection.db,
      sql`select h.additional_info from magento_customerbalance_history h join magento_customerbalance b using (balance_id)
        where b.customer_id = ${id} order by h.history_id`,
    );
    // Magento's Redeemer: __('Gift Card Redeemed: %1. For customer #%2.', $code, $forCustomerId), the code as given.
    expect(notes.map((row) => row.additional_info)).toEqual(["Test credit", `Gift Card Redeemed: gift-1500-a. For customer #${id}.`]);
    const asked = await graphql(engine, `{ customer { store_credit { balance_history { items { action additional_info } } } } }`, { store: "en", headers: bearer(token) });
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "additional_info" on type "CustomerStoreCreditHistoryItem"/);
  });

  it("refuses guests, unknown and expired cards", async () => {
    const guest = await graphql(engine, REDEEM, { store: "th", variables: { code: "GIFT-SOMCHAI-500" } });
    expect(guest.errors?.[0]?.message).toBe("Cannot find the customer to update balance");
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const unknown = await graphql(engine, REDEEM, { store: "th", headers: bearer(token), variables: { code: "NO-SUCH-CARD" } });
    expect(unknown.errors?.[0]).toMatchObject({ message: "Gift card not found", extensions: { category: "graphql-no-such-entity" } });
    const expired = await graphql(engine, REDEEM, { store: "th", headers: bearer(token), variables: { code: "GIFT-EXPIRED-00" } });
    expect(expired.errors?.[0]?.message).toBe("Gift card account is not redeemable.");
  });
});
