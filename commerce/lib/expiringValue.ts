/**
 * An async value reloaded at most once per `ttlMs`, with concurrent callers sharing one load.
 * Used for small, read-mostly tables (store views, configuration) that every request needs:
 * like Magento's config cache, but short-lived so edits made by another process show up soon.
 */
export interface ExpiringValue<T> {
  get(): Promise<T>;
  /** Forgets the value so the next get() reloads it (call after writing what it caches). */
  invalidate(): void;
}

export function createExpiringValue<T>(load: () => Promise<T>, ttlMs: number): ExpiringValue<T> {
  let current: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (current && current.expiresAt > now) return current.value;
      const value = load();
      const entry = { value, expiresAt: now + ttlMs };
      current = entry;
      value.catch(() => {
        if (current === entry) current = null;
      });
      return value;
    },
    invalidate(): void {
      current = null;
    },
  };
}
