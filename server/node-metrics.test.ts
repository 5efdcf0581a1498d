import { describe, expect, it } from "vitest";
import { createEngineMetrics, createRegistry, createStorefrontMetrics } from "./node-metrics";

const TOKEN = "metrics-token-0123456789";
const scrapeWith = (authorization?: string, method = "GET") =>
  new Request("http://shop.test/metrics", { method, headers: authorization ? { Authorization: authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("the storefront's metrics", () => {
  it("answers 401 with no series without the token, with a wrong one, or with another scheme", async () => {
    const metrics = createStorefrontMetrics(createRegistry(), TOKEN);
    metrics.answered({ route: "root", status: 200, seconds: 0.01, pageCache: null });
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, "Bearer"]) {
      const response = await metrics.scrape(scrapeWith(authorization));
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toContain("Bearer");
      const body = await response.text();
      expect(body).not.toContain("storefront_");
      expect(body).not.toContain("nodejs_");
    }
  });

  it("records requests by route and status class, the page cache and rate-limit refusals", async () => {
    const metrics = createStorefrontMetrics(createRegistry(), TOKEN);
    metrics.answered({ route: "routes/$store.$", status: 200, seconds: 0.03, pageCache: "miss" });
    metrics.answered({ route: "routes/$store.$", status: 200, seconds: 0.2, pageCache: null });
    metrics.answered({ route: "page-cache", status: 200, seconds: 0.001, pageCache: "hit" });
    metrics.answered({ route: "routes/$store.cart", status: 503, seconds: 1.5, pageCache: null });
    metrics.rateLimited("writes");
    metrics.rateLimited("writes");
    metrics.rateLimited("cards");
    const response = await metrics.scrape(scrapeWith(`Bearer ${TOKEN}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain; version=0.0.4");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(sample(text, 'storefront_http_request_duration_seconds_count{route="routes/$store.$",status_class="2xx"}')).toBe(2);
    expect(sample(text, 'storefront_http_request_duration_seconds_bucket{le="0.05",route="routes/$store.$",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'storefront_http_request_duration_seconds_count{route="routes/$store.cart",status_class="5xx"}')).toBe(1);
    expect(sample(text, 'storefront_http_request_duration_seconds_count{route="page-cache",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'storefront_page_cache_requests_total{state="miss"}')).toBe(1);
    expect(sample(text, 'storefront_page_cache_requests_total{state="hit"}')).toBe(1);
    expect(sample(text, 'storefront_rate_limit_refusals_total{scope="writes"}')).toBe(2);
    expect(sample(text, 'storefront_rate_limit_refusals_total{scope="cards"}')).toBe(1);
    // Node's own: event-loop lag and heap.
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("records backend calls by operation and outcome, with a bounded set of names", async () => {
    const metrics = createStorefrontMetrics(createRegistry(), TOKEN);
    metrics.backendCall("ProductPage", "ok", 0.02);
    metrics.backendCall("ProductPage", "timeout", 10);
    metrics.backendCall("not a name", "graphql_error", 0.01);
    for (let index = 0; index < 300; index++) metrics.backendCall(`Generated${index}`, "ok", 0.001);
    const text = await (await metrics.scrape(scrapeWith(`Bearer ${TOKEN}`))).text();
    expect(sample(text, 'storefront_backend_call_duration_seconds_count{operation="ProductPage",outcome="ok"}')).toBe(1);
    expect(sample(text, 'storefront_backend_call_duration_seconds_count{operation="ProductPage",outcome="timeout"}')).toBe(1);
    expect(sample(text, 'storefront_backend_call_duration_seconds_count{operation="other",outcome="graphql_error"}')).toBe(1);
    const operations = new Set([...text.matchAll(/storefront_backend_call_duration_seconds_count\{operation="([^"]+)"/g)].map((match) => match[1]));
    // ProductPage, the 199 first generated names that fit the cap of 200, and other.
    expect(operations.size).toBe(201);
    expect(operations.has("other")).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const metrics = createStorefrontMetrics(createRegistry(), TOKEN);
    const response = await metrics.scrape(scrapeWith(`Bearer ${TOKEN}`, "HEAD"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("the engine's metrics", () => {
  it("records operations and queries, and reads the outbox backlog at each scrape", async () => {
    const registry = createRegistry();
    const metrics = createEngineMetrics(registry);
    metrics.graphqlOperation("ProductPage", "ok", 0.004);
    metrics.graphqlOperation(null, "graphql_error", 0.001);
    metrics.databaseQuery(0.0003);
    metrics.databaseQuery(0.002);
    let backlog = 3;
    metrics.readOutboxBacklog(async () => backlog);
    let text = await registry.metrics();
    expect(sample(text, 'engine_graphql_operation_duration_seconds_count{operation="ProductPage",outcome="ok"}')).toBe(1);
    expect(sample(text, 'engine_graphql_operation_duration_seconds_count{operation="anonymous",outcome="graphql_error"}')).toBe(1);
    expect(sample(text, "engine_database_query_duration_seconds_count")).toBe(2);
    expect(sample(text, 'engine_database_query_duration_seconds_bucket{le="0.0005"}')).toBe(1);
    expect(sample(text, "engine_outbox_pending_messages")).toBe(3);
    backlog = 0;
    text = await registry.metrics();
    expect(sample(text, "engine_outbox_pending_messages")).toBe(0);
  });

  it("still answers when the backlog cannot be read", async () => {
    const registry = createRegistry();
    const metrics = createEngineMetrics(registry);
    metrics.readOutboxBacklog(async () => {
      throw new Error("database closed");
    });
    const text = await registry.metrics();
    expect(sample(text, "engine_outbox_pending_messages")).toBe(0);
    expect(text).toContain("engine_database_query_duration_seconds_count 0");
  });
});
