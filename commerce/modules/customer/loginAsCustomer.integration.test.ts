/**
 * Magento's operations social sign-in uses, through the engine's GraphQL handler: isEmailAvailable
 * (the truth only where the store tells), createCustomerV2 without a password and with
 * allow_remote_shopping_assistance, and generateCustomerTokenAsAdmin for an integration, with
 * Magento's refusals; the token it gives is an ordinary customer token. Also the embedded
 * storefront's integration (`storefrontIntegrationToken`).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { createIntegration, revokeIntegration } from "../integration";
import { defaultScoped, writeConfig } from "../store";

let demo: DemoEngine;
let engine: CommerceEngine;
let services: EngineServices;
let integrationToken = "";

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "https://shop.test/", store: "en" });
  ({ engine, services } = demo);
  integrationToken = (await createIntegration(services.db, "storefront")).token;
});

afterAll(async () => {
  await demo?.close();
});

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const AVAILABLE = `query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`;
const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email allow_remote_shopping_assistance } } }`;
const TOKEN_AS_ADMIN = `mutation($email: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token } }`;
const ME = `{ customer { email firstname allow_remote_shopping_assistance } }`;

async function setting(path: string, value: string): Promise<void> {
  await writeConfig(services.db, defaultScoped({ [path]: value }));
  services.config.invalidate();
}

let counter = 0;
const freshEmail = () => `social${++counter}.${Date.now()}@example.com`;

async function createWithoutPassword(email: string, allow: boolean | null = true): Promise<void> {
  const input: Record<string, unknown> = { email, firstname: "Nok", lastname: "Chaiyo" };
  if (allow !== null) input["allow_remote_shopping_assistance"] = allow;
  await graphqlData(engine, CREATE, { store: "en", variables: { input } });
}

async function tokenAsAdmin(email: string, headers: Record<string, string> = bearer(integrationToken)) {
  return graphql<{ generateCustomerTokenAsAdmin: { customer_token: string } | null }>(engine, TOKEN_AS_ADMIN, { store: "en", variables: { email }, headers });
}

describe("isEmailAvailable", () => {
  it("tells whether an email has an account in the demo shop (enable_guest_checkout_login on), ignoring case", async () => {
    const { email } = await demo.createCustomer({ store: "en" });
    const taken = await graphqlData<{ isEmailAvailable: { is_email_available: boolean } }>(engine, AVAILABLE, { store: "en", variables: { email: email.toUpperCase() } });
    expect(taken.isEmailAvailable.is_email_available).toBe(false);
    const free = await graphqlData<{ isEmailAvailable: { is_email_available: boolean } }>(engine, AVAILABLE, { store: "en", variables: { email: freshEmail() } });
    expect(free.isEmailAvailable.is_email_available).toBe(true);
  });

  it("answers true for every email where the store does not tell (Magento's default)", async () => {
    const { email } = await demo.createCustomer({ store: "en" });
    await setting("checkout/options/enable_guest_checkout_login", "0");
    try {
      const answer = await graphqlData<{ isEmailAvailable: { is_email_available: boolean } }>(engine, AVAILABLE, { store: "en", variables: { email } });
      expect(answer.isEmailAvailable.is_email_available).toBe(true);
    } finally {
      await setting("checkout/options/enable_guest_checkout_login", "1");
    }
  });

  it("refuses an empty or malformed email with Magento's messages", async () => {
    expect((await graphql(engine, AVAILABLE, { store: "en", variables: { email: "" } })).errors?.[0]).toMatchObject({ message: "Email must be specified", extensions: { category: "graphql-input" } });
    expect((await graphql(engine, AVAILABLE, { store: "en", variables: { email: "not-an-email" } })).errors?.[0]).toMatchObject({ message: "Email is invalid", extensions: { category: "graphql-input" } });
  });
});

describe("an account without a password", () => {
  it("is created with remote shopping assistance allowed, and no password signs it in", async () => {
    const email = freshEmail();
    const created = await graphqlData<{ createCustomerV2: { customer: unknown } }>(engine, CREATE, {
      store: "en",
      variables: { input: { email, firstname: "Nok", lastname: "Chaiyo", allow_remote_shopping_assistance: true } },
    });
    expect(created.createCustomerV2.customer).toEqual({ email, allow_remote_shopping_assistance: true });
    for (const password of ["", "Anything#2026"]) {
      const signIn = await graphql(engine, `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`, { store: "en", variables: { e: email, p: password } });
      expect(signIn.errors?.[0]?.message).toMatch(/Specify the "password" value|The account sign-in was incorrect/);
      expect(signIn.data?.generateCustomerToken ?? null).toBeNull();
    }
  });

  it("still refuses a weak password when one is given", async () => {
    const reply = await graphql(engine, CREATE, { store: "en", variables: { input: { email: freshEmail(), firstname: "Nok", lastname: "Chaiyo", password: "short" } } });
    expect(reply.errors?.[0]?.message).toBe("The password needs at least 8 characters. Create a new password and try again.");
  });

  it("gets a password through the reset email and then signs in with it", async () => {
    const email = freshEmail();
    await createWithoutPassword(email);
    await graphqlData(engine, `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`, { store: "en", variables: { e: email } });
    const mail = (await services.outbox.list()).filter((m) => m.recipient === email).at(-1)!;
    const token = /token=([^&\s]+)/.exec(mail.textBody)![1]!;
    await graphqlData(engine, `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`, {
      store: "en",
      variables: { e: email, t: decodeURIComponent(token), p: "Mango#Sticky1" },
    });
    expect(await demo.signIn(email, "Mango#Sticky1", "en")).toMatch(/.{20,}/);
  });
});

describe("allow_remote_shopping_assistance", () => {
  it("is off unless chosen, and the customer changes it with updateCustomerV2", async () => {
    const { token } = await demo.createCustomer({ store: "en" });
    const before = await graphqlData<{ customer: { allow_remote_shopping_assistance: boolean } }>(engine, ME, { store: "en", headers: bearer(token) });
    expect(before.customer.allow_remote_shopping_assistance).toBe(false);
    const UPDATE = `mutation($allow: Boolean) { updateCustomerV2(input: { allow_remote_shopping_assistance: $allow }) { customer { allow_remote_shopping_assistance } } }`;
    const on = await graphqlData<{ updateCustomerV2: { customer: { allow_remote_shopping_assistance: boolean } } }>(engine, UPDATE, { store: "en", variables: { allow: true }, headers: bearer(token) });
    expect(on.updateCustomerV2.customer.allow_remote_shopping_assistance).toBe(true);
    const off = await graphqlData<{ updateCustomerV2: { customer: { allow_remote_shopping_assistance: boolean } } }>(engine, UPDATE, { store: "en", variables: { allow: false }, headers: bearer(token) });
    expect(off.updateCustomerV2.customer.allow_remote_shopping_assistance).toBe(false);
  });
});

describe("generateCustomerTokenAsAdmin", () => {
  it("gives an integration an ordinary customer token: it reads `customer` and revokeCustomerToken revokes it", async () => {
    const email = freshEmail();
    await createWithoutPassword(email);
    const reply = await tokenAsAdmin(email.toUpperCase());
    const token = reply.data?.generateCustomerTokenAsAdmin?.customer_token ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await graphqlData<{ customer: { email: string } }>(engine, ME, { store: "en", headers: bearer(token) });
    expect(me.customer.email).toBe(email);
    await graphqlData(engine, `mutation { revokeCustomerToken { result } }`, { store: "en", headers: bearer(token) });
    const after = await graphql(engine, ME, { store: "en", headers: bearer(token) });
    expect(after.status).toBe(403);
    expect(after.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it("lives as long as a signed-in customer's token (oauth/access_token_lifetime/customer)", async () => {
    const email = freshEmail();
    await createWithoutPassword(email);
    const token = (await tokenAsAdmin(email)).data!.generateCustomerTokenAsAdmin!.customer_token;
    const [row] = await queryRows<{ hours: string }>(
      services.db,
      sql`select extract(epoch from t.expires_at - t.created_at) / 3600 as hours from customer_token t join customer_entity c on c.entity_id = t.customer_id where c.email = ${email}`,
    );
    expect(token).toBeTruthy();
    expect(Number(row!.hours)).toBe(1);
  });

  it("refuses guests, customers and a revoked integration with Magento's authorization error", async () => {
    const { email, token } = await demo.createCustomer({ store: "en" });
    const guest = await tokenAsAdmin(email, {});
    expect(guest.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
    expect(guest.data?.generateCustomerTokenAsAdmin ?? null).toBeNull();
    const customer = await tokenAsAdmin(email, bearer(token));
    expect(customer.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });

    const name = `revoked ${Date.now()}`;
    const { token: revokedToken } = await createIntegration(services.db, name);
    expect((await tokenAsAdmin(email, bearer(revokedToken))).data?.generateCustomerTokenAsAdmin?.customer_token).toBeTruthy();
    await revokeIntegration(services.db, name);
    const revoked = await tokenAsAdmin(email, bearer(revokedToken));
    expect(revoked.status).toBe(403);
    expect(revoked.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it("answers Magento's messages for an empty or unknown email and while Login as Customer is disabled", async () => {
    expect((await tokenAsAdmin("  ")).errors?.[0]).toMatchObject({ message: 'Specify the "customer email" value.', extensions: { category: "graphql-input" } });
    expect((await tokenAsAdmin(freshEmail())).errors?.[0]).toMatchObject({ message: "Customer email provided does not exist", extensions: { category: "graphql-input" } });
    const email = freshEmail();
    await createWithoutPassword(email);
    await setting("login_as_customer/general/enabled", "0");
    try {
      expect((await tokenAsAdmin(email)).errors?.[0]).toMatchObject({ message: "Login as Customer is disabled.", extensions: { category: "graphql-authorization" } });
    } finally {
      await setting("login_as_customer/general/enabled", "1");
    }
  });

  it("does not check the customer's own assistance choice, as Magento's GraphQL resolver does not", async () => {
    const email = freshEmail();
    await createWithoutPassword(email, false);
    expect((await tokenAsAdmin(email)).data?.generateCustomerTokenAsAdmin?.customer_token).toBeTruthy();
  });
});

describe("the embedded storefront's integration", () => {
  it("makes the storefront's token an active integration's, and refuses a short one at start", async () => {
    const token = "s".repeat(20) + "-storefront-secret-0123456789";
    const embedded = await startCommerceEngine({ dataDir: "memory://", storefrontIntegrationToken: token });
    try {
      const reply = await graphql(embedded, `query { socialIdentityCustomer(provider: GOOGLE, subject: "nobody") { email } }`, { headers: bearer(token) });
      expect(reply.errors).toBeUndefined();
      expect(reply.data).toEqual({ socialIdentityCustomer: null });
      const wrong = await graphql(embedded, `query { socialIdentityCustomer(provider: GOOGLE, subject: "nobody") { email } }`, { headers: bearer(token + "x") });
      expect(wrong.status).toBe(403);
    } finally {
      await embedded.close();
    }
    await expect(startCommerceEngine({ dataDir: "memory://", storefrontIntegrationToken: "too-short" })).rejects.toThrow(/32 to 200 characters/);
  });
});
