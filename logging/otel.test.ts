import { ExportResultCode, type ExportResult } from "@opentelemetry/core";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it } from "vitest";
import { consoleJsonLogger, installLogger } from "./logger";
import { BackgroundSpanExport, startTracing, type Tracing } from "./otel";
import { activeTracer } from "./tracing";

/** An exporter that keeps what it is given and answers when told to. */
function heldExporter() {
  const batches: ReadableSpan[][] = [];
  const pending: Array<(result: ExportResult) => void> = [];
  const exporter: SpanExporter = {
    export(spans, done) {
      batches.push(spans);
      pending.push(done);
    },
    shutdown: async () => {},
  };
  const answerAll = (code = ExportResultCode.SUCCESS) => {
    for (const done of pending.splice(0)) done({ code, error: code === ExportResultCode.SUCCESS ? undefined : new Error("refused") });
  };
  return { exporter, batches, pending, answerAll };
}

const sampled = { spanContext: () => ({ traceId: "1".repeat(32), spanId: "2".repeat(16), traceFlags: 1 }) } as unknown as ReadableSpan;
const unsampled = { spanContext: () => ({ traceId: "1".repeat(32), spanId: "2".repeat(16), traceFlags: 0 }) } as unknown as ReadableSpan;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  installLogger(consoleJsonLogger("info", {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>)));
  return lines;
}

afterEach(() => installLogger(consoleJsonLogger("silent")));

describe("BackgroundSpanExport", () => {
  it("queues at most maxQueueSize spans while an export is out, drops and counts the rest, and says so once per interval", async () => {
    const lines = captureLog();
    const { exporter, batches, answerAll } = heldExporter();
    const processor = new BackgroundSpanExport(exporter, { maxQueueSize: 4, maxBatchSize: 2, delayMs: 5, reportEveryMs: 60_000 });
    processor.onEnd(sampled);
    processor.onEnd(sampled); // a full batch goes out at once, and is never answered for now
    expect(batches).toHaveLength(1);
    for (let index = 0; index < 10; index++) processor.onEnd(sampled);
    processor.onEnd(unsampled); // not recorded: neither queued nor dropped
    expect(processor.dropped).toEqual({ queueFull: 6, exportFailed: 0 });
    expect(batches).toHaveLength(1); // one export at a time
    // The first drop is written at once; the next ones wait for the interval.
    expect(lines.filter((line) => line.msg === "trace spans dropped")).toEqual([expect.objectContaining({ level: "warn", droppedSpans: 1, queueFull: 1 })]);

    answerAll();
    await tick(20);
    answerAll();
    await tick(20);
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2]);
    const flushed = processor.forceFlush();
    answerAll();
    await flushed;
    await processor.shutdown();
    // Shutting down writes what the interval held back.
    expect(lines.filter((line) => line.msg === "trace spans dropped").at(-1)).toMatchObject({ droppedSpans: 6, droppedSinceLastLine: 5 });
  });

  it("counts the spans of a failed export as dropped", async () => {
    const lines = captureLog();
    const { exporter, answerAll } = heldExporter();
    const processor = new BackgroundSpanExport(exporter, { maxQueueSize: 10, maxBatchSize: 10, delayMs: 5, reportEveryMs: 0 });
    processor.onEnd(sampled);
    processor.onEnd(sampled);
    processor.onEnd(sampled);
    await tick(20);
    answerAll(ExportResultCode.FAILED);
    await tick(5);
    expect(processor.dropped).toEqual({ queueFull: 0, exportFailed: 3 });
    expect(lines.find((line) => line.msg === "trace spans dropped")).toMatchObject({ exportFailed: 3, err: { type: "Error", message: "refused" } });
  });

  it("never makes ending a span wait for the exporter", () => {
    const { exporter } = heldExporter();
    const processor = new BackgroundSpanExport(exporter, { maxQueueSize: 100, maxBatchSize: 1, delayMs: 5, reportEveryMs: 0 });
    const started = performance.now();
    for (let index = 0; index < 1_000; index++) processor.onEnd(sampled);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("startTracing", () => {
  let tracing: Tracing | undefined;
  afterEach(async () => {
    await tracing?.shutdown();
    tracing = undefined;
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    expect(() => startTracing({ serviceName: "storefront", endpoint: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(activeTracer()).toBeUndefined();
  });

  it("puts each span under the parent it is given (a span, or a request's traceparent), continues an incoming traceparent and writes one on client calls", async () => {
    const { exporter, batches, answerAll } = heldExporter();
    tracing = startTracing({ serviceName: "storefront", endpoint: "http://127.0.0.1:1", exporter, exportOptions: { maxQueueSize: 100, maxBatchSize: 100, delayMs: 1, reportEveryMs: 0 } });
    const tracer = activeTracer()!;
    expect(tracer).toBe(tracing.tracer);
    const incoming = new Headers({ traceparent: `00-${"a".repeat(32)}-${"b".repeat(16)}-01` });
    const request = tracer.startServer("GET", incoming, { "http.request.method": "GET", absent: undefined });
    const outgoing = new Headers();
    await tracer.inSpan(request, "loader root", {}, async () => {
      await tick(1);
      tracer.startClient(request, "query Products", {}, outgoing).end();
    });
    await expect(tracer.inSpan(request, "action routes/cart", {}, async () => Promise.reject(new TypeError("no")))).rejects.toThrow("no");
    // The engine's operations: their parent is named by the traceparent its request was handed on with.
    const handedOn = new Headers();
    tracer.propagate(request, handedOn);
    await tracer.inSpan(handedOn, "query StoreConfig", {}, async () => undefined);
    await tracer.inSpan(undefined, "query Alone", {}, async () => undefined);
    request.end();
    await tick(10);
    answerAll();
    const spans = batches.flat();
    const byName = Object.fromEntries(spans.map((span) => [span.name, span]));
    const [server, loader, client, action, operation, alone] = ["GET", "loader root", "query Products", "action routes/cart", "query StoreConfig", "query Alone"].map((name) => byName[name]!);
    expect(server!.spanContext().traceId).toBe("a".repeat(32));
    expect(server!.parentSpanContext?.spanId).toBe("b".repeat(16));
    expect(server!.attributes).toEqual({ "http.request.method": "GET" });
    for (const child of [loader, client, action, operation]) {
      expect(child!.spanContext().traceId).toBe("a".repeat(32));
      expect(child!.parentSpanContext?.spanId).toBe(server!.spanContext().spanId);
    }
    expect(alone!.spanContext().traceId).not.toBe("a".repeat(32));
    expect(alone!.parentSpanContext).toBeUndefined();
    expect(outgoing.get("traceparent")).toBe(`00-${"a".repeat(32)}-${client!.spanContext().spanId}-01`);
    expect(action!.status).toMatchObject({ code: 2, message: "TypeError" });
    expect(action!.attributes["error.type"]).toBe("TypeError");
    expect(tracing.processor.dropped).toEqual({ queueFull: 0, exportFailed: 0 });
  });

  it("honours OTEL_TRACES_SAMPLER: an unsampled request exports nothing, yet keeps a trace id for its log line", async () => {
    const { exporter, batches } = heldExporter();
    process.env.OTEL_TRACES_SAMPLER = "always_off";
    try {
      tracing = startTracing({ serviceName: "storefront", endpoint: "http://127.0.0.1:1", exporter, exportOptions: { maxQueueSize: 10, maxBatchSize: 10, delayMs: 1, reportEveryMs: 0 } });
    } finally {
      delete process.env.OTEL_TRACES_SAMPLER;
    }
    const request = tracing.tracer.startServer("GET", new Headers(), {});
    const outgoing = new Headers();
    await tracing.tracer.inSpan(request, "loader root", {}, async () => tracing!.tracer.startClient(request, "query X", {}, outgoing).end());
    request.end();
    await tick(10);
    expect(batches).toEqual([]);
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(outgoing.get("traceparent")).toMatch(new RegExp(`^00-${request.traceId}-[0-9a-f]{16}-00$`));
  });
});
