/**
 * What the engine tells its host's metrics (CommerceOptions.observe, ADR 058), from a real engine
 * on an in-memory database: each executed GraphQL operation by name and outcome, each SQL
 * statement, and the outbox's backlog (an in-memory engine keeps its emails in the table). With
 * TEST_DATABASE_URL, the statements of node-postgres' pool are timed too (read-only queries: the
 * database is not changed, so this runs beside postgres.integration.test.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "./db/connect";
import { startCommerceEngine, type StartedCommerceEngine } from "./index";

const operations: Array<[string | null, string]> = [];
let queries = 0;
let engine: StartedCommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({
    dataDir: "memory://",
    observe: {
      graphqlOperation: (name, outcome) => void operations.push([name, outcome]),
      databaseQuery: (seconds) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        queries += 1;
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

const ask = (query: string, variables: Record<string, unknown> = {}) =>
  engine.handle(new Request("http://engine.test/graphql", { method: "POST", headers: { "Content-Type": "application/json", Store: "en" }, body: JSON.stringify({ query, variables }) }));

describe("the engine's observer", () => {
  it("is told each operation with its outcome and the statements it ran, and the backlog grows with a contact message", async () => {
    const backlog = await engine.outboxBacklog();
    operations.length = 0;
    const queriesBefore = queries;
    const sent = await ask("mutation Contact($input: ContactUsInput!) { contactUs(input: $input) { status } }", {
      input: { name: "Metrics Reader", email: "metrics.reader@example.com", comment: "Counting the outbox." },
    });
    expect(await sent.json()).toEqual({ data: { contactUs: { status: true } } });
    const refused = await ask("mutation Contact($input: ContactUsInput!) { contactUs(input: $input) { status } }", { input: { name: "", email: "not-an-email", comment: "" } });
    expect(((await refused.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    await ask("{ storeConfig { store_code } }");

    expect(operations).toEqual([
      ["Contact", "ok"],
      ["Contact", "graphql_error"],
      [null, "ok"],
    ]);
    expect(queries - queriesBefore).toBeGreaterThan(2);
    expect(await engine.outboxBacklog()).toBe(backlog + 1);
  });
});

const databaseUrl = process.env["TEST_DATABASE_URL"];

describe.skipIf(!databaseUrl)("timing SQL statements on PostgreSQL (TEST_DATABASE_URL)", () => {
  it("times the pool's statements and a transaction's, each once", async () => {
    const told: number[] = [];
    const connection = await connectDatabase({ databaseUrl, dataDir: "unused", onQuery: (seconds) => told.push(seconds) });
    try {
      await connection.db.execute(sql`select pg_sleep(0.02)`);
      expect(told).toHaveLength(1);
      expect(told[0]).toBeGreaterThan(0.015);
      await connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      });
      // begin, two statements, commit.
      expect(told).toHaveLength(5);
    } finally {
      await connection.close();
    }
  });
});
