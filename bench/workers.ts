/**
 * `npm run bench:workers`: the storefront on Cloudflare Workers (the build/workers bundle in workerd,
 * through `npm run preview:workers`) against the Node storefront, both using the engine as its own
 * service (`npm run engine`): the Worker's size, its cold start, and the product page's throughput and
 * p99, each as a ratio of a static file's rate on the same host in the same run.
 *
 *   npm run -s bench:workers -- --duration 10 --connections 10 > workers.json
 *
 * Cold start: from starting the preview process to its "ready" line (workerd up, the bundle loaded),
 * and the first request's own time in that fresh isolate (settings parsed, the handler made, the page
 * rendered with empty caches; the engine is warmed by the Node storefront first, so its own cold
 * start is not counted). Everything runs on this machine's cores: engine, storefront and autocannon
 * share them, so the numbers compare hosts with each other, not with Cloudflare's edge.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runLoad, throughputRatio } from "./load";
import { largestAsset, runBench, startNodeHost, stopNodeHosts, type StartedNodeHost } from "./node-hosts";
import { PAGE_TARGETS } from "./targets";
import { startWorkersPreview, workersBundleProblem, type WorkersPreview } from "./workers-preview";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const log = (line: string) => process.stderr.write(`[bench:workers] ${line}\n`);

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "10" }, "no-build": { type: "boolean", default: false } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const productPath = PAGE_TARGETS.find((target) => target.name === "product")!.path;

/** CPU time (ms, user + system) used so far by the workerd processes the preview `parentPid` started (Linux /proc). */
function workerdCpuMs(parentPid: number): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid … utime stime: fields after the command's closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (stat.includes("(workerd)") && Number(fields[1]) === parentPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Math.round(performance.now() - started);
}

async function warmUp(origin: string, pathName: string) {
  for (let i = 0; i < 30; i++) await timed(origin + pathName);
}

/** Static file, then product page, on one host: requests per second, p99 and the ratio. */
async function measure(name: string, origin: string, staticPath: string) {
  await warmUp(origin, productPath);
  await warmUp(origin, staticPath);
  log(`${name}: static ${staticPath}, ${connections} connections, ${duration} s`);
  const staticLoad = await runLoad({ url: origin + staticPath, connections, duration });
  log(`${name}: product page ${productPath}`);
  const product = await runLoad({ url: origin + productPath, connections, duration });
  log(`  static ${staticLoad.requestsPerSec} req/s, product ${product.requestsPerSec} req/s (p99 ${product.latencyMs.p99} ms)`);
  return {
    static: { requestsPerSec: staticLoad.requestsPerSec, p99Ms: staticLoad.latencyMs.p99, non2xx: staticLoad.non2xx, errors: staticLoad.errors },
    product: { requestsPerSec: product.requestsPerSec, p99Ms: product.latencyMs.p99, non2xx: product.non2xx, errors: product.errors },
    productOverStatic: throughputRatio(product.requestsPerSec, staticLoad.requestsPerSec),
  };
}

async function main() {
  if (!values["no-build"]) {
    log("building: npm run build:workers");
    // Quietly: stdout is the JSON document only.
    execFileSync("npm", ["run", "-s", "build:workers"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
  const problem = workersBundleProblem();
  if (problem) throw new Error(problem);
  const worker = readFileSync(path.join(ROOT, "build/workers/worker.js"));

  const started: StartedNodeHost[] = [];
  let preview: WorkersPreview | undefined;
  try {
    const engine = await startNodeHost("engine", "engine.ts", {}, log);
    started.push(engine);
    const shopEnv = { MAGENTO_URL: engine.origin, SESSION_SECRET: randomBytes(32).toString("hex"), MAGENTO_TIMEOUT_MS: "10000", RATE_LIMIT_WRITES_PER_MINUTE: "0" };
    const node = await startNodeHost("storefront", "server.ts", shopEnv, log);
    started.push(node);
    // The engine's own caches warm through the Node storefront, so the Worker's first request is its own cold start.
    await warmUp(node.origin, "/th");
    await warmUp(node.origin, productPath);

    log("starting the Workers preview (cold)");
    const spawned = performance.now();
    preview = await startWorkersPreview(shopEnv);
    const firstRequestMs = await timed(`${preview.origin}/th`);
    const firstResponseAfterStartMs = Math.round(performance.now() - spawned);
    const secondRequestMs = await timed(`${preview.origin}/th`);
    log(`workerd ready after ${preview.readyAfterMs} ms; first /th ${firstRequestMs} ms (${firstResponseAfterStartMs} ms after start), second ${secondRequestMs} ms`);

    const staticPath = largestAsset();
    const nodeResults = await measure("node (engine service)", node.origin, staticPath);
    const workerdResults = await measure("workerd (engine service)", preview.origin, staticPath);
    // CPU per product page in workerd (Cloudflare bills and limits a Worker's CPU time per request).
    const cpuBefore = workerdCpuMs(preview.pid);
    const pages = 50;
    for (let i = 0; i < pages; i++) await timed(preview.origin + productPath);
    const cpuMsPerProductPage = Math.round((workerdCpuMs(preview.pid) - cpuBefore) / pages);
    log(`workerd: ${cpuMsPerProductPage} ms of CPU per product page (${pages} pages one after another)`);
    const summary = {
      page: productPath,
      connections,
      durationSeconds: duration,
      cpus: os.cpus().length,
      bundle: { bytes: worker.length, gzipBytes: gzipSync(worker).length },
      coldStart: { readyMs: preview.readyAfterMs, firstRequestMs, firstResponseAfterStartMs, secondRequestMs },
      staticPath,
      nodeEngineService: nodeResults,
      workerdEngineService: workerdResults,
      workerdOverNodeProduct: throughputRatio(workerdResults.product.requestsPerSec, nodeResults.product.requestsPerSec),
      workerdCpuMsPerProductPage: cpuMsPerProductPage,
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await preview?.stop();
    await stopNodeHosts(started);
  }
}

runBench(main);
