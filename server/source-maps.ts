/**
 * Reads, at start, the source maps Node keeps for the production build's server files. Under tsx,
 * source maps are on and the build's big chunk is loaded with one; Node parses a map only when a
 * stack first needs it. Left alone, that is the first error the logger writes with its stack,
 * inside a shopper's request: about 230 ms of blocked event loop on this machine for
 * `server-build-*.js`, enough to turn a backend's quick refusal into a timeout (504). Parsed
 * here, before the server listens, it costs the start instead.
 */
import { readdirSync } from "node:fs";
import { findSourceMap } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Parses the maps of the `.js` files under `dir` that Node holds one for; returns how many. */
export function parseBuildSourceMaps(dir: string): number {
  if (!process.sourceMapsEnabled) return 0;
  let parsed = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    // findSourceMap parses a held map on its first call and keeps the result.
    if (file.endsWith(".js") && findSourceMap(pathToFileURL(path.join(dir, file)).href)) parsed += 1;
  }
  return parsed;
}
