import { describe, expect, it } from "vitest";

import { brokenBudgets, checkBudgets, checkWeights, JS_GZIP_BUDGET_BYTES, UNCACHED_PRODUCT_RATIO_MIN } from "./budgets";
import type { LighthouseRun } from "./lighthouse";
import type { LoadSummary } from "./load";
import { sideLoads, type ObservabilityCost } from "./observability";
import type { BenchReport } from "./report";
import { renderTable } from "./report";

const load = (requestsPerSec: number, p99: number, extra: Partial<LoadSummary> = {}): LoadSummary => ({
  url: "http://h/th/p.html",
  connections: 10,
  durationSeconds: 10,
  requestsPerSec,
  latencyMs: { p50: p99 / 2, p99, mean: p99 / 2, max: p99 * 2 },
  totalRequests: requestsPerSec * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...extra,
});

const lighthouseRun = (performance: number, seoFailing: string[] = []): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: seoFailing.length ? 66 : 100,
  tbtMs: 100,
  lcpMs: 1500,
  fcpMs: 900,
  cls: 0,
  failing: { performance: [], accessibility: [], bestPractices: [], seo: seoFailing },
});

const weight = (gzipBytes: number) => ({
  path: "/th",
  shopper: "visitor" as const,
  js: { files: 4, gzipBytes, rawBytes: gzipBytes * 3 },
  css: { files: 1, gzipBytes: 5_000, rawBytes: 20_000 },
  html: { gzipBytes: 9_000, rawBytes: 40_000 },
});

const observability = (observedRate: number, quietRate: number): ObservabilityCost => ({
  path: "/th/p.html",
  rounds: 1,
  observed: { ...sideLoads([load(observedRate, 90)]), spansReceived: 48, metricsStatuses: [200] },
  quiet: sideLoads([load(quietRate, 80)]),
  ratio: Math.round((observedRate / quietRate) * 1000) / 1000,
});

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  const staticLoad = { path: "/assets/a.js", ...load(1_000, 12) };
  return {
    productPage: { path: "/th/p.html", transfer: { js: weight(1).js, css: weight(1).css, html: weight(1).html }, assets: [], ssr: load(200, 80), ratio: 0.25, notes: [] },
    ssr: load(200, 80),
    static: staticLoad,
    ratio: 0.25,
    cart: { addToCart: { path: "/th/cart", ...load(50, 300) }, cartPage: { path: "/th/cart", ...load(80, 200) } },
    meta: { node: "v20", cpus: 2, cpuModel: "x", platform: "linux-x64", date: "d", gitCommit: null, gitDirty: null, duration: 10, connections: 10, loadHeaders: {}, assetDiscovery: "html" },
    weights: { home: weight(90_000), product: weight(99_000) },
    cached: { static: staticLoad, pages: { product: { ...load(600, 15), path: "/th/p.html", ratio: 0.6, cacheHeader: "hit" } } },
    crowd: load(210, 700, { connections: 100 }),
    memory: { paths: ["/th"], connections: 10, checkpoints: [{ requests: 10_000, rssBytes: 200 * 2 ** 20 }, { requests: 100_000, rssBytes: 210 * 2 ** 20 }], ratio: 1.05, non2xx: 0, errors: 0 },
    lighthouse: {
      home: { path: "/th", noindex: false, runs: [], median: lighthouseRun(96) },
      search: { path: "/th/search.html", noindex: true, runs: [], median: lighthouseRun(97, ["is-crawlable"]) },
    },
    engineScale: { ratios: { search: 1.6, productByUrlKey: 1.1 } },
    observability: observability(196, 200),
    budgets: [],
    ...overrides,
  };
}

describe("checkBudgets", () => {
  it("holds every budget of a report within them, a noindex page losing only 'is crawlable'", () => {
    const results = checkBudgets(report());
    expect(brokenBudgets(results)).toEqual([]);
    expect(results.every((result) => result.holds === true)).toBe(true);
    expect(results.map((result) => result.name)).toContain('Lighthouse search: SEO audits but "is crawlable"');
  });

  it("breaks on each budget the issue sets", () => {
    const broken = brokenBudgets(
      checkBudgets(
        report({
          weights: { product: weight(JS_GZIP_BUDGET_BYTES + 1) },
          cached: { static: { path: "/a.js", ...load(1_000, 10) }, pages: { category: { ...load(400, 25), path: "/c", ratio: 0.4, cacheHeader: "hit" } } },
          crowd: load(150, 1_200, { connections: 100, timeouts: 2 }),
          memory: { paths: ["/th"], connections: 10, checkpoints: [], ratio: 1.2, non2xx: 0, errors: 0 },
          lighthouse: { cart: { path: "/th/cart", noindex: true, runs: [], median: { ...lighthouseRun(94, ["is-crawlable", "meta-description"]), accessibility: 98 } } },
          engineScale: { ratios: { search: 4.1 } },
          observability: observability(180, 200),
        }),
      ),
    ).map((result) => result.name);
    expect(broken).toEqual([
      "product page JS, gzip bytes",
      "cached category page rate ÷ static",
      "cached category page p99",
      "100 connections: errors, timeouts and non-2xx",
      "100 connections: p99",
      "RSS after all ÷ after the first tenth of the memory run",
      "uncached product page with logs, metrics and traces on ÷ off",
      "Lighthouse cart: performance",
      "Lighthouse cart: accessibility",
      'Lighthouse cart: SEO audits but "is crawlable"',
      "engine search: p50 at 100,000 products ÷ demo",
    ]);
  });

  it("checks page weight alone for CI: one byte over 100 KB of JS breaks it, and nothing else is judged", () => {
    const results = checkWeights({ home: weight(JS_GZIP_BUDGET_BYTES), product: weight(JS_GZIP_BUDGET_BYTES + 1) });
    expect(results.map((result) => [result.name, result.holds])).toEqual([
      ["home page JS, gzip bytes", true],
      ["product page JS, gzip bytes", false],
    ]);
    expect(brokenBudgets(results).map((result) => result.name)).toEqual(["product page JS, gzip bytes"]);
  });

  it("breaks on the uncached product page's rate and p99", () => {
    const slow = report();
    slow.productPage = { ...slow.productPage!, ratio: UNCACHED_PRODUCT_RATIO_MIN - 0.01, ssr: load(100, 150) };
    expect(brokenBudgets(checkBudgets(slow)).map((result) => result.name)).toEqual(["uncached product page rate ÷ static", "uncached product page p99"]);
  });

  it("breaks on a crowd in which no request finished", () => {
    const results = checkBudgets(report({ crowd: load(0, 0, { connections: 100, totalRequests: 0 }) }));
    expect(brokenBudgets(results)).toEqual([{ name: "100 connections: p99", actual: "no request completed", limit: "≤ 1000 ms", holds: false }]);
  });

  it("reports a part that did not run as not measured, never as passed or broken", () => {
    const { crowd: _crowd, memory: _memory, lighthouse: _lighthouse, cached: _cached, engineScale: _engine, observability: _observability, ...rest } = report();
    const results = checkBudgets({ ...rest, budgets: [] });
    expect(results.find((result) => result.name === "100 connections: p99")).toMatchObject({ actual: null, holds: null });
    expect(results.find((result) => result.name.includes("logs, metrics and traces"))).toMatchObject({ actual: null, holds: null });
    expect(results.some((result) => result.name.startsWith("Lighthouse"))).toBe(false);
    expect(brokenBudgets(results)).toEqual([]);
  });
});

describe("renderTable", () => {
  it("prints one line per measurement and per budget, with the broken ones marked", () => {
    const slow = report({ weights: { product: weight(JS_GZIP_BUDGET_BYTES + 1) } });
    slow.budgets = checkBudgets(slow);
    const table = renderTable(slow);
    expect(table).toMatch(/^weight product +\/th \(visitor\) +JS 100\.0 KB gz in 4 files/m);
    expect(table).toMatch(/^cached product .*600 req\/s \(0\.6 of static\).*X-Page-Cache hit$/m);
    expect(table).toMatch(/^Lighthouse search .*perf 97 \/ a11y 100 \/ bp 100 \/ SEO 66.*failing: is-crawlable$/m);
    expect(table).toMatch(/^budget: product page JS, gzip bytes +≤ 102400 B +102401 BROKEN$/m);
    expect(table).toMatch(/^budget: 100 connections: p99 +≤ 1000 ms +700 ok$/m);
    expect(table).toMatch(/^logs, metrics, traces on ÷ off +\/th\/p\.html +196 ÷ 200 req\/s = 0\.98; p99 90 \/ 80 ms; 48 spans exported; \/metrics 200$/m);
    expect(table).toMatch(/^budget: uncached product page with logs, metrics and traces on ÷ off +≥ 0\.95 +0\.98 ok$/m);
  });
});
