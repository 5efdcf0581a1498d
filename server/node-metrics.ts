/**
 * Prometheus metrics of the Node hosts (ADR 058): the storefront (server.ts) and the engine service
 * (engine.ts), with prom-client. Only those two entry files import this module, and only when
 * METRICS_TOKEN is set: the request handler, app/ and commerce/ see small interfaces
 * (server/request-metrics.ts, app/lib/request-trace.ts, commerce/options.ts), so Workers and Lambda
 * never bundle prom-client. Every metric is listed in docs/operations.md ("Metrics").
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { BackendOutcome } from "../app/lib/request-trace";
import type { EngineObserver } from "../commerce/options";
import { log } from "../logging/logger";
import { carriesBearerToken } from "./bearer-token";
import { boundedNames, statusClass, type RequestMetrics } from "./request-metrics";

/** Seconds: a cache hit (~1 ms) to the backend budget (MAGENTO_TIMEOUT_MS, 10 s by default). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: an indexed read on PGlite (~0.2 ms) to a slow report query. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** Distinct operation names kept beyond the first ones seen; later new names count as `other`. */
const MAX_OPERATION_NAMES = 200;

/** A registry with Node's own series: event-loop lag, heap, garbage collection, CPU, file descriptors. */
export function createRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * The answer to `GET /metrics`: the series in Prometheus' text format with the right bearer token
 * (compared in constant time); 401 with no series otherwise.
 */
export function metricsEndpoint(registry: Registry, token: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!(await carriesBearerToken(request, token))) {
      return new Response("Unauthorized\n", {
        status: 401,
        headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    const body = await registry.metrics();
    return new Response(request.method === "HEAD" ? null : body, { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
  };
}

export interface StorefrontMetrics extends RequestMetrics {
  registry: Registry;
}

/** The storefront's series (requests, backend calls, the full-page cache, rate limits) in `registry`. */
export function createStorefrontMetrics(registry: Registry, token: string): StorefrontMetrics {
  const requests = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "Requests answered by the storefront, from arrival to the answer's headers, by route id and status class.",
    labelNames: ["route", "status_class"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const backendCalls = new Histogram({
    name: "storefront_backend_call_duration_seconds",
    help: "GraphQL calls from the storefront to the backend (Magento or the engine), by operation name and outcome.",
    labelNames: ["operation", "outcome"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "storefront_page_cache_requests_total",
    help: "Requests the full-page cache could answer, by state: hit, stale (answered from the copy while it refreshes) or miss.",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "storefront_rate_limit_refusals_total",
    help: "Writes refused with 429 by a rate limit, by limit: writes or cards.",
    labelNames: ["scope"] as const,
    registers: [registry],
  });
  const operation = boundedNames(MAX_OPERATION_NAMES);
  return {
    registry,
    answered({ route, status, seconds, pageCache: state }) {
      requests.observe({ route, status_class: statusClass(status) }, seconds);
      if (state === "hit" || state === "stale" || state === "miss") pageCache.inc({ state });
    },
    rateLimited(scope) {
      refusals.inc({ scope });
    },
    backendCall(name: string, outcome: BackendOutcome, seconds: number) {
      backendCalls.observe({ operation: operation(name), outcome }, seconds);
    },
    scrape: metricsEndpoint(registry, token),
  };
}

export interface EngineMetrics extends EngineObserver {
  /** Where the outbox backlog gauge reads from at each scrape (the engine, once started). */
  readOutboxBacklog(read: () => Promise<number>): void;
}

/**
 * The engine's series in `registry` (the engine service's own, or the storefront's when the
 * engine is embedded): GraphQL operations, database queries and the email outbox's backlog.
 */
export function createEngineMetrics(registry: Registry): EngineMetrics {
  const operations = new Histogram({
    name: "engine_graphql_operation_duration_seconds",
    help: "GraphQL operations the engine executed, by operation name (bounded) and outcome (ok or graphql_error).",
    labelNames: ["operation", "outcome"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "engine_database_query_duration_seconds",
    help: "SQL statements the engine sent to its database (PGlite or PostgreSQL), until their result.",
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  let readBacklog: (() => Promise<number>) | undefined;
  new Gauge({
    name: "engine_outbox_pending_messages",
    help: "Emails in the engine's outbox not yet delivered, read from the database at each scrape.",
    registers: [registry],
    async collect() {
      if (!readBacklog) return;
      try {
        this.set(await readBacklog());
      } catch (error) {
        // The scrape still answers the other series; the gauge keeps its last value.
        log.warn({ err: error }, "the outbox backlog could not be read");
      }
    },
  });
  const operation = boundedNames(MAX_OPERATION_NAMES);
  return {
    graphqlOperation(name, outcome, seconds) {
      operations.observe({ operation: operation(name), outcome }, seconds);
    },
    databaseQuery(seconds) {
      queries.observe(seconds);
    },
    readOutboxBacklog(read) {
      readBacklog = read;
    },
  };
}
