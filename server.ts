/**
 * The storefront on Node: an HTTP server (Express for compression, trusted proxies and Vite's dev
 * middleware) around the one Fetch handler every host runs (server/handler.ts), with the embedded
 * commerce engine on the same origin unless MAGENTO_URL points at a real Magento or the engine
 * service.
 *
 *   node --import tsx server.ts          production build in ./build (npm start builds it first)
 *   node --import tsx server.ts --dev    Vite dev server with hot reloading (npm run dev)
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/server-runtime";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { inProcessBackend, remoteBackend, type CommerceBackend } from "./app/lib/magento/backend.server";
import { backendSchema } from "./app/lib/magento/backend-features.server";
import { parseServerEnv, type ServerEnv } from "./server/node-settings";
import { sendFetchResponse, toFetchRequest } from "./server/fetch-bridge";
import { createStorefrontHandler } from "./server/handler";
import { createPurgeLedger } from "./server/purge-ledger";
import { nodePageGzip } from "./server/node-page-gzip";
import { renderTurns } from "./server/render-turns";
import { nodeStaticFiles } from "./server/node-static-files";
import { clientAddress, isTrustedProxy } from "./server/client-address";
import { serveUntilStopped } from "./server/listen";
import { parseBuildSourceMaps } from "./server/source-maps";
import { embeddedEmailBaseUrl } from "./server/email-base-url";
import { embeddedIntegrationToken } from "./server/embedded-integration";
import { installLogger, log } from "./logging/logger";
import { nodeLogger } from "./logging/pino";
import type { EngineObserver } from "./commerce/options";

async function main() {
  let env: ServerEnv;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    // Plain text for the person starting it: the logger's level is one of the settings that failed.
    console.error((error as Error).message);
    process.exit(1);
  }
  const viteDev = process.argv.includes("--dev");
  // One logger for the storefront and the embedded engine: pino's JSON lines (readable ones in development).
  installLogger(await nodeLogger({ level: env.LOG_LEVEL, pretty: viteDev, base: { service: "storefront" } }));
  // Traces only when a collector is named: the SDK is loaded then, and only then (logging/otel.ts).
  // Before the handler is made: it wraps the loaders and actions in spans when a tracer is installed.
  const tracing = await startTracing("storefront");

  // Redis shared by all instances (CACHE_URL): the server starts whether or not it answers yet.
  const sharedStore = env.CACHE_URL ? await startSharedStore(env.CACHE_URL) : undefined;
  // The embedded engine trusts the storefront's integration token (social sign-in's server-to-server calls).
  if (!env.MAGENTO_URL && !env.MAGENTO_INTEGRATION_TOKEN) env = { ...env, MAGENTO_INTEGRATION_TOKEN: await embeddedIntegrationToken(env.SESSION_SECRET) };
  // When each cache tag was last purged, shared with the other instances through Redis: the
  // embedded engine purges a product's pages here the moment it sells out.
  const ledger = createPurgeLedger({ shared: sharedStore });
  // Prometheus' series at /metrics only with METRICS_TOKEN: otherwise prom-client is not even loaded.
  const metrics = env.METRICS_TOKEN ? await startMetrics(env.METRICS_TOKEN, !env.MAGENTO_URL) : undefined;
  const engine = env.MAGENTO_URL ? undefined : await startEngine(env, (tags) => void ledger.purge({ all: false, tags }), metrics?.engine);
  if (engine && metrics?.engine) metrics.engine.readOutboxBacklog(() => engine.outboxBacklog());
  const backend: CommerceBackend = engine ? inProcessBackend((request) => engine.handle(request)) : remoteBackend(env.MAGENTO_URL!);
  // Learn the backend's features now rather than on the first shopper's page (bounded by its own
  // timeout; a backend that does not answer is asked again later).
  void backendSchema(backend);

  const vite = viteDev
    ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
    : undefined;

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-* count only from the proxies TRUST_PROXY names (protocol and host as well as the
  // address); by default nobody's, since any client can write them.
  const trust = env.TRUST_PROXY;
  app.set("trust proxy", (address: string, hop: number) => isTrustedProxy(trust, address, hop));
  app.use(compression());
  if (vite) app.use(vite.middlewares);

  // Everything else is the one Fetch handler every host runs (server/handler.ts).
  const handle = createStorefrontHandler({
    build: vite ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild> : await productionBuild(),
    settings: env,
    backend,
    engine: engine && ((request) => engine.handle(request)),
    sharedStore,
    staticFiles: vite ? undefined : nodeStaticFiles(path.resolve("build/client")),
    viteDev: Boolean(vite),
    ledger,
    // Cache hits are gzipped from pieces compressed once per page, not by compression() each time.
    pageGzip: nodePageGzip,
    // One render starts per event-loop turn: new connections are accepted and sockets read between turns.
    renderTurn: renderTurns(),
    metrics: metrics?.storefront,
  });
  // `app.use`, not `app.all("*")`: Express decodes a route's parameters and answers its own raw 400
  // page when one does not decode (`/en/%E0%A4%A`); the handler answers that with the shop's page.
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Loaders and actions stop when the shopper goes away before the answer is complete.
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    handle(toFetchRequest(req, abort.signal), { clientAddress: clientAddress(req.socket.remoteAddress, req.get("X-Forwarded-For"), trust) })
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  });

  // Slow clients (SERVER_* settings): a slowloris trickling header lines is cut off once the
  // headers timeout has passed since its first byte (checked every second), a slow body once the
  // request timeout has; beyond the connection cap new connections are dropped.
  const server = http.createServer(
    {
      headersTimeout: env.SERVER_HEADERS_TIMEOUT_MS,
      requestTimeout: env.SERVER_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  server.keepAliveTimeout = env.SERVER_KEEP_ALIVE_TIMEOUT_MS;
  if (env.SERVER_MAX_CONNECTIONS > 0) server.maxConnections = env.SERVER_MAX_CONNECTIONS;
  serveUntilStopped(server, {
    host: env.HOST,
    port: env.PORT,
    ready: (baseUrl) => `Storefront ready at ${baseUrl}/th (${engine ? "embedded engine" : env.MAGENTO_URL})`,
    close: async () => {
      await vite?.close();
      await engine?.close();
      await sharedStore?.close();
      await tracing?.shutdown();
    },
  });
}

/** The production build in ./build, with the source maps of its server files read now (server/source-maps.ts). */
async function productionBuild(): Promise<ServerBuild> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  parseBuildSourceMaps(path.resolve("build/server"));
  return build;
}

/** OpenTelemetry's SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
async function startTracing(serviceName: string) {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const { startTracing } = await import("./logging/otel");
  return startTracing({ serviceName, endpoint });
}

/** Only this Node host loads the Redis client (server/redis-store.ts); app/ sees the interface. */
async function startSharedStore(url: string) {
  const { createRedisStore, redactedUrl } = await import("./server/redis-store");
  log.info({ cache: redactedUrl(url) }, "sharing the cache and limits through Redis");
  return createRedisStore({ url, log });
}

/** The storefront's series, and the embedded engine's in the same registry (one scrape for the process). */
async function startMetrics(token: string, embeddedEngine: boolean) {
  const { createEngineMetrics, createRegistry, createStorefrontMetrics } = await import("./server/node-metrics");
  const registry = createRegistry();
  return { storefront: createStorefrontMetrics(registry, token), engine: embeddedEngine ? createEngineMetrics(registry) : undefined };
}

async function startEngine(env: ServerEnv, cacheTagsChanged: (tags: string[]) => void, observe: EngineObserver | undefined) {
  const started = Date.now();
  const { startCommerceEngine } = await import("./commerce/index");
  // Mounted on the storefront's own origin: root-relative URLs work on every host, and no Host
  // header can end up in cached public data.
  const engine = await startCommerceEngine({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    baseUrl: "/",
    // Links in emails are opened from a mail client: absolute, on the shop's public URL.
    emailBaseUrl: embeddedEmailBaseUrl(env),
    gateway: { allowedReturnOrigins: env.GATEWAY_ALLOWED_RETURN_ORIGINS },
    storefrontIntegrationToken: env.MAGENTO_INTEGRATION_TOKEN,
    cacheTagsChanged,
    requestLogLevel: "debug",
    observe,
  });
  log.info({ startMs: Date.now() - started, database: env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}` }, "commerce engine ready");
  return engine;
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "the storefront could not start");
  process.exit(1);
});
