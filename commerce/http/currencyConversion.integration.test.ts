/**
 * Amounts in the request's display currency (`Content-Currency`), as Magento converts them: the demo
 * shop with THB alone answers as before; with USD turned on at 1 THB = 0.028 USD, a product's prices,
 * a cart and a cash-on-delivery order are in USD, computed from the base (THB) amounts, which stay
 * the stored truth (the price filter and its buckets stay in THB, as Magento's price index); the
 * order keeps the rate it was placed at.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/bulk";
import { changeCurrencySetting, saveCurrencyRate } from "../modules/store";
import { bearer, startDemoEngine, type DemoEngine } from "../testing/demoEngine";
import { graphql, graphqlData, TEST_ORIGIN } from "../testing/graphqlClient";

let demo: DemoEngine;
let sku = "";
const USD = { "Content-Currency": "USD" };

const PRICE = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku price_range {
  minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
  maximum_price { final_price { value currency } } } } } }`;

interface PriceAnswer {
  products: { items: Array<{ price_range: { minimum_price: { regular_price: Money; final_price: Money; discount: { amount_off: number; percent_off: number } }; maximum_price: { final_price: Money } } }> };
}
interface Money {
  value: number;
  currency: string;
}

beforeAll(async () => {
  demo = await startDemoEngine({ store: "en" });
  const [product] = await queryRows<{ id: number; sku: string }>(demo.connection.db, sql`select entity_id as id, sku from catalog_product_entity where sku = ${demo.stockedSku}`);
  sku = product!.sku;
  // Regular ฿400, final ฿330 (= $9.24 at 0.028).
  await demo.connection.db.execute(sql`update catalog_product_entity set price = 400, special_price = 330 where entity_id = ${product!.id}`);
  await demo.connection.db.execute(
    sql`update catalog_product_index_price set min_price = 330, max_price = 330, min_regular_price = 400, max_regular_price = 400 where entity_id = ${product!.id}`,
  );
  await demo.connection.db.execute(sql`update catalog_category_product_index set min_price = 330 where product_id = ${product!.id}`);
});

afterAll(async () => {
  await demo?.close();
});

async function turnOnUsd(rate: string) {
  await saveCurrencyRate(demo.connection.db, "THB", "USD", rate);
  await changeCurrencySetting(demo.connection.db, { path: "currency/options/allow", value: "THB,USD" });
  demo.services.config.invalidate();
}

describe("with THB alone", () => {
  it("answers in THB whether or not THB is asked for, and refuses USD", async () => {
    const plain = await graphqlData<PriceAnswer>(demo.engine, PRICE, { store: "en", variables: { sku } });
    const thb = await graphqlData<PriceAnswer>(demo.engine, PRICE, { store: "en", variables: { sku }, headers: { "Content-Currency": "THB" } });
    expect(thb).toEqual(plain);
    expect(plain.products.items[0]!.price_range.minimum_price).toEqual({
      regular_price: { value: 400, currency: "THB" },
      final_price: { value: 330, currency: "THB" },
      discount: { amount_off: 70, percent_off: 17.5 },
    });
    const usd = await graphql(demo.engine, PRICE, { store: "en", variables: { sku }, headers: USD });
    expect(usd.errors).toEqual([{ message: "Please correct the target currency", extensions: { category: "graphql-input" } }]);
  });
});

describe("with THB and USD available (1 THB = 0.028 USD)", () => {
  beforeAll(async () => {
    await turnOnUsd("0.028");
  });

  it("shows a product's prices in USD, the discount from the converted amounts, and THB without the header", async () => {
    const usd = await graphqlData<PriceAnswer>(demo.engine, PRICE, { store: "en", variables: { sku }, headers: USD });
    expect(usd.products.items[0]!.price_range.minimum_price).toEqual({
      regular_price: { value: 11.2, currency: "USD" },
      final_price: { value: 9.24, currency: "USD" },
      discount: { amount_off: 1.96, percent_off: 17.5 },
    });
    expect(usd.products.items[0]!.price_range.maximum_price.final_price).toEqual({ value: 9.24, currency: "USD" });
    const thb = await graphqlData<PriceAnswer>(demo.engine, PRICE, { store: "en", variables: { sku } });
    expect(thb.products.items[0]!.price_range.minimum_price.final_price).toEqual({ value: 330, currency: "THB" });
  });

  it("refuses a currency that is not available: allowed without a rate, or not allowed", async () => {
    await changeCurrencySetting(demo.connection.db, { path: "currency/options/allow", value: "THB,USD,EUR" });
    demo.services.config.invalidate();
    for (const code of ["EUR", "JPY"]) {
      const reply = await graphql(demo.engine, "{ storeConfig { store_code } }", { store: "en", headers: { "Content-Currency": code } });
      expect(reply.errors).toEqual([{ message: "Please correct the target currency", extensions: { category: "graphql-input" } }]);
    }
    await changeCurrencySetting(demo.connection.db, { path: "currency/options/allow", value: "THB,USD" });
    demo.services.config.invalidate();
  });

  it("keeps answers apart per currency: cache id and Vary", async () => {
    const query = "{ storeConfig { store_code } }";
    const thb = await graphql(demo.engine, query, { store: "en", method: "GET" });
    const usd = await graphql(demo.engine, query, { store: "en", method: "GET", headers: USD });
    const thbAsked = await graphql(demo.engine, query, { store: "en", method: "GET", headers: { "Content-Currency": "THB" } });
    expect(usd.headers.get("x-magento-cache-id")).not.toBe(thb.headers.get("x-magento-cache-id"));
    expect(thbAsked.headers.get("x-magento-cache-id")).toBe(thb.headers.get("x-magento-cache-id"));
    // As Magento's CurrencyValidator, the header is trimmed and upper-cased.
    const lower = await graphql(demo.engine, query, { store: "en", method: "GET", headers: { "Content-Currency": " usd " } });
    expect(lower.headers.get("x-magento-cache-id")).toBe(usd.headers.get("x-magento-cache-id"));
    expect(usd.headers.get("vary")).toBe("Store, Content-Currency");
    expect(usd.headers.get("cache-control")).toContain("public");
  });

  it("keeps the price filter and the price buckets in the base currency, as Magento's price index does", async () => {
    // Magento's GraphQL filters and buckets prices on its price index, in the base currency
    // (CatalogGraphQl LayeredNavigation Builder\Price: label = value, "_" as "-"): the storefront
    // converts them for the shopper with the rate of the `currency` query.
    const filtered = async (from: string, to: string) =>
      (await graphqlData<{ products: { total_count: number } }>(demo.engine, `query($sku: String!, $from: String, $to: String) { products(filter: { sku: { eq: $sku }, price: { from: $from, to: $to } }) { total_count } }`, {
        store: "en",
        variables: { sku, from, to },
        headers: USD,
      })).products.total_count;
    expect(await filtered("300", "400")).toBe(1);
    expect(await filtered("9", "9.5")).toBe(0);

    const BUCKETS = `{ products(search: "", filter: { price: { from: "0" } }, pageSize: 1) { total_count aggregations { attribute_code options { value label count } } } }`;
    type Buckets = { products: { total_count: number; aggregations: Array<{ attribute_code: string; options: Array<{ value: string; label: string; count: number }> }> } };
    const inThb = (await graphqlData<Buckets>(demo.engine, BUCKETS, { store: "en" })).products;
    const inUsd = (await graphqlData<Buckets>(demo.engine, BUCKETS, { store: "en", headers: USD })).products;
    const thbPrices = inThb.aggregations.find((a) => a.attribute_code === "price")!.options;
    expect(thbPrices.length).toBeGreaterThan(0);
    expect(inUsd).toEqual(inThb);
  });

  it("answers a cart in USD, places a cash-on-delivery order charged in THB, and keeps the order's rate", async () => {
    const { token } = await demo.createCustomer({ store: "en" });
    const headers = { ...bearer(token), ...USD };
    const call = <T>(query: string, variables: Record<string, unknown> = {}, extra: Record<string, string> = headers) => graphqlData<T>(demo.engine, query, { store: "en", headers: extra, variables });

    const cartId = (await call<{ customerCart: { id: string } }>(`{ customerCart { id } }`)).customerCart.id;
    await call(`mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }`, { id: cartId, sku });
    const address = { firstname: "Somchai", lastname: "Jaidee", street: ["99/1 Sukhumvit Road"], city: "Khlong Toei", region: "TH-10", postcode: "10110", country_code: "TH", telephone: "081-234-5678" };
    const shipped = await call<{ setShippingAddressesOnCart: { cart: { shipping_addresses: Array<{ available_shipping_methods: Array<{ method_code: string; amount: Money }> }> } } }>(
      `mutation($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { method_code amount { value currency } } } } } }`,
      { id: cartId, address },
    );
    expect(shipped.setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.find((m) => m.method_code === "flatrate")!.amount).toEqual({ value: 1.68, currency: "USD" });
    await call(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id: cartId });
    await call(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id: cartId });
    await call(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id: cartId });

    const CART = `query($id: String!) { cart(cart_id: $id) {
      items { prices { price_including_tax { value currency } row_total_including_tax { value currency } } }
      shipping_addresses { selected_shipping_method { amount { value currency } } }
      prices { grand_total { value currency } subtotal_including_tax { value currency } applied_taxes { amount { value currency } } } } }`;
    type CartAnswer = { cart: { items: Array<{ prices: { price_including_tax: Money; row_total_including_tax: Money } }>; shipping_addresses: Array<{ selected_shipping_method: { amount: Money } }>; prices: { grand_total: Money; subtotal_including_tax: Money; applied_taxes: Array<{ amount: Money }> } } };
    const usdCart = (await call<CartAnswer>(CART, { id: cartId })).cart;
    expect(usdCart.items[0]!.prices).toEqual({ price_including_tax: { value: 9.24, currency: "USD" }, row_total_including_tax: { value: 18.48, currency: "USD" } });
    expect(usdCart.shipping_addresses[0]!.selected_shipping_method.amount).toEqual({ value: 1.68, currency: "USD" });
    expect(usdCart.prices.subtotal_including_tax).toEqual({ value: 18.48, currency: "USD" });
    expect(usdCart.prices.grand_total).toEqual({ value: 20.16, currency: "USD" });
    expect(usdCart.prices.applied_taxes[0]!.amount.currency).toBe("USD");
    const thbCart = (await call<CartAnswer>(CART, { id: cartId }, bearer(token))).cart;
    expect(thbCart.prices.grand_total).toEqual({ value: 720, currency: "THB" });

    const placed = await call<{ placeOrder: { orderV2: { number: string; total: { grand_total: Money; base_grand_total: Money } } } }>(
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value currency } base_grand_total { value currency } } } } }`,
      { id: cartId },
    );
    const order = placed.placeOrder.orderV2;
    expect(order.total).toEqual({ grand_total: { value: 20.16, currency: "USD" }, base_grand_total: { value: 720, currency: "THB" } });
    const [row] = await queryRows<{ grand_total: string; order_currency_code: string; base_currency_code: string; base_to_order_rate: string }>(
      demo.connection.db,
      sql`select grand_total, order_currency_code, base_currency_code, base_to_order_rate from sales_order where increment_id = ${order.number}`,
    );
    expect({ ...row, grand_total: Number(row!.grand_total), base_to_order_rate: Number(row!.base_to_order_rate) }).toEqual({ grand_total: 720, order_currency_code: "USD", base_currency_code: "THB", base_to_order_rate: 0.028 });
    const mail = (await demo.services.outbox.list()).at(-1)!;
    expect(mail.textBody).toContain("Grand Total: $20.16");

    // The rate changes: the order keeps the one it was placed at, whatever the request's currency.
    await turnOnUsd("0.03");
    const ORDERS = `{ customer { orders { items { number total { grand_total { value currency } base_grand_total { value currency } subtotal_incl_tax { value currency } } items { product_sale_price { value currency } } } } } }`;
    type OrdersAnswer = { customer: { orders: { items: Array<{ number: string; total: Record<string, Money>; items: Array<{ product_sale_price: Money }> }> } } };
    for (const extra of [headers, bearer(token)]) {
      const [mine] = (await call<OrdersAnswer>(ORDERS, {}, extra)).customer.orders.items;
      expect(mine!.number).toBe(order.number);
      expect(mine!.total).toEqual({ grand_total: { value: 20.16, currency: "USD" }, base_grand_total: { value: 720, currency: "THB" }, subtotal_incl_tax: { value: 18.48, currency: "USD" } });
      expect(mine!.items[0]!.product_sale_price).toEqual({ value: 9.24, currency: "USD" });
    }
    const now = await graphqlData<PriceAnswer>(demo.engine, PRICE, { store: "en", variables: { sku }, headers: USD });
    expect(now.products.items[0]!.price_range.minimum_price.final_price).toEqual({ value: 9.9, currency: "USD" });
  });

  it("records the display currency of an order placed by REST (the storefront's order submission) from Content-Currency", async () => {
    const created = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(demo.engine, `mutation { createGuestCart { cart { id } } }`, { store: "en" });
    const cartId = created.createGuestCart.cart.id;
    const call = (query: string) => graphqlData(demo.engine, query, { store: "en", variables: { id: cartId, sku }, headers: USD });
    await call(`mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`);
    await call(`mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Somchai", lastname: "Jaidee", street: ["99/1 Sukhumvit Road"], city: "Khlong Toei", region: "TH-10", postcode: "10110", country_code: "TH", telephone: "081-234-5678" } }] }) { cart { id } } }`);
    await call(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`);
    await call(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`);
    const submit = (currency: string) =>
      demo.engine.handle(
        new Request(`${TEST_ORIGIN}/rest/en/V1/guest-carts/${cartId}/payment-information`, {
          method: "POST",
          headers: { "content-type": "application/json", "Content-Currency": currency },
          body: JSON.stringify({ email: "somchai@example.com", paymentMethod: { method: "cashondelivery" } }),
        }),
      );
    const refused = await submit("EUR");
    expect([refused.status, await refused.json()]).toEqual([400, { message: "Please correct the target currency" }]);
    const placed = await submit("USD");
    expect(placed.status).toBe(200);
    const number = (await placed.json()) as string;
    const [row] = await queryRows<{ grand_total: string; order_currency_code: string; base_to_order_rate: string }>(
      demo.connection.db,
      sql`select grand_total, order_currency_code, base_to_order_rate from sales_order where increment_id = ${number}`,
    );
    expect([Number(row!.grand_total), row!.order_currency_code, Number(row!.base_to_order_rate)]).toEqual([390, "USD", 0.03]);
    expect((await demo.services.outbox.list()).at(-1)!.textBody).toContain("Grand Total: $11.70");
  });
});
