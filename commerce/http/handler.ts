/**
 * The engine's single Fetch handler: routes `/graphql`, `/rest/...` and `/media/...`; everything
 * else is 404. Unexpected failures become a plain 500 (details go to the server log only).
 */
import type { GraphQLHandler } from "./graphql";
import type { MediaHandler } from "./media";
import { restErrorResponse, textResponse } from "./responses";

export interface RouteHandlers {
  graphql: GraphQLHandler;
  media: MediaHandler;
}

export type RequestHandler = (request: Request) => Promise<Response>;

export function createRequestHandler(routes: RouteHandlers): RequestHandler {
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    try {
      if (pathname === "/graphql") return await routes.graphql(request);
      if (pathname === "/rest" || pathname.startsWith("/rest/")) {
        // No REST route exists yet; Magento answers unknown routes like this.
        return restErrorResponse("Request does not match any route.", 404);
      }
      if (pathname.startsWith("/media/")) return await routes.media(request, pathname.slice("/media/".length));
      return textResponse("Not Found", 404);
    } catch (error) {
      console.error("[commerce] request failed:", request.method, pathname, error);
      return textResponse("Internal Server Error", 500);
    }
  };
}
