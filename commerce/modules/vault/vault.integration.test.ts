/**
 * Saved cards through the engine's HTTP handler, as a storefront uses them: the demo customer's
 * saved Visa, a card kept when a signed-in customer pays and asks to save it (REST `carts/mine`,
 * `additional_data.is_active_payment_token_enabler`), paying with it (`sandbox_card_vault` +
 * `public_hash`, no card form), deleting it, and ownership: another customer's hash is "not found"
 * for listing, deleting and paying alike. Also the gateway echoing "save this card" on its way back.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { DEMO_CUSTOMER } from "../customer";

let demo: DemoEngine;
let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;
let sku = "";

const TOKENS = `{ customerPaymentTokens { items { details payment_method_code public_hash type } } }`;
const DELETE = `mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }`;
const restAddress = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region_code: "TH-50", postcode: "50200", country_id: "TH", telephone: "0891234567" };

interface TokenOut {
  details: string;
  payment_method_code: string;
  public_hash: string;
  type: string;
}

beforeAll(async () => {
  demo = await startDemoEngine();
  ({ engine, services, connection, stockedSku: sku } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const signIn = (email: string, password: string) => demo.signIn(email, password);

/** A new account's customer token. */
async function createAccount(email: string): Promise<string> {
  return (await demo.createCustomer({ email })).token;
}


async function tokensOf(customerToken: string): Promise<TokenOut[]> {
  return (await graphqlData<{ customerPaymentTokens: { items: TokenOut[] } }>(engine, TOKENS, { store: "th", headers: bearer(customerToken) })).customerPaymentTokens.items;
}

async function rest(path: string, body: unknown, token: string): Promise<{ status: number; body: unknown }> {
  const response = await engine.handle(
    new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers: { "content-type": "application/json", ...bearer(token) }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json() };
}

/** The customer's cart with one item and shipping chosen, ready for payment-information. */
async function readyCustomerCart(token: string): Promise<void> {
  const cart = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: "th", headers: bearer(token) })).customerCart.id;
  await graphqlData(engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
    store: "th",
    headers: bearer(token),
    variables: { id: cart, sku },
  });
  const shipping = await rest(
    "/rest/th/V1/carts/mine/shipping-information",
    { addressInformation: { shipping_address: restAddress, billing_address: restAddress, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } },
    token,
  );
  expect(shipping.status).toBe(200);
}

/** A one-time token for a test card, as the gateway hands it back after the card form. */
async function cardToken(number = "4242424242424242", expYear = "2031"): Promise<string> {
  const result = await services.gateway.submitCard({
    card: { number, name: "MALEE SRISUK", expMonth: "07", expYear, cvc: "123" },
    returnUrl: "/th/creditcard/complete",
    cancelUrl: "/th/cancellation",
    state: "s",
    locale: "th",
  });
  if (result.kind !== "token") throw new Error(`expected a token, got ${result.kind}`);
  return result.token;
}

const orderStatus = async (number: string) =>
  (await queryRows<{ status: string }>(connection.db, sql`select status from sales_order where increment_id = ${number}`))[0]?.status;

describe("customerPaymentTokens", () => {
  it("lists the demo customer's saved Visa in Magento's vault shape", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const items = await tokensOf(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ payment_method_code: "sandbox_card", type: "card" });
    expect(JSON.parse(items[0]!.details)).toEqual({ type: "VI", maskedCC: "4242", expirationDate: "12/2030" });
    expect(items[0]!.public_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a guest with Magento's authorization error", async () => {
    const reply = await graphql(engine, TOKENS, { store: "th" });
    expect(reply.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: "graphql-authorization" } });
    const deleted = await graphql(engine, DELETE, { store: "th", variables: { hash: "abc" } });
    expect(deleted.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});

describe("ownership", () => {
  it("answers another customer's hash as not found when deleting or paying, and leaves the card alone", async () => {
    const somchai = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const [theirs] = await tokensOf(somchai);
    const other = await createAccount("malee.vault.other@example.com");
    expect(await tokensOf(other)).toEqual([]);

    const deleted = await graphql(engine, DELETE, { store: "th", headers: bearer(other), variables: { hash: theirs!.public_hash } });
    expect(deleted.errors?.[0]).toMatchObject({
      message: `Could not find a token using public hash: ${theirs!.public_hash}`,
      extensions: { category: "graphql-no-such-entity" },
    });

    await readyCustomerCart(other);
    const paid = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "sandbox_card_vault", additional_data: { public_hash: theirs!.public_hash } } }, other);
    expect(paid).toEqual({ status: 400, body: { message: `Could not find a token using public hash: ${theirs!.public_hash}` } });

    const cart = (await graphqlData<{ customerCart: { id: string } }>(engine, `{ customerCart { id } }`, { store: "th", headers: bearer(other) })).customerCart.id;
    const set = await graphql(
      engine,
      `mutation($id: String!, $hash: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "sandbox_card_vault", sandbox_card_vault: { public_hash: $hash } } }) { cart { id } } }`,
      { store: "th", headers: bearer(other), variables: { id: cart, hash: theirs!.public_hash } },
    );
    expect(set.errors?.[0]?.message).toBe(`Could not find a token using public hash: ${theirs!.public_hash}`);

    expect((await tokensOf(somchai)).map((item) => item.public_hash)).toEqual([theirs!.public_hash]);
  });
});

describe("saving a card and paying with it", () => {
  it("keeps the card when the customer asks, pays with it without a card form, and deletes it", async () => {
    const token = await createAccount("malee.vault@example.com");

    // Paying by card without asking to save it keeps nothing.
    await readyCustomerCart(token);
    const plain = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "sandbox_card", additional_data: { payment_method_nonce: await cardToken() } } }, token);
    expect(plain.status).toBe(200);
    expect(await tokensOf(token)).toEqual([]);

    await readyCustomerCart(token);
    const saving = await rest(
      "/rest/th/V1/carts/mine/payment-information",
      { paymentMethod: { method: "sandbox_card", additional_data: { payment_method_nonce: await cardToken("5555555555554444"), is_active_payment_token_enabler: true } } },
      token,
    );
    expect(saving.status).toBe(200);
    const [saved] = await tokensOf(token);
    expect(JSON.parse(saved!.details)).toEqual({ type: "MC", maskedCC: "4444", expirationDate: "07/2031" });
    // The gateway's reference is the engine's secret, never a card number.
    const [row] = await queryRows<{ gateway_token: string; details: string }>(connection.db, sql`select gateway_token, details from vault_payment_token where public_hash = ${saved!.public_hash}`);
    expect(row!.gateway_token).toMatch(/^card_/);
    expect(JSON.stringify(row)).not.toContain("5555555555554444");

    await readyCustomerCart(token);
    const withSaved = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "sandbox_card_vault", additional_data: { public_hash: saved!.public_hash } } }, token);
    expect(withSaved.status).toBe(200);
    expect(await orderStatus(withSaved.body as string)).toBe("processing");
    const order = await graphqlData<{ customer: { orders: { items: Array<{ number: string; payment_methods: Array<{ name: string }> }> } } }>(
      engine,
      `{ customer { orders { items { number payment_methods { name } } } } }`,
      { store: "th", headers: bearer(token) },
    );
    expect(order.customer.orders.items.find((item) => item.number === withSaved.body)?.payment_methods[0]?.name).toBe("บัตรที่บันทึกไว้");

    const deleted = await graphqlData<{ deletePaymentToken: { result: boolean; customerPaymentTokens: { items: unknown[] } } }>(engine, DELETE, {
      store: "th",
      headers: bearer(token),
      variables: { hash: saved!.public_hash },
    });
    expect(deleted.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });

    // A deleted card pays for nothing, and the gateway no longer charges its reference.
    await readyCustomerCart(token);
    const afterDelete = await rest("/rest/th/V1/carts/mine/payment-information", { paymentMethod: { method: "sandbox_card_vault", additional_data: { public_hash: saved!.public_hash } } }, token);
    expect(afterDelete.status).toBe(400);
    const charged = await services.gateway.authorizeKeptCard({ cardReference: row!.gateway_token, amount: 10, currency: "THB", reference: "x" });
    expect(charged).toEqual({ status: "declined", reason: "token_invalid" });
  });

  it("saves the same card once, and keeps nothing for a declined card", async () => {
    const token = await createAccount("malee.vault.twice@example.com");
    for (let round = 0; round < 2; round++) {
      await readyCustomerCart(token);
      const paid = await rest(
        "/rest/th/V1/carts/mine/payment-information",
        { paymentMethod: { method: "sandbox_card", additional_data: { payment_method_nonce: await cardToken(), is_active_payment_token_enabler: "true" } } },
        token,
      );
      expect(paid.status).toBe(200);
    }
    expect(await tokensOf(token)).toHaveLength(1);

    await readyCustomerCart(token);
    const declined = await rest(
      "/rest/th/V1/carts/mine/payment-information",
      { paymentMethod: { method: "sandbox_card", additional_data: { payment_method_nonce: await cardToken("4000000000000002"), is_active_payment_token_enabler: true } } },
      token,
    );
    expect(declined.status).toBe(400);
    expect(await tokensOf(token)).toHaveLength(1);
  });

  it("does not offer the stored-cards method to a guest", async () => {
    const cart = (await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store: "th" })).createGuestCart.cart.id;
    await graphqlData(engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
      store: "th",
      variables: { id: cart, sku },
    });
    const shipping = await engine.handle(
      new Request(new URL(`/rest/th/V1/guest-carts/${cart}/shipping-information`, TEST_ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ addressInformation: { shipping_address: restAddress, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } }),
      }),
    );
    const methods = ((await shipping.json()) as { payment_methods: Array<{ code: string }> }).payment_methods.map((method) => method.code);
    expect(methods).toContain("sandbox_card");
    expect(methods).not.toContain("sandbox_card_vault");
    const set = await graphql(engine, `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "sandbox_card_vault" } }) { cart { id } } }`, {
      store: "th",
      variables: { id: cart },
    });
    expect(set.errors?.[0]?.message).toBe("The requested Payment Method is not available.");
  });
});

describe("the gateway's card form", () => {
  it("echoes 'save this card' on its way back, and only when asked", async () => {
    const post = (extra: Record<string, string>) =>
      engine.handle(
        new Request(new URL("/gateway/tokens", TEST_ORIGIN), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            card_number: "4242 4242 4242 4242",
            card_name: "MALEE",
            exp_month: "12",
            exp_year: "2031",
            cvc: "123",
            return_url: "/th/creditcard/complete",
            cancel_url: "/th/cancellation",
            state: "abc",
            ...extra,
          }).toString(),
        }),
      );
    const saved = new URL((await post({ save_card: "1" })).headers.get("location")!, TEST_ORIGIN);
    expect(saved.pathname).toBe("/th/creditcard/complete");
    expect(saved.searchParams.get("save_card")).toBe("1");
    expect(saved.searchParams.get("token")).toMatch(/^tok_/);
    const plain = new URL((await post({})).headers.get("location")!, TEST_ORIGIN);
    expect(plain.searchParams.has("save_card")).toBe(false);
  });
});
