/**
 * The budgets of issue 21, checked against one bench summary. Timings are budgets on ratios to a
 * static file served in the same run, or on latencies at a given concurrency; page weight and
 * Lighthouse scores are absolute. `npm run bench -- --check` exits non-zero when one is broken; a
 * part of the bench that was skipped is reported as not measured, not as passed.
 */
import type { BenchReport } from "./report";

/** JavaScript a page may make the browser fetch, gzip bytes (100 KB). */
export const JS_GZIP_BUDGET_BYTES = 100 * 1024;
/** Cached pages: at least half the static file's rate, p99 at most 20 ms (10 connections). */
export const CACHED_RATIO_MIN = 0.5;
export const CACHED_P99_MAX_MS = 20;
/**
 * The uncached product page's rate ÷ the static file's (STATIC_BASELINE_PATH) at d919450, before
 * issue 21, and the issue's goal of three times it. Measured 2026-11-27 with d919450's build up
 * beside the current one (FULL_PAGE_CACHE=off, 10 connections, gzip, 8 s loads of the page and
 * then the static file, eight rounds in two runs): 0.021–0.029, median 0.025 (48–69 req/s against
 * 2,250–2,530 for the static file). ADR 050 says why the static file changed.
 */
export const PRODUCT_RATIO_BEFORE = 0.025;
export const UNCACHED_PRODUCT_RATIO_MIN = Math.round(3 * PRODUCT_RATIO_BEFORE * 1000) / 1000;
export const UNCACHED_PRODUCT_P99_MAX_MS = 100;
/** A crowd of 100 connections on the uncached product page: no error, p99 at most 1 s. */
export const CROWD_P99_MAX_MS = 1000;
/** RSS after all the memory run's requests ÷ after its first tenth. */
export const MEMORY_GROWTH_MAX = 1.1;
/** Logs, metrics and traces all on cost the uncached product page at most 5 % of its rate (issue 23). */
export const OBSERVABILITY_RATIO_MIN = 0.95;
/** Lighthouse, mobile, median run. */
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
/** The engine at 100,000 products ÷ at the demo's, per measured query (p50). */
export const ENGINE_SCALE_RATIO_MAX = 2;

export interface BudgetResult {
  /** What is measured, in words ("product page JS, gzip"). */
  name: string;
  /** The measured value (null: that part of the bench did not run). */
  actual: number | string | null;
  /** The budget in words ("≤ 102400 B"). */
  limit: string;
  holds: boolean | null;
}

function atMost(name: string, actual: number | null | undefined, max: number, unit = ""): BudgetResult {
  const value = actual ?? null;
  return { name, actual: value, limit: `≤ ${max}${unit}`, holds: value === null ? null : value <= max };
}

function atLeast(name: string, actual: number | null | undefined, min: number, unit = ""): BudgetResult {
  const value = actual ?? null;
  return { name, actual: value, limit: `≥ ${min}${unit}`, holds: value === null ? null : value >= min };
}

function noneOf(name: string, failing: string[] | undefined): BudgetResult {
  if (failing === undefined) return { name, actual: null, limit: "none failing", holds: null };
  return { name, actual: failing.length ? failing.join(", ") : "none", limit: "none failing", holds: failing.length === 0 };
}

/** The page-weight budgets alone (bytes, not time: steady enough for CI, `--weights-only --check`). */
export function checkWeights(weights: BenchReport["weights"]): BudgetResult[] {
  return Object.entries(weights).map(([name, weight]) => atMost(`${name} page JS, gzip bytes`, weight.js.gzipBytes, JS_GZIP_BUDGET_BYTES, " B"));
}

export function checkBudgets(report: BenchReport): BudgetResult[] {
  const results: BudgetResult[] = checkWeights(report.weights);
  for (const [name, page] of Object.entries(report.cached?.pages ?? {})) {
    results.push(atLeast(`cached ${name} page rate ÷ static`, page.ratio, CACHED_RATIO_MIN));
    results.push(atMost(`cached ${name} page p99`, page.latencyMs.p99, CACHED_P99_MAX_MS, " ms"));
  }
  const product = report.productPage;
  results.push(atLeast("uncached product page rate ÷ static", product?.ratio, UNCACHED_PRODUCT_RATIO_MIN));
  results.push(atMost("uncached product page p99", product?.ssr.latencyMs.p99, UNCACHED_PRODUCT_P99_MAX_MS, " ms"));
  const crowd = report.crowd;
  results.push(atMost("100 connections: errors, timeouts and non-2xx", crowd ? crowd.errors + crowd.timeouts + crowd.non2xx : null, 0));
  // A load in which no request finished has no latency to speak of: that is a failure, not 0 ms.
  if (crowd && crowd.totalRequests === 0) results.push({ name: "100 connections: p99", actual: "no request completed", limit: `≤ ${CROWD_P99_MAX_MS} ms`, holds: false });
  else results.push(atMost("100 connections: p99", crowd?.latencyMs.p99, CROWD_P99_MAX_MS, " ms"));
  results.push(atMost("RSS after all ÷ after the first tenth of the memory run", report.memory?.ratio, MEMORY_GROWTH_MAX));
  results.push(atMost("memory run: errors and non-2xx", report.memory ? report.memory.errors + report.memory.non2xx : null, 0));
  results.push(atLeast("uncached product page with logs, metrics and traces on ÷ off", report.observability?.ratio, OBSERVABILITY_RATIO_MIN));
  for (const [name, page] of Object.entries(report.lighthouse ?? {})) {
    const median = page.median;
    results.push(atLeast(`Lighthouse ${name}: performance`, median.performance, LIGHTHOUSE_PERFORMANCE_MIN));
    results.push(atLeast(`Lighthouse ${name}: accessibility`, median.accessibility, 100));
    results.push(atLeast(`Lighthouse ${name}: best practices`, median.bestPractices, 100));
    if (page.noindex) results.push(noneOf(`Lighthouse ${name}: SEO audits but "is crawlable"`, median.failing.seo.filter((id) => id !== "is-crawlable")));
    else results.push(atLeast(`Lighthouse ${name}: SEO`, median.seo, 100));
  }
  for (const [query, ratio] of Object.entries(report.engineScale?.ratios ?? {})) {
    results.push(atMost(`engine ${query}: p50 at 100,000 products ÷ demo`, ratio, ENGINE_SCALE_RATIO_MAX));
  }
  return results;
}

/** The budgets broken (measured and over). */
export function brokenBudgets(results: readonly BudgetResult[]): BudgetResult[] {
  return results.filter((result) => result.holds === false);
}
