/**
 * The engine's single Fetch handler: routes `/graphql`, `/rest/...`, `/media/...` and the sandbox
 * card gateway's `/gateway/...`; everything else is 404. Bodies of `POST /graphql` and `/rest` calls
 * over their cap are answered 413 before anything reads them whole (bodyLimit.ts). Unexpected
 * failures become a plain 500 (details go to the server log only). Each request gets a log line
 * with the caller's X-Request-Id (a storefront's, so one id follows a shopper's request into the
 * engine), at `requestLogLevel`: debug when embedded (the storefront's own line counts the calls).
 * When traces are on, each request is a server span continuing the caller's `traceparent` (the
 * storefront's backend call), with the GraphQL operation's span under it (graphql.ts).
 */
import { bodyTooLargeMessage, DEFAULT_BODY_LIMITS, withBodyWithin, type BodyLimits } from "./bodyLimit";
import type { GatewayHandler } from "./gateway";
import type { GraphQLHandler } from "./graphql";
import type { MediaHandler } from "./media";
import { graphqlErrorResponse, restErrorResponse, textResponse } from "./responses";
import type { RestHandler } from "./rest";
import { log } from "../../logging/logger";
import { REQUEST_ID_HEADER, requestIdFor } from "../../logging/request-id";
import { activeTracer, type Tracer } from "../../logging/tracing";

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
  const untraced = routeRequest(routes, bodyLimits);
  const route = (request: Request, requestId?: string) => {
    const tracer = activeTracer();
    return tracer ? tracedRoute(tracer, request, requestId, untraced) : untraced(request, requestId);
  };
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

/** The engine's server span of one request: `POST /graphql`, under the caller's `traceparent`. */
async function tracedRoute(tracer: Tracer, request: Request, requestId: string | undefined, route: (request: Request, requestId?: string) => Promise<Response>): Promise<Response> {
  const first = new URL(request.url).pathname.split("/")[1] ?? "";
  const path = ["graphql", "rest", "media", "gateway"].includes(first) ? `/${first}` : undefined;
  const span = tracer.startServer(path ? `${request.method} ${path}` : request.method, request.headers, {
    "http.request.method": request.method,
    "http.route": path,
    "request.id": requestId ?? requestIdFor(request.headers.get(REQUEST_ID_HEADER)),
  });
  try {
    // The request goes on naming this span as its parent: the GraphQL operation's span is its child (graphqlSpans.ts).
    const headers = new Headers(request.headers);
    tracer.propagate(span, headers);
    const response = await route(new Request(request, { headers }), requestId);
    span.setAttributes({ "http.response.status_code": response.status });
    if (response.status >= 500) span.fail(String(response.status));
    return response;
  } finally {
    span.end();
  }
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
