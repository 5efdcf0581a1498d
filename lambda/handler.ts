/**
 * The storefront on AWS Lambda (runtime nodejs22.x, handler `handler.handler`) behind an API
 * Gateway HTTP API or a function URL, payload format 2.0: each event becomes a Fetch Request for
 * the one handler every host runs (server/handler.ts), and its Response the result.
 *
 * Settings are read once per cold start, from the function's environment; a missing or malformed
 * one fails the start (Lambda logs the message, naming the variable). The engine never runs inside
 * the function: MAGENTO_URL names the engine service or a Magento. Answers are buffered, not
 * streamed: payload 2.0 results are whole (up to Lambda's 6 MB), and a page is far smaller.
 * The bundle is always a production build (React's production renderer, Secure cookies, HSTS).
 */
import { fileURLToPath } from "node:url";
import * as build from "virtual:remix/server-build";
import { backendSchema } from "../app/lib/magento/backend-features.server";
import { remoteBackend } from "../app/lib/magento/backend.server";
import { parseSettings } from "../app/lib/settings.server";
import { consoleJsonLogger, installLogger } from "../logging/logger";
import { lambdaClientAddress } from "../server/client-address";
import { createStorefrontHandler } from "../server/handler";
import { nodeStaticFiles } from "../server/node-static-files";
import { createRedisStore } from "../server/redis-store";
import { eventToRequest, responseToResult, type HttpEvent, type HttpResult } from "./events";

const settings = parseSettings({ ...process.env, NODE_ENV: "production" }, { requireMagentoUrl: true });
// JSON lines through console, which Lambda sends to CloudWatch at once: pino's buffered writes
// could wait in a frozen function, and its bundle would slow cold starts.
installLogger(consoleJsonLogger(settings.LOG_LEVEL, { service: "storefront" }));
const backend = remoteBackend(settings.MAGENTO_URL!);
// Learn the backend's features while the function starts rather than on the first page.
void backendSchema(backend);

const storefront = createStorefrontHandler({
  build,
  settings,
  backend,
  // Redis shared with every other instance and host (CACHE_URL); down or slow, pages still answer.
  sharedStore: settings.CACHE_URL ? createRedisStore({ url: settings.CACHE_URL }) : undefined,
  // build/client, copied beside the bundle: hashed assets and public files, with their .br/.gz copies.
  staticFiles: nodeStaticFiles(fileURLToPath(new URL("./client", import.meta.url))),
});

export async function handler(event: HttpEvent): Promise<HttpResult> {
  const request = eventToRequest(event);
  const response = await storefront(request, { clientAddress: lambdaClientAddress(event, settings.TRUST_PROXY) });
  return responseToResult(response, request.method);
}
