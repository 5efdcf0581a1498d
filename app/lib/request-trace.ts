import type { CommerceBackend } from "~/lib/magento/backend.server";
import { REQUEST_ID_HEADER } from "../../logging/request-id";

/**
 * What the request line (server/request-log.ts) says about one request, filled in as it goes: its
 * id, its backend calls, and what the app learns on the way (route, store view, shopper). One small
 * object per request; nothing here holds personal data.
 */
export interface RequestTrace {
  readonly id: string;
  /** Backend calls made (GraphQL and REST) and their summed duration in ms. */
  backendCalls: number;
  backendMs: number;
  /** The deepest matched route of a document request (app/entry.server.tsx). */
  routeId?: string;
  /** The store view code the URL named (app/lib/shop/shop.server.ts). */
  storeView?: string;
  /** Whether a customer is signed in, asked when the line is written (after an action signed one in or out). */
  signedIn?: () => boolean;
  /** This request's backend: the host's, with the id sent and each call timed (made on first use). */
  backend?: CommerceBackend;
  /** Where each GraphQL call's duration and outcome go (the Node hosts' metrics); absent: nowhere. */
  recorder?: BackendCallRecorder;
}

/**
 * How one GraphQL call to the backend ended: an answer without errors, an answer with GraphQL
 * errors, an HTTP error status, no answer in time, no connection, or the shopper went away.
 */
export type BackendOutcome = "ok" | "graphql_error" | "http_error" | "timeout" | "network" | "aborted";

/**
 * Told every GraphQL call the storefront makes (app/lib/magento/client.server.ts). Implemented on
 * Node by server/node-metrics.ts; app/ never imports a metrics library, it runs on every host.
 */
export interface BackendCallRecorder {
  /** `operation` is the document's operation name (our own documents: a bounded set), `seconds` until the answer was read. */
  backendCall(operation: string, outcome: BackendOutcome, seconds: number): void;
}

export function newRequestTrace(id: string): RequestTrace {
  return { id, backendCalls: 0, backendMs: 0 };
}

/**
 * `backend` as this request's calls should reach it: every call carries the request id
 * (`X-Request-Id`, so the engine or Magento logs it too) and is counted and timed in `trace`.
 * Made once per request; without a trace, `backend` itself.
 */
export function tracedBackend(backend: CommerceBackend, trace: RequestTrace | undefined): CommerceBackend {
  if (!trace) return backend;
  if (trace.backend) return trace.backend;
  const tracedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(REQUEST_ID_HEADER, trace.id);
    const started = performance.now();
    try {
      return await backend.fetch(input, { ...init, headers });
    } finally {
      trace.backendCalls += 1;
      trace.backendMs += performance.now() - started;
    }
  };
  trace.backend = { baseUrl: backend.baseUrl, embedded: backend.embedded, fetch: tracedFetch };
  return trace.backend;
}
