// `npm run preview:workers`: serves build/workers (from `npm run build:workers`) in workerd, the
// Workers runtime, through miniflare 3, with the bindings wrangler.toml declares (static assets,
// the writes' Rate Limiting binding, the Cache API) and this environment's settings as the Worker's
// variables and secrets: MAGENTO_URL (required), SESSION_SECRET, PUBLIC_URL, ... Listens on PORT
// (default 3000) at HOST (default 127.0.0.1); stops on SIGINT or SIGTERM. WORKERS_PREVIEW_CACHE_DIR: a
// folder keeping the Cache API's content across previews.
// See docs/decisions/023-workers-preview-on-miniflare-3.md.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Log, LogLevel, Miniflare } from "miniflare";
import { WORKER_FILE, miniflareOptions } from "./workers-config.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIR = path.join(ROOT, "build/workers");

function listenSettings(env) {
  const port = env.PORT === undefined || env.PORT === "" ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: must be a port number (0-65535), not ${JSON.stringify(env.PORT)}`);
  return { host: env.HOST || "127.0.0.1", port };
}

async function main() {
  if (!existsSync(path.join(DIR, WORKER_FILE))) throw new Error("build/workers is missing: run `npm run build:workers` first.");
  const { host, port } = listenSettings(process.env);
  const started = Date.now();
  // The Worker's console.* lines reach this process's output; miniflare's own chatter stays quiet.
  // WORKERS_PREVIEW_CACHE_DIR keeps the Cache API's entries on disk, shared by every preview started
  // with the same folder (as one Cloudflare location's isolates share them); in memory otherwise.
  const cachePersist = process.env.WORKERS_PREVIEW_CACHE_DIR || false;
  const mf = new Miniflare({ ...miniflareOptions({ dir: DIR, env: process.env, host, port }), cachePersist, log: new Log(LogLevel.WARN) });
  const url = await mf.ready;
  const origin = url.origin.replace("//localhost:", `//${host}:`);
  console.info(`Storefront (workerd) ready at ${origin}/th in ${Date.now() - started} ms (${process.env.MAGENTO_URL || "MAGENTO_URL is not set"})`);

  // Miniflare stops workerd itself when this process ends (its exit hook kills the runtime and removes
  // its temporary folder); without this, its own signal handler would end the process with 130/143.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.prependListener(signal, () => {
      console.info(`${signal}: stopping workerd`);
      process.exit(0);
    });
  }
}

main().catch((error) => {
  console.error(`preview:workers failed: ${error.message}`);
  process.exit(1);
});
