/**
 * The storefront as a Cloudflare module Worker: a thin adapter around the one Fetch handler
 * (server/handler.ts), bundled by `npm run build:workers` with the Remix server build into
 * build/workers/worker.js. Commerce calls go to MAGENTO_URL (there is no engine on Workers); public
 * data is shared through the Cache API, writes are counted by the Rate Limiting binding, static
 * files come from the Static Assets binding. See docs/deploy.md, "Cloudflare Workers".
 *
 * Settings are the Worker's variables and secrets (wrangler.toml `[vars]`, `wrangler secret put`),
 * read once per isolate. A missing or malformed MAGENTO_URL, SESSION_SECRET or CACHE_URL answers
 * every request with a plain 500 naming the variable (and says so in the log): the Worker has no
 * start to stop, and a shop page without its backend or secret would be wrong.
 */
import * as build from "@remix-run/dev/server-build";
import type { ServerBuild } from "@remix-run/server-runtime";
import { remoteBackend } from "../app/lib/magento/backend.server";
import { consoleJsonLogger, installLogger, log } from "../logging/logger";
import { parseSettings } from "../app/lib/settings.server";
import { cloudflareClientAddress } from "../server/client-address";
import { createStorefrontHandler, type StorefrontHandler } from "../server/handler";
import { baseSecurityHeaders } from "../server/security-headers";
import { workersCacheStore, type WorkersCache, type WorkersCacheStore } from "./cache-store";
import { bindingRateLimiter, type RateLimitBinding } from "./rate-limit-binding";
import { workersStaticFiles, type AssetsBinding } from "./static-files";

/** The Worker's bindings: the two wrangler.toml declares, and the variables (strings). */
export interface WorkerEnv {
  ASSETS: AssetsBinding;
  WRITES_LIMITER?: RateLimitBinding;
  [variable: string]: unknown;
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

type Started = { handler: StorefrontHandler; store: WorkersCacheStore } | { problem: string };

let started: Started | undefined;

/** The handler for this isolate, or what is wrong with the settings. */
function start(env: WorkerEnv): Started {
  const variables = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  try {
    // Deployed means production (Secure cookies, HSTS) unless the variables say otherwise.
    const settings = parseSettings({ NODE_ENV: "production", ...variables }, { requireMagentoUrl: true });
    // workerd has no pino (no worker threads, no file descriptors): JSON lines through console, which the platform keeps.
    installLogger(consoleJsonLogger(settings.LOG_LEVEL, { service: "storefront" }));
    if (settings.CACHE_URL) log.warn("CACHE_URL is not used on Workers: the cache and counters are shared through Cloudflare (docs/decisions/026-cache-and-limits-on-workers.md).");
    const cache = (globalThis as unknown as { caches: { default: WorkersCache } }).caches.default;
    const store = workersCacheStore(cache, { origin: settings.PUBLIC_URL });
    const handler = createStorefrontHandler({
      build: build as unknown as ServerBuild,
      settings,
      backend: remoteBackend(settings.MAGENTO_URL!),
      sharedStore: store,
      limiters: { writes: bindingRateLimiter(env.WRITES_LIMITER, { limit: settings.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 }) },
      staticFiles: workersStaticFiles(env.ASSETS),
    });
    return { handler, store };
  } catch (error) {
    const problem = (error as Error).message;
    log.fatal({ problem }, "the storefront cannot start");
    return { problem };
  }
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    started ??= start(env);
    if ("problem" in started) {
      return new Response(`The storefront is not configured.\n${started.problem}\n`, {
        status: 500,
        // The security headers every answer has (HSTS left out: the settings that would say so are the problem).
        headers: { ...baseSecurityHeaders(false), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    // A stale page's refresh runs after the answer: the isolate keeps it alive.
    const response = await started.handler(request, { clientAddress: cloudflareClientAddress(request.headers), waitUntil: (promise) => ctx.waitUntil(promise) });
    // Cache writes run in the background: the isolate keeps them alive past the answer.
    ctx.waitUntil(started.store.settled());
    return response;
  },
};
