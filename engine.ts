/**
 * The commerce engine as its own service (`npm run engine`): GraphQL `/graphql`, REST `/rest`,
 * media `/media`, the sandbox card gateway `/gateway` and `/healthz` on PORT (default 4000), so any
 * number of storefront instances, Node or serverless, use it as their MAGENTO_URL exactly as they
 * would use a real Magento. The database is PGlite under DATA_DIR or PostgreSQL at DATABASE_URL,
 * migrated and seeded with the demo shop on first start, as `npm start` does.
 */
import http from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import compression from "compression";
import { engineOptionsFromEnv } from "./commerce/env";
import { createPurgeSender } from "./commerce/http/purgeSender";
import { clientAddress, isTrustedProxy } from "./server/client-address";
import { parseEngineEnv, type EngineEnv } from "./server/engine-env";
import { serveUntilStopped } from "./server/listen";
import { sendFetchResponse, toFetchRequest } from "./server/fetch-bridge";
import { createRateLimiter, refuseWriteOverLimit } from "./server/rate-limit";
import { baseSecurityHeaders } from "./server/security-headers";
import { installLogger, log } from "./logging/logger";
import { nodeLogger } from "./logging/pino";
import { REQUEST_ID_HEADER, requestIdFor } from "./logging/request-id";

async function main() {
  let env: EngineEnv;
  let options: ReturnType<typeof engineOptionsFromEnv>;
  try {
    env = parseEngineEnv(process.env);
    options = engineOptionsFromEnv(process.env);
  } catch (error) {
    // Plain text for the person starting it: the logger's level is one of the settings that failed.
    console.error((error as Error).message);
    process.exit(1);
  }

  installLogger(await nodeLogger({ level: env.LOG_LEVEL, base: { service: "engine" } }));
  // Traces only when a collector is named: the SDK is loaded then, and only then (logging/otel.ts).
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracing = endpoint ? (await import("./logging/otel")).startTracing({ serviceName: "commerce-engine", endpoint }) : undefined;
  const started = Date.now();
  const purge = env.HTTP_CACHE_HOSTS.length ? createPurgeSender({ hosts: env.HTTP_CACHE_HOSTS, token: env.HTTP_CACHE_PURGE_TOKEN }) : undefined;
  // Prometheus' series at /metrics only with METRICS_TOKEN: otherwise prom-client is not even loaded.
  const metrics = env.METRICS_TOKEN ? await startMetrics(env.METRICS_TOKEN) : undefined;
  const { startCommerceEngine } = await import("./commerce/index");
  const engine = await startCommerceEngine({
    ...options,
    observe: metrics?.engine,
    baseUrl: env.ENGINE_PUBLIC_URL,
    emailBaseUrl: env.SHOP_PUBLIC_URL,
    gateway: { allowedReturnOrigins: env.GATEWAY_ALLOWED_RETURN_ORIGINS },
    // The storefronts in front are told at once when a product's page changes, as Magento tells Varnish.
    cacheTagsChanged: purge && ((tags) => void purge(tags)),
  });
  log.info({ startMs: Date.now() - started, database: options.databaseUrl ? "PostgreSQL" : `PGlite in ${options.dataDir}` }, "commerce engine ready");
  metrics?.engine.readOutboxBacklog(() => engine.outboxBacklog());

  const app = express();
  app.disable("x-powered-by");
  const trust = env.TRUST_PROXY;
  app.set("trust proxy", (address: string, hop: number) => isTrustedProxy(trust, address, hop));
  const clientAddressOf = (req: Request) => clientAddress(req.socket.remoteAddress, req.get("X-Forwarded-For"), trust);
  app.use(compression());
  const securityHeaders = baseSecurityHeaders(env.NODE_ENV === "production");
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  // Shoppers' browsers post cards here directly (the storefront never sees card numbers), so the
  // limit against card testing is kept here too.
  const cards = createRateLimiter({ limit: env.RATE_LIMIT_CARDS_PER_HOUR, windowMs: 3_600_000 });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", backend: "engine" });
  });
  if (metrics) {
    const { scrape } = metrics;
    app.get("/metrics", (req: Request, res: Response, next: NextFunction) => {
      scrape(toFetchRequest(req, new AbortController().signal))
        .then((response) => sendFetchResponse(res, response))
        .catch(next);
    });
  }
  app.use(["/graphql", "/rest", "/media", "/gateway"], (req: Request, res: Response, next: NextFunction) => {
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    // The engine's per-address limits read X-Forwarded-For: only the address TRUST_PROXY vouches
    // for (a storefront calling in counts as its own address), never what a client wrote.
    const address = clientAddressOf(req);
    const request = toFetchRequest(req, abort.signal);
    request.headers.set("X-Forwarded-For", address);
    // One id per request, the caller's when well-formed: on the answer and on the engine's log line.
    const requestId = requestIdFor(req.get(REQUEST_ID_HEADER) ?? null);
    request.headers.set(REQUEST_ID_HEADER, requestId);
    res.set(REQUEST_ID_HEADER, requestId);
    const overLimit = req.originalUrl.startsWith("/gateway/tokens") ? refuseWriteOverLimit(request, address, cards, "cards") : Promise.resolve(undefined);
    overLimit
      .then((refused) => refused ?? engine.handle(request))
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  });
  app.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
  });

  const server = http.createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, app);
  server.keepAliveTimeout = 65_000;
  serveUntilStopped(server, {
    host: env.HOST,
    port: env.PORT,
    ready: (baseUrl) => `Commerce engine service at ${baseUrl}/graphql`,
    close: async () => {
      await engine.close();
      await tracing?.shutdown();
    },
  });
}

/** The engine's series, and Node's own, answered at /metrics with the token. */
async function startMetrics(token: string) {
  const { createEngineMetrics, createRegistry, metricsEndpoint } = await import("./server/node-metrics");
  const registry = createRegistry();
  return { engine: createEngineMetrics(registry), scrape: metricsEndpoint(registry, token) };
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "the commerce engine could not start");
  process.exit(1);
});
