// `npm run build:workers` (after `npm run build`): the storefront as a Cloudflare module Worker in
// build/workers/: worker.js (workers/entry.ts with the Remix server build, bundled for workerd),
// assets/ (build/client without the .br/.gz copies) and wrangler.toml (scripts/workers-config.mjs).
// Prints the Worker's gzipped size and fails above Cloudflare's free-plan limit (3 MB compressed).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { ASSETS_DIRECTORY, MAX_GZIPPED_BYTES, WORKER_FILE, wranglerToml } from "./workers-config.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
const CLIENT_BUILD = path.join(ROOT, "build/client");
const OUT = path.join(ROOT, "build/workers");

/** The esbuild Vite builds with (a dependency of vite, pinned by it). */
const esbuild = createRequire(import.meta.resolve("vite"))("esbuild");

/** Copies `from` into `to`, leaving out the precompressed copies the Node server sends. */
function copyAssets(from, to) {
  mkdirSync(to, { recursive: true });
  let count = 0;
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) count += copyAssets(source, path.join(to, name));
    else if (!/\.(br|gz)$/.test(name)) {
      copyFileSync(source, path.join(to, name));
      count += 1;
    }
  }
  return count;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(SERVER_BUILD) || !existsSync(CLIENT_BUILD)) {
    throw new Error("build/server and build/client are missing: run `npm run build` first (`npm run build:workers` does).");
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, "workers/entry.ts")],
    outfile: path.join(OUT, WORKER_FILE),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["workerd", "worker", "browser", "module", "main"],
    minify: true,
    legalComments: "none",
    alias: { "@remix-run/dev/server-build": SERVER_BUILD },
    define: { "process.env.NODE_ENV": '"production"' },
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
    metafile: true,
  });

  const worker = readFileSync(path.join(OUT, WORKER_FILE));
  // The default level, as wrangler measures it ("Total Upload: … / gzip: …").
  const gzipped = gzipSync(worker).length;
  const files = copyAssets(CLIENT_BUILD, path.join(OUT, ASSETS_DIRECTORY));
  writeFileSync(path.join(OUT, "wrangler.toml"), wranglerToml(process.env));
  writeFileSync(path.join(OUT, "meta.json"), JSON.stringify(result.metafile));

  console.info(`build/workers/${WORKER_FILE}: ${kib(worker.length)}, ${kib(gzipped)} gzipped (limit ${kib(MAX_GZIPPED_BYTES)}); ${files} static files in build/workers/${ASSETS_DIRECTORY}`);
  if (gzipped > MAX_GZIPPED_BYTES) {
    throw new Error(`the Worker is ${kib(gzipped)} gzipped, over Cloudflare's ${kib(MAX_GZIPPED_BYTES)} limit (free plan): see build/workers/meta.json for what takes the room`);
  }
}

main().catch((error) => {
  console.error(`build:workers failed: ${error.message}`);
  process.exit(1);
});
