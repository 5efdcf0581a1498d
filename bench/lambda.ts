/**
 * `npm run bench:lambda`: the AWS Lambda bundle's numbers on this machine, as one JSON document on
 * stdout (progress on stderr):
 * - its size: handler.mjs, the folder, and about what the zip weighs;
 * - its cold start, several times: a new process (as a new Lambda instance) importing the function
 *   (settings, the Remix build, the list of static files), then answering its first GET /th event
 *   (and the same page once more, warm, for comparison);
 * - the product page's throughput and p99 through the local function URL (`npm run
 *   preview:lambda`) at N connections, as a ratio of a static file's rate through it in the same run
 *   (the build's largest JS file, as `npm run bench:instances` takes it).
 *
 *   npm run -s bench:lambda -- --duration 10 --connections 10 > lambda.json
 *
 * Both use the engine as its own service (`npm run engine`), as the function does on AWS. What AWS
 * adds (downloading the code, starting the runtime, the gateway's own latency) is not in them.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { bundleLambda } from "../scripts/build-lambda.mjs";
import { buildIfStale } from "../scripts/build-if-stale.mjs";
import { httpApiEvent } from "../lambda/sample-event";
import { startLambdaInstance } from "./lambda-instance";
import { round, runLoad, throughputRatio } from "./load";
import { largestAsset, runBench, startNodeHost, stopNodeHosts, type StartedNodeHost } from "./node-hosts";
import { PAGE_TARGETS } from "./targets";

const log = (line: string) => process.stderr.write(`[bench:lambda] ${line}\n`);

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "cold-starts": { type: "string", default: "5" },
    "no-build": { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const coldStarts = Number(values["cold-starts"]);
const productPath = PAGE_TARGETS.find((target) => target.name === "product")!.path;

/** A new instance each time: process start to its import done, then its first /th event. */
async function coldStart(env: Record<string, string>) {
  const started = performance.now();
  const instance = await startLambdaInstance(env);
  const imported = performance.now();
  const result = await instance.invoke(httpApiEvent({ rawPath: "/th" }));
  const answered = performance.now();
  // The same page again on the now warm instance: what the first one paid for starting.
  await instance.invoke(httpApiEvent({ rawPath: "/th" }));
  const again = performance.now();
  await instance.stop();
  if (result.statusCode !== 200) throw new Error(`the first /th answered ${result.statusCode}`);
  return {
    importMs: round(instance.importMs, 0),
    processToImportedMs: round(imported - started, 0),
    firstPageMs: round(answered - imported, 0),
    totalMs: round(answered - started, 0),
    secondPageMs: round(again - answered, 0),
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function main() {
  if (!values["no-build"] && !buildIfStale({ log, stdio: "ignore" })) throw new Error("npm run build failed (run it alone to see why)");
  const size = await bundleLambda();
  const started: StartedNodeHost[] = [];
  try {
    const engine = await startNodeHost("engine", "engine.ts", {}, log);
    started.push(engine);
    const env = { MAGENTO_URL: engine.origin, SESSION_SECRET: randomBytes(32).toString("hex"), MAGENTO_TIMEOUT_MS: "10000" };

    // The engine's own first answers (its caches, PGlite's first reads) are not the function's.
    await fetch(`${engine.origin}/graphql?query=${encodeURIComponent("{ storeConfig { store_code } }")}`);
    const runs = [];
    for (let run = 0; run < coldStarts; run++) {
      runs.push(await coldStart(env));
      log(`cold start ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }

    const bridge = await startNodeHost("lambda-bridge", "scripts/lambda-bridge.ts", env, log);
    started.push(bridge);
    const staticPath = largestAsset("build/lambda/client");
    for (let i = 0; i < 30; i++) await (await fetch(bridge.origin + productPath)).arrayBuffer();
    log(`static ${staticPath}: ${connections} connections, ${duration} s`);
    const staticLoad = await runLoad({ url: bridge.origin + staticPath, connections, duration });
    log(`product page ${productPath}`);
    const product = await runLoad({ url: bridge.origin + productPath, connections, duration });

    const summary = {
      cpus: os.cpus().length,
      node: process.version,
      bundle: { handlerBytes: size.handler, files: size.files, unzippedBytes: size.unzipped, zippedBytesAbout: size.zipped },
      coldStart: { runs, medianImportMs: median(runs.map((run) => run.importMs)), medianFirstPageMs: median(runs.map((run) => run.firstPageMs)), medianTotalMs: median(runs.map((run) => run.totalMs)) },
      bridge: {
        connections,
        durationSeconds: duration,
        static: { path: staticPath, requestsPerSec: staticLoad.requestsPerSec, p99Ms: staticLoad.latencyMs.p99 },
        productPage: {
          path: productPath,
          requestsPerSec: product.requestsPerSec,
          p99Ms: product.latencyMs.p99,
          non2xx: product.non2xx,
          errors: product.errors,
          ratio: throughputRatio(product.requestsPerSec, staticLoad.requestsPerSec),
        },
      },
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await stopNodeHosts(started);
  }
}

runBench(main);
