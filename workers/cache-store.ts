/**
 * The shared store (app/lib/shared-store.server.ts) on Cloudflare Workers, in the Workers Cache API
 * (`caches.default`). That cache is kept by each Cloudflare location, not replicated: every isolate of
 * the shop in one location shares it (they warm each other's public data as Redis instances do), and
 * another location keeps its own. See docs/decisions/026-cache-and-limits-on-workers.md.
 *
 * Public answers are stored as they are, each for its TTL. The throttles' counters (failed sign-ins,
 * reset requests, gift-card guesses) are small JSON records read, changed and written back: the cache
 * has no atomic increment, so failures sent at the same instant to several isolates may be counted
 * once. That is weaker than Redis and far stronger than counting in one isolate, which lives for
 * seconds to minutes and is one of many. The write limit uses the Rate Limiting binding instead
 * (workers/rate-limit-binding.ts); `hitWindow` serves any other limiter built on this store.
 *
 * Nothing is stored that a shopper may not see: cached answers are public, account keys are HMACs.
 * On a `*.workers.dev` address Cloudflare makes the Cache API do nothing: every read then misses and
 * the shop asks the backend, as without a shared store.
 */
import type { SharedStore } from "../app/lib/shared-store.server";

/** What the store uses of the Workers Cache API (`caches.default`). */
export interface WorkersCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

export interface WorkersCacheStoreOptions {
  /**
   * The origin of the keys' URLs: the shop's own (PUBLIC_URL), as Cloudflare advises, so no other
   * host name is looked up. Keys live under a path no page uses.
   */
  origin?: string;
  now?: () => number;
}

export interface WorkersCacheStore extends SharedStore {
  /**
   * Settles when the cache writes started so far have: the Worker hands it to `ctx.waitUntil`, since
   * the app writes public answers in the background and an isolate may otherwise drop them once the
   * page is sent.
   */
  settled(): Promise<void>;
}

/** A failure window as stored: how many failures, and when (epoch ms) the window closes. */
interface FailureWindow {
  count: number;
  endsAt: number;
}

export function workersCacheStore(cache: WorkersCache, { origin = "https://storefront.invalid", now = Date.now }: WorkersCacheStoreOptions = {}): WorkersCacheStore {
  const base = `${new URL(origin).origin}/__storefront-shared/`;
  const keyRequest = (kind: string, key: string) => new Request(`${base}${kind}/${encodeURIComponent(key)}`);
  const writing = new Set<Promise<void>>();

  async function readText(request: Request): Promise<string | undefined> {
    const response = await cache.match(request);
    return response ? response.text() : undefined;
  }

  async function writeText(request: Request, text: string, ttlMs: number): Promise<void> {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    await cache.put(request, new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": `public, max-age=${seconds}` } }));
  }

  async function openWindow(key: string, at: number): Promise<FailureWindow | undefined> {
    const text = await readText(keyRequest("attempts", key));
    if (text === undefined) return undefined;
    const window = JSON.parse(text) as FailureWindow;
    return window.endsAt > at ? window : undefined;
  }

  async function windowCount(key: string): Promise<number> {
    const text = await readText(keyRequest("rate", key));
    return text === undefined ? 0 : Number(text) || 0;
  }

  return {
    read: (key) => readText(keyRequest("cache", key)),

    write(key, text, ttlMs) {
      const written = writeText(keyRequest("cache", key), text, ttlMs);
      const tracked = written.catch(() => undefined).finally(() => writing.delete(tracked));
      writing.add(tracked);
      return written;
    },

    async settled() {
      await Promise.all([...writing]);
    },

    async hitWindow(key, limit, windowMs, at) {
      const start = at - (at % windowMs);
      const [count, previous] = await Promise.all([windowCount(`${key}:${start}`), windowCount(`${key}:${start - windowMs}`)]);
      const overlap = 1 - (at - start) / windowMs;
      if (previous * overlap + count >= limit) return Math.max(1_000, Math.ceil(windowMs - (at - start)));
      await writeText(keyRequest("rate", `${key}:${start}`), String(count + 1), 2 * windowMs);
      return 0;
    },

    async failures(key) {
      const at = now();
      const window = await openWindow(key, at);
      return window ? { count: window.count, remainingMs: window.endsAt - at } : { count: 0, remainingMs: 0 };
    },

    async addFailure(key, windowMs) {
      const at = now();
      const open = await openWindow(key, at);
      const window: FailureWindow = open ? { count: open.count + 1, endsAt: open.endsAt } : { count: 1, endsAt: at + windowMs };
      await writeText(keyRequest("attempts", key), JSON.stringify(window), window.endsAt - at);
    },

    async forget(key) {
      await cache.delete(keyRequest("attempts", key));
    },
  };
}
