import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleProductInStock, startEngineService, type EngineService } from "./engine-service";
import { HttpShopper } from "./http-shopper";
import { startOtlpReceiver, waitFor, type OtlpReceiver, type ReceivedSpan } from "./otlp-receiver";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Traces (docs/operations.md, "Traces"; ADR 059) from the production server as a child process,
 * exported over OTLP/HTTP to a receiver started here: the spans of one page from the request to
 * the engine's GraphQL operations in one trace, under an incoming `traceparent`; the engine as
 * its own service joining the storefront's trace; a collector that hangs or goes away costing
 * pages nothing; and nothing loaded when no endpoint is set.
 */

const SERVER = 2;
const CLIENT = 3;
const INTERNAL = 1;

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** The spans of `traceId`, and helpers to walk them. */
function traceOf(receiver: OtlpReceiver, traceId: string) {
  const spans = receiver.spans.filter((span) => span.traceId === traceId);
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  return {
    spans,
    parentOf: (span: ReceivedSpan) => (span.parentSpanId ? byId.get(span.parentSpanId) : undefined),
    childrenOf: (parent: ReceivedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId),
  };
}

function requestLine(output: string, requestId: string): Record<string, unknown> | undefined {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.msg === "request" && line.requestId === requestId);
}

describe("traces with the embedded engine", () => {
  let receiver: OtlpReceiver;
  let shop: ShopServer;
  let productPath: string;
  let productSku: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // A short export timeout: the test of a hanging collector sees its failure counted within it.
    shop = await startShopServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_TIMEOUT: "1500" }, { engine: true });
    ({ path: productPath, sku: productSku } = await simpleProductInStock(shop.origin));
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await receiver?.close();
  });

  it("exports one trace per page under the incoming traceparent: request, loaders, backend calls, the engine's operations", async () => {
    const traceId = hex(16);
    const parentId = hex(8);
    const requestId = `trace-test-${hex(4)}`;
    const page = await fetch(`${shop.origin}${productPath}?utm_source=secret-campaign`, {
      headers: { traceparent: `00-${traceId}-${parentId}-01`, "X-Request-Id": requestId },
    });
    expect(page.status).toBe(200);
    await page.text();

    // The request span ends with the answer's headers; the engine's spans end before it.
    await waitFor(() => traceOf(receiver, traceId).spans.some((span) => span.kind === SERVER && span.parentSpanId === parentId));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const trace = traceOf(receiver, traceId);
    expect(receiver.contentTypes.every((type) => type.startsWith("application/json"))).toBe(true);
    expect(trace.spans.every((span) => span.service === "storefront")).toBe(true);

    const requests = trace.spans.filter((span) => span.kind === SERVER && span.parentSpanId === parentId);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.name).toBe("GET routes/$store.$");
    expect(request.attributes).toMatchObject({ "http.request.method": "GET", "http.response.status_code": 200, "http.route": "routes/$store.$", "request.id": requestId });
    // Never the query string (nor the path) on a span.
    expect(JSON.stringify(trace.spans)).not.toContain("secret-campaign");

    const loaders = trace.childrenOf(request).filter((span) => span.name.startsWith("loader "));
    expect(loaders.map((span) => span.name)).toEqual(expect.arrayContaining(["loader root", "loader routes/$store", "loader routes/$store.$"]));
    expect(loaders.every((span) => span.kind === INTERNAL && span.attributes["remix.handler"] === "loader")).toBe(true);

    // Backend calls: client spans named by their GraphQL operation, each the request's child (no
    // context follows a loader's promises: ADR 059), timed within it.
    const calls = trace.spans.filter((span) => span.kind === CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.name).toMatch(/^(query|mutation) \w+$/);
      expect(call.attributes["graphql.operation.name"]).toBe(call.name.split(" ")[1]);
      expect(trace.parentOf(call)).toBe(request);
    }
    expect(calls.some((call) => /Product/.test(call.name)), calls.map((call) => call.name).join(", ")).toBe(true);

    // The engine read each call's traceparent: its server span is the call's child, its operation's span under that.
    for (const call of calls) {
      const [engineRequest] = trace.childrenOf(call);
      expect(engineRequest, `the engine's span of ${call.name}`).toMatchObject({ kind: SERVER, name: `${call.attributes["http.request.method"]} /graphql` });
      expect(engineRequest!.attributes["request.id"]).toBe(requestId);
      const [operation] = trace.childrenOf(engineRequest!);
      expect(operation).toMatchObject({ kind: INTERNAL, name: call.name });
    }

    // The request line names the trace.
    expect(requestLine(shop.output(), requestId)?.traceId).toBe(traceId);
  });

  it("starts a new trace when the request carries no traceparent (or a malformed one)", async () => {
    const requestId = `trace-root-${hex(4)}`;
    const page = await fetch(`${shop.origin}/th`, { headers: { traceparent: "00-not-a-trace-01", "X-Request-Id": requestId } });
    expect(page.status).toBe(200);
    await page.text();
    await waitFor(() => receiver.spans.some((span) => span.attributes["request.id"] === requestId && span.kind === SERVER && span.name.startsWith("GET routes")));
    const request = receiver.spans.find((span) => span.attributes["request.id"] === requestId && span.name.startsWith("GET routes"))!;
    expect(request.parentSpanId).toBeUndefined();
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(requestLine(shop.output(), requestId)?.traceId).toBe(request.traceId);
  });

  it("keeps a browser's call to the embedded engine's /graphql in one trace: the engine's span under the storefront's", async () => {
    const requestId = `trace-graphql-${hex(4)}`;
    const answer = await fetch(`${shop.origin}/graphql?query=${encodeURIComponent("query ShopName { storeConfig { store_name } }")}`, { headers: { Store: "th", "X-Request-Id": requestId } });
    expect(answer.status).toBe(200);
    await answer.text();
    const mine = () => receiver.spans.filter((span) => span.attributes["request.id"] === requestId && span.kind === SERVER);
    await waitFor(() => mine().length === 2);
    const outer = mine().find((span) => span.service === "storefront" && span.name === "GET")!;
    const engineRequest = mine().find((span) => span.name === "GET /graphql")!;
    expect(outer.parentSpanId).toBeUndefined();
    expect(engineRequest).toMatchObject({ traceId: outer.traceId, parentSpanId: outer.spanId });
    await waitFor(() => receiver.spans.some((span) => span.parentSpanId === engineRequest.spanId));
    expect(receiver.spans.find((span) => span.parentSpanId === engineRequest.spanId)).toMatchObject({ kind: INTERNAL, name: "query ShopName", attributes: { "graphql.operation.name": "ShopName" } });
  });

  it("makes a span of an action, beside the backend's mutations it made", async () => {
    const shopper = new HttpShopper(shop.origin);
    const added = await shopper.post("/th/cart", { intent: "add", sku: productSku, quantity: "1" });
    expect(added.status).toBe(303);
    const requestId = added.headers.get("X-Request-Id")!;
    const request = () => receiver.spans.find((span) => span.kind === SERVER && span.attributes["request.id"] === requestId && span.parentSpanId === undefined);
    await waitFor(() => request() !== undefined);
    expect(request()).toMatchObject({ name: "POST routes/$store.cart", attributes: { "http.response.status_code": 303 } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const trace = traceOf(receiver, request()!.traceId);
    const action = trace.childrenOf(request()!).find((span) => span.name === "action routes/$store.cart");
    expect(action, trace.spans.map((span) => span.name).join(", ")).toMatchObject({ kind: INTERNAL, attributes: { "remix.handler": "action" } });
    expect(trace.childrenOf(request()!).some((span) => span.kind === CLIENT && span.name.startsWith("mutation "))).toBe(true);
  });

  it("answers pages as fast when the collector hangs, then goes away; the lost spans are counted", async () => {
    receiver.hang();
    const started = receiver.spans.length;
    const times: number[] = [];
    for (let index = 0; index < 15; index++) {
      const begun = performance.now();
      const page = await fetch(`${shop.origin}${productPath}`, { headers: { "X-Request-Id": `trace-hang-${index}` } });
      expect(page.status).toBe(200);
      await page.text();
      times.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await receiver.close();
    for (let index = 0; index < 10; index++) {
      const begun = performance.now();
      const page = await fetch(`${shop.origin}/th`);
      expect(page.status).toBe(200);
      await page.text();
      times.push(performance.now() - begun);
    }
    // No page waited on an export (each would take 1.5 s, the export timeout, if it did).
    expect(Math.max(...times), times.map(Math.round).join(", ")).toBeLessThan(1_000);
    expect(receiver.spans.length).toBe(started);
    // The hanging export timed out, the refused ones failed: a warn line counts the spans they carried.
    await waitFor(() => /"msg":"trace spans dropped"/.test(shop.output()), 20_000);
    const dropped = shop
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"trace spans dropped"'))
      .map((line) => JSON.parse(line) as { level: string; droppedSpans: number; exportFailed: number });
    expect(dropped[0]).toMatchObject({ level: "warn" });
    expect(dropped.at(-1)!.exportFailed).toBeGreaterThan(0);
  }, 60_000);
});

describe("traces across the engine service", () => {
  let receiver: OtlpReceiver;
  let engine: EngineService;
  let shop: ShopServer;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    engine = await startEngineService({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint });
    shop = await startShopServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: "shop-th", MAGENTO_URL: engine.origin, MAGENTO_TIMEOUT_MS: "10000" });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await engine?.stop();
    await receiver?.close();
  });

  it("the engine continues the storefront's trace from the traceparent of each backend call", async () => {
    const { path: productPath } = await simpleProductInStock(engine.origin);
    const requestId = `trace-service-${hex(4)}`;
    const page = await fetch(`${shop.origin}${productPath}`, { headers: { "X-Request-Id": requestId } });
    expect(page.status).toBe(200);
    await page.text();
    await waitFor(() => receiver.spans.some((span) => span.service === "shop-th" && span.kind === SERVER && span.attributes["request.id"] === requestId));
    const request = receiver.spans.find((span) => span.service === "shop-th" && span.kind === SERVER && span.attributes["request.id"] === requestId)!;
    await waitFor(() => traceOf(receiver, request.traceId).spans.some((span) => span.service === "commerce-engine" && span.kind === INTERNAL));
    const trace = traceOf(receiver, request.traceId);
    const calls = trace.spans.filter((span) => span.kind === CLIENT && span.service === "shop-th");
    const engineRequests = trace.spans.filter((span) => span.service === "commerce-engine" && span.kind === SERVER);
    expect(engineRequests.length).toBeGreaterThan(0);
    // Every engine request of this trace came with a traceparent naming one of the storefront's calls.
    for (const engineRequest of engineRequests) {
      expect(calls).toContain(trace.parentOf(engineRequest));
      expect(engineRequest.attributes["request.id"]).toBe(requestId);
    }
    expect(trace.spans.some((span) => span.service === "commerce-engine" && span.kind === INTERNAL && /^query \w+$/.test(span.name))).toBe(true);
  });
});

describe("traces off", () => {
  let shop: ShopServer;

  beforeAll(async () => {
    shop = await startShopServer();
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  it("load no SDK and put no trace id on the request line without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    const requestId = `trace-off-${hex(4)}`;
    const answer = await fetch(`${shop.origin}/healthz`, { headers: { "X-Request-Id": requestId } });
    expect(answer.status).toBe(200);
    await waitFor(() => requestLine(shop.output(), requestId) !== undefined, 5_000);
    expect(requestLine(shop.output(), requestId)).not.toHaveProperty("traceId");
    expect(shop.output()).not.toContain("exporting traces");
  });

  it("keep the SDK out of the Remix server build, which every host runs", () => {
    const folder = path.resolve("build/server");
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(path.join(folder, file), "utf8")).not.toMatch(/@opentelemetry|OTLPTraceExporter|BasicTracerProvider/);
  });
});
