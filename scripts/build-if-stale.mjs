// Builds the storefront (`npm run build`) when the build is missing or older than its sources:
// `npm start` before serving, the integration tests that start the production server, and (run as
// `node scripts/build-if-stale.mjs`) the smoke suite before it starts a Node host.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `server/` and `logging/` too: the app imports their runtime-neutral modules (client-address.ts, the logger).
const SOURCES = ["app", "locales", "public", "server", "logging", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const BUILD_MARKER = "build/server/index.js";

/** Newest modification time under `target` (files only), 0 when absent. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Runs the build in `root` when needed; returns false when the build failed. */
export function buildIfStale({ root = process.cwd(), stdio = "inherit", log = console.info } = {}) {
  const marker = path.join(root, BUILD_MARKER);
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) return true;
  log(builtAt ? "Sources changed since the last build: building…" : "First start: building the storefront…");
  // Always a production build: Vite bakes NODE_ENV into the client bundle, and under vitest it is
  // "test", which shipped React's development build (~55 KB gz more on every page).
  return spawnSync("npm", ["run", "build"], { cwd: root, stdio, env: { ...process.env, NODE_ENV: "production" } }).status === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildIfStale() ? 0 : 1);
}
