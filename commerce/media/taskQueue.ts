/**
 * Runs at most `concurrency` tasks at once; the rest wait in order. A burst of requests for new
 * renditions therefore holds at most `concurrency` decoded pictures in memory. When more than
 * `maxWaiting` tasks wait, new ones are refused with QueueFullError (answered 503).
 */

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

export interface TaskQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting, for tests and measurements. */
  readonly stats: { running: number; waiting: number };
}

export function createTaskQueue(concurrency: number, maxWaiting = 256): TaskQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer: ${concurrency}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    get stats() {
      return { running, waiting: waiting.length };
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = (): Promise<T> => {
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error);
        }
        return result.finally(release);
      };
      if (running < concurrency) {
        running++;
        return start();
      }
      if (waiting.length >= maxWaiting) return Promise.reject(new QueueFullError("too many pictures are being rendered"));
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => start().then(resolve, reject));
      });
    },
  };
}

/**
 * Shares one run of `produce` between callers asking for the same key at the same time; the key
 * is forgotten once the run settles (a failure is not remembered).
 */
export function createSingleFlight<T>(): (key: string, produce: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, produce) => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const promise = Promise.resolve()
      .then(produce)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
