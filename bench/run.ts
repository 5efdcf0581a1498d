/**
 * `npm run bench`: build, start the production server on a fresh embedded database, weigh the
 * pages in PAGE_TARGETS, load them and one hashed asset with autocannon, print one JSON summary.
 * Progress goes to stderr so stdout stays machine-readable.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { largestJs, measurePageWeight } from "./assets";
import { measureCart } from "./cart";
import { discoverRuntimeAssets, findChromium } from "./browser";
import { measureServiceWorker, type ServiceWorkerNumbers } from "./repeat-visit";
import type { RuntimeAsset } from "./browser";
import { USAGE, parseBenchArgs } from "./cli";
import type { BenchOptions } from "./cli";
import { getRaw } from "./http";
import { BROWSER_LIKE_HEADERS, loadWarnings, runLoad, stopActiveLoads } from "./load";
import type { RunningServer } from "./server";
import { ServerStartError, freePort, killAllStartedServers, startServer } from "./server";
import type { Meta, PageResult } from "./summary";
import { buildSummary } from "./summary";
import { PAGE_TARGETS } from "./targets";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const WARMUP_REQUESTS = 20;
/** Repeat visits of the product page with and without the service worker (the issue asks for a median of 5). */
const REPEAT_VISITS = 5;
/** The product whose first in-stock variant the cart loads add (the product page target's). */
const CART_PRODUCT_URL_KEY = "organic-cotton-t-shirt";

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
  return env;
}

let server: RunningServer | undefined;
let interrupted = false;

/** Between steps: stop going on once ctrl-C was pressed (the cleanup is already under way). */
function checkInterrupted(): void {
  if (interrupted) throw new BenchError("interrupted");
}
let dataDir: string | undefined;

function removeDataDir(): void {
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  }
}

async function cleanUp(): Promise<void> {
  stopActiveLoads();
  if (server) {
    log(`stopping server (pid ${server.pid})`);
    await server.stop();
    server = undefined;
  }
  removeDataDir();
}

async function main(options: BenchOptions): Promise<void> {
  const chromiumPath = options.browser ? findChromium() : null;
  if (options.browser && !chromiumPath) {
    throw new BenchError(
      "no Chromium found for runtime asset discovery (CHROME_PATH, /usr/bin/chromium, PATH): " +
        "run node scripts/ensure-chromium.mjs, or pass --no-browser to count only what the HTML names",
    );
  }
  const meta = collectMeta(options, chromiumPath);
  if (options.build) await runBuild();
  else log("--no-build: using the existing build/");
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new BenchError("build/server/index.js is missing: run npm run build (or drop --no-build)");
  }
  if (!existsSync(path.join(ROOT, "server.ts"))) throw new BenchError(`no server.ts in ${ROOT}`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  log(`starting server on ${origin} with DATA_DIR=${dataDir} (fresh database: migrate + seed)`);
  const started = Date.now();
  server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", "server.ts"],
    cwd: ROOT,
    env: {
      ...serverEnvBase(),
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The bench plays thousands of shoppers from one address: it measures the shop, not the limiter.
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
    },
    healthUrl: `${origin}/healthz`,
    timeoutMs: HEALTH_TIMEOUT_MS,
    forwardOutput: options.serverLogs,
  });
  log(`server healthy after ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`);

  const weights = [];
  for (const target of PAGE_TARGETS) {
    checkInterrupted();
    await warmUp(origin + target.path, WARMUP_REQUESTS);
    let requested: RuntimeAsset[] = [];
    if (chromiumPath) {
      requested = await discoverRuntimeAssets(origin + target.path, chromiumPath).catch((error: unknown) => {
        throw new BenchError(`${(error as Error).message}\n(pass --no-browser to count only what the HTML names)`);
      });
    }
    const weight = await measurePageWeight(origin + target.path, requested);
    log(
      `${target.name} ${target.path}: js ${weight.js.files} files ${weight.js.gzipBytes} B gz, ` +
        `css ${weight.css.files} files ${weight.css.gzipBytes} B gz, html ${weight.html.gzipBytes} B gz` +
        (chromiumPath ? ` (${weight.assets.filter((asset) => asset.foundBy === "browser").length} found only by the browser)` : ""),
    );
    for (const note of weight.notes) log(`  note: ${note}`);
    weights.push({ target, weight });
  }

  const staticPath = largestJs(weights[0]!.weight);
  if (!staticPath) throw new BenchError(`${PAGE_TARGETS[0]!.path} loads no JS file: nothing to use as the static baseline`);
  await warmUp(origin + staticPath, WARMUP_REQUESTS);

  const pages: PageResult[] = [];
  const warnings: string[] = [];
  for (const { target, weight } of weights) {
    checkInterrupted();
    log(`load ${target.path}: ${options.connections} connections, ${options.duration} s`);
    const ssr = await runLoad({ url: origin + target.path, connections: options.connections, duration: options.duration });
    log(`  ${ssr.requestsPerSec} req/s, p50 ${ssr.latencyMs.p50} ms, p99 ${ssr.latencyMs.p99} ms`);
    warnings.push(...loadWarnings(`ssr ${target.path}`, ssr));
    pages.push({ target, weight, ssr });
  }
  checkInterrupted();
  log(`load ${staticPath}: ${options.connections} connections, ${options.duration} s`);
  const staticLoad = await runLoad({
    url: origin + staticPath,
    connections: options.connections,
    duration: options.duration,
  });
  log(`  ${staticLoad.requestsPerSec} req/s, p50 ${staticLoad.latencyMs.p50} ms, p99 ${staticLoad.latencyMs.p99} ms`);
  warnings.push(...loadWarnings(`static ${staticPath}`, staticLoad));
  checkInterrupted();
  const cart = await measureCart({ origin, storeCode: "th", productUrlKey: CART_PRODUCT_URL_KEY, connections: options.connections, duration: options.duration, log });
  warnings.push(...loadWarnings(`add to cart POST ${cart.addToCart.path}`, cart.addToCart), ...loadWarnings(`cart page ${cart.cartPage.path}`, cart.cartPage));
  for (const warning of warnings) log(`WARNING: ${warning}`);

  checkInterrupted();
  let serviceWorker: ServiceWorkerNumbers | undefined;
  if (chromiumPath) {
    const product = PAGE_TARGETS.find((target) => target.name === "product") ?? PAGE_TARGETS[0]!;
    log(`service worker: ${REPEAT_VISITS} repeat visits of ${product.path} with and without it`);
    serviceWorker = await measureServiceWorker(origin, product.path, chromiumPath, REPEAT_VISITS);
    log(
      `  first contentful paint, median: ${serviceWorker.withWorker.medianFcpMs} ms with the worker, ${serviceWorker.withoutWorker.medianFcpMs} ms without (ratio ${serviceWorker.fcpRatio}); ` +
        `sw.js ${serviceWorker.worker.gzipBytes} B gz; precached ${serviceWorker.precache.files} files, ${serviceWorker.precache.rawBytes} B`,
    );
  }
  checkInterrupted();
  const summary = { ...buildSummary({ pages, staticLoad: { path: staticPath, ...staticLoad }, cart, meta }), ...(serviceWorker ? { serviceWorker } : {}) };
  await cleanUp();

  const json = JSON.stringify(summary, null, 2);
  if (options.jsonOut) {
    writeFileSync(path.resolve(process.cwd(), options.jsonOut), `${json}\n`);
    log(`summary written to ${options.jsonOut}`);
  }
  process.stdout.write(`${json}\n`);
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
  removeDataDir();
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
