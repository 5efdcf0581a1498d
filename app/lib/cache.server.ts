import type { SharedCache } from "~/lib/shared-store.server";
import { log } from "../../logging/logger";

/**
 * A small in-process cache for public catalogue data (store config, menu, CMS blocks) per store
 * view: fresh for `ttlMs`, then served stale for up to `staleMs` while one refresh runs in the
 * background, so shoppers never wait on a refresh and a backend hiccup does not blank the header.
 *
 * Given a shared cache (`context.sharedStore`, CACHE_URL), a value missing or old here is looked up
 * there before the backend is asked, and what the backend answers is written there: instances warm
 * each other's caches. A shared cache that does not answer is passed by: the backend it is.
 */
export interface PublicCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>, shared?: SharedCache): Promise<T>;
  /** The cached value, fresh or stale, without loading anything. */
  peek<T>(key: string): T | undefined;
  clear(): void;
}

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /** Another instance's answer: used while fresh, and while stale only when the backend fails. */
  async function loadThrough<T>(key: string, load: () => Promise<T>, shared: SharedCache | undefined): Promise<T> {
    const found = shared ? await readShared(shared, key) : undefined;
    const age = found ? now() - found.storedAt : Infinity;
    if (found && age <= options.ttlMs) {
      remember(key, found);
      return found.value as T;
    }
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (!found || age > options.ttlMs + options.staleMs) throw error;
      remember(key, found);
      return found.value as T;
    }
    const entry = { value, storedAt: now() };
    remember(key, entry);
    if (shared) writeShared(shared, key, entry, options.ttlMs + options.staleMs);
    return value;
  }

  function refresh<T>(key: string, load: () => Promise<T>, shared: SharedCache | undefined): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = loadThrough(key, load, shared).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>, shared?: SharedCache): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= options.ttlMs) return entry.value as T;
        if (age <= options.ttlMs + options.staleMs) {
          refresh(key, load, shared).catch((error: unknown) => {
            log.warn({ err: error }, `[cache] refresh of ${key} failed; serving stale data`);
          });
          return entry.value as T;
        }
      }
      return refresh(key, load, shared);
    },
    peek<T>(key: string): T | undefined {
      return entries.get(key)?.value as T | undefined;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}

/** An entry as another instance stored it; undefined when absent, unreadable or the store is away. */
async function readShared(shared: SharedCache, key: string): Promise<Entry | undefined> {
  try {
    const text = await shared.read(key);
    if (text === undefined) return undefined;
    const entry = JSON.parse(text) as Partial<Entry>;
    return typeof entry.storedAt === "number" && "value" in entry ? { value: entry.value, storedAt: entry.storedAt } : undefined;
  } catch {
    return undefined;
  }
}

/** Written in the background: the shopper never waits on it, and a store that is away is skipped. */
function writeShared(shared: SharedCache, key: string, entry: Entry, ttlMs: number): void {
  if (entry.value === undefined) return;
  let text: string;
  try {
    text = JSON.stringify(entry);
  } catch {
    return;
  }
  shared.write(key, text, ttlMs).catch(() => undefined);
}

/** The storefront's cache of public backend answers, shared by all requests of this process. */
export const publicCache = createPublicCache({ ttlMs: 60_000, staleMs: 10 * 60_000, maxEntries: 500 });

/**
 * The public cache as one request sees it: backed by the host's shared store (`context.sharedStore`,
 * set when CACHE_URL is) so instances warm each other, else this process's cache alone.
 */
export function publicCacheOf(context: { sharedStore?: SharedCache }): Pick<PublicCache, "get"> {
  return { get: (key, load) => publicCache.get(key, load, context.sharedStore) };
}
