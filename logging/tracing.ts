/**
 * Spans of the storefront and the engine, made by our own code at our own hooks (a request, a
 * loader or action, a backend call, a GraphQL operation) through a tracer the host installs at
 * start, as it installs the logger: the Node hosts do when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (logging/otel.ts, which alone loads the OpenTelemetry SDK). Without one, `activeTracer()` is
 * undefined and every hook costs one look at a global: Workers and Lambda install none and bundle
 * no SDK.
 *
 * Web APIs only, like logger.ts: app/, server/ and the engine import this interface, never the
 * SDK. See docs/operations.md ("Traces") for the spans and ADR 059 for why.
 */

/** Attribute values of a span; undefined ones are left out. Never a query string or personal data. */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface TraceSpan {
  /** The W3C trace id (32 hex characters): on the request log line, to find the trace from the log. */
  readonly traceId: string;
  setName(name: string): void;
  setAttributes(attributes: SpanAttributes): void;
  /** Marks the span failed with the error's type only (a message may quote what a shopper typed); a string is the type itself (an HTTP status). */
  fail(error: unknown): void;
  end(): void;
}

/**
 * A span's parent, always named by the caller (no context is carried through promises: on Node 20
 * that costs every `await` of the process, ADR 059): a span of ours, the W3C `traceparent` of a
 * request's headers, or none (a new trace).
 */
export type SpanParent = TraceSpan | Headers | undefined;

export interface Tracer {
  /** A server span for an incoming request; its parent is the request's W3C `traceparent` when it carries a valid one. */
  startServer(name: string, headers: Headers, attributes: SpanAttributes): TraceSpan;
  /** Runs `work` in an internal span under `parent`, ended when it settles (failed if it throws). */
  inSpan<T>(parent: SpanParent, name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** A client span under `parent` for a call to another service; its `traceparent` (and `tracestate`) are set on `headers`. */
  startClient(parent: SpanParent, name: string, attributes: SpanAttributes, headers: Headers): TraceSpan;
  /** Sets `traceparent` (and `tracestate`) naming `span` on `headers`: a request handed on in process (the embedded engine's paths). */
  propagate(span: TraceSpan, headers: Headers): void;
}

/**
 * On `globalThis`, like the logger: the Remix server build carries its own copy of this module,
 * and its spans must join the host's.
 */
const INSTALLED = Symbol.for("storefront.tracer");
type WithTracer = { [INSTALLED]?: Tracer };

/** Spans go to `tracer` from now on; undefined stops making them. */
export function installTracer(tracer: Tracer | undefined): void {
  (globalThis as WithTracer)[INSTALLED] = tracer;
}

/** The installed tracer, or undefined when traces are off (the cheap check every hook makes first). */
export function activeTracer(): Tracer | undefined {
  return (globalThis as WithTracer)[INSTALLED];
}

/**
 * The GraphQL operation a request to `/graphql` names, for a span's name: `operationName` of a GET's
 * URL or of a POST's JSON body, else the name written in the document. Undefined when none is
 * found; never the variables.
 */
export function graphqlOperationOf(url: URL, body?: string): { type: string; name?: string } | undefined {
  const query = body === undefined ? url.searchParams.get("query") : undefined;
  const named = body === undefined ? url.searchParams.get("operationName") : OPERATION_NAME_IN_BODY.exec(body)?.[1];
  const text = query ?? body ?? "";
  const written = OPERATION_IN_DOCUMENT.exec(text);
  const type = written?.[1] ?? (text.includes("{") ? "query" : undefined);
  const name = named || written?.[2];
  if (!type && !name) return undefined;
  return { type: type ?? "query", name: name && NAME.test(name) ? name : undefined };
}

const OPERATION_NAME_IN_BODY = /"operationName"\s*:\s*"([_A-Za-z][_0-9A-Za-z]*)"/;
const OPERATION_IN_DOCUMENT = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)?/;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
