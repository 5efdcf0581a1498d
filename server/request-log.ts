/**
 * The one log line per request and the `Server-Timing` header of HTML answers, from what the
 * handler measured and the request's trace (app/lib/request-trace.ts). Fields: docs/operations.md.
 * Only the path is written, never the query (search words, emailed links' codes), and no header.
 */
import type { RequestTrace } from "../app/lib/request-trace";
import { log } from "../logging/logger";
import { answeringRouteId } from "./request-spans";

export interface RequestTimes {
  /** When the handler started (performance.now()). */
  startedAt: number;
  /** When Remix was asked to render (a full-page cache miss, or an uncached page); undefined: no render. */
  renderStartedAt?: number;
  /** When the answer's headers were ready. */
  endedAt: number;
}

const ms = (value: number) => Math.round(value * 10) / 10;

/** Writes the request's line: info, warn for 5xx (its error, with stack, is on a line of its own). */
export function logRequest(request: Request, pathname: string, response: Response, trace: RequestTrace, times: RequestTimes): void {
  const level = response.status >= 500 ? "warn" : "info";
  if (!log.isLevelEnabled(level)) return;
  const cache = response.headers.get("X-Page-Cache");
  log[level](
    {
      requestId: trace.id,
      method: request.method,
      path: pathname,
      routeId: answeringRouteId(request, trace),
      status: response.status,
      durationMs: ms(times.endedAt - times.startedAt),
      backendCalls: trace.backendCalls,
      backendMs: ms(trace.backendMs),
      cache: cache ?? undefined,
      storeView: trace.storeView,
      shopper: trace.signedIn ? (trace.signedIn() ? "customer" : "guest") : undefined,
      // With traces on: the trace of this request, to open it from its line.
      traceId: trace.span?.traceId,
    },
    "request",
  );
}

/**
 * `Server-Timing` for an HTML answer: `backend` (all backend calls, summed), `render` (Remix, from
 * its start to the headers, backend waits included) and `cache` (the full-page cache's lookup,
 * its state as description). Names only; never a host.
 */
export function serverTiming(response: Response, trace: RequestTrace, times: RequestTimes): string {
  const parts = [`backend;dur=${ms(trace.backendMs)}`];
  const cache = response.headers.get("X-Page-Cache");
  // A stale copy's refresh renders in the background, after this answer: not this answer's render.
  const renderedAt = cache === "hit" || cache === "stale" ? undefined : times.renderStartedAt;
  if (renderedAt !== undefined) parts.push(`render;dur=${ms(times.endedAt - renderedAt)}`);
  if (cache) parts.push(`cache;desc=${cache};dur=${ms((renderedAt ?? times.endedAt) - times.startedAt)}`);
  return parts.join(", ");
}
