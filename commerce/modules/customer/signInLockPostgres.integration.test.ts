/**
 * The sign-in lockout and the reset-request limit on a real PostgreSQL server, across two engines (as
 * two processes would run, each with its own connection pool): parallel attempts really run at once
 * here, so the counting must be atomic. Runs only with TEST_DATABASE_URL; it works in a database of
 * its own (`<name>_signin`, created and dropped here).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphql, graphqlData } from "../../testing/graphqlClient";

const adminUrl = process.env["TEST_DATABASE_URL"];
const PASSWORD = "Baansuan#2026x";
const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const SIGN_IN_FAILED = "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";

describe.skipIf(!adminUrl)("sign-in lockout on PostgreSQL (TEST_DATABASE_URL)", () => {
  let engines: CommerceEngine[] = [];
  let databaseUrl = "";
  let databaseName = "";

  async function query<T extends pg.QueryResultRow>(url: string, statement: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(statement, values)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const url = new URL(adminUrl as string);
    databaseName = `${url.pathname.replace(/^\//, "") || "postgres"}_signin`;
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    await query(adminUrl as string, `drop database if exists "${databaseName}"`);
    await query(adminUrl as string, `create database "${databaseName}"`);
    engines = await Promise.all([startCommerceEngine({ databaseUrl, dataDir: "memory://" }), startCommerceEngine({ databaseUrl, dataDir: "memory://" })]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.close()));
    if (databaseName) await query(adminUrl as string, `drop database if exists "${databaseName}"`);
  });

  const engine = (index: number) => engines[index % engines.length]!;
  const signIn = (index: number, email: string, password: string) => graphql(engine(index), SIGN_IN, { store: "en", variables: { email, password } });

  async function newCustomer(): Promise<string> {
    const email = `lock.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    await graphqlData(engine(0), `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      store: "en",
      variables: { input: { email, firstname: "Malee", lastname: "Srisuk", password: PASSWORD } },
    });
    return email;
  }

  it("counts parallel failures through two engines exactly, and a burst gets no more than 10 checks", async () => {
    const email = await newCustomer();
    await Promise.all(Array.from({ length: 9 }, (_, index) => signIn(index, email, "Wrong#Guess99")));
    const [counted] = await query<{ failures_num: number; lock_expires: Date | null }>(databaseUrl, `select failures_num, lock_expires from customer_entity where email = $1`, [email]);
    expect(counted).toEqual({ failures_num: 9, lock_expires: null });
    expect((await signIn(0, email, PASSWORD)).errors).toBeUndefined();

    const replies = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(index, email, index === 19 ? PASSWORD : "Wrong#Guess99")));
    expect(replies.every((reply) => reply.errors?.[0]?.message === SIGN_IN_FAILED)).toBe(true);
    expect((await signIn(1, email, PASSWORD)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    const [locked] = await query<{ lock_expires: Date | null }>(databaseUrl, `select lock_expires from customer_entity where email = $1`, [email]);
    expect(locked?.lock_expires).not.toBeNull();
  });

  it("admits one of ten parallel reset requests for an email through two engines", async () => {
    const email = await newCustomer();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => graphql(engine(index), `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`, { store: "en", variables: { e: email } })),
    );
    expect(replies.filter((reply) => reply.errors === undefined)).toHaveLength(1);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === "Cannot reset the customer's password")).toHaveLength(9);
  });
});
