import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  /** The one status every response should have (a form POST answers 303); default: any 2xx. */
  expectedStatus?: number;
}

export interface LoadSummary {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Mean of the per-second request counts autocannon sampled. */
  requestsPerSec: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Only for loads with an `expectedStatus`: responses that had another status. */
  unexpectedStatus?: { expected: number; count: number };
}

/** The fields of autocannon's result the summary reads (so tests can hand in a small object). */
export interface LoadResultLike {
  url: string;
  connections: number;
  duration: number;
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number; mean: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Partial<Record<`${number}`, { count?: number }>>;
}

/** Browsers always offer compression, so the load does too: the server pays for gzip as in real life. */
export const BROWSER_LIKE_HEADERS: Record<string, string> = {
  "accept-encoding": "gzip",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function summarizeLoad(result: LoadResultLike, expectedStatus?: number): LoadSummary {
  const summary: LoadSummary = {
    url: result.url,
    connections: result.connections,
    durationSeconds: round(result.duration, 2),
    requestsPerSec: round(result.requests.mean, 1),
    latencyMs: {
      p50: round(result.latency.p50, 2),
      p99: round(result.latency.p99, 2),
      mean: round(result.latency.mean, 2),
      max: round(result.latency.max, 2),
    },
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  if (expectedStatus !== undefined) {
    const expected = result.statusCodeStats?.[`${expectedStatus}`]?.count ?? 0;
    summary.unexpectedStatus = { expected: expectedStatus, count: result.requests.total - expected };
  }
  return summary;
}

/** How many SSR responses the server makes per static response; null when the baseline is 0. */
export function throughputRatio(numerator: number, denominator: number): number | null {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return null;
  return round(numerator / denominator, 4);
}

/** Problems worth a line on stderr: a run with failures measured something other than the page. */
export function loadWarnings(name: string, summary: LoadSummary): string[] {
  const warnings: string[] = [];
  if (summary.totalRequests === 0) warnings.push(`${name}: no request completed`);
  if (summary.unexpectedStatus) {
    const { expected, count } = summary.unexpectedStatus;
    if (count > 0) warnings.push(`${name}: ${count} responses other than ${expected}`);
  } else if (summary.non2xx > 0) warnings.push(`${name}: ${summary.non2xx} non-2xx responses`);
  if (summary.errors > 0) warnings.push(`${name}: ${summary.errors} connection errors (${summary.timeouts} timeouts)`);
  return warnings;
}

const activeLoads = new Set<autocannon.Instance>();

/** Stop every load still running (on ctrl-C), so the server's graceful shutdown is not held open. */
export function stopActiveLoads(): void {
  for (const instance of activeLoads) instance.stop();
  activeLoads.clear();
}

/** Run autocannon with the given load and summarise it. Nothing is printed. */
export function runLoad(options: LoadOptions): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        headers: options.headers ?? BROWSER_LIKE_HEADERS,
        method: options.method ?? "GET",
        body: options.body,
        timeout: 10,
      },
      (error, result) => {
        activeLoads.delete(instance);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(summarizeLoad(result, options.expectedStatus));
      },
    );
    activeLoads.add(instance);
  });
}
