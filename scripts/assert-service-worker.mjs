// After `remix vite:build`: fails the build when the service worker was not built. @remix-pwa/dev
// logs its own build errors and lets `remix vite:build` succeed (STACK.md), which would ship a shop
// whose pages register a /sw.js that answers 404.
import { existsSync, readFileSync } from "node:fs";

const WORKER = process.argv[2] ?? "build/client/sw.js";

function fail(reason) {
  console.error(`The service worker was not built: ${reason}. Check the "Building Service Worker" lines above (app/entry.worker.ts, @remix-pwa/worker-runtime installed).`);
  process.exit(1);
}

if (!existsSync(WORKER)) fail(`${WORKER} is missing`);
const script = readFileSync(WORKER, "utf8");
if (!script.includes('addEventListener("fetch"')) fail(`${WORKER} has no fetch handler`);
if (!/"\/assets\/[^"]+\.js"/.test(script)) fail(`${WORKER} lists no assets to precache`);
console.info(`service worker: ${WORKER}, ${script.length} bytes`);
