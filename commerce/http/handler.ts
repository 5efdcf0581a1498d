/**
 * The engine's single Fetch handler: routes `/graphql`, `/rest/...`, `/media/...` and the sandbox
 * card gateway's `/gateway/...`; everything else is 404. Bodies of `POST /graphql` and `/rest` calls
 * over their cap are answered 413 before anything reads them whole (bodyLimit.ts). Unexpected
 * failures become a plain 500 (details go to the server log only). Each request gets a log line
 * with the caller's X-Request-Id (a storefront's, so one id follows a shopper's request into the
 * engine), at `requestLogLevel`: debug when embedded (the storefront's own line counts the calls).
 */
import { bodyTooLargeMessage, DEFAULT_BODY_LIMITS, withBodyWithin, type BodyLimits } from "./bodyLimit";
import type { GatewayHandler } from "./gateway";
import type { GraphQLHandler } from "./graphql";
import type { MediaHandler } from "./media";
import { graphqlErrorResponse, restErrorResponse, textResponse } from "./responses";
import type { RestHandler } from "./rest";
import { log } from "../../logging/logger";
import { REQUEST_ID_HEADER, requestIdFor } from "../../logging/request-id";

export interface RouteHandlers {
  graphql: GraphQLHandler;
  media: MediaHandler;
  /** The sandbox card gateway; absent (404) where a test does not need it. */
  gateway?: GatewayHandler;
  /** Magento's Web API order submission (rest.ts); absent = every /rest path is "no route". */
  rest?: RestHandler;
}

export type RequestHandler = (request: Request) => Promise<Response>;

export function createRequestHandler(
  routes: RouteHandlers,
  bodyLimits: BodyLimits = DEFAULT_BODY_LIMITS,
  requestLogLevel: "info" | "debug" = "info",
): RequestHandler {
  const route = routeRequest(routes, bodyLimits);
  return async (request) => {
    if (!log.isLevelEnabled(requestLogLevel)) return route(request);
    const started = performance.now();
    const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
    const response = await route(request, requestId);
    const path = new URL(request.url).pathname;
    log[requestLogLevel]({ requestId, method: request.method, path, status: response.status, durationMs: Math.round((performance.now() - started) * 10) / 10 }, "engine request");
    return response;
  };
}

function routeRequest(routes: RouteHandlers, bodyLimits: BodyLimits) {
  return async (request: Request, requestId?: string): Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    try {
      if (pathname === "/graphql") {
        const within = request.method === "POST" ? await withBodyWithin(request, bodyLimits.graphqlBodyBytes) : request;
        if (!within) return graphqlErrorResponse(bodyTooLargeMessage(bodyLimits.graphqlBodyBytes), "graphql", 413);
        return await routes.graphql(within);
      }
      if (pathname === "/rest" || pathname.startsWith("/rest/")) {
        const within = await withBodyWithin(request, bodyLimits.restBodyBytes);
        if (!within) return restErrorResponse(bodyTooLargeMessage(bodyLimits.restBodyBytes), 413);
        if (routes.rest) return await routes.rest(within, pathname);
        // Magento answers unknown routes like this.
        return restErrorResponse("Request does not match any route.", 404);
      }
      if (pathname.startsWith("/media/")) return await routes.media(request, pathname.slice("/media/".length));
      if (routes.gateway && pathname.startsWith("/gateway/")) return await routes.gateway(request, pathname.slice("/gateway/".length));
      return textResponse("Not Found", 404);
    } catch (error) {
      log.error({ err: error, requestId: requestId ?? requestIdFor(request.headers.get(REQUEST_ID_HEADER)), method: request.method, path: pathname }, "engine request failed");
      return textResponse("Internal Server Error", 500);
    }
  };
}
