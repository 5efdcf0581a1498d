/**
 * The storefront server: Express in front of the Remix build, with the embedded commerce engine
 * on the same origin unless MAGENTO_URL points at a real Magento.
 *
 *   node --import tsx server.ts          production build in ./build (npm start builds it first)
 *   node --import tsx server.ts --dev    Vite dev server with hot reloading (npm run dev)
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { inProcessBackend, remoteBackend, type CommerceBackend } from "./app/lib/magento/backend.server";
import { backendSchema } from "./app/lib/magento/backend-features.server";
import { parseServerEnv, type ServerEnv } from "./server/node-settings";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./server/security-headers";
import { sendFetchResponse, toFetchRequest } from "./server/fetch-bridge";
import { servePrecompressed } from "./server/precompressed";
import { createRateLimiter, limitWrites } from "./server/rate-limit";
import { rootLoaderOnly, storefrontHandler } from "./server/storefront-handler";
import { clientAddress, isTrustedProxy } from "./server/client-address";
import { serveUntilStopped } from "./server/listen";

const ENGINE_PATHS = ["/graphql", "/rest", "/media", "/gateway"];

async function main() {
  let env: ServerEnv;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const production = env.NODE_ENV === "production";
  const viteDev = process.argv.includes("--dev");

  // Redis shared by all instances (CACHE_URL): the server starts whether or not it answers yet.
  const sharedStore = env.CACHE_URL ? await startSharedStore(env.CACHE_URL) : undefined;
  const engine = env.MAGENTO_URL ? undefined : await startEngine(env);
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
  const clientAddressOf = (req: Request) => clientAddress(req.socket.remoteAddress, req.get("X-Forwarded-For"), trust);
  app.use(compression());

  const securityHeaders = baseSecurityHeaders(production);
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });

  // Before anything that writes: bots filling carts or testing cards are stopped here.
  app.use("/gateway/tokens", limitWrites(createRateLimiter({ limit: env.RATE_LIMIT_CARDS_PER_HOUR, windowMs: 3_600_000 }, sharedStore), "cards", clientAddressOf));
  app.use(limitWrites(createRateLimiter({ limit: env.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 }, sharedStore), "writes", clientAddressOf));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", backend: engine ? "embedded" : "magento" });
  });

  if (engine) {
    app.use(ENGINE_PATHS, (req: Request, res: Response, next: NextFunction) => {
      const abort = new AbortController();
      res.on("close", () => abort.abort());
      // The engine reads the shopper's address from X-Forwarded-For (its per-address limits): give it
      // the one TRUST_PROXY vouches for, not what the client wrote.
      const request = toFetchRequest(req, abort.signal);
      request.headers.set("X-Forwarded-For", clientAddressOf(req));
      engine
        .handle(request)
        .then((response) => sendFetchResponse(res, response))
        .catch(next);
    });
  }

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const client = path.resolve("build/client");
    const assets = path.join(client, "assets");
    app.use("/assets", servePrecompressed(assets, "public, max-age=31536000, immutable"));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(client, { maxAge: "5m", index: false }));
  }

  const imageOrigins = [...(env.MAGENTO_URL ? [new URL(env.MAGENTO_URL).origin] : []), ...env.IMAGE_ORIGINS];
  // The card form posts straight to the gateway (card numbers never reach this server).
  const formOrigins = env.PAYMENT_GATEWAY_URL ? [new URL(env.PAYMENT_GATEWAY_URL).origin] : [];
  app.use((_req, res, next) => {
    res.locals.cspNonce = createNonce();
    res.set("Content-Security-Policy", contentSecurityPolicy(res.locals.cspNonce, { production, imageOrigins, viteDev, formOrigins }));
    next();
  });

  const build = vite
    ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);

  // Remix through the storefront's own checks (server/storefront-handler.ts): no writes from other
  // sites, forms only, within size, and error pages never cacheable.
  const mode = production ? "production" : "development";
  const storefront = storefrontHandler({
    remix: createRequestHandler(build, mode),
    refusals: createRequestHandler(typeof build === "function" ? async () => rootLoaderOnly(await build()) : rootLoaderOnly(build), mode),
    trustedOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [],
  });
  app.all("*", (req: Request, res: Response, next: NextFunction) => {
    // Loaders and actions stop when the shopper goes away before the answer is complete.
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const context: AppLoadContext = {
      settings: env,
      cspNonce: res.locals.cspNonce as string,
      clientAddress: clientAddressOf(req),
      backend,
      backendDeadline: Date.now() + env.MAGENTO_TIMEOUT_MS,
      requestCache: {},
      sharedStore,
    };
    storefront(toFetchRequest(req, abort.signal), context)
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
    },
  });
}

/** Only this Node host loads the Redis client (server/redis-store.ts); app/ sees the interface. */
async function startSharedStore(url: string) {
  const { createRedisStore, redactedUrl } = await import("./server/redis-store");
  console.info(`Sharing the cache and limits through Redis at ${redactedUrl(url)}`);
  return createRedisStore({ url });
}

async function startEngine(env: ServerEnv) {
  const started = Date.now();
  const { startCommerceEngine } = await import("./commerce/index");
  // Mounted on the storefront's own origin: root-relative URLs work on every host, and no Host
  // header can end up in cached public data.
  const engine = await startCommerceEngine({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    baseUrl: "/",
    gateway: { allowedReturnOrigins: env.GATEWAY_ALLOWED_RETURN_ORIGINS },
  });
  console.info(`Commerce engine ready in ${Date.now() - started} ms (${env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}`})`);
  return engine;
}

main().catch((error: unknown) => {
  console.error("The storefront could not start:", error);
  process.exit(1);
});
