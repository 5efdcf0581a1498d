/**
 * What several storefront instances share: cached public answers and the counters of the rate
 * limit and the throttles, so ten instances warm each other's caches and count one client's writes
 * together. The host gives it to Remix in the load context (`context.sharedStore`); without one
 * (no CACHE_URL) everything stays in the process, as it always did.
 *
 * Small and asynchronous so each platform can bring its own (Redis on Node, server/redis-store.ts;
 * another store on Workers). Nothing here imports a client: code under app/ runs in every bundle.
 * Every call may reject (store down or slow): callers then go on without it, serving from the
 * backend and counting in the process, never failing a page.
 */
export interface SharedCache {
  /** The text stored under `key`, or undefined when there is none. */
  read(key: string): Promise<string | undefined>;
  /** Stores `text` under `key` for `ttlMs`. */
  write(key: string, text: string, ttlMs: number): Promise<void>;
}

export interface SharedCounters {
  /**
   * Counts one request for `key` in a sliding window of `windowMs` (the previous fixed window
   * weighed by how much of it still overlaps), unless `limit` is reached: then nothing is counted
   * and the answer is how long (ms) to wait; 0 when the request was counted.
   */
  hitWindow(key: string, limit: number, windowMs: number, now: number): Promise<number>;
  /** Failures counted for `key` in its open window, and the window's remaining time (ms). */
  failures(key: string): Promise<{ count: number; remainingMs: number }>;
  /** Counts one failure of `key`; the first one opens a window of `windowMs`. */
  addFailure(key: string, windowMs: number): Promise<void>;
  /** Forgets `key`'s failures. */
  forget(key: string): Promise<void>;
}

export interface SharedStore extends SharedCache, SharedCounters {}
