/**
 * The whole bench's result: the pages' weight and uncached throughput (summary.ts), and the parts
 * issue 21 added: every weighed page, the cached pages, a crowd of 100 connections, memory under a
 * long load, Lighthouse, the engine at scale and the budgets. `renderTable` prints it for people.
 */
import type { BudgetResult } from "./budgets";
import type { LighthousePageResult } from "./lighthouse";
import type { LoadSummary } from "./load";
import type { MemoryGrowth } from "./memory";
import type { ObservabilityCost } from "./observability";
import type { BenchSummary, PageSummary } from "./summary";
import type { Shopper } from "./targets";

export interface WeightSummary {
  path: string;
  shopper: Shopper;
  js: { files: number; gzipBytes: number; rawBytes: number };
  css: { files: number; gzipBytes: number; rawBytes: number };
  html: { gzipBytes: number; rawBytes: number };
}

export interface CachedPage extends LoadSummary {
  path: string;
  /** Rate ÷ the static file's rate on the same server. */
  ratio: number | null;
  /** The X-Page-Cache header of a request after the warm-up ("hit"), or null when there was none. */
  cacheHeader: string | null;
}

export interface EngineScale {
  /** p50 at the demo's size and at 100,000 products ÷ each other, per query. */
  ratios: Record<string, number>;
  [key: string]: unknown;
}

export interface BenchReport extends Omit<BenchSummary, `${string}Page`> {
  productPage?: PageSummary;
  [pageKey: `${string}Page`]: PageSummary | undefined;
  /** JS, CSS and HTML of every weighed page (targets.ts WEIGHED_PAGES), by name. */
  weights: Record<string, WeightSummary>;
  /** The category and product pages again, on a server with the full-page cache on. */
  cached?: { static: LoadSummary & { path: string }; pages: Record<string, CachedPage> };
  /** The uncached product page under 100 connections. */
  crowd?: LoadSummary;
  memory?: MemoryGrowth;
  /** The uncached product page with logs, metrics and traces on ÷ with them off. */
  observability?: ObservabilityCost;
  lighthouse?: Record<string, LighthousePageResult>;
  engineScale?: EngineScale;
  budgets: BudgetResult[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function rows(report: BenchReport): string[][] {
  const table: string[][] = [];
  for (const [name, weight] of Object.entries(report.weights)) {
    table.push([`weight ${name}`, `${weight.path} (${weight.shopper})`, `JS ${kb(weight.js.gzipBytes)} gz in ${weight.js.files} files, CSS ${kb(weight.css.gzipBytes)}, HTML ${kb(weight.html.gzipBytes)}`]);
  }
  table.push(["static", report.static.path, `${report.static.requestsPerSec} req/s, p99 ${report.static.latencyMs.p99} ms`]);
  for (const [key, page] of Object.entries(report)) {
    if (!key.endsWith("Page") || !page || typeof page !== "object" || !("ssr" in page)) continue;
    const { ssr, ratio, path } = page as PageSummary;
    table.push([`uncached ${key.slice(0, -4)}`, path, `${ssr.requestsPerSec} req/s (${ratio ?? "-"} of static), p50 ${ssr.latencyMs.p50} ms, p99 ${ssr.latencyMs.p99} ms`]);
  }
  table.push(["cart: add (POST)", report.cart.addToCart.path, `${report.cart.addToCart.requestsPerSec} req/s, p99 ${report.cart.addToCart.latencyMs.p99} ms`]);
  table.push(["cart page", report.cart.cartPage.path, `${report.cart.cartPage.requestsPerSec} req/s, p99 ${report.cart.cartPage.latencyMs.p99} ms`]);
  if (report.crowd) {
    const crowd = report.crowd;
    table.push([`uncached product, ${crowd.connections} connections`, new URL(crowd.url).pathname, `${crowd.requestsPerSec} req/s, p99 ${crowd.latencyMs.p99} ms, ${crowd.errors} errors, ${crowd.timeouts} timeouts, ${crowd.non2xx} non-2xx`]);
  }
  if (report.cached) {
    table.push(["static (cache on)", report.cached.static.path, `${report.cached.static.requestsPerSec} req/s, p99 ${report.cached.static.latencyMs.p99} ms`]);
    for (const [name, page] of Object.entries(report.cached.pages)) {
      table.push([`cached ${name}`, page.path, `${page.requestsPerSec} req/s (${page.ratio ?? "-"} of static), p50 ${page.latencyMs.p50} ms, p99 ${page.latencyMs.p99} ms, X-Page-Cache ${page.cacheHeader ?? "absent"}`]);
    }
  }
  if (report.memory) {
    const [first, last] = report.memory.checkpoints;
    table.push(["memory", report.memory.paths.join(" "), `RSS ${(first!.rssBytes / 2 ** 20).toFixed(1)} MiB after ${first!.requests}, ${(last!.rssBytes / 2 ** 20).toFixed(1)} MiB after ${last!.requests} (×${report.memory.ratio})`]);
  }
  if (report.observability) {
    const { observed, quiet, ratio, path } = report.observability;
    table.push([
      "logs, metrics, traces on ÷ off",
      path,
      `${observed.requestsPerSec} ÷ ${quiet.requestsPerSec} req/s = ${ratio ?? "-"}; p99 ${observed.p99Ms} / ${quiet.p99Ms} ms; ` +
        `${observed.spansReceived} spans exported; /metrics ${[...new Set(observed.metricsStatuses)].join(", ")}`,
    ]);
  }
  for (const [name, page] of Object.entries(report.lighthouse ?? {})) {
    const m = page.median;
    const failing = [...m.failing.performance, ...m.failing.accessibility, ...m.failing.bestPractices, ...m.failing.seo];
    table.push([
      `Lighthouse ${name}`,
      page.path,
      `perf ${m.performance} / a11y ${m.accessibility} / bp ${m.bestPractices} / SEO ${m.seo}; TBT ${m.tbtMs} ms, LCP ${m.lcpMs} ms` + (failing.length ? `; failing: ${failing.join(", ")}` : ""),
    ]);
  }
  for (const [query, ratio] of Object.entries(report.engineScale?.ratios ?? {})) {
    table.push([`engine ${query}`, "100,000 ÷ demo", `×${ratio}`]);
  }
  for (const budget of report.budgets) {
    const mark = budget.holds === null ? "not measured" : budget.holds ? "ok" : "BROKEN";
    table.push([`budget: ${budget.name}`, `${budget.limit}`, `${budget.actual ?? "-"} ${mark}`]);
  }
  return table;
}

/** A path as a person reads it (`/th/search.html?query=เสื้อ`); as it is when it does not decode. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The report as a plain-text table (three columns: what, where, numbers), for stderr. */
export function renderTable(report: BenchReport): string {
  const table = rows(report);
  for (const row of table) row[1] = readable(row[1]!);
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column]!.length)));
  return table.map((row) => `${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`).join("\n");
}
