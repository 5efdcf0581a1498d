/**
 * Limits how many writes one client may send: every form POST (cart, checkout, accounts, wish
 * lists), the engine's GraphQL and REST writes when it is mounted here, and, far tighter, card
 * submissions to the sandbox gateway (card testing is what bots do with a card form). Reads are
 * never limited. Counts are kept per client address over a sliding window made of two fixed ones
 * (the previous window's count weighs by how much of it still overlaps): in the shared store when
 * there is one (CACHE_URL: every instance counts the same client together), else, and whenever the
 * shared store does not answer, in this process.
 */
import en from "../locales/en/common.json";
import th from "../locales/th/common.json";
import type { SharedCounters } from "../app/lib/shared-store.server";
import { addressGroup } from "./client-address";

export interface RateLimit {
  /** Requests allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one request for `key`; answers how long to wait (ms) when it is over the limit, else 0. */
  hit(key: string, now?: number): Promise<number>;
}

/**
 * A limiter counting in `shared` (all instances together) when given, falling back to this
 * process's own counts for as long as the shared store does not answer.
 */
export function createRateLimiter(rule: RateLimit, shared?: SharedCounters): RateLimiter {
  const local = createLocalRateLimiter(rule);
  return {
    async hit(key, now = Date.now()) {
      if (rule.limit <= 0) return 0;
      if (shared) {
        try {
          return await shared.hitWindow(key, rule.limit, rule.windowMs, now);
        } catch {
          // The store says once in the log that it is away; this request counts here instead.
        }
      }
      return local.hit(key, now);
    },
  };
}

/** The counts of one process. */
function createLocalRateLimiter({ limit, windowMs }: RateLimit): { hit(key: string, now: number): number } {
  const windows = new Map<string, { start: number; count: number; previous: number }>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= 2 * windowMs) windows.delete(key);
  }

  return {
    hit(key, now) {
      if (limit <= 0) return 0;
      sweep(now);
      const start = now - (now % windowMs);
      let window = windows.get(key);
      if (!window || window.start !== start) {
        const previous = window && window.start === start - windowMs ? window.count : 0;
        window = { start, count: 0, previous };
        windows.set(key, window);
      }
      const overlap = 1 - (now - start) / windowMs;
      const weighted = window.previous * overlap + window.count;
      if (weighted >= limit) return Math.max(1_000, Math.ceil(windowMs - (now - start)));
      window.count += 1;
      return 0;
    },
  };
}

/** Methods that change something. */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The answer to a write over the limit: 429 with Retry-After and a short page in the store view's
 * language (from the path), so a shopper who really clicked that fast understands; undefined when
 * `request` is a read or within the limit. `clientAddress` is the address the host trusts
 * (server/client-address.ts), never a header the client writes; IPv6 clients count per /64
 * (`addressGroup`).
 */
export async function refuseWriteOverLimit(request: Request, clientAddress: string, limiter: RateLimiter, scope: string): Promise<Response | undefined> {
  if (!WRITES.has(request.method)) return undefined;
  const waitMs = await limiter.hit(`${scope}:${addressGroup(clientAddress)}`);
  if (waitMs === 0) return undefined;
  const language = new URL(request.url).pathname.startsWith("/en") ? "en" : "th";
  return new Response(tooManyRequestsPage(language), {
    status: 429,
    headers: { "Retry-After": String(Math.ceil(waitMs / 1000)), "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" },
  });
}

const CATALOGUES = { th: th.errors, en: en.errors } as const;

/** A page with no backend call and no React, cheap to send to a flood; its words come from locales/. */
export function tooManyRequestsPage(language: keyof typeof CATALOGUES): string {
  const words = CATALOGUES[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.tooManyRequestsTitle}</title></head><body><main><h1>${words.tooManyRequestsTitle}</h1><p>${words.tooManyRequests}</p><p><a href="/${language}">${words.goBack}</a></p></main></body></html>`;
}
