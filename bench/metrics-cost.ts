/**
 * What recording one request's metrics costs on the storefront's Node host (ADR 058): the request
 * histogram with its route label, the full-page cache counter and a product page's backend calls,
 * timed over many rounds in this process. A micro-benchmark: it says the order of magnitude (µs per
 * request), not what a loaded server does.
 *
 *   node --import tsx bench/metrics-cost.ts
 */
import type { ServerBuild } from "@remix-run/server-runtime";
import { createRegistry, createStorefrontMetrics } from "../server/node-metrics";
import { buildRoutes, routeLabel } from "../server/request-metrics";

const ROUNDS = 200_000;
/** Backend calls of an uncached product page (the storefront's own documents). */
const CALLS = ["ProductPage", "StoreShell", "ProductRecommendations"];

const metrics = createStorefrontMetrics(createRegistry(), "bench-token-0123456789");
const routes = buildRoutes({
  root: { id: "root", path: "", module: {} },
  "routes/$store": { id: "routes/$store", parentId: "root", path: ":store", module: {} },
  "routes/$store.cart": { id: "routes/$store.cart", parentId: "routes/$store", path: "cart", module: {} },
  "routes/$store.$": { id: "routes/$store.$", parentId: "routes/$store", path: "*", module: {} },
} as unknown as ServerBuild["routes"]);
const page = new Request("http://shop.test/th/some-product.html");
const post = new Request("http://shop.test/th/cart", { method: "POST" });

function round(index: number, withCalls: boolean, request: Request, pathname: string, routeId: string | undefined) {
  const route = routeLabel(request, pathname, { routeId, rendered: true, pageCache: "miss" }, routes);
  metrics.answered({ route, status: index % 50 === 0 ? 503 : 200, seconds: 0.02 + (index % 100) / 1000, pageCache: "miss" });
  if (withCalls) for (const name of CALLS) metrics.backendCall(name, "ok", 0.005);
}

function measure(label: string, work: (index: number) => void): void {
  for (let index = 0; index < 20_000; index++) work(index);
  const started = process.hrtime.bigint();
  for (let index = 0; index < ROUNDS; index++) work(index);
  const perRound = Number(process.hrtime.bigint() - started) / ROUNDS / 1000;
  console.info(`${label}: ${perRound.toFixed(2)} µs`);
}

measure("page rendered (route from the trace), no backend call", (index) => round(index, false, page, "/th/some-product.html", "routes/$store.$"));
measure("page rendered with 3 backend calls", (index) => round(index, true, page, "/th/some-product.html", "routes/$store.$"));
measure("action's redirect (route matched from the path)", (index) => round(index, false, post, "/th/cart", undefined));
const scrapeStarted = performance.now();
void metrics.scrape(new Request("http://shop.test/metrics", { headers: { Authorization: "Bearer bench-token-0123456789" } })).then(async (response) => {
  const body = await response.text();
  console.info(`one scrape: ${(performance.now() - scrapeStarted).toFixed(1)} ms, ${body.length} bytes`);
});
