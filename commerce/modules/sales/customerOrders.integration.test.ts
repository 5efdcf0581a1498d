/**
 * A customer's orders through the engine's HTTP handler, as a storefront asks for them:
 * `customer.orders` with Magento's shapes, filters, paging and sort; only the signed-in customer's
 * own; the demo customer's four orders (one shipped with tracking); orders placed signed in (GraphQL
 * and the REST `carts/mine` paths) belonging to the customer; guest orders linked to an account
 * created later with the same email.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { DEMO_CUSTOMER } from "../customer";

let demo: DemoEngine;
let connection: DatabaseConnection;
let engine: CommerceEngine;
let sku = "";

beforeAll(async () => {
  demo = await startDemoEngine();
  ({ engine, connection, stockedSku: sku } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const signIn = (email: string, password: string, store?: string) => demo.signIn(email, password, store);

/** A new account's customer token. */
async function createAccount(email: string, store?: string): Promise<string> {
  return (await demo.createCustomer({ email, store })).token;
}


const ORDER_FIELDS = `id number order_date status email carrier shipping_method
  total { grand_total { value currency } total_giftcard { value } subtotal_incl_tax { value } total_shipping { value } total_tax { value }
    shipping_handling { amount_including_tax { value } } discounts { amount { value } label } taxes { amount { value } rate title } }
  items { __typename id product_name product_sku quantity_ordered quantity_shipped product_sale_price { value currency } selected_options { label value } }
  shipping_address { firstname lastname street city region postcode country_code telephone }
  billing_address { firstname city }
  payment_methods { name type }
  shipments { id number tracking { carrier number title } items { product_name product_sku quantity_shipped } }`;

const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort, scope: $scope) {
    total_count date_of_first_order page_info { current_page page_size total_pages }
    items { ${ORDER_FIELDS} } } } }`;

interface OrderOut {
  number: string;
  status: string;
  email: string;
  order_date: string;
  shipping_method: string;
  total: { grand_total: { value: number; currency: string }; total_giftcard: { value: number }; subtotal_incl_tax: { value: number }; total_tax: { value: number }; shipping_handling: { amount_including_tax: { value: number } }; taxes: Array<{ rate: number; title: string }> };
  items: Array<{ __typename: string; product_name: string; product_sku: string; quantity_ordered: number; quantity_shipped: number; product_sale_price: { value: number } }>;
  shipping_address: { firstname: string; city: string; postcode: string; country_code: string; street: string[] } | null;
  billing_address: { firstname: string } | null;
  payment_methods: Array<{ name: string; type: string }>;
  shipments: Array<{ number: string; tracking: Array<{ carrier: string; number: string; title: string }>; items: Array<{ product_sku: string; quantity_shipped: number }> }>;
}
interface OrdersOut {
  customer: { orders: { total_count: number; date_of_first_order: string | null; page_info: { current_page: number; page_size: number; total_pages: number }; items: OrderOut[] } };
}

async function orders(token: string, variables: Record<string, unknown> = {}, store = "th"): Promise<OrdersOut["customer"]["orders"]> {
  return (await graphqlData<OrdersOut>(engine, ORDERS, { store, headers: bearer(token), variables })).customer.orders;
}

const address = {
  firstname: "Malee",
  lastname: "Srisuk",
  street: ["12 Nimmanhaemin Road"],
  city: "Chiang Mai",
  region: "TH-50",
  postcode: "50200",
  country_code: "TH",
  telephone: "0891234567",
};

/** A cart (the customer's when a token is given) with one line, an address and flat-rate shipping. */
async function readyCart(store: string, token: string | null, email?: string): Promise<string> {
  const headers = token ? bearer(token) : undefined;
  const cartId = token
    ? (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store, headers })).customerCart.id
    : (await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store })).createGuestCart.cart.id;
  const added = await graphqlData<{ addProductsToCart: { user_errors: unknown[] } }>(
    engine,
    `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }`,
    { store, headers, variables: { id: cartId, sku } },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (email) {
    await graphqlData(engine, `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }`, { store, variables: { id: cartId, email } });
  }
  await graphqlData(engine, `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, {
    store,
    headers,
    variables: { id: cartId, a: address },
  });
  await graphqlData(engine, `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { store, headers, variables: { id: cartId } });
  await graphqlData(engine, `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, {
    store,
    headers,
    variables: { id: cartId },
  });
  await graphqlData(engine, `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { store, headers, variables: { id: cartId } });
  return cartId;
}

async function placeOrder(store: string, cartId: string, token: string | null): Promise<{ number: string; status: string; items: unknown[] }> {
  const placed = await graphqlData<{ placeOrder: { orderV2: { number: string; status: string; items: unknown[] } | null; errors: unknown[] } }>(
    engine,
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number status items { product_sku quantity_ordered } } errors { message code } } }`,
    { store, headers: token ? bearer(token) : undefined, variables: { id: cartId } },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2!;
}

async function rest(path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await engine.handle(
    new Request(new URL(path, TEST_ORIGIN), {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe("the demo customer's orders", () => {
  it("lists four orders newest first, with Magento's status labels, lines, totals, addresses and payment", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const list = await orders(token);
    expect(list.total_count).toBe(4);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(list.items.map((order) => order.status)).toEqual(["Pending", "Processing", "Complete", "Canceled"]);
    expect(list.date_of_first_order).toBe(list.items[3]!.order_date);
    for (const order of list.items) {
      expect(order.number).toMatch(/^3\d{8}$/);
      expect(order.email).toBe(DEMO_CUSTOMER.email);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.items[0]!.__typename).toBe("OrderItem");
      expect(order.shipping_address).toMatchObject({ firstname: "Somchai", city: "Bangkok", postcode: "10110", country_code: "TH" });
      const lines = order.items.reduce((sum, item) => sum + item.product_sale_price.value * item.quantity_ordered, 0);
      expect(order.total.subtotal_incl_tax.value).toBe(lines);
      // Gift cards paid part of one of them (the demo customer's own card).
      expect(order.total.grand_total).toEqual({ value: lines + order.total.shipping_handling.amount_including_tax.value - order.total.total_giftcard.value, currency: "THB" });
      expect(order.total.taxes).toEqual([{ amount: { value: order.total.total_tax.value }, rate: 7, title: "ภาษีมูลค่าเพิ่ม 7%" }]);
      expect(order.payment_methods[0]!.type).toMatch(/^(cashondelivery|banktransfer)$/);
    }
  });

  it("shows the complete order's shipment with its tracking number and what it carried", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const [complete] = (await orders(token, { filter: { status: { eq: "complete" } } })).items;
    expect(complete!.shipments).toHaveLength(1);
    expect(complete!.shipments[0]!.tracking).toEqual([{ carrier: "custom", number: "EX123456789TH", title: "Thailand Post EMS" }]);
    expect(complete!.shipments[0]!.number).toBe(`${complete!.number}-1`);
    expect(complete!.shipments[0]!.items.map((line) => line.product_sku).sort()).toEqual(complete!.items.map((item) => item.product_sku).sort());
    expect(complete!.items.every((item) => item.quantity_shipped === item.quantity_ordered)).toBe(true);
    const [pending] = (await orders(token, { filter: { status: { eq: "pending" } } })).items;
    expect(pending!.shipments).toEqual([]);
    expect(pending!.items.every((item) => item.quantity_shipped === 0)).toBe(true);
  });

  it("filters by number (exact and partial), status (code or label), pages and sorts", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const all = (await orders(token)).items.map((order) => order.number);
    const exact = await orders(token, { filter: { number: { eq: all[2] } } });
    expect(exact.items.map((order) => order.number)).toEqual([all[2]]);
    const partial = await orders(token, { filter: { number: { match: all[2]!.slice(-2) } } });
    expect(partial.items.map((order) => order.number)).toContain(all[2]);
    expect((await orders(token, { filter: { number: { eq: "399999999" } } })).total_count).toBe(0);
    expect((await orders(token, { filter: { status: { eq: "Canceled" } } })).items.map((order) => order.status)).toEqual(["Canceled"]);
    expect((await orders(token, { filter: { status: { in: ["pending", "processing"] } } })).total_count).toBe(2);

    const page2 = await orders(token, { page: 2, size: 3 });
    expect(page2.page_info).toEqual({ current_page: 2, page_size: 3, total_pages: 2 });
    expect(page2.items.map((order) => order.number)).toEqual([all[3]]);
    const ascending = await orders(token, { sort: { sort_field: "NUMBER", sort_direction: "ASC" } });
    expect(ascending.items.map((order) => order.number)).toEqual([...all].sort());

    const beyond = await graphql(engine, ORDERS, { store: "th", headers: bearer(token), variables: { page: 3, size: 3 } });
    expect(beyond.errors?.[0]?.message).toBe("currentPage value 3 specified is greater than the 2 page(s) available.");
    const zero = await graphql(engine, ORDERS, { store: "th", headers: bearer(token), variables: { size: 0 } });
    expect(zero.errors?.[0]?.message).toBe("pageSize value must be greater than 0.");
  });

  it("answers the store view's orders by default and the website's with scope WEBSITE", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "en");
    expect((await orders(token, {}, "en")).total_count).toBe(0);
    expect((await orders(token, { scope: "WEBSITE" }, "en")).total_count).toBe(4);
  });
});

describe("ownership", () => {
  it("never shows another customer's orders, even by number, and refuses a signed-out request", async () => {
    const demoToken = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const demoNumbers = (await orders(demoToken)).items.map((order) => order.number);
    const other = await createAccount("nobody-orders@example.com");
    expect((await orders(other, { scope: "GLOBAL" })).total_count).toBe(0);
    expect((await orders(other, { filter: { number: { eq: demoNumbers[0] } }, scope: "GLOBAL" })).items).toEqual([]);
    const signedOut = await graphql(engine, ORDERS, { store: "th" });
    expect(signedOut.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});

describe("orders placed signed in", () => {
  it("belong to the customer (not a guest) and appear in customer.orders with their details", async () => {
    const token = await createAccount("malee.orders@example.com");
    const cartId = await readyCart("th", token);
    const placed = await placeOrder("th", cartId, token);
    expect(placed.status).toBe("Pending");
    expect(placed.items).toEqual([{ product_sku: sku, quantity_ordered: 2 }]);
    const [row] = await queryRows<{ customer_is_guest: boolean; customer_email: string; has_customer: boolean }>(
      connection.db,
      sql`select customer_is_guest, customer_email, customer_id is not null as has_customer from sales_order where increment_id = ${placed.number}`,
    );
    expect(row).toEqual({ customer_is_guest: false, customer_email: "malee.orders@example.com", has_customer: true });
    const list = await orders(token);
    expect(list.items.map((order) => order.number)).toEqual([placed.number]);
    const [order] = list.items;
    expect(order!.shipping_address).toMatchObject({ firstname: "Malee", city: "Chiang Mai", postcode: "50200", street: ["12 Nimmanhaemin Road"] });
    expect(order!.billing_address).toMatchObject({ firstname: "Malee" });
    expect(order!.payment_methods).toEqual([{ name: "เก็บเงินปลายทาง", type: "cashondelivery" }]);
    expect(order!.items[0]).toMatchObject({ product_sku: sku, quantity_ordered: 2, quantity_shipped: 0 });
  });

  it("checks out through REST carts/mine with the bearer token, on the customer's cart", async () => {
    const token = await createAccount("malee.rest@example.com");
    expect((await rest("/rest/th/V1/carts/mine/shipping-information", {})).status).toBe(401);
    expect((await rest("/rest/th/V1/carts/mine/payment-information", {}, "not-a-token")).body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: "self" },
    });
    const cart = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: "th", headers: bearer(token) })).customerCart.id;
    await graphqlData(engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
      store: "th",
      headers: bearer(token),
      variables: { id: cart, sku },
    });
    const restAddress = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region_code: "TH-50", postcode: "50200", country_id: "TH", telephone: "0891234567" };
    const shipping = await rest(
      "/rest/th/V1/carts/mine/shipping-information",
      { addressInformation: { shipping_address: restAddress, billing_address: restAddress, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } },
      token,
    );
    expect(shipping.status).toBe(200);
    expect((shipping.body as { payment_methods: Array<{ code: string }> }).payment_methods.map((m) => m.code)).toContain("cashondelivery");
    const payment = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "cashondelivery" } }, token);
    expect(payment.status).toBe(200);
    expect(payment.body).toMatch(/^3\d{8}$/);
    const list = await orders(token);
    expect(list.items.map((order) => order.number)).toEqual([payment.body]);
    expect(list.items[0]!.email).toBe("malee.rest@example.com");
    // The placed cart is done: the customer gets a fresh one.
    const next = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: "th", headers: bearer(token) })).customerCart.id;
    expect(next).not.toBe(cart);
    // Paying again goes to that new, empty cart: refused, and no second order.
    const again = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "cashondelivery" } }, token);
    expect(again.status).toBe(400);
    expect((await orders(token)).total_count).toBe(1);
  });
});

describe("guest orders", () => {
  it("become the account's when an account is created with the same email", async () => {
    const cartId = await readyCart("th", null, "Guest.Buyer@example.com");
    const placed = await placeOrder("th", cartId, null);
    const stranger = await createAccount("someone.else@example.com");
    expect((await orders(stranger)).total_count).toBe(0);
    const token = await createAccount("guest.buyer@example.com");
    const list = await orders(token);
    expect(list.items.map((order) => order.number)).toEqual([placed.number]);
    const [row] = await queryRows<{ customer_is_guest: boolean }>(connection.db, sql`select customer_is_guest from sales_order where increment_id = ${placed.number}`);
    expect(row!.customer_is_guest).toBe(false);
  });
});
