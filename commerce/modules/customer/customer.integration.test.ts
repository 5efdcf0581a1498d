/**
 * Customer accounts through the engine's GraphQL handler, as a storefront uses them: creating an
 * account (password rule, duplicate email), signing in, bearer tokens that expire and are revoked,
 * account changes, the password reset link in the outbox (single use, expiring), the address book
 * and its ownership, the customer's cart, merging a guest cart, and cart ownership between
 * customers and guests. The engine's clock is injected so expiry is tested without waiting.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";

let demo: DemoEngine;
let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;
let clock = Date.now();
let sku = "";

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "https://shop.test/", store: "en", services: { customers: { now: () => new Date(clock) } }, stocked: { oldest: true } });
  ({ engine, services, connection, stockedSku: sku } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const STRONG = "Mango#Sticky1";
const NOT_AUTHORIZED = "The current customer isn't authorized.";

const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`;
const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const ME = `{ customer { firstname lastname email is_subscribed default_shipping default_billing
  addresses { id firstname lastname street city region { region_code region region_id } postcode country_code telephone default_shipping default_billing } } }`;
const CREATE_ADDRESS = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id street city postcode region { region_code region } default_shipping default_billing } }`;

let counter = 0;

/** A new customer (with `extra` account fields) and its token. */
async function newCustomer(extra: Record<string, unknown> = {}): Promise<{ email: string; token: string }> {
  const { email, token } = await demo.createCustomer({ password: STRONG, input: extra });
  return { email, token };
}

const bangkok = {
  firstname: "Malee",
  lastname: "Srisuk",
  street: ["12 Silom Road"],
  city: "Bang Rak",
  region: { region_code: "TH-10" },
  postcode: "10500",
  country_code: "TH",
  telephone: "081-234-5678",
};

async function guestCartWithItem(quantity = 1): Promise<string> {
  const created = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store: "en" });
  const id = created.createGuestCart.cart.id;
  const added = await graphqlData<{ addProductsToCart: { user_errors: unknown[] } }>(
    engine,
    `mutation($id: String!, $sku: String!, $qty: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { message } } }`,
    { store: "en", variables: { id, sku, qty: quantity } },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  return id;
}

describe("creating an account", () => {
  it("creates the account and answers it in Magento's shape", async () => {
    const email = `new.${Date.now()}@example.com`;
    const data = await graphqlData<{ createCustomerV2: { customer: unknown } }>(engine, CREATE, {
      store: "en",
      variables: { input: { email, firstname: "Nok", lastname: "Chaiyo", password: STRONG, is_subscribed: true } },
    });
    expect(data.createCustomerV2.customer).toEqual({ firstname: "Nok", lastname: "Chaiyo", email, is_subscribed: true });
    expect((await services.customers.findByEmail(email))?.firstname).toBe("Nok");
  });

  it.each([
    ["short1A!", null],
    ["Ab1!", "The password needs at least 8 characters. Create a new password and try again."],
    ["alllowercase", "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters."],
    ["lowerUPPER", "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters."],
  ])("applies the password rule to %s", async (password, message) => {
    const reply = await graphql(engine, CREATE, {
      store: "en",
      variables: { input: { email: `rule.${counter++}.${Date.now()}@example.com`, firstname: "A", lastname: "B", password } },
    });
    if (message === null) expect(reply.errors).toBeUndefined();
    else expect(reply.errors?.[0]).toMatchObject({ message, extensions: { category: "graphql-input" } });
  });

  it("refuses an email that already has an account, whatever its case", async () => {
    const { email } = await newCustomer();
    const reply = await graphql(engine, CREATE, { store: "th", variables: { input: { email: email.toUpperCase(), firstname: "A", lastname: "B", password: STRONG } } });
    expect(reply.errors?.[0]?.message).toBe("A customer with the same email address already exists in an associated website.");
  });

  it("stores only a scrypt hash of the password", async () => {
    const { email } = await newCustomer();
    const [row] = await queryRows<{ password_hash: string }>(connection.db, sql`select password_hash from customer_entity where email = ${email}`);
    expect(row!.password_hash.startsWith("scrypt$")).toBe(true);
    expect(row!.password_hash).not.toContain(STRONG);
  });
});

describe("signing in", () => {
  it("answers the customer for a bearer token and refuses the customer query without one", async () => {
    const { email, token } = await newCustomer();
    const me = await graphqlData<{ customer: { email: string; firstname: string } }>(engine, ME, { store: "en", headers: bearer(token) });
    expect(me.customer).toMatchObject({ email, firstname: "Malee" });
    const guest = await graphql(engine, ME, { store: "en" });
    expect(guest.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
  });

  it("refuses a wrong password with Magento's sign-in message", async () => {
    const { email } = await newCustomer();
    const reply = await graphql(engine, SIGN_IN, { store: "en", variables: { email, password: "Wrong#Pass1" } });
    expect(reply.errors?.[0]).toMatchObject({
      message: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
      extensions: { category: "graphql-authentication" },
    });
  });

  it("stores tokens hashed only", async () => {
    const { token } = await newCustomer();
    const rows = await queryRows<{ n: number }>(connection.db, sql`select count(*)::int as n from customer_token where token_hash = ${token}`);
    expect(rows[0]!.n).toBe(0);
  });

  it("expires a token after oauth/access_token_lifetime/customer hours (default 1)", async () => {
    const { token } = await newCustomer();
    clock += 59 * 60_000;
    expect((await graphql(engine, ME, { store: "en", headers: bearer(token) })).errors).toBeUndefined();
    clock += 2 * 60_000;
    const expired = await graphql(engine, `{ storeConfig { store_code } }`, { store: "en", headers: bearer(token) });
    expect(expired.status).toBe(403);
    expect(expired.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
  });

  it("honours a longer lifetime setting", async () => {
    const [before] = await queryRows<{ value: string | null }>(connection.db, sql`select value from core_config_data where scope = 'default' and path = 'oauth/access_token_lifetime/customer'`);
    await connection.db.execute(sql`insert into core_config_data (scope, scope_id, path, value) values ('default', 0, 'oauth/access_token_lifetime/customer', '3')
      on conflict (scope, scope_id, path) do update set value = '3'`);
    services.config.invalidate();
    try {
      const { token } = await newCustomer();
      clock += 2 * 3_600_000;
      expect((await graphql(engine, ME, { store: "en", headers: bearer(token) })).errors).toBeUndefined();
      clock += 3_600_000 + 1;
      expect((await graphql(engine, ME, { store: "en", headers: bearer(token) })).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
    } finally {
      if (before) await connection.db.execute(sql`update core_config_data set value = ${before.value} where scope = 'default' and path = 'oauth/access_token_lifetime/customer'`);
      else await connection.db.execute(sql`delete from core_config_data where path = 'oauth/access_token_lifetime/customer'`);
      services.config.invalidate();
    }
  });

  it("revokes the token: afterwards every request with it is refused", async () => {
    const { token } = await newCustomer();
    const revoked = await graphqlData<{ revokeCustomerToken: { result: boolean } }>(engine, `mutation { revokeCustomerToken { result } }`, { store: "en", headers: bearer(token) });
    expect(revoked.revokeCustomerToken.result).toBe(true);
    expect((await graphql(engine, ME, { store: "en", headers: bearer(token) })).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
    expect((await graphql(engine, `mutation { revokeCustomerToken { result } }`, { store: "en" })).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it("gives customers their group's cache id", async () => {
    const { token } = await newCustomer();
    const guest = await graphql(engine, `{ storeConfig { store_code } }`, { store: "en" });
    const signed = await graphql(engine, `{ storeConfig { store_code } }`, { store: "en", headers: bearer(token) });
    expect(signed.headers.get("x-magento-cache-id")).not.toBe(guest.headers.get("x-magento-cache-id"));
  });
});

describe("account details", () => {
  it("updates the name and the newsletter subscription", async () => {
    const { token } = await newCustomer();
    const data = await graphqlData<{ updateCustomerV2: { customer: unknown } }>(
      engine,
      `mutation { updateCustomerV2(input: { firstname: "Mali", is_subscribed: true }) { customer { firstname lastname is_subscribed } } }`,
      { store: "en", headers: bearer(token) },
    );
    expect(data.updateCustomerV2.customer).toEqual({ firstname: "Mali", lastname: "Srisuk", is_subscribed: true });
    const off = await graphqlData<{ updateCustomerV2: { customer: { is_subscribed: boolean } } }>(
      engine,
      `mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }`,
      { store: "en", headers: bearer(token) },
    );
    expect(off.updateCustomerV2.customer.is_subscribed).toBe(false);
  });

  it("changes the password only with the current one, and the new one signs in", async () => {
    const { email, token } = await newCustomer();
    const CHANGE = `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;
    const wrong = await graphql(engine, CHANGE, { store: "en", headers: bearer(token), variables: { c: "Nope#1234", n: "Fresh#Start9" } });
    expect(wrong.errors?.[0]?.message).toBe("Invalid login or password.");
    const weak = await graphql(engine, CHANGE, { store: "en", headers: bearer(token), variables: { c: STRONG, n: "weakweak" } });
    expect(weak.errors?.[0]?.message).toContain("Minimum of different classes");
    await graphqlData(engine, CHANGE, { store: "en", headers: bearer(token), variables: { c: STRONG, n: "Fresh#Start9" } });
    expect((await graphql(engine, SIGN_IN, { store: "en", variables: { email, password: "Fresh#Start9" } })).errors).toBeUndefined();
    expect((await graphql(engine, SIGN_IN, { store: "en", variables: { email, password: STRONG } })).errors).toBeDefined();
  });

  it("changes the email with the password; another account's email is refused", async () => {
    const other = await newCustomer();
    const { token } = await newCustomer();
    const EMAIL = `mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }`;
    const taken = await graphql(engine, EMAIL, { store: "en", headers: bearer(token), variables: { e: other.email, p: STRONG } });
    expect(taken.errors?.[0]?.message).toBe("A customer with the same email address already exists in an associated website.");
    const wrong = await graphql(engine, EMAIL, { store: "en", headers: bearer(token), variables: { e: "fresh@example.com", p: "Bad#Pass12" } });
    expect(wrong.errors?.[0]?.message).toBe("Invalid login or password.");
    const fresh = `fresh.${Date.now()}@example.com`;
    const done = await graphqlData<{ updateCustomerEmail: { customer: { email: string } } }>(engine, EMAIL, { store: "en", headers: bearer(token), variables: { e: fresh, p: STRONG } });
    expect(done.updateCustomerEmail.customer.email).toBe(fresh);
  });
});

describe("password reset", () => {
  const REQUEST = `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`;
  const RESET = `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;

  async function resetLink(email: string): Promise<string> {
    await graphqlData(engine, REQUEST, { store: "th", variables: { e: email } });
    const mail = (await services.outbox.list()).filter((m) => m.recipient === email).at(-1)!;
    expect(mail.template).toBe("customer_password_forgot_email_template");
    const link = /https:\/\/shop\.test\/th\/customer\/account\/createPassword\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
    expect(link).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  it("answers true for an unknown email and sends nothing", async () => {
    const before = (await services.outbox.list()).length;
    expect(await graphqlData(engine, REQUEST, { store: "th", variables: { e: "nobody@example.com" } })).toEqual({ requestPasswordResetEmail: true });
    expect((await services.outbox.list()).length).toBe(before);
  });

  it("sets a new password once with the emailed token, and signs out existing tokens", async () => {
    const { email, token } = await newCustomer();
    const resetToken = await resetLink(email);
    expect(await graphqlData(engine, RESET, { store: "th", variables: { e: email, t: resetToken, p: "Reset#Pass22" } })).toEqual({ resetPassword: true });
    expect((await graphql(engine, SIGN_IN, { store: "en", variables: { email, password: "Reset#Pass22" } })).errors).toBeUndefined();
    expect((await graphql(engine, ME, { store: "en", headers: bearer(token) })).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
    const again = await graphql(engine, RESET, { store: "th", variables: { e: email, t: resetToken, p: "Other#Pass33" } });
    expect(again.errors?.[0]).toMatchObject({ message: "Cannot set the customer's password", extensions: { category: "graphql-input" } });
  });

  it("refuses an expired token and another customer's token", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const token = await resetLink(first.email);
    const wrongOwner = await graphql(engine, RESET, { store: "th", variables: { e: second.email, t: token, p: "Other#Pass33" } });
    expect(wrongOwner.errors?.[0]?.message).toBe("Cannot set the customer's password");
    clock += 24 * 3_600_000 + 1;
    const expired = await graphql(engine, RESET, { store: "th", variables: { e: first.email, t: token, p: "Other#Pass33" } });
    expect(expired.errors?.[0]?.message).toBe("Cannot set the customer's password");
  });
});

describe("address book", () => {
  it("adds Thai addresses; the first becomes the default, defaults can move", async () => {
    const { token } = await newCustomer();
    const first = await graphqlData<{ createCustomerAddress: { id: number; default_shipping: boolean; default_billing: boolean; region: unknown } }>(
      engine,
      CREATE_ADDRESS,
      { store: "en", headers: bearer(token), variables: { input: bangkok } },
    );
    expect(first.createCustomerAddress).toMatchObject({ default_shipping: true, default_billing: true, region: { region_code: "TH-10", region: "Bangkok" } });
    const second = await graphqlData<{ createCustomerAddress: { id: number; default_shipping: boolean } }>(engine, CREATE_ADDRESS, {
      store: "en",
      headers: bearer(token),
      variables: { input: { ...bangkok, street: ["5 Nimman Road"], city: "Mueang", region: { region_code: "TH-50" }, postcode: "50200", default_shipping: true } },
    });
    expect(second.createCustomerAddress.default_shipping).toBe(true);
    const me = await graphqlData<{ customer: { default_shipping: string; default_billing: string; addresses: Array<{ id: number; default_shipping: boolean }> } }>(engine, ME, {
      store: "en",
      headers: bearer(token),
    });
    expect(me.customer.default_shipping).toBe(String(second.createCustomerAddress.id));
    expect(me.customer.default_billing).toBe(String(first.createCustomerAddress.id));
    expect(me.customer.addresses.map((a) => a.default_shipping)).toEqual([false, true]);

    const refused = await graphql(engine, `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, { store: "en", headers: bearer(token), variables: { id: first.createCustomerAddress.id } });
    expect(refused.errors?.[0]?.message).toBe(`Customer Address ${first.createCustomerAddress.id} is set as default billing address and can not be deleted`);
  });

  it("checks addresses as checkout does", async () => {
    const { token } = await newCustomer();
    const reply = await graphql(engine, CREATE_ADDRESS, { store: "en", headers: bearer(token), variables: { input: { ...bangkok, postcode: "123" } } });
    expect(reply.errors?.[0]?.message).toBe('Invalid value of "123" provided for the postcode field.');
  });

  it("refuses another customer's address id, for update and delete", async () => {
    const owner = await newCustomer();
    const thief = await newCustomer();
    const created = await graphqlData<{ createCustomerAddress: { id: number } }>(engine, CREATE_ADDRESS, { store: "en", headers: bearer(owner.token), variables: { input: bangkok } });
    const id = created.createCustomerAddress.id;
    const message = `Current customer does not have permission to address with ID "${id}"`;
    const update = await graphql(engine, `mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Stolen" }) { city } }`, {
      store: "en",
      headers: bearer(thief.token),
      variables: { id },
    });
    expect(update.errors?.[0]).toMatchObject({ message, extensions: { category: "graphql-authorization" } });
    const remove = await graphql(engine, `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, { store: "en", headers: bearer(thief.token), variables: { id } });
    expect(remove.errors?.[0]?.message).toBe(message);
    const unknown = await graphql(engine, `mutation { deleteCustomerAddress(id: 999999) }`, { store: "en", headers: bearer(thief.token) });
    expect(unknown.errors?.[0]?.message).toBe('Could not find a address with ID "999999"');
    const guest = await graphql(engine, `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, { store: "en", variables: { id } });
    expect(guest.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
    const mine = await graphqlData<{ updateCustomerAddress: { city: string } }>(engine, `mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Sathon" }) { city } }`, {
      store: "en",
      headers: bearer(owner.token),
      variables: { id },
    });
    expect(mine.updateCustomerAddress.city).toBe("Sathon");
  });
});

describe("carts of customers", () => {
  const CUSTOMER_CART = `{ customerCart { id total_quantity } }`;
  const MERGE = `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity } }`;

  it("creates the customer's cart once, with the account's email, and answers the same one after", async () => {
    const { email, token } = await newCustomer();
    const first = await graphqlData<{ customerCart: { id: string; total_quantity: number } }>(engine, CUSTOMER_CART, { store: "en", headers: bearer(token) });
    const again = await graphqlData<{ customerCart: { id: string; email: string } }>(engine, `{ customerCart { id email } }`, { store: "th", headers: bearer(token) });
    expect(again.customerCart.id).toBe(first.customerCart.id);
    expect(again.customerCart.email).toBe(email);
    expect((await graphql(engine, CUSTOMER_CART, { store: "en" })).errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it("merges a guest cart into the customer's cart and deactivates it", async () => {
    const { token } = await newCustomer();
    const mine = await graphqlData<{ customerCart: { id: string } }>(engine, CUSTOMER_CART, { store: "en", headers: bearer(token) });
    await graphqlData(engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`, {
      store: "en",
      headers: bearer(token),
      variables: { id: mine.customerCart.id, sku },
    });
    const guestCart = await guestCartWithItem(2);
    const merged = await graphqlData<{ mergeCarts: { id: string; total_quantity: number } }>(engine, MERGE, {
      store: "en",
      headers: bearer(token),
      variables: { s: guestCart, d: mine.customerCart.id },
    });
    expect(merged.mergeCarts).toEqual({ id: mine.customerCart.id, total_quantity: 3 });
    const gone = await graphql(engine, `query($id: String!) { cart(cart_id: $id) { id } }`, { store: "en", variables: { id: guestCart } });
    expect(gone.errors?.[0]?.message).toBe("The cart isn't active.");
  });

  it("merges into the customer's active cart when no destination is named", async () => {
    const { token } = await newCustomer();
    const guestCart = await guestCartWithItem(1);
    const merged = await graphqlData<{ mergeCarts: { id: string; total_quantity: number } }>(engine, MERGE, { store: "en", headers: bearer(token), variables: { s: guestCart } });
    const mine = await graphqlData<{ customerCart: { id: string } }>(engine, CUSTOMER_CART, { store: "en", headers: bearer(token) });
    expect(merged.mergeCarts).toEqual({ id: mine.customerCart.id, total_quantity: 1 });
  });

  it("keeps carts apart: guests, other customers, and another customer's cart as a merge source", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const aliceCart = (await graphqlData<{ customerCart: { id: string } }>(engine, CUSTOMER_CART, { store: "en", headers: bearer(alice.token) })).customerCart.id;
    const bobCart = (await graphqlData<{ customerCart: { id: string } }>(engine, CUSTOMER_CART, { store: "en", headers: bearer(bob.token) })).customerCart.id;
    const notYours = `The current user cannot perform operations on cart "${aliceCart}"`;
    const CART = `query($id: String!) { cart(cart_id: $id) { id } }`;

    expect((await graphql(engine, CART, { store: "en", variables: { id: aliceCart } })).errors?.[0]).toMatchObject({
      message: notYours,
      extensions: { category: "graphql-authorization" },
    });
    expect((await graphql(engine, CART, { store: "en", headers: bearer(bob.token), variables: { id: aliceCart } })).errors?.[0]?.message).toBe(notYours);
    const add = await graphql(engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
      store: "en",
      headers: bearer(bob.token),
      variables: { id: aliceCart, sku },
    });
    expect(add.errors?.[0]?.message).toBe(notYours);
    const steal = await graphql(engine, MERGE, { store: "en", headers: bearer(bob.token), variables: { s: aliceCart, d: bobCart } });
    expect(steal.errors?.[0]?.message).toBe(notYours);
    const intoOther = await graphql(engine, MERGE, { store: "en", headers: bearer(bob.token), variables: { s: await guestCartWithItem(), d: aliceCart } });
    expect(intoOther.errors?.[0]?.message).toBe(notYours);
    expect((await graphql(engine, CART, { store: "en", headers: bearer(alice.token), variables: { id: aliceCart } })).errors).toBeUndefined();
  });
});

describe("newsletter", () => {
  const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;

  it("subscribes a guest email once", async () => {
    const email = `news.${Date.now()}@example.com`;
    expect(await graphqlData(engine, SUBSCRIBE, { store: "en", variables: { e: email } })).toEqual({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } });
    expect((await graphql(engine, SUBSCRIBE, { store: "en", variables: { e: email } })).errors?.[0]?.message).toBe("This email address is already subscribed.");
    expect((await graphql(engine, SUBSCRIBE, { store: "en", variables: { e: "not-an-email" } })).errors?.[0]?.message).toBe("Enter a valid email address.");
  });

  it("marks a signed-in customer subscribed", async () => {
    const { email, token } = await newCustomer();
    await graphqlData(engine, SUBSCRIBE, { store: "en", headers: bearer(token), variables: { e: email } });
    const me = await graphqlData<{ customer: { is_subscribed: boolean } }>(engine, ME, { store: "en", headers: bearer(token) });
    expect(me.customer.is_subscribed).toBe(true);
  });
});

describe("demo customer", () => {
  it("signs in as Somchai with a default Bangkok address, subscribed", async () => {
    const signed = await graphqlData<{ generateCustomerToken: { token: string } }>(engine, SIGN_IN, {
      store: "th",
      variables: { email: "somchai@example.com", password: "Baansuan#2026" },
    });
    const me = await graphqlData<{ customer: { firstname: string; lastname: string; is_subscribed: boolean; addresses: Array<Record<string, unknown>> } }>(engine, ME, {
      store: "th",
      headers: bearer(signed.generateCustomerToken.token),
    });
    expect(me.customer).toMatchObject({ firstname: "Somchai", lastname: "Jaidee", is_subscribed: true });
    expect(me.customer.addresses).toHaveLength(1);
    expect(me.customer.addresses[0]).toMatchObject({ city: "Bangkok", postcode: "10110", country_code: "TH", default_shipping: true, default_billing: true });
  });
});
