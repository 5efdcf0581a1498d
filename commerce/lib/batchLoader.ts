/**
 * Collects the keys asked for in one tick and loads them with one query, so resolving the
 * children of twenty categories costs one SELECT per tree level instead of twenty. Results are
 * memoised for the loader's life: create one per request.
 */
export type BatchLoadFn<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

export interface BatchLoader<K, V> {
  load(key: K): Promise<V | undefined>;
}

export function createBatchLoader<K, V>(loadMany: BatchLoadFn<K, V>): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];

  const flush = (): void => {
    const batch = pending;
    pending = [];
    const keys = [...new Set(batch.map((entry) => entry.key))];
    loadMany(keys).then(
      (values) => {
        for (const entry of batch) entry.resolve(values.get(entry.key));
      },
      (error: unknown) => {
        for (const entry of batch) {
          cache.delete(entry.key);
          entry.reject(error);
        }
      },
    );
  };

  return {
    load(key: K): Promise<V | undefined> {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        if (pending.length === 0) queueMicrotask(flush);
        pending.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
  };
}
