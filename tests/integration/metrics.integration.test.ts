import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEngineService, simpleProductInStock, type EngineService } from "./engine-service";
import { HttpShopper } from "./http-shopper";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Prometheus' `/metrics` as ops scrape it (docs/operations.md, Metrics; ADR 058), from the
 * production storefront and the engine service as child processes: a product page (twice: rendered,
 * then from the full-page cache), a cart add and writes past the rate limit change the series a
 * dashboard reads; without the token the answer is 401 with no series; without METRICS_TOKEN there
 * is no `/metrics` at all.
 */
const TOKEN = "metrics-integration-token-0123456789";
const WRITES_PER_MINUTE = 4;

let engine: EngineService;
let engineWithout: EngineService;
let shop: ShopServer;
let shopWithout: ShopServer;
let shopEmbedded: ShopServer;

beforeAll(async () => {
  [engine, engineWithout] = await Promise.all([startEngineService({ METRICS_TOKEN: TOKEN }), startEngineService()]);
  const backend = { MAGENTO_URL: engine.origin, MAGENTO_TIMEOUT_MS: "10000" };
  [shop, shopWithout, shopEmbedded] = await Promise.all([
    startShopServer({ ...backend, METRICS_TOKEN: TOKEN, RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) }),
    startShopServer(backend),
    startShopServer({ METRICS_TOKEN: TOKEN }, { engine: true }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([shop?.stop(), shopWithout?.stop(), shopEmbedded?.stop(), engine?.stop(), engineWithout?.stop()]);
});

/** The samples of a scrape: `name{labels}` → value. */
type Samples = Map<string, number>;

async function scrape(origin: string): Promise<Samples> {
  const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("text/plain");
  const samples: Samples = new Map();
  for (const line of (await response.text()).split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

const value = (samples: Samples, series: string) => samples.get(series) ?? 0;
const increase = (before: Samples, after: Samples, series: string) => value(after, series) - value(before, series);
/** The label values of `label` among the series of `metric`. */
const labelValues = (samples: Samples, metric: string, label: string) =>
  new Set([...samples.keys()].filter((key) => key.startsWith(`${metric}{`)).map((key) => new RegExp(`${label}="([^"]*)"`).exec(key)?.[1]));

describe("the storefront's /metrics", () => {
  it("counts a product page, its copy from the cache, a cart add and the writes past the limit", async () => {
    const product = await simpleProductInStock(engine.origin);
    const before = await scrape(shop.origin);

    expect((await fetch(`${shop.origin}${product.path}`)).status).toBe(200);
    const cached = await fetch(`${shop.origin}${product.path}`);
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");
    const shopper = new HttpShopper(shop.origin);
    expect((await shopper.post("/th/cart", { intent: "add", sku: product.sku, quantity: "1" })).status).toBe(303);
    // The cart add was the first write of this minute; the limit allows WRITES_PER_MINUTE.
    const statuses: number[] = [];
    for (let write = 1; write <= WRITES_PER_MINUTE; write++) {
      statuses.push((await fetch(`${shop.origin}/th/cart`, { method: "POST", body: new URLSearchParams({ intent: "nothing" }), redirect: "manual" })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);

    const after = await scrape(shop.origin);
    const requests = "storefront_http_request_duration_seconds_count";
    // The rendered product page is its route's; the copy is the cache's; the refused write is no route's.
    expect(increase(before, after, `${requests}{route="routes/$store.$",status_class="2xx"}`)).toBeGreaterThanOrEqual(1);
    expect(increase(before, after, `${requests}{route="page-cache",status_class="2xx"}`)).toBe(1);
    // The cart add (303) and the writes within the limit reached the cart's action; the last did not.
    expect(increase(before, after, `${requests}{route="routes/$store.cart",status_class="3xx"}`)).toBeGreaterThanOrEqual(1);
    const cartAnswers = ["2xx", "3xx", "4xx", "5xx"].reduce((sum, status) => sum + increase(before, after, `${requests}{route="routes/$store.cart",status_class="${status}"}`), 0);
    expect(cartAnswers).toBe(WRITES_PER_MINUTE);
    expect(increase(before, after, `${requests}{route="none",status_class="4xx"}`)).toBe(1);
    expect(increase(before, after, 'storefront_page_cache_requests_total{state="miss"}')).toBeGreaterThanOrEqual(1);
    expect(increase(before, after, 'storefront_page_cache_requests_total{state="hit"}')).toBe(1);
    expect(increase(before, after, 'storefront_rate_limit_refusals_total{scope="writes"}')).toBe(1);
    // The product page asked the backend, and the cart add sent its mutation, both answered.
    const calls = "storefront_backend_call_duration_seconds_count";
    const okCalls = [...after.keys()].filter((key) => key.startsWith(`${calls}{`) && key.includes('outcome="ok"'));
    expect(okCalls.filter((key) => increase(before, after, key) > 0).length).toBeGreaterThanOrEqual(2);
    expect(increase(before, after, `${calls}{operation="AddProductsToCart",outcome="ok"}`)).toBe(1);
    // A histogram's buckets hold every observation.
    expect(value(after, 'storefront_http_request_duration_seconds_bucket{le="+Inf",route="page-cache",status_class="2xx"}')).toBe(value(after, `${requests}{route="page-cache",status_class="2xx"}`));
    // Node's own series.
    expect(after.has("nodejs_eventloop_lag_seconds")).toBe(true);
    expect(value(after, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    // Labels come from short lists: never a path.
    for (const route of labelValues(after, "storefront_http_request_duration_seconds_count", "route")) {
      expect(route).toMatch(/^(routes\/[$\w.[\]-]+|root|other|none|page-cache)$/);
    }
    expect(JSON.stringify([...after.keys()])).not.toContain(product.path);
  });

  it("labels a data request naming no real route other, whatever the client wrote", async () => {
    const before = await scrape(shop.origin);
    await fetch(`${shop.origin}/th?_data=${encodeURIComponent("routes/made-up-by-a-scanner")}`);
    const after = await scrape(shop.origin);
    const others = [...after.keys()].filter((key) => key.startsWith('storefront_http_request_duration_seconds_count{route="other"'));
    expect(others.reduce((sum, key) => sum + increase(before, after, key), 0)).toBe(1);
    expect(JSON.stringify([...after.keys()])).not.toContain("made-up-by-a-scanner");
  });

  it("answers 401 with no series without the token or with a wrong one", async () => {
    const attempts: Array<Record<string, string>> = [{}, { Authorization: "Bearer not-the-metrics-token-0123" }, { Authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const response = await fetch(`${shop.origin}/metrics`, { headers });
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).not.toMatch(/storefront_|nodejs_|process_/);
    }
  });

  it("is not there without METRICS_TOKEN: 404 like any unknown path, even with a token", async () => {
    const response = await fetch(`${shopWithout.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/storefront_|nodejs_/);
  });
});

describe("the engine service's /metrics", () => {
  it("counts GraphQL operations by name and outcome and the database's queries, and reads the outbox backlog", async () => {
    const before = await scrape(engine.origin);
    const ask = async (query: string, method: "GET" | "POST" = "GET") => {
      const response =
        method === "GET"
          ? await fetch(`${engine.origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "th" } })
          : await fetch(`${engine.origin}/graphql`, { method, headers: { Store: "th", "Content-Type": "application/json" }, body: JSON.stringify({ query }) });
      expect(response.status).toBe(200);
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    };
    expect((await ask("mutation NewCart { createEmptyCart }", "POST")).errors).toBeUndefined();
    expect((await ask("{ storeConfig { store_code } }")).errors).toBeUndefined();
    expect((await ask('query NoSuchCart { cart(cart_id: "nope") { id } }')).errors?.length).toBeGreaterThan(0);

    const after = await scrape(engine.origin);
    const operations = "engine_graphql_operation_duration_seconds_count";
    expect(increase(before, after, `${operations}{operation="NewCart",outcome="ok"}`)).toBe(1);
    expect(increase(before, after, `${operations}{operation="anonymous",outcome="ok"}`)).toBe(1);
    expect(increase(before, after, `${operations}{operation="NoSuchCart",outcome="graphql_error"}`)).toBe(1);
    expect(increase(before, after, "engine_database_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(after.has("engine_outbox_pending_messages")).toBe(true);
    expect(value(after, "engine_outbox_pending_messages")).toBeGreaterThanOrEqual(0);
    expect(value(after, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("answers 401 with no series without the token, and is not there without METRICS_TOKEN", async () => {
    const refused = await fetch(`${engine.origin}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toMatch(/engine_|nodejs_/);
    const absent = await fetch(`${engineWithout.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(absent.status).toBe(404);
    expect(await absent.text()).not.toMatch(/engine_|nodejs_/);
  });
});

describe("the storefront's /metrics with the engine embedded", () => {
  it("holds the engine's series beside the storefront's: one scrape for the process", async () => {
    const before = await scrape(shopEmbedded.origin);
    expect((await fetch(`${shopEmbedded.origin}/en/cart`)).status).toBe(200);
    const after = await scrape(shopEmbedded.origin);
    expect(increase(before, after, 'storefront_http_request_duration_seconds_count{route="routes/$store.cart",status_class="2xx"}')).toBe(1);
    const engineOperations = [...after.keys()].filter((key) => key.startsWith("engine_graphql_operation_duration_seconds_count{"));
    expect(engineOperations.reduce((sum, key) => sum + increase(before, after, key), 0)).toBeGreaterThan(0);
    expect(increase(before, after, "engine_database_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(after.has("engine_outbox_pending_messages")).toBe(true);
  });
});
