// `npm start`: one command for a newcomer. Builds the storefront when the build is missing or older
// than its sources, then starts the server; the embedded engine creates and seeds its database on
// first start.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "locales", "public", "vite.config.ts", "package-lock.json", "tsconfig.json"];
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

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestChange));
if (builtAt < sourcesAt) {
  console.info(builtAt ? "Sources changed since the last build: building…" : "First start: building the storefront…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
