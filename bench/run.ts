/**
 * `npm run bench`: build, then start the production server on a fresh embedded database with the
 * full-page cache off, weigh every page of WEIGHED_PAGES, load the PAGE_TARGETS and one hashed
 * asset with autocannon, the cart, a crowd of 100 connections and a long run for memory; then two
 * more, with logs, metrics and traces on and off, for their cost; then a server as it runs by default (full-page cache on) for the cached pages, Lighthouse and the
 * service worker; then the engine at 100,000 products. Prints one table (stderr) and one JSON
 * document (stdout) with the budgets of budgets.ts; `--check` exits 1 when one is broken.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { measurePageWeight, type PageWeight } from "./assets";
import { brokenBudgets, checkBudgets, checkWeights, type BudgetResult } from "./budgets";
import { measureCart } from "./cart";
import { discoverRuntimeAssets, findChromium } from "./browser";
import { measureServiceWorker, type ServiceWorkerNumbers } from "./repeat-visit";
import type { RuntimeAsset } from "./browser";
import { USAGE, parseBenchArgs } from "./cli";
import type { BenchOptions, BenchPart } from "./cli";
import { getRaw } from "./http";
import { runLighthouse } from "./lighthouse";
import { BROWSER_LIKE_HEADERS, loadWarnings, runLoad, stopActiveLoads, throughputRatio, type LoadSummary } from "./load";
import { measureMemoryGrowth, type MemoryGrowth } from "./memory";
import { costRatio, roundOrder, sideLoads, type ObservabilityCost } from "./observability";
import { startOtlpReceiver } from "../tests/integration/otlp-receiver";
import { renderTable, type BenchReport, type CachedPage, type EngineScale } from "./report";
import type { RunningServer } from "./server";
import { ServerStartError, freePort, killAllStartedServers, startServer } from "./server";
import { cookieFor, shopperCookies, type ShopperCookies } from "./shoppers";
import type { Meta, PageResult } from "./summary";
import { buildSummary } from "./summary";
import { CACHED_TARGETS, DEMO_CUSTOMER, LIGHTHOUSE_PAGES, PAGE_TARGETS, STATIC_BASELINE_PATH, WEIGHED_PAGES } from "./targets";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const WARMUP_REQUESTS = 20;
/** Repeat visits of the product page with and without the service worker (the issue asks for a median of 5). */
const REPEAT_VISITS = 5;
/** The product whose first in-stock variant the cart loads add (the product page target's). */
const CART_PRODUCT_URL_KEY = "organic-cotton-t-shirt";
/** The crowd the uncached product page must bear without an error (issue 21: 100 connections, p99 ≤ 1 s). */
const CROWD_CONNECTIONS = 100;
/** Loads of each server when logs, metrics and traces are weighed (bench/observability.ts). */
const OBSERVABILITY_ROUNDS = 4;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

class BenchError extends Error {}

function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function collectMeta(options: BenchOptions, chromiumPath: string | null): Meta {
  const commit = git(["rev-parse", "HEAD"]);
  const status = commit === null ? null : git(["status", "--porcelain", "--untracked-files=no"]);
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    platform: `${process.platform}-${process.arch}`,
    date: new Date().toISOString(),
    gitCommit: commit,
    gitDirty: status === null ? null : status.length > 0,
    duration: options.duration,
    connections: options.connections,
    loadHeaders: BROWSER_LIKE_HEADERS,
    assetDiscovery: chromiumPath ? "html+browser" : "html",
  };
}

function runBuild(): Promise<void> {
  log("building: npm run build");
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // The build's own output goes to stderr: stdout carries only the JSON summary.
    const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", process.stderr, process.stderr] });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) {
        log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new BenchError(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function warmUp(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await getRaw(url, { headers: BROWSER_LIKE_HEADERS });
    if (response.status !== 200) throw new BenchError(`warm-up GET ${url} answered ${response.status}`);
  }
}

/**
 * The bench measures the embedded engine on PGlite: a DATABASE_URL or MAGENTO_URL from the shell
 * would silently measure something else, so they are not passed on.
 */
function serverEnvBase(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["DATABASE_URL", "MAGENTO_URL"]) {
    if (env[name]) log(`not passing ${name} to the server: the bench measures the embedded engine on PGlite`);
    delete env[name];
  }
  // Metrics and traces are on only where the bench turns them on (measureObservability).
  for (const name of Object.keys(env)) if (name === "METRICS_TOKEN" || name.startsWith("OTEL_")) delete env[name];
  return env;
}

const servers = new Set<RunningServer>();
let interrupted = false;

/** Between steps: stop going on once ctrl-C was pressed (the cleanup is already under way). */
function checkInterrupted(): void {
  if (interrupted) throw new BenchError("interrupted");
}
const dataDirs: string[] = [];

function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function cleanUp(): Promise<void> {
  stopActiveLoads();
  for (const running of [...servers]) await stopShop(running);
  removeDataDirs();
}

/** Start the production server on a fresh embedded database; `env` adds to or overrides the bench's settings. */
async function startShop(options: BenchOptions, label: string, env: Record<string, string> = {}): Promise<{ server: RunningServer; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  dataDirs.push(dir);
  log(`starting the ${label} server on ${origin} with DATA_DIR=${dir} (fresh database: migrate + seed)`);
  const started = Date.now();
  const running = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", "server.ts"],
    cwd: ROOT,
    env: {
      ...serverEnvBase(),
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      // The bench plays thousands of shoppers from one address: it measures the shop, not the limiter.
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      ...env,
    },
    healthUrl: `${origin}/healthz`,
    timeoutMs: HEALTH_TIMEOUT_MS,
    forwardOutput: options.serverLogs,
  });
  servers.add(running);
  log(`server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${running.pid})`);
  return { server: running, origin };
}

async function stopShop(running: RunningServer): Promise<void> {
  log(`stopping server (pid ${running.pid})`);
  await running.stop();
  servers.delete(running);
}

async function weighPages(origin: string, chromiumPath: string | null, cookies: ShopperCookies): Promise<Map<string, PageWeight>> {
  const weights = new Map<string, PageWeight>();
  for (const target of WEIGHED_PAGES) {
    checkInterrupted();
    const cookie = cookieFor(target.shopper, cookies);
    if (target.shopper === "visitor") await warmUp(origin + target.path, WARMUP_REQUESTS);
    let requested: RuntimeAsset[] = [];
    if (chromiumPath) {
      requested = await discoverRuntimeAssets(origin + target.path, chromiumPath, cookie).catch((error: unknown) => {
        throw new BenchError(`${(error as Error).message}\n(pass --no-browser to count only what the HTML names)`);
      });
    }
    const weight = await measurePageWeight(origin + target.path, requested, cookie);
    log(
      `${target.name} ${target.path} (${target.shopper}): js ${weight.js.files} files ${weight.js.gzipBytes} B gz, ` +
        `css ${weight.css.files} files ${weight.css.gzipBytes} B gz, html ${weight.html.gzipBytes} B gz` +
        (chromiumPath ? ` (${weight.assets.filter((asset) => asset.foundBy === "browser").length} found only by the browser)` : ""),
    );
    for (const note of weight.notes) log(`  note: ${note}`);
    weights.set(target.name, weight);
  }
  return weights;
}

async function loadOnce(label: string, url: string, options: BenchOptions, warnings: string[], connections = options.connections): Promise<LoadSummary> {
  checkInterrupted();
  log(`load ${label} ${new URL(url).pathname}: ${connections} connections, ${options.duration} s`);
  const load = await runLoad({ url, connections, duration: options.duration });
  log(`  ${load.requestsPerSec} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms`);
  warnings.push(...loadWarnings(`${label} ${url}`, load));
  return load;
}

/** The category and product pages on a server with the full-page cache on (the default), after a warm-up. */
async function measureCachedPages(origin: string, options: BenchOptions, warnings: string[]): Promise<NonNullable<BenchReport["cached"]>> {
  const staticPath = STATIC_BASELINE_PATH;
  await warmUp(origin + staticPath, WARMUP_REQUESTS);
  const pages: Record<string, CachedPage> = {};
  const loads: { target: (typeof CACHED_TARGETS)[number]; load: LoadSummary; cacheHeader: string | null }[] = [];
  for (const target of CACHED_TARGETS) {
    await warmUp(origin + target.path, WARMUP_REQUESTS);
    const probe = await getRaw(origin + target.path, { headers: BROWSER_LIKE_HEADERS });
    const header = probe.headers["x-page-cache"];
    loads.push({ target, load: await loadOnce("cached", origin + target.path, options, warnings), cacheHeader: typeof header === "string" ? header : null });
  }
  const staticLoad = await loadOnce("static (cache on)", origin + staticPath, options, warnings);
  for (const { target, load, cacheHeader } of loads) {
    pages[target.name] = { ...load, path: target.path, ratio: throughputRatio(load.requestsPerSec, staticLoad.requestsPerSec), cacheHeader };
  }
  return { static: { path: staticPath, ...staticLoad }, pages };
}

/**
 * The uncached product page with logs, metrics and traces all on, against the same page with all
 * of them off, loaded in turns on two servers up at once (bench/observability.ts).
 */
async function measureObservability(path: string, options: BenchOptions, warnings: string[]): Promise<ObservabilityCost> {
  const receiver = await startOtlpReceiver();
  const metricsToken = randomBytes(24).toString("hex");
  try {
    const [observed, quiet] = await Promise.all([
      startShop(options, "observed (logs, metrics, traces)", {
        FULL_PAGE_CACHE: "off",
        LOG_LEVEL: "info",
        METRICS_TOKEN: metricsToken,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      }),
      startShop(options, "quiet (no logs, metrics or traces)", { FULL_PAGE_CACHE: "off", LOG_LEVEL: "silent" }),
    ]);
    const origins = { observed: observed.origin, quiet: quiet.origin };
    for (const origin of Object.values(origins)) await warmUp(origin + path, WARMUP_REQUESTS);
    const loads: Record<"observed" | "quiet", LoadSummary[]> = { observed: [], quiet: [] };
    const metricsStatuses: number[] = [];
    for (let round = 0; round < OBSERVABILITY_ROUNDS; round++) {
      for (const side of roundOrder(round)) {
        loads[side].push(await loadOnce(`${side} round ${round + 1}/${OBSERVABILITY_ROUNDS}`, origins[side] + path, options, warnings));
        if (side === "observed") {
          const scrape = await getRaw(`${origins.observed}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
          metricsStatuses.push(scrape.status);
        }
      }
    }
    await Promise.all([stopShop(observed.server), stopShop(quiet.server)]);
    const observedLoads = sideLoads(loads.observed);
    const quietLoads = sideLoads(loads.quiet);
    const cost: ObservabilityCost = {
      path,
      rounds: OBSERVABILITY_ROUNDS,
      observed: { ...observedLoads, spansReceived: receiver.spans.length, metricsStatuses },
      quiet: quietLoads,
      ratio: costRatio(observedLoads, quietLoads),
    };
    log(
      `  observed ${cost.observed.requestsPerSec} req/s, quiet ${cost.quiet.requestsPerSec} req/s: ratio ${cost.ratio}; ` +
        `spans received ${cost.observed.spansReceived}; /metrics answered ${metricsStatuses.join(", ")}`,
    );
    return cost;
  } finally {
    await receiver.close();
  }
}

/** bench/engine-scale.ts in its own process: its JSON (p50s at the demo's size and at 100,000 products). */
function measureEngineScale(): Promise<EngineScale> {
  log("engine at scale: node --import tsx bench/engine-scale.ts (generates 100,000 products the first time)");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/engine-scale.ts"], { cwd: ROOT, stdio: ["ignore", "pipe", process.stderr] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new BenchError(`bench/engine-scale.ts failed (exit code ${code})`));
      try {
        resolve(JSON.parse(out) as EngineScale);
      } catch {
        reject(new BenchError("bench/engine-scale.ts printed no JSON"));
      }
    });
  });
}

async function main(options: BenchOptions): Promise<void> {
  const chromiumPath = options.browser ? findChromium() : null;
  if (options.browser && !chromiumPath) {
    throw new BenchError(
      "no Chromium found for runtime asset discovery (CHROME_PATH, /usr/bin/chromium, PATH): " +
        "run node scripts/ensure-chromium.mjs, or pass --no-browser to count only what the HTML names",
    );
  }
  const runs = (part: BenchPart) => !options.skip.has(part);
  const meta = collectMeta(options, chromiumPath);
  if (options.build) await runBuild();
  else log("--no-build: using the existing build/");
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new BenchError("build/server/index.js is missing: run npm run build (or drop --no-build)");
  }
  if (!existsSync(path.join(ROOT, "server.ts"))) throw new BenchError(`no server.ts in ${ROOT}`);

  // First the shop as it is without the full-page cache: what every page weighs, and what a page
  // costs the server when it has to be made.
  const uncached = await startShop(options, "uncached", { FULL_PAGE_CACHE: "off" });
  const { origin } = uncached;
  const cookies = await shopperCookies({ origin, storeCode: "th", productUrlKey: CART_PRODUCT_URL_KEY, customer: DEMO_CUSTOMER });
  const weights = await weighPages(origin, chromiumPath, cookies);
  if (options.weightsOnly) {
    await cleanUp();
    reportWeightsOnly(weightsOf(weights), options);
    return;
  }

  const staticPath = STATIC_BASELINE_PATH;
  await warmUp(origin + staticPath, WARMUP_REQUESTS);

  const pages: PageResult[] = [];
  const warnings: string[] = [];
  for (const target of PAGE_TARGETS) {
    pages.push({ target, weight: weights.get(target.name)!, ssr: await loadOnce("uncached", origin + target.path, options, warnings) });
  }
  const staticLoad = await loadOnce("static", origin + staticPath, options, warnings);
  checkInterrupted();
  const cart = await measureCart({ origin, storeCode: "th", productUrlKey: CART_PRODUCT_URL_KEY, connections: options.connections, duration: options.duration, log });
  warnings.push(...loadWarnings(`add to cart POST ${cart.addToCart.path}`, cart.addToCart), ...loadWarnings(`cart page ${cart.cartPage.path}`, cart.cartPage));
  const product = PAGE_TARGETS.find((target) => target.name === "product") ?? PAGE_TARGETS[0]!;
  const crowd = runs("crowd") ? await loadOnce("uncached crowd", origin + product.path, options, warnings, CROWD_CONNECTIONS) : undefined;
  let memory: MemoryGrowth | undefined;
  if (runs("memory")) {
    checkInterrupted();
    log(`memory: ${options.memoryRequests} requests over ${PAGE_TARGETS.length} pages, ${options.connections} connections`);
    memory = await measureMemoryGrowth({
      origin,
      pid: uncached.server.pid,
      paths: PAGE_TARGETS.map((target) => target.path),
      connections: options.connections,
      totalRequests: options.memoryRequests,
      log,
    });
  }
  await stopShop(uncached.server);

  let observability: ObservabilityCost | undefined;
  if (runs("observability")) {
    checkInterrupted();
    log(`observability: ${product.path} with logs, metrics and traces on and off, ${OBSERVABILITY_ROUNDS} loads of each in turns`);
    observability = await measureObservability(product.path, options, warnings);
  }

  // Then the shop as it runs by default, full-page cache on: cached pages, Lighthouse, the worker.
  let cached: BenchReport["cached"];
  let lighthouse: BenchReport["lighthouse"];
  let serviceWorker: ServiceWorkerNumbers | undefined;
  if (runs("cached") || (chromiumPath && (runs("lighthouse") || runs("service-worker")))) {
    const shop = await startShop(options, "default (full-page cache on)");
    if (runs("cached")) cached = await measureCachedPages(shop.origin, options, warnings);
    if (chromiumPath && runs("lighthouse")) {
      checkInterrupted();
      log(`lighthouse: ${options.lighthouseRuns} runs of ${LIGHTHOUSE_PAGES.map((page) => page.name).join(", ")}`);
      lighthouse = await runLighthouse({ origin: shop.origin, pages: LIGHTHOUSE_PAGES, runs: options.lighthouseRuns, chromePath: chromiumPath, log });
    }
    if (chromiumPath && runs("service-worker")) {
      checkInterrupted();
      log(`service worker: ${REPEAT_VISITS} repeat visits of ${product.path} with and without it`);
      serviceWorker = await measureServiceWorker(shop.origin, product.path, chromiumPath, REPEAT_VISITS);
      log(
        `  first contentful paint, median: ${serviceWorker.withWorker.medianFcpMs} ms with the worker, ${serviceWorker.withoutWorker.medianFcpMs} ms without (ratio ${serviceWorker.fcpRatio}); ` +
          `sw.js ${serviceWorker.worker.gzipBytes} B gz; precached ${serviceWorker.precache.files} files, ${serviceWorker.precache.rawBytes} B`,
      );
    }
    await stopShop(shop.server);
  }
  checkInterrupted();
  const engineScale = runs("engine") && existsSync(path.join(ROOT, "bench/engine-scale.ts")) ? await measureEngineScale() : undefined;
  for (const warning of warnings) log(`WARNING: ${warning}`);

  const report: BenchReport = {
    ...buildSummary({ pages, staticLoad: { path: staticPath, ...staticLoad }, cart, meta }),
    ...(serviceWorker ? { serviceWorker } : {}),
    weights: weightsOf(weights),
    ...(cached ? { cached } : {}),
    ...(crowd ? { crowd } : {}),
    ...(memory ? { memory } : {}),
    ...(observability ? { observability } : {}),
    ...(lighthouse ? { lighthouse } : {}),
    ...(engineScale ? { engineScale } : {}),
    budgets: [],
  };
  report.budgets = checkBudgets(report);
  await cleanUp();

  process.stderr.write(`\n${renderTable(report)}\n\n`);
  const json = JSON.stringify(report, null, 2);
  if (options.jsonOut) {
    writeFileSync(path.resolve(process.cwd(), options.jsonOut), `${json}\n`);
    log(`summary written to ${options.jsonOut}`);
  }
  process.stdout.write(`${json}\n`);
  failOnBroken(report.budgets, options);
}

function weightsOf(weights: Map<string, PageWeight>): BenchReport["weights"] {
  return Object.fromEntries(
    WEIGHED_PAGES.map((target) => {
      const weight = weights.get(target.name)!;
      return [target.name, { path: target.path, shopper: target.shopper, js: weight.js, css: weight.css, html: weight.html }];
    }),
  );
}

function failOnBroken(budgets: readonly BudgetResult[], options: BenchOptions): void {
  const broken = brokenBudgets(budgets);
  if (options.check && broken.length) {
    log(`--check: ${broken.length} budget(s) broken: ${broken.map((budget) => budget.name).join("; ")}`);
    process.exitCode = 1;
  }
}

/** `--weights-only`: each page's weight and its budget, as a table (stderr) and JSON (stdout). */
function reportWeightsOnly(weights: BenchReport["weights"], options: BenchOptions): void {
  const budgets = checkWeights(weights);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = Object.entries(weights).map(([name, weight], index) => {
    const budget = budgets[index]!;
    return `${name.padEnd(10)} ${weight.path.padEnd(40)} JS ${kb(weight.js.gzipBytes).padStart(6)} KB gz (${weight.js.files} files)  ${budget.holds ? "ok" : `OVER ${budget.limit}`}`;
  });
  process.stderr.write(`\n${rows.join("\n")}\n\n`);
  const json = JSON.stringify({ weights, budgets }, null, 2);
  if (options.jsonOut) writeFileSync(path.resolve(process.cwd(), options.jsonOut), `${json}\n`);
  process.stdout.write(`${json}\n`);
  failOnBroken(budgets, options);
}

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

// Whatever happens, the server started here does not outlive the bench.
process.on("exit", () => {
  killAllStartedServers();
  removeDataDirs();
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    interrupted = true;
    void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

try {
  await main(options);
} catch (error) {
  const expected = error instanceof BenchError || error instanceof ServerStartError;
  process.stderr.write(`[bench] FAILED: ${expected ? error.message : (error as Error).stack ?? String(error)}\n`);
  await cleanUp().catch(() => undefined);
  process.exitCode = 1;
}
