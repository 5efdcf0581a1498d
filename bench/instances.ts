/**
 * `npm run bench:instances`: product-page throughput of one storefront instance against two behind
 * one Redis (CACHE_URL), both using the engine as its own service (`npm run engine`), each as a
 * ratio of a static file's rate in the same run (as `npm run bench` reports its pages).
 *
 *   npm run -s bench:instances -- --duration 10 --connections 10 > instances.json
 *
 * The same total number of connections in both cases (two instances get half each, through two
 * load generators at once). Everything runs on this machine's cores: the engine, the instances and
 * autocannon compete for them, so the gain from a second instance is bounded by free cores.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { runLoad, throughputRatio, type LoadSummary } from "./load";
import { startRedisServer } from "./redis-server";
import { largestAsset, runBench, startNodeHost, stopNodeHosts, type StartedNodeHost } from "./node-hosts";
import { PAGE_TARGETS } from "./targets";

const log = (line: string) => process.stderr.write(`[bench:instances] ${line}\n`);

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "10" }, "no-build": { type: "boolean", default: false } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const productPath = PAGE_TARGETS.find((target) => target.name === "product")!.path;

/** Several loads at once (one per origin, the connections split between them), added up. */
async function loadSplit(origins: string[], pathName: string): Promise<{ requestsPerSec: number; p99Ms: number; non2xx: number; errors: number; loads: LoadSummary[] }> {
  const share = Math.max(1, Math.floor(connections / origins.length));
  const loads = await Promise.all(origins.map((origin) => runLoad({ url: origin + pathName, connections: share, duration })));
  return {
    requestsPerSec: Math.round(loads.reduce((sum, load) => sum + load.requestsPerSec, 0)),
    p99Ms: Math.max(...loads.map((load) => load.latencyMs.p99)),
    non2xx: loads.reduce((sum, load) => sum + load.non2xx, 0),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
    loads,
  };
}

async function warmUp(origin: string, pathName: string) {
  for (let i = 0; i < 30; i++) await (await fetch(origin + pathName)).arrayBuffer();
}

async function main() {
  // Quietly: stdout is the JSON document only.
  if (!values["no-build"] && !buildIfStale({ log, stdio: "ignore" })) throw new Error("npm run build failed (run it alone to see why)");
  const redis = await startRedisServer();
  const started: StartedNodeHost[] = [];
  try {
    const engine = await startNodeHost("engine", "engine.ts", {}, log);
    started.push(engine);
    const shopEnv = { MAGENTO_URL: engine.origin, CACHE_URL: redis.url, SESSION_SECRET: randomBytes(32).toString("hex"), MAGENTO_TIMEOUT_MS: "10000" };
    const [one, two] = await Promise.all([startNodeHost("storefront-1", "server.ts", shopEnv, log), startNodeHost("storefront-2", "server.ts", shopEnv, log)]);
    started.push(one, two);
    const staticPath = largestAsset();
    for (const origin of [one.origin, two.origin]) await warmUp(origin, productPath);

    log(`static ${staticPath}: ${connections} connections, ${duration} s`);
    const staticLoad = await loadSplit([one.origin], staticPath);
    log(`product page on 1 instance`);
    const single = await loadSplit([one.origin], productPath);
    log(`product page on 2 instances sharing Redis`);
    const pair = await loadSplit([one.origin, two.origin], productPath);
    const summary = {
      page: productPath,
      connections,
      durationSeconds: duration,
      cpus: os.cpus().length,
      static: { path: staticPath, requestsPerSec: staticLoad.requestsPerSec, p99Ms: staticLoad.p99Ms },
      oneInstance: { requestsPerSec: single.requestsPerSec, p99Ms: single.p99Ms, non2xx: single.non2xx, errors: single.errors, ratio: throughputRatio(single.requestsPerSec, staticLoad.requestsPerSec) },
      twoInstances: { requestsPerSec: pair.requestsPerSec, p99Ms: pair.p99Ms, non2xx: pair.non2xx, errors: pair.errors, ratio: throughputRatio(pair.requestsPerSec, staticLoad.requestsPerSec) },
      twoOverOne: throughputRatio(pair.requestsPerSec, single.requestsPerSec),
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await stopNodeHosts(started);
    await redis.stop();
  }
}

runBench(main);
