/**
 * What one request may ask of the real engine (graphqlLimits.ts, workBudget.ts, bodyLimit.ts): the
 * attacks an outside probe found are refused in milliseconds, with Magento-shaped errors, while the
 * event loop keeps turning. Before the limits (same machine): the 1,000-alias search took 1.8–2.1 s
 * (5.5–8.5 s with a term that matches), nested product listings 76 s, and the event loop was blocked
 * all along.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import express from "express";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFetchResponse, toFetchRequest } from "../../server/fetch-bridge";
import { startCommerceEngine, type CommerceEngine } from "../index";
import { graphql, TEST_ORIGIN } from "../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://" });
});

afterAll(async () => {
  await engine?.close();
});

/**
 * "Refused before any work": doing the work (1,000 searches, a 32-level tree, reading 5 MB) takes
 * seconds, a refusal milliseconds. The bound is loose so that a loaded machine (CI, two cores shared
 * with other suites) does not fail it; the times themselves are measured by `npm run probe`.
 */
const REFUSED_EARLY_MS = 1_500;

/**
 * Runs `work` while a 1 ms timer samples the event loop: answers how long it took and the longest
 * time the loop could not run a timer (perf_hooks' monitorEventLoopDelay only samples between turns,
 * so it misses a loop held for the whole request; a timer sees it when it finally fires).
 */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  stallMs = Math.max(stallMs, performance.now() - last);
  clearInterval(timer);
  return { result, ms, stallMs };
}

const aliasedSearches = (count: number, term: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: products(search: "${term}") { total_count items { sku } }`).join("\n")} }`;

describe("GraphQL limits", () => {
  it("refuses the probe's 1,000 aliased product searches at parsing, in milliseconds (token cap)", async () => {
    const { result, ms, stallMs } = await measured(() => graphql(engine, aliasedSearches(1000, "shirt"), { store: "en" }));
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.map(({ message, extensions }) => ({ message, extensions }))).toEqual([
      { message: "Syntax Error: Document contains more that 5000 tokens. Parsing aborted.", extensions: { category: "graphql" } },
    ]);
    expect(ms).toBeLessThan(REFUSED_EARLY_MS);
    expect(stallMs).toBeLessThan(REFUSED_EARLY_MS);
  });

  it("refuses more than 20 aliases with Magento's validation status (200, category graphql)", async () => {
    const { result, ms } = await measured(() => graphql(engine, aliasedSearches(25, "shirt"), { store: "en" }));
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([{ message: "Aliases limit of 20 exceeded, found 25.", extensions: { category: "graphql" } }]);
    expect(ms).toBeLessThan(REFUSED_EARLY_MS);
    const twenty = await graphql(engine, aliasedSearches(20, "shirt"), { store: "en" });
    expect(twenty.errors).toBeUndefined();
  });

  it("refuses a query nested deeper than 20 levels", async () => {
    let selection = "name";
    for (let level = 0; level < 30; level += 1) selection = `name children { ${selection} }`;
    const { result, ms } = await measured(() => graphql(engine, `{ categoryList { ${selection} } }`, { store: "en" }));
    expect(result.status).toBe(200);
    expect(result.errors).toEqual([{ message: "Query depth limit of 20 exceeded, found 32.", extensions: { category: "graphql" } }]);
    expect(ms).toBeLessThan(REFUSED_EARLY_MS);
  });

  it("refuses a document over the cost limit", async () => {
    // Wide and deep: each level's fields weigh 1.5 times the level above (graphql-armor's cost).
    let selection = "name url_key";
    for (let level = 0; level < 16; level += 1) selection = `name url_key uid level children { ${selection} }`;
    const reply = await graphql(engine, `{ a: categoryList { ${selection} } b: categoryList { ${selection} } }`, { store: "en" });
    expect(reply.status).toBe(200);
    expect(reply.errors?.[0]?.message).toMatch(/^Query Cost limit of 20000 exceeded, found \d+\.$/);
    expect(reply.errors?.[0]?.extensions).toEqual({ category: "graphql" });
  });

  it("stops product listings nested in product listings by the work they cause (76 s before)", async () => {
    const nested = `{ products(search: "", filter: {}, pageSize: 100) { items { categories { products(pageSize: 100) {
      items { categories { products(pageSize: 100) { items { sku } } } } } } } } }`;
    const { result, ms } = await measured(() => graphql(engine, nested, { store: "en" }));
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([{ message: "Query work limit of 50000 exceeded.", extensions: { category: "graphql" } }]);
    expect(ms).toBeLessThan(5_000);
  });

  it("stops related products nested in related products (26 s and a 51 MB answer before)", async () => {
    let selection = "sku";
    for (let level = 0; level < 7; level += 1) selection = `sku related_products { ${selection} } upsell_products { ${selection} }`;
    const { result, ms } = await measured(() => graphql(engine, `{ products(search: "", filter: {}, pageSize: 20) { items { ${selection} } } }`, { store: "en" }));
    expect(result.errors).toEqual([{ message: "Query work limit of 50000 exceeded.", extensions: { category: "graphql" } }]);
    expect(ms).toBeLessThan(5_000);
  });

  it("answers the storefront's introspection (backend features, ADR 010) but not several at once", async () => {
    const query = getIntrospectionQuery({ descriptions: false, inputValueDeprecation: true });
    const reply = await graphql<{ __schema: { queryType: { name: string } } }>(engine, query);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.__schema.queryType.name).toBe("Query");
    // The same full introspection twice in one document, under two aliases.
    const start = query.indexOf("__schema {");
    let end = query.indexOf("{", start);
    for (let depth = 0; ; end += 1) {
      if (query[end] === "{") depth += 1;
      if (query[end] === "}" && --depth === 0) break;
    }
    const block = query.slice(start, end + 1);
    const refused = await graphql(engine, query.replace(block, `a: ${block} b: ${block}`));
    expect(refused.errors?.[0]?.message).toMatch(/^Query Cost limit of 20000 exceeded, found \d+\.$/);
  });
});

/** A body of `size` bytes, handed out in 16 KB chunks, counting what the reader pulled. */
function countingBody(size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(16_384).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers: { "content-type": "application/json", ...headers }, body, duplex: "half" } as RequestInit);
}

describe("request body caps", () => {
  it("answers a 5 MB GraphQL body 413 from its Content-Length, reading none of it", async () => {
    const body = countingBody(5_000_000);
    const { result: response, ms } = await measured(() => engine.handle(post("/graphql", body.stream, { "content-length": "5000000" })));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: "The request body is too large: at most 65536 bytes are accepted.", extensions: { category: "graphql" } }],
    });
    expect(body.pulled()).toBeLessThanOrEqual(16_384);
    expect(ms).toBeLessThan(REFUSED_EARLY_MS);
  });

  it("stops reading a streamed body without Content-Length once it passes the cap", async () => {
    const body = countingBody(5_000_000);
    const response = await engine.handle(post("/graphql", body.stream));
    expect(response.status).toBe(413);
    // The reader may run a chunk or two ahead of the cap, never through the 5 MB.
    expect(body.pulled()).toBeLessThan(65_536 + 3 * 16_384);
  });

  it("answers a REST body over 32 KB with Magento's REST error shape and 413", async () => {
    const response = await engine.handle(post("/rest/V1/guest-carts/abc/payment-information", JSON.stringify({ padding: "x".repeat(40_000) })));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large: at most 32768 bytes are accepted." });
  });

  it("still serves a GraphQL body just under the cap", async () => {
    const query = `{ storeConfig { store_code } }${" ".repeat(60_000)}`;
    const reply = await graphql<{ storeConfig: { store_code: string } }>(engine, query, { store: "en" });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.storeConfig.store_code).toBe("en");
  });
});

describe("request body caps over a real connection (Express and the storefront's fetch bridge)", () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use(["/graphql", "/rest"], (req, res, next) => {
      const abort = new AbortController();
      res.on("close", () => abort.abort());
      engine
        .handle(toFetchRequest(req, abort.signal))
        .then((response) => sendFetchResponse(res, response))
        .catch(next);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Uploads 5 MB of spaces (declared or chunked) and answers the status the client received. */
  function upload(path: string, declareLength: boolean): Promise<{ status: number; body: string }> {
    const size = 5_000_000;
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { "content-type": "application/json", ...(declareLength ? { "content-length": String(size) } : {}) };
      const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      const chunk = Buffer.alloc(65_536, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < size) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) return void request.once("drain", write);
        }
        request.end();
      };
      write();
    });
  }

  it("the client gets the 413 quickly, whether the size is declared or streamed", async () => {
    for (const declareLength of [true, false]) {
      const { result, ms } = await measured(() => upload("/graphql", declareLength));
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        errors: [{ message: "The request body is too large: at most 65536 bytes are accepted.", extensions: { category: "graphql" } }],
      });
      expect(ms).toBeLessThan(2_000);
    }
    const rest = await upload("/rest/V1/guest-carts/abc/payment-information", true);
    expect(rest.status).toBe(413);
  });
});
