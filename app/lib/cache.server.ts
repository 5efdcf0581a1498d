/**
 * A small in-process cache for public catalogue data (store config, menu, CMS blocks) per store
 * view: fresh for `ttlMs`, then served stale for up to `staleMs` while one refresh runs in the
 * background, so shoppers never wait on a refresh and a backend hiccup does not blank the header.
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
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The cached value, fresh or stale, without loading anything. */
  peek<T>(key: string): T | undefined;
  clear(): void;
}

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((value) => {
        entries.delete(key);
        entries.set(key, { value, storedAt: now() });
        while (entries.size > options.maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= options.ttlMs) return entry.value as T;
        if (age <= options.ttlMs + options.staleMs) {
          refresh(key, load).catch((error: unknown) => {
            console.warn(`[cache] refresh of ${key} failed; serving stale data`, error);
          });
          return entry.value as T;
        }
      }
      return refresh(key, load);
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

/** The storefront's cache of public backend answers, shared by all requests of this process. */
export const publicCache = createPublicCache({ ttlMs: 60_000, staleMs: 10 * 60_000, maxEntries: 500 });
