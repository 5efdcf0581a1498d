/**
 * Magento's sign-in lockout and password-reset request protection through the engine's GraphQL
 * handler: ten wrong passwords lock an account for ten minutes (the right one is refused meanwhile,
 * with Magento's sign-in message), a success or a password reset clears the count, parallel attempts
 * are counted exactly and a burst gets no more guesses than the limit; reset requests are limited per
 * email and per client address. The engine's clock is injected: nothing sleeps.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerEntity, passwordResetRequestEvent } from "../../db/schema";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { startDemoEngine, TEST_PASSWORD, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { defaultScoped, writeConfig } from "../store";

let demo: DemoEngine;
let engine: CommerceEngine;
let services: EngineServices;
let connection: DatabaseConnection;
let clock = Date.parse("2026-11-20T03:00:00Z");

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "https://shop.test/", store: "en", services: { customers: { now: () => new Date(clock) } } });
  ({ engine, services, connection } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const SIGN_IN_FAILED = "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
const WRONG = "Wrong#Guess99";
const MINUTE = 60_000;

function signIn(email: string, password: string) {
  return graphql<{ generateCustomerToken: { token: string } }>(engine, SIGN_IN, { store: "en", variables: { email, password } });
}

async function lockState(email: string) {
  const [row] = await connection.db
    .select({ failures: customerEntity.failuresNum, lockExpires: customerEntity.lockExpires })
    .from(customerEntity)
    .where(eq(customerEntity.email, email));
  return row!;
}

async function setting(values: Record<string, string | null>) {
  await writeConfig(connection.db, defaultScoped(values));
  services.config.invalidate();
}

describe("sign-in lockout", () => {
  beforeEach(async () => {
    await setting({ "customer/password/lockout_failures": null, "customer/password/lockout_threshold": null });
  });

  it("locks the account after 10 wrong passwords, refuses the right one while locked, opens after 10 minutes", async () => {
    const { email } = await demo.createCustomer();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await signIn(email, WRONG);
      expect(reply.status).toBe(401);
      expect(reply.errors?.map(({ message, path, extensions }) => ({ message, path, extensions }))).toEqual([
        { message: SIGN_IN_FAILED, path: ["generateCustomerToken"], extensions: { category: "graphql-authentication" } },
      ]);
    }
    expect(await lockState(email)).toEqual({ failures: 10, lockExpires: new Date(clock + 10 * MINUTE) });

    // Locked: the right password gets the very same answer (Magento 2.4 tells the two apart nowhere).
    const locked = await signIn(email, TEST_PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.errors?.[0]).toMatchObject({ message: SIGN_IN_FAILED, extensions: { category: "graphql-authentication" } });
    clock += 10 * MINUTE - 1_000;
    expect((await signIn(email, TEST_PASSWORD)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    expect((await lockState(email)).failures).toBe(10);

    clock += 1_001;
    const open = await signIn(email, TEST_PASSWORD);
    expect(open.errors).toBeUndefined();
    expect(open.data?.generateCustomerToken.token).toMatch(/^[\w-]{43}$/);
    expect(await lockState(email)).toEqual({ failures: 0, lockExpires: null });
  });

  it("clears the count on a successful sign-in", async () => {
    const { email } = await demo.createCustomer();
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(email, WRONG);
    expect((await lockState(email)).failures).toBe(9);
    expect((await signIn(email, TEST_PASSWORD)).errors).toBeUndefined();
    expect(await lockState(email)).toEqual({ failures: 0, lockExpires: null });
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(email, WRONG);
    expect((await signIn(email, TEST_PASSWORD)).errors).toBeUndefined();
  });

  it("counts parallel failures exactly, and gives a burst no more guesses than the limit", async () => {
    const { email } = await demo.createCustomer();
    await Promise.all(Array.from({ length: 9 }, () => signIn(email, WRONG)));
    expect(await lockState(email)).toEqual({ failures: 9, lockExpires: null });
    expect((await signIn(email, TEST_PASSWORD)).errors).toBeUndefined();

    // 30 guesses at once, the 20th right: only 10 are checked, so it must not get in.
    const guesses = Array.from({ length: 30 }, (_, index) => (index === 19 ? TEST_PASSWORD : WRONG));
    const replies = await Promise.all(guesses.map((password) => signIn(email, password)));
    expect(replies.every((reply) => reply.errors?.[0]?.message === SIGN_IN_FAILED)).toBe(true);
    const state = await lockState(email);
    expect(state.lockExpires).toEqual(new Date(clock + 10 * MINUTE));
    expect((await signIn(email, TEST_PASSWORD)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    clock += 10 * MINUTE + 1;
  });

  it("reads the limits from the store config; 0 turns the lockout off", async () => {
    await setting({ "customer/password/lockout_failures": "3", "customer/password/lockout_threshold": "30" });
    const { email } = await demo.createCustomer();
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(email, WRONG);
    expect(await lockState(email)).toEqual({ failures: 3, lockExpires: new Date(clock + 30 * MINUTE) });
    expect((await signIn(email, TEST_PASSWORD)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);

    await setting({ "customer/password/lockout_failures": "0" });
    const other = await demo.createCustomer();
    for (let attempt = 0; attempt < 15; attempt += 1) await signIn(other.email, WRONG);
    expect((await signIn(other.email, TEST_PASSWORD)).errors).toBeUndefined();
    // A lock set before the lockout was turned off still holds until it runs out, as in Magento.
    expect((await signIn(email, TEST_PASSWORD)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    clock += 30 * MINUTE + 1;
    expect((await signIn(email, TEST_PASSWORD)).errors).toBeUndefined();
  });

  it("ends the lock when the password is reset through the emailed link", async () => {
    const { email } = await demo.createCustomer();
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(email, WRONG);
    expect((await lockState(email)).lockExpires).not.toBeNull();

    // A locked account still gets its reset link (the answer tells nobody it is locked).
    await graphqlData(engine, `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`, { store: "en", variables: { e: email } });
    const mail = (await services.outbox.list()).filter((message) => message.recipient === email).at(-1)!;
    const token = decodeURIComponent(/createPassword\?token=([A-Za-z0-9_%-]+)/.exec(mail.textBody)![1]!);
    await graphqlData(engine, `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`, {
      store: "en",
      variables: { e: email, t: token, p: "Reset#Pass2027" },
    });
    expect(await lockState(email)).toEqual({ failures: 0, lockExpires: null });
    expect((await signIn(email, "Reset#Pass2027")).errors).toBeUndefined();
  });
});

describe("password-reset request protection", () => {
  const REQUEST = `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`;
  const REFUSED = { message: "Cannot reset the customer's password", extensions: { category: "graphql-input" } };

  const request = (email: string, address?: string) =>
    graphql<{ requestPasswordResetEmail: boolean }>(engine, REQUEST, { store: "en", variables: { e: email }, headers: address ? { "X-Forwarded-For": `${address}, 10.0.0.1` } : {} });
  const mailsTo = async (email: string) => (await services.outbox.list()).filter((message) => message.recipient === email).length;

  beforeEach(async () => {
    await setting({
      "customer/password/password_reset_protection_type": null,
      "customer/password/max_number_password_reset_requests": null,
      "customer/password/min_time_between_password_reset_requests": null,
    });
    await connection.db.delete(passwordResetRequestEvent);
  });

  it("allows one request per email every 10 minutes, with or without an account (Magento's defaults)", async () => {
    const { email } = await demo.createCustomer();
    expect((await request(email)).data).toEqual({ requestPasswordResetEmail: true });
    const again = await request(email.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.errors?.map(({ message, extensions }) => ({ message, extensions }))).toEqual([REFUSED]);
    expect(await mailsTo(email)).toBe(1);

    // An unknown email is counted the same way, so the answers tell nobody which emails exist.
    const nobody = `nobody.${Date.now()}@example.com`;
    expect((await request(nobody)).data).toEqual({ requestPasswordResetEmail: true });
    expect((await request(nobody)).errors?.[0]?.message).toBe(REFUSED.message);

    clock += 10 * MINUTE + 1;
    expect((await request(email)).data).toEqual({ requestPasswordResetEmail: true });
    expect(await mailsTo(email)).toBe(2);
  });

  it("allows 5 requests an hour when there is no wait between them", async () => {
    await setting({ "customer/password/min_time_between_password_reset_requests": "0" });
    const { email } = await demo.createCustomer();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await request(email)).errors).toBeUndefined();
      clock += MINUTE;
    }
    expect((await request(email)).errors?.[0]?.message).toBe(REFUSED.message);
    expect(await mailsTo(email)).toBe(5);
    clock += 56 * MINUTE;
    expect((await request(email)).errors).toBeUndefined();
  });

  it("limits requests per client address (X-Forwarded-For) across emails", async () => {
    await setting({ "customer/password/min_time_between_password_reset_requests": "0", "customer/password/max_number_password_reset_requests": "2" });
    const emails = await Promise.all([demo.createCustomer(), demo.createCustomer(), demo.createCustomer()]);
    expect((await request(emails[0]!.email, "203.0.113.7")).errors).toBeUndefined();
    expect((await request(emails[1]!.email, "203.0.113.7")).errors).toBeUndefined();
    expect((await request(emails[2]!.email, "203.0.113.7")).errors?.[0]?.message).toBe(REFUSED.message);
    expect((await request(emails[2]!.email, "198.51.100.4")).errors).toBeUndefined();

    // Protection type 0 turns it off.
    await setting({ "customer/password/password_reset_protection_type": "0" });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await request(emails[0]!.email, "203.0.113.7")).errors).toBeUndefined();
  });

  it("admits exactly one of ten parallel requests for the same email", async () => {
    const { email } = await demo.createCustomer();
    const replies = await Promise.all(Array.from({ length: 10 }, () => request(email)));
    expect(replies.filter((reply) => reply.errors === undefined)).toHaveLength(1);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === REFUSED.message)).toHaveLength(9);
    expect(await mailsTo(email)).toBe(1);
  });
});
