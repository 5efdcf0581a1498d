/**
 * The storefront's whole request path as one function from a Fetch `Request` to a `Response`: the
 * write limits, `/healthz`, the embedded engine's paths, the static files with their caching, the
 * CSP nonce, the security headers, and Remix behind the storefront's own checks
 * (server/storefront-handler.ts). Every host is a thin adapter around it: Node (server.ts),
 * Cloudflare Workers (workers/entry.ts) and AWS Lambda (lambda/handler.ts), so each sends the same
 * statuses, headers and HTML for the same request.
 *
 * Web APIs only (Fetch, Web Crypto, URL), no `node:` module: the same code runs on workerd. What a
 * platform does differently comes in as options: where the static files are, which store is shared,
 * which limiter counts writes, and who the client is (the host knows which proxy to believe).
 * Compression stays the host's (Express's `compression()`; Cloudflare compresses by itself).
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/server-runtime";
import type { CommerceBackend } from "../app/lib/magento/backend.server";
import type { ServerEnv } from "../app/lib/settings.server";
import { configuredProviders, providerSetup } from "../app/lib/social/provider-setup.server";
import { WORKER_URL } from "../app/lib/pwa/worker-contract";
import type { SharedStore } from "../app/lib/shared-store.server";
import { createRateLimiter, refuseWriteOverLimit, type RateLimiter } from "./rate-limit";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers";
import { rootLoaderOnly, storefrontHandler } from "./storefront-handler";
import { fullPageCache, type PageGzip, type WaitUntil } from "./full-page-cache";
import { createPageCache } from "./page-cache";
import { answerPurge } from "./purge";
import { createPurgeLedger, type PurgeLedger } from "./purge-ledger";
import type { RenderTurn } from "./render-turns";
import { newRequestTrace, type RequestTrace } from "../app/lib/request-trace";
import { REQUEST_ID_HEADER, requestIdFor } from "../logging/request-id";
import { answerReadiness } from "./readiness";
import { logRequest, serverTiming, type RequestTimes } from "./request-log";
import { buildRoutes, routeLabel, type RequestMetrics } from "./request-metrics";
import { log } from "../logging/logger";
import { activeTracer, type Tracer } from "../logging/tracing";
import { endRequestSpan, requestSpanAttributes, tracedRoutes } from "./request-spans";

export interface StorefrontHandlerOptions {
  /** The Remix server build, or a function giving it (Vite's dev server rebuilds it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The validated settings. */
  settings: ServerEnv;
  /** Where commerce calls go: the embedded engine in process, or MAGENTO_URL. */
  backend: CommerceBackend;
  /** The embedded engine's own Fetch handler, answering its paths on this origin (Node only). */
  engine?: (request: Request) => Promise<Response>;
  /** What all instances share (CACHE_URL on Node; the Workers store on Workers). */
  sharedStore?: SharedStore;
  /** Replace the limiters made from the settings and the shared store (a platform's own limiter). */
  limiters?: { writes?: RateLimiter; cards?: RateLimiter };
  /** The files of build/client; absent when something in front serves them (Vite in development). */
  staticFiles?: StaticFiles;
  /** Vite's dev server is in front: the CSP allows its websocket and eval. */
  viteDev?: boolean;
  /**
   * The purge times of cache tags (server/purge-ledger.ts), when the host purges too (the embedded
   * engine tells it what changed); absent: the handler makes its own over the shared store.
   */
  ledger?: PurgeLedger;
  /** Gzips full-page cache hits from pieces compressed once (Node: server/node-page-gzip.ts); absent: the host compresses. */
  pageGzip?: PageGzip;
  /** Waits for a render's turn (Node: one render starts per event-loop turn, server/render-turns.ts); absent: renders start at once. */
  renderTurn?: RenderTurn;
  /**
   * Counts and times requests and backend calls, and answers `GET /metrics` (Node with
   * METRICS_TOKEN: server/node-metrics.ts); absent: nothing is recorded and `/metrics` is an unknown path.
   */
  metrics?: RequestMetrics;
}

export interface StaticFile {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Set when `body` is a precompressed copy. */
  contentEncoding?: "br" | "gzip";
  etag?: string;
}

export interface StaticFiles {
  /**
   * The file at `pathname` ("/assets/entry.client-AbC123.js", "/favicon.ico": decoded, and checked
   * by the handler to have no `..`), in the best encoding `acceptEncoding` allows, or undefined.
   */
  get(pathname: string, acceptEncoding: string | null): Promise<StaticFile | undefined>;
}

export interface Connection {
  /** The client's address as the host trusts it (TRUST_PROXY on Node, the platform's own elsewhere). */
  clientAddress: string;
  /** Keeps background work (a stale page's refresh) alive past the answer: Workers' `ctx.waitUntil`. */
  waitUntil?: WaitUntil;
}

export type StorefrontHandler = (request: Request, connection: Connection) => Promise<Response>;

/** The embedded engine's paths, mounted beside the storefront when it runs in process. */
const ENGINE_PATHS = ["/graphql", "/rest", "/media", "/gateway"];

/** Most pages the full-page cache keeps in this process, and most bytes (bodies as UTF-16). */
const PAGE_CACHE_ENTRIES = 2_000;
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Hashed build output never changes under its name; other public files may, so briefly. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "public, max-age=300";
/** The service worker: browsers and caches ask the server on every update check, so a new version shows at once. */
const SERVICE_WORKER = "no-cache";

/** Where the social sign-in providers that are on receive shoppers (their issuers' and Facebook's dialog's origins). */
function providerOrigins(settings: ServerEnv): string[] {
  return configuredProviders(settings).map((id) => {
    const setup = providerSetup(settings, id)!;
    return new URL(setup.kind === "openid" ? setup.issuer : setup.dialogUrl).origin;
  });
}

export function createStorefrontHandler(options: StorefrontHandlerOptions): StorefrontHandler {
  const { settings, backend, engine, sharedStore, staticFiles, metrics } = options;
  const production = settings.NODE_ENV === "production";
  const securityHeaders = Object.entries(baseSecurityHeaders(production));
  const cards = options.limiters?.cards ?? createRateLimiter({ limit: settings.RATE_LIMIT_CARDS_PER_HOUR, windowMs: 3_600_000 }, sharedStore);
  const writes = options.limiters?.writes ?? createRateLimiter({ limit: settings.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 }, sharedStore);
  const policy = {
    production,
    viteDev: options.viteDev ?? false,
    imageOrigins: [...(settings.MAGENTO_URL ? [new URL(settings.MAGENTO_URL).origin] : []), ...settings.IMAGE_ORIGINS],
    // The card form posts straight to the gateway (card numbers never reach the storefront); a
    // social sign-in started by a form POST is redirected to its provider, which form-action covers.
    formOrigins: [...(settings.PAYMENT_GATEWAY_URL ? [new URL(settings.PAYMENT_GATEWAY_URL).origin] : []), ...providerOrigins(settings)],
  };

  // With traces on (the host installed a tracer before making the handler), a span per loader and action.
  const tracer = activeTracer();
  const build = tracer ? withTracedRoutes(options.build, tracer) : options.build;
  // The routes a metric's label may name (Vite's dev server rebuilds them: none known).
  const routes = metrics && typeof build !== "function" ? buildRoutes(build.routes) : undefined;
  const mode = production ? "production" : "development";
  const remix = storefrontHandler({
    remix: createRequestHandler(build, mode),
    refusals: createRequestHandler(typeof build === "function" ? async () => rootLoaderOnly(await build()) : rootLoaderOnly(build), mode),
    trustedOrigins: settings.PUBLIC_URL ? [new URL(settings.PUBLIC_URL).origin] : [],
  });

  const ledger = options.ledger ?? createPurgeLedger({ shared: sharedStore });
  /** One render by Remix, with this answer's nonce, collecting the backend's cache tags into `cacheTags`. */
  const render = (clientAddress: string, trace: RequestTrace, times: RequestTimes) => (request: Request, cspNonce: string, cacheTags: Set<string>) => {
    // A background refresh of a stale page renders too, after the answer: only the first render is timed.
    times.renderStartedAt ??= performance.now();
    const context: AppLoadContext = {
      cspNonce,
      clientAddress,
      backend,
      settings,
      // Every backend call of this request shares one budget (the 504 page after it).
      backendDeadline: Date.now() + settings.MAGENTO_TIMEOUT_MS,
      requestCache: {},
      sharedStore,
      cacheTags,
      purgeEpoch: ledger.epoch(),
      trace,
    };
    return options.renderTurn ? options.renderTurn(request.signal).then(() => remix(request, context)) : remix(request, context);
  };
  // Anonymous pages from a copy (server/full-page-cache.ts), unless turned off or nothing may be cached.
  const pageCacheOn = settings.FULL_PAGE_CACHE === "on" && settings.PUBLIC_CACHE_SECONDS > 0;
  const pages = pageCacheOn
    ? fullPageCache({
        cache: createPageCache({ maxEntries: PAGE_CACHE_ENTRIES, maxBytes: PAGE_CACHE_BYTES, shared: sharedStore, ledger }),
        gzip: options.pageGzip,
      })
    : undefined;

  async function answer(request: Request, pathname: string, { clientAddress, waitUntil }: Connection, trace: RequestTrace, times: RequestTimes): Promise<Response> {
    // Varnish's purge, as Magento sends it: before the write limits (it is no shopper's write).
    if (request.method === "PURGE") return answerPurge(request, clientAddress, settings, ledger);
    // Before anything that writes: bots filling carts or testing cards are stopped here.
    const overCards = underPath(pathname, "/gateway/tokens") ? await refuseWriteOverLimit(request, clientAddress, cards, "cards") : undefined;
    const overLimit = overCards ?? (await refuseWriteOverLimit(request, clientAddress, writes, "writes"));
    if (overLimit) {
      metrics?.rateLimited(overCards ? "cards" : "writes");
      return overLimit;
    }

    if (pathname === "/healthz" && (request.method === "GET" || request.method === "HEAD")) {
      return Response.json({ status: "ok", backend: engine ? "embedded" : "magento" }, { headers: { "Cache-Control": "no-store" } });
    }
    if (pathname === "/readyz" && (request.method === "GET" || request.method === "HEAD")) {
      return answerReadiness({ backend, sharedStore, timeoutMs: settings.MAGENTO_TIMEOUT_MS }, trace.id);
    }
    if (metrics && pathname === "/metrics" && (request.method === "GET" || request.method === "HEAD")) return metrics.scrape(request);

    if (engine && ENGINE_PATHS.some((path) => underPath(pathname, path))) {
      // The engine's per-address limits read X-Forwarded-For: give it the address the host
      // vouches for, never what the client wrote.
      const headers = new Headers(request.headers);
      headers.set("X-Forwarded-For", clientAddress);
      headers.set(REQUEST_ID_HEADER, trace.id);
      // With traces on, the engine's span of this request is the request span's child, not a new trace.
      if (trace.span) activeTracer()?.propagate(trace.span, headers);
      return engine(new Request(request, { headers }));
    }

    const file = staticFiles ? await staticFile(staticFiles, request, pathname) : undefined;
    if (file) return file;

    const cspNonce = createNonce();
    ledger.poll();
    const renderPage = render(clientAddress, trace, times);
    const page = pages ? await pages(request, cspNonce, renderPage, waitUntil) : await renderPage(request, cspNonce, new Set());
    return withHeaders(page, [["Content-Security-Policy", contentSecurityPolicy(cspNonce, policy)]]);
  }

  return async (request, connection) => {
    const times: RequestTimes = { startedAt: performance.now(), endedAt: 0 };
    const trace = newRequestTrace(requestIdFor(request.headers.get(REQUEST_ID_HEADER)));
    if (metrics) trace.recorder = metrics;
    const { pathname } = new URL(request.url);
    // The request's span, under an incoming `traceparent` (a load balancer's) when there is one.
    const tracer = activeTracer();
    const span = tracer?.startServer(request.method, request.headers, requestSpanAttributes(request, trace));
    trace.span = span;
    let response: Response;
    try {
      response = await answer(request, pathname, connection, trace, times);
    } catch (error) {
      // The host answers it (Express's 500); the log still says which request failed, and how.
      log.error({ err: error, requestId: trace.id, method: request.method, path: pathname }, "request failed");
      if (metrics) {
        const route = routeLabel(request, pathname, { routeId: trace.routeId, rendered: times.renderStartedAt !== undefined, pageCache: null }, routes);
        metrics.answered({ route, status: 500, seconds: (performance.now() - times.startedAt) / 1000, pageCache: null });
      }
      span?.fail(error);
      span?.end();
      throw error;
    }
    times.endedAt = performance.now();
    // The answer's own header wins over the default of the same name (the card gateway's
    // `Referrer-Policy: no-referrer`). A HEAD answer carries no body on any host.
    const extra = securityHeaders.filter(([name]) => !response.headers.has(name));
    extra.push([REQUEST_ID_HEADER, trace.id]);
    if (response.headers.get("Content-Type")?.startsWith("text/html")) extra.push(["Server-Timing", serverTiming(response, trace, times)]);
    logRequest(request, pathname, response, trace, times);
    if (metrics) {
      const pageCache = response.headers.get("X-Page-Cache");
      const route = routeLabel(request, pathname, { routeId: trace.routeId, rendered: times.renderStartedAt !== undefined, pageCache }, routes);
      metrics.answered({ route, status: response.status, seconds: (times.endedAt - times.startedAt) / 1000, pageCache });
    }
    if (span) endRequestSpan(span, request, response, trace);
    return withHeaders(response, extra, request.method === "HEAD");
  };
}

/** The build (or the dev server's build function) with a span per loader and action. */
function withTracedRoutes(build: StorefrontHandlerOptions["build"], tracer: Tracer): StorefrontHandlerOptions["build"] {
  return typeof build === "function" ? async () => tracedRoutes(await build(), tracer) : tracedRoutes(build, tracer);
}

/** Whether `pathname` is `path` or below it (`/gateway/tokens`, not `/gatewayx`). */
function underPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * A static file for a GET or HEAD, with its caching (an ETag answered with 304); undefined when
 * there is none, so the request goes on to Remix. Paths that could step out of the folder are
 * never asked for.
 */
async function staticFile(files: StaticFiles, request: Request, pathname: string): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (pathname === "/" || pathname.endsWith("/")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((segment) => segment === "..")) return undefined;
  const file = await files.get(decoded, request.headers.get("Accept-Encoding"));
  if (!file) return undefined;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": decoded.startsWith("/assets/") ? IMMUTABLE : decoded === WORKER_URL ? SERVICE_WORKER : PUBLIC_FILE,
    Vary: "Accept-Encoding",
  });
  if (file.contentEncoding) headers.set("Content-Encoding", file.contentEncoding);
  if (file.etag) {
    headers.set("ETag", file.etag);
    if (request.headers.get("If-None-Match")?.split(",").some((tag) => tag.trim() === file.etag)) {
      if (file.body instanceof ReadableStream) await file.body.cancel();
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(file.body, { headers });
}

/** `response` with `extra` headers added (a new Response: a fetched one's headers are immutable). */
function withHeaders(response: Response, extra: Iterable<[string, string]>, withoutBody = false): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of extra) headers.set(name, value);
  if (withoutBody) void response.body?.cancel();
  return new Response(withoutBody ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}
