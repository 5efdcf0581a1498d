import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { operationTimingPlugin } from "./operationTiming";

describe("operationTimingPlugin", () => {
  const told: Array<[string | null, string]> = [];
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: "type Query { hello: String, broken: String }",
      resolvers: { Query: { hello: () => "hi", broken: () => { throw new Error("no"); } } },
    }),
    plugins: [operationTimingPlugin((name, outcome, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      told.push([name, outcome]);
    })],
    logging: false,
  });
  const ask = (body: unknown) =>
    yoga.fetch("http://engine.test/graphql", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("tells each executed operation's name and whether its result has errors; nothing for a request refused before execution", async () => {
    await ask({ query: "query Greeting { hello }" });
    await ask({ query: "{ broken }" });
    await ask({ query: "query A { hello } query B { broken }", operationName: "B" });
    await ask({ query: "query Broken {" });
    expect(told).toEqual([
      ["Greeting", "ok"],
      [null, "graphql_error"],
      ["B", "graphql_error"],
    ]);
  });
});
