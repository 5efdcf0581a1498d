import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import type { OrderDetails, OrderHistoryPageData } from "~/lib/customer/order-history";
import { loadOrderHistory } from "~/lib/customer/orders.server";
import { signIn } from "~/lib/customer/sign-in.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { shopFor } from "~/lib/shop/shop.server";
import { commitShopperSession, getShopperSession } from "~/lib/shop/shopper-session.server";
import { loader as historyLoader } from "~/routes/$store.order-history";
import { loader as detailsLoader } from "~/routes/$store.order-history_.$number";
import { simpleProductInStock, TEST_SETTINGS, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const OTHER = { email: "malee.orders@example.com", password: "Chiangmai#2026" };

/** One shopper's browser: keeps the session cookie between calls, as a browser would. */
function browser(store = "en") {
  let cookie = "";
  const request = (path: string) => new Request(`${ORIGIN}/${store}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const settle = async (run: () => Promise<Response>) => {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  return {
    async signIn(credentials: { email: string; password: string }) {
      const signing = await shopFor({ request: new Request(`${ORIGIN}/${store}`), context: shop.context });
      const session = signing.session;
      expect(await signIn(signing, credentials)).toEqual({ ok: true });
      cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    },
    /** The customer's token (for calling the loaders' helpers directly). */
    async token() {
      return (await getShopperSession(new Request(ORIGIN, { headers: { Cookie: cookie } }), TEST_SETTINGS)).get("customerToken")!.value;
    },
    history: (query = "") => settle(() => historyLoader({ request: request(`/order-history${query}`), context: shop.context, params: { store } })),
    async historyPage(query = ""): Promise<OrderHistoryPageData> {
      const response = await this.history(query);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return ((await response.json()) as { page: OrderHistoryPageData }).page;
    },
    details: (number: string) =>
      settle(() => detailsLoader({ request: request(`/order-history/${number}`), context: shop.context, params: { store, number } })),
  };
}

async function signedInDemo() {
  const shopper = browser();
  await shopper.signIn(DEMO);
  return shopper;
}

beforeAll(async () => {
  const created = await graphql(
    shop.engine,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { store: "en", variables: { input: { firstname: "Malee", lastname: "Srisuk", email: OTHER.email, password: OTHER.password } } },
  );
  expect(created.errors).toBeUndefined();
});

describe("/order-history", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const response = await browser().history("?status=complete");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Forder-history%3Fstatus%3Dcomplete");
  });

  it("lists the demo customer's four orders, newest first, in the statuses shoppers read", async () => {
    const page = await (await signedInDemo()).historyPage();
    expect(page.totalCount).toBe(4);
    expect(page.orders).toHaveLength(4);
    expect(new Set(page.orders.map((order) => order.status))).toEqual(new Set(["pending-payment", "processing", "complete", "cancelled"]));
    const dates = page.orders.map((order) => order.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const order of page.orders) {
      expect(order.number).toMatch(/^\d{9}$/);
      expect(order.total.formatted).toContain("฿");
      expect(order.itemCount).toBeGreaterThan(0);
    }
    expect(page.orders.find((order) => order.status === "complete")?.progress).toBe("delivered");
    expect(page.orders.find((order) => order.status === "processing")?.progress).toMatch(/^(processing|ready-to-ship)$/);
    expect(page.orders.find((order) => order.status === "cancelled")?.progress).toBeNull();
  });

  it("filters by status, also statuses the storefront tells apart itself", async () => {
    const shopper = await signedInDemo();
    for (const status of ["complete", "cancelled", "pending-payment", "processing"] as const) {
      const page = await shopper.historyPage(`?status=${status}`);
      expect(page.status).toBe(status);
      expect(page.orders.map((order) => order.status)).toEqual([status]);
    }
    expect((await shopper.historyPage("?status=returned")).orders).toEqual([]);
    expect((await shopper.historyPage("?status=shipped")).orders).toEqual([]);
    expect((await shopper.historyPage("?status=nonsense")).status).toBe("all");
  });

  it("finds an order by its number, as typed on a receipt too", async () => {
    const shopper = await signedInDemo();
    const [first] = (await shopper.historyPage()).orders;
    const found = await shopper.historyPage(`?number=${encodeURIComponent(`#${first!.number}`)}`);
    expect(found.search).toBe("valid");
    expect(found.orders.map((order) => order.number)).toEqual([first!.number]);
    const none = await shopper.historyPage("?number=999999999");
    expect(none.search).toBe("valid");
    expect(none.orders).toEqual([]);
  });

  it("refuses a search that is not an order number with the invalid-number message", async () => {
    const page = await (await signedInDemo()).historyPage("?number=ABC-12");
    expect(page.search).toBe("invalid");
    expect(page.numberText).toBe("ABC-12");
    expect(page.orders).toEqual([]);
  });

  it("pages through the orders and shows the last page for a page past it", async () => {
    const shopper = await signedInDemo();
    const client = magentoClient(shop.context, { storeCode: "en", customerToken: await shopper.token() });
    const load = (query: string) => loadOrderHistory(client, { storeCode: "en", locale: "en-US", query: new URLSearchParams(query), pageSize: 3 });
    const first = await load("");
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 4 });
    expect(first.orders).toHaveLength(3);
    const second = await load("page=2");
    expect(second.page).toBe(2);
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]!.number).not.toBe(first.orders[0]!.number);
    const past = await load("page=9");
    expect(past.page).toBe(2);
    expect(past.orders.map((order) => order.number)).toEqual(second.orders.map((order) => order.number));
  });
});

describe("/order-history/{number}", () => {
  it("shows an order's lines, totals, addresses, shipments and tracking", async () => {
    const shopper = await signedInDemo();
    const complete = (await shopper.historyPage("?status=complete")).orders[0]!;
    const response = await shopper.details(complete.number);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { order } = (await response.json()) as { order: OrderDetails };
    expect(order).toMatchObject({ number: complete.number, status: "complete", progress: "delivered" });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.lines[0]!.sku).not.toBe("");
    expect(order.total.value).toBeGreaterThan(0);
    expect(order.subtotal.value).toBeGreaterThan(0);
    expect(order.shippingAddress?.name).toContain("Somchai");
    expect(order.billingAddress).not.toBeNull();
    expect(order.shippingMethod).not.toBe("");
    expect(order.paymentMethods.length).toBeGreaterThan(0);
    expect(order.shipments.length).toBeGreaterThan(0);
    expect(order.shipments[0]!.tracking[0]?.number).toBeTruthy();
  });

  it("answers 404 \"Order not found\" for another customer's order, an unknown number and a malformed one", async () => {
    const demoOrder = (await (await signedInDemo()).historyPage()).orders[0]!.number;
    const other = browser();
    await other.signIn(OTHER);
    for (const number of [demoOrder, "999999999", "not-a-number"]) {
      const response = await other.details(number);
      expect(response.status).toBe(404);
      expect(await response.json()).toBe("order");
    }
    expect((await other.historyPage()).orders).toEqual([]);
  });

  it("sends a signed-out visitor to sign in and back to the order", async () => {
    const response = await browser().details("300000001");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Forder-history%2F300000001");
  });
});

describe("/order-history/{number} with a gift message", () => {
  const GIVER = { email: "gift.giver@example.com", password: "Lampang#2026" };

  /** The engine's answer to one of the giver's calls, failing the test on any error. */
  async function call<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const reply = await graphql<T>(shop.engine, query, { store: "en", variables, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(reply.errors).toBeUndefined();
    return reply.data!;
  }

  it("shows the message the order was placed with: from, to and the words", async () => {
    await call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      input: { firstname: "Naree", lastname: "Boonmee", email: GIVER.email, password: GIVER.password },
    });
    const { generateCustomerToken } = await call<{ generateCustomerToken: { token: string } }>(
      `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      GIVER,
    );
    const token = generateCustomerToken.token;
    const cartId = (await call<{ customerCart: { id: string } }>(`{ customerCart { id } }`, {}, token)).customerCart.id;
    const sku = await simpleProductInStock(shop.engine, "en");
    await call(`mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, { id: cartId, sku }, token);
    await call(
      `mutation($id: String!) { setGiftOptionsOnCart(input: { cart_id: $id, gift_message: { from: "Naree", to: "Grandma", message: "Happy 80th birthday!" }, gift_receipt_included: true, printed_card_included: false }) { cart { id } } }`,
      { id: cartId },
      token,
    );
    const address = { firstname: "Naree", lastname: "Boonmee", street: ["5 Tha Phae Road"], city: "Chiang Mai", region: "TH-50", postcode: "50100", country_code: "TH", telephone: "0812345678" };
    await call(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { id: cartId, a: address }, token);
    await call(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id: cartId }, token);
    await call(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id: cartId }, token);
    await call(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id: cartId }, token);
    const placed = await call<{ placeOrder: { orderV2: { number: string } } }>(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`, { id: cartId }, token);

    const giver = browser();
    await giver.signIn(GIVER);
    const response = await giver.details(placed.placeOrder.orderV2.number);
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: OrderDetails };
    expect(order.giftMessage).toEqual({ from: "Naree", to: "Grandma", message: "Happy 80th birthday!" });

    // An order without one has none.
    const demo = await signedInDemo();
    const plain = (await demo.historyPage()).orders[0]!.number;
    expect(((await (await demo.details(plain)).json()) as { order: OrderDetails }).order.giftMessage).toBeNull();
  });
});
