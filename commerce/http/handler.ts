/**
 * The engine's single Fetch handler: routes `/graphql`, `/rest/...`, `/media/...` and the sandbox
 * card gateway's `/gateway/...`; everything else is 404. Unexpected failures become a plain 500
 * (details go to the server log only).
 */
import type { GatewayHandler } from "./gateway";
import type { GraphQLHandler } from "./graphql";
import type { MediaHandler } from "./media";
import { restErrorResponse, textResponse } from "./responses";
import type { RestHandler } from "./rest";

export interface RouteHandlers {
  graphql: GraphQLHandler;
  media: MediaHandler;
  /** The sandbox card gateway; absent (404) where a test does not need it. */
  gateway?: GatewayHandler;
  /** Magento's Web API order submission (rest.ts); absent = every /rest path is "no route". */
  rest?: RestHandler;
}

export type RequestHandler = (request: Request) => Promise<Response>;

export function createRequestHandler(routes: RouteHandlers): RequestHandler {
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    try {
      if (pathname === "/graphql") return await routes.graphql(request);
      if (pathname === "/rest" || pathname.startsWith("/rest/")) {
        if (routes.rest) return await routes.rest(request, pathname);
        // Magento answers unknown routes like this.
        return restErrorResponse("Request does not match any route.", 404);
      }
      if (pathname.startsWith("/media/")) return await routes.media(request, pathname.slice("/media/".length));
      if (routes.gateway && pathname.startsWith("/gateway/")) return await routes.gateway(request, pathname.slice("/gateway/".length));
      return textResponse("Not Found", 404);
    } catch (error) {
      console.error("[commerce] request failed:", request.method, pathname, error);
      return textResponse("Internal Server Error", 500);
    }
  };
}
