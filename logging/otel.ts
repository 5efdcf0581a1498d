/**
 * The Node hosts' tracer (server.ts, engine.ts), loaded by a dynamic import only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: OpenTelemetry's tracer provider, the W3C trace context
 * propagator, parents named by the caller (no context manager: see logging/tracing.ts), and spans exported as
 * OTLP/HTTP JSON in the background (`BackgroundSpanExport`). No auto-instrumentation: spans are
 * made at our own hooks through the small interface of logging/tracing.ts. Node only, like pino.ts.
 *
 * The exporter reads the standard variables itself: OTEL_EXPORTER_OTLP_ENDPOINT (spans go to
 * `<endpoint>/v1/traces`), OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_EXPORTER_OTLP_TIMEOUT; the resource reads OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type Span, type TextMapGetter, type TextMapSetter } from "@opentelemetry/api";
import { ExportResultCode, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, type ReadableSpan, type SpanExporter, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { log } from "./logger";
import { installTracer, type SpanAttributes, type SpanParent, type TraceSpan, type Tracer } from "./tracing";

export interface BackgroundExportOptions {
  /** Most finished spans waiting for export; beyond it new ones are dropped and counted. */
  maxQueueSize: number;
  /** Most spans in one export request. */
  maxBatchSize: number;
  /** How long a span may wait for a batch to fill before it is sent anyway (ms). */
  delayMs: number;
  /** Fewest ms between two "trace spans dropped" lines. */
  reportEveryMs: number;
}

/** Longest wait for the last export when the process stops (its grace is 10 s). */
const SHUTDOWN_MS = 3_000;

export const DEFAULT_EXPORT: BackgroundExportOptions = { maxQueueSize: 2048, maxBatchSize: 512, delayMs: 1_000, reportEveryMs: 10_000 };

/**
 * Sends finished spans to the exporter in the background, one request at a time, from a queue of
 * at most `maxQueueSize` spans: ending a span only pushes it to an array, so a slow or unreachable
 * collector never holds a request. Spans that find the queue full, and those of an export that
 * failed, are dropped and counted; the counts are written as a `warn` line when they change, at
 * most once per `reportEveryMs`. OpenTelemetry's BatchSpanProcessor queues the same way but only
 * says it dropped through its diagnostics, without a count we can read.
 */
export class BackgroundSpanExport implements SpanProcessor {
  private readonly queue: ReadableSpan[] = [];
  private exporting: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reportTimer: ReturnType<typeof setTimeout> | undefined;
  private lastReportAt = -Infinity;
  private reported = 0;
  /** Spans dropped since start: the queue was full, or their export failed. */
  readonly dropped = { queueFull: 0, exportFailed: 0 };

  constructor(
    private readonly exporter: SpanExporter,
    private readonly options: BackgroundExportOptions = DEFAULT_EXPORT,
  ) {}

  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    if (this.queue.length >= this.options.maxQueueSize) {
      this.dropped.queueFull += 1;
      this.reportDrops();
      return;
    }
    this.queue.push(span);
    if (this.queue.length >= this.options.maxBatchSize) this.exportNext();
    else this.timer ??= unref(setTimeout(() => this.exportNext(), this.options.delayMs));
  }

  /** Sends everything queued (the process is stopping); resolves when the last export has answered. */
  async forceFlush(): Promise<void> {
    while (this.queue.length || this.exporting) {
      this.exportNext();
      await this.exporting;
    }
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
    clearTimeout(this.reportTimer);
    this.writeReport();
    await this.exporter.shutdown();
  }

  private exportNext(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.exporting || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.options.maxBatchSize);
    this.exporting = new Promise<void>((resolve) => {
      try {
        this.exporter.export(batch, ({ code, error }) => {
          if (code !== ExportResultCode.SUCCESS) this.exportFailed(batch.length, error);
          resolve();
        });
      } catch (error) {
        this.exportFailed(batch.length, error);
        resolve();
      }
    }).then(() => {
      this.exporting = undefined;
      // What queued meanwhile goes out at once if it fills a batch, else after the delay.
      if (this.queue.length >= this.options.maxBatchSize) this.exportNext();
      else if (this.queue.length) this.timer ??= unref(setTimeout(() => this.exportNext(), this.options.delayMs));
    });
  }

  private lastError: unknown;

  private exportFailed(count: number, error: unknown): void {
    this.dropped.exportFailed += count;
    this.lastError = error;
    this.reportDrops();
  }

  /** Writes the counts now, or once the quiet time since the last line is over. */
  private reportDrops(): void {
    if (this.reportTimer) return;
    const wait = this.lastReportAt + this.options.reportEveryMs - performance.now();
    if (wait <= 0) this.writeReport();
    else this.reportTimer = unref(setTimeout(() => this.writeReport(), wait));
  }

  private writeReport(): void {
    this.reportTimer = undefined;
    const total = this.dropped.queueFull + this.dropped.exportFailed;
    if (total === this.reported) return;
    this.lastReportAt = performance.now();
    log.warn(
      { droppedSpans: total, droppedSinceLastLine: total - this.reported, queueFull: this.dropped.queueFull, exportFailed: this.dropped.exportFailed, err: this.lastError },
      "trace spans dropped",
    );
    this.reported = total;
    this.lastError = undefined;
  }
}

function unref<T extends ReturnType<typeof setTimeout>>(timer: T): T {
  timer.unref?.();
  return timer;
}

const fromHeaders: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};
const intoHeaders: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

function attributesOf(attributes: SpanAttributes): Attributes {
  const defined: Attributes = {};
  for (const key in attributes) if (attributes[key] !== undefined) defined[key] = attributes[key];
  return defined;
}

/** One of our spans over OpenTelemetry's. */
class OtelSpan implements TraceSpan {
  constructor(readonly span: Span) {}
  get traceId(): string {
    return this.span.spanContext().traceId;
  }
  setName(name: string): void {
    this.span.updateName(name);
  }
  setAttributes(attributes: SpanAttributes): void {
    this.span.setAttributes(attributesOf(attributes));
  }
  fail(error: unknown): void {
    const type = typeof error === "string" ? error : error instanceof Error ? error.name : typeof error;
    this.span.setAttribute("error.type", type);
    this.span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  }
  end(): void {
    this.span.end();
  }
}

export interface Tracing {
  tracer: Tracer;
  processor: BackgroundSpanExport;
  /** Exports what is queued (bounded by the exporter's timeout) and stops; the tracer is uninstalled. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing and installs the tracer (logging/tracing.ts). `serviceName` is the default of
 * OTEL_SERVICE_NAME. A malformed OTEL_EXPORTER_OTLP_ENDPOINT stops the start with a message.
 */
export function startTracing({ serviceName, endpoint, exporter, exportOptions }: { serviceName: string; endpoint: string; exporter?: SpanExporter; exportOptions?: BackgroundExportOptions }): Tracing {
  try {
    const url = new URL(endpoint);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(url.protocol);
  } catch {
    throw new Error("OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL (the collector's OTLP/HTTP address, without /v1/traces)");
  }
  const queue = exportOptions ?? DEFAULT_EXPORT;
  const processor = new BackgroundSpanExport(exporter ?? new OTLPTraceExporter(), queue);
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new BasicTracerProvider({ resource, spanProcessors: [processor] });
  const propagator = new W3CTraceContextPropagator();
  const otel = provider.getTracer("storefront");
  /** The OpenTelemetry context of a parent the caller named. */
  const contextOf = (parent: SpanParent) =>
    parent instanceof Headers ? propagator.extract(ROOT_CONTEXT, parent, fromHeaders) : parent ? trace.setSpan(ROOT_CONTEXT, (parent as OtelSpan).span) : ROOT_CONTEXT;

  const tracer: Tracer = {
    startServer(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, fromHeaders);
      return new OtelSpan(otel.startSpan(name, { kind: SpanKind.SERVER, attributes: attributesOf(attributes) }, parent));
    },
    async inSpan(parent, name, attributes, work) {
      const span = otel.startSpan(name, { kind: SpanKind.INTERNAL, attributes: attributesOf(attributes) }, contextOf(parent));
      try {
        return await work();
      } catch (error) {
        new OtelSpan(span).fail(error);
        throw error;
      } finally {
        span.end();
      }
    },
    startClient(parent, name, attributes, headers) {
      const parentContext = contextOf(parent);
      const span = otel.startSpan(name, { kind: SpanKind.CLIENT, attributes: attributesOf(attributes) }, parentContext);
      propagator.inject(trace.setSpan(parentContext, span), headers, intoHeaders);
      return new OtelSpan(span);
    },
    propagate(span, headers) {
      propagator.inject(trace.setSpan(ROOT_CONTEXT, (span as OtelSpan).span), headers, intoHeaders);
    },
  };
  installTracer(tracer);
  log.info({ serviceName: resource.attributes[ATTR_SERVICE_NAME], maxQueueSize: queue.maxQueueSize }, "exporting traces over OTLP/HTTP");
  return {
    tracer,
    processor,
    async shutdown() {
      installTracer(undefined);
      // What is queued goes out, but a collector that does not answer cannot hold the stop.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([provider.shutdown(), new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_MS)))]);
      clearTimeout(timer);
    },
  };
}
