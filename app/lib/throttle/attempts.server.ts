/**
 * Counts failed attempts per key (a client address, an account) and refuses a key that failed too
 * often for the rest of its window, before the backend is asked at all: guessing passwords or gift
 * card codes gets slow whatever the backend does. A window opens at a key's first failure and lasts
 * `windowMs`; `limit` failures inside it block the key until it ends.
 *
 * Counts live in this process, or, given a shared store (CACHE_URL), there, so every instance counts
 * one guesser together (`sharedAttemptCounter`).
 */
import type { SharedCounters } from "~/lib/shared-store.server";

export interface AttemptPolicy {
  /** Failures allowed per window. */
  limit: number;
  windowMs: number;
}

export interface AttemptCounter {
  /** How long (ms) `key` must wait before it may try again; 0 when it may go ahead. */
  retryAfterMs(key: string): Promise<number>;
  /** Counts one failed attempt of `key`. */
  recordFailure(key: string): Promise<void>;
  /** Forgets `key`'s failures (after it succeeded). */
  reset(key: string): Promise<void>;
}

interface Window {
  openedAt: number;
  failures: number;
}

/** Keys kept at most; the oldest windows go first (a client rotating keys cannot grow the Map without end). */
const MAX_KEYS = 100_000;

export function createAttemptCounter(policy: AttemptPolicy, now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, Window>();

  function current(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && at - window.openedAt >= policy.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    async retryAfterMs(key) {
      const at = now();
      const window = current(key, at);
      if (!window || window.failures < policy.limit) return 0;
      return window.openedAt + policy.windowMs - at;
    },
    async recordFailure(key) {
      const at = now();
      const window = current(key, at);
      if (window) {
        window.failures += 1;
        return;
      }
      windows.set(key, { openedAt: at, failures: 1 });
      if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counts kept in `shared` under `name:` keys, falling back to `local` for every call the shared
 * store does not answer (it says once in the log that it is away): a page never fails for it.
 */
export function sharedAttemptCounter(name: string, policy: AttemptPolicy, shared: SharedCounters, local: AttemptCounter): AttemptCounter {
  const key = (id: string) => `${name}:${id}`;
  return {
    async retryAfterMs(id) {
      try {
        const { count, remainingMs } = await shared.failures(key(id));
        return count >= policy.limit ? remainingMs : 0;
      } catch {
        return local.retryAfterMs(id);
      }
    },
    async recordFailure(id) {
      try {
        await shared.addFailure(key(id), policy.windowMs);
      } catch {
        await local.recordFailure(id);
      }
    },
    async reset(id) {
      await Promise.all([shared.forget(key(id)).catch(() => undefined), local.reset(id)]);
    },
  };
}

/** Whole minutes to wait, at least one: what the shopper is told. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
