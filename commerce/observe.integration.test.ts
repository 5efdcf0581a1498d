/**
 * What the engine tells its host's metrics (CommerceOptions.observe, ADR 058), from a real engine
 * on an in-memory database: each executed GraphQL operation by name and outcome, each SQL
 * statement, and the outbox's backlog (an in-memory engine keeps its emails in the table).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
