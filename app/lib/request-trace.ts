import type { CommerceBackend } from "~/lib/magento/backend.server";
import { REQUEST_ID_HEADER } from "../../logging/request-id";
import { activeTracer, graphqlOperationOf, type SpanAttributes, type TraceSpan } from "../../logging/tracing";

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
  /** The request's span, when traces are on (server/handler.ts); its trace id goes on the request line. */
  span?: TraceSpan;
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
 * When traces are on, each call is a client span under the request's and carries its W3C
 * `traceparent`, so a backend that traces joins the same trace.
 * Made once per request; without a trace, `backend` itself.
 */
export function tracedBackend(backend: CommerceBackend, trace: RequestTrace | undefined): CommerceBackend {
  if (!trace) return backend;
  if (trace.backend) return trace.backend;
  const tracedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(REQUEST_ID_HEADER, trace.id);
    const tracer = activeTracer();
    const span = tracer && backendSpan(trace.span, input, init, headers, trace.id, tracer);
    const started = performance.now();
    try {
      const response = await backend.fetch(input, { ...init, headers });
      span?.setAttributes({ "http.response.status_code": response.status });
      if (response.status >= 500) span?.fail(String(response.status));
      return response;
    } catch (error) {
      span?.fail(error);
      throw error;
    } finally {
      trace.backendCalls += 1;
      trace.backendMs += performance.now() - started;
      span?.end();
    }
  };
  trace.backend = { baseUrl: backend.baseUrl, embedded: backend.embedded, fetch: tracedFetch };
  return trace.backend;
}

/**
 * The client span of one backend call, named by its GraphQL operation (`query ProductPage`) or
 * `POST /rest` (a REST path may hold a cart's id: it is never named). Sets
 * `traceparent` on `headers`.
 */
function backendSpan(parent: TraceSpan | undefined, input: RequestInfo | URL, init: RequestInit | undefined, headers: Headers, requestId: string, tracer: NonNullable<ReturnType<typeof activeTracer>>) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  const attributes: SpanAttributes = { "http.request.method": method, "request.id": requestId };
  let name = /\/rest(\/|$)/.test(url.pathname) ? `${method} /rest` : method;
  if (url.pathname.endsWith("/graphql")) {
    const operation = graphqlOperationOf(url, typeof init?.body === "string" ? init.body : undefined);
    if (operation) {
      name = `${operation.type} ${operation.name ?? "(anonymous)"}`;
      attributes["graphql.operation.type"] = operation.type;
      attributes["graphql.operation.name"] = operation.name;
    }
  }
  return tracer.startClient(parent, name, attributes, headers);
}
