/**
 * What stands between a request and the Remix build, for every storefront route at once (the
 * engine's paths are not Remix and are mounted apart): writes from another site, or whose body is
 * no form, too large or unreadable, are refused before any action runs, as is any request whose
 * address does not decode (400), and error answers are made uncacheable.
 *
 * A refused request is answered by Remix as a GET of the same URL with the reason in the load
 * context, through a copy of the build where only the root route has a loader: the root loader
 * throws the refusal (app/root.tsx), so the shopper gets the shop's own error page in the store
 * view's language, and no page loader runs (one could redirect, e.g. checkout to the cart, and
 * they would cost backend calls for a request we refuse). The URL and its routes stay the same, so
 * the page hydrates as it was rendered.
 *
 * Runtime-neutral (Fetch API only): the Node server wraps it for Express, Workers and Lambda can
 * call it as it is.
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/server-runtime";
import type { RefusalReason } from "../app/lib/request-refusal";
import { isCrossSiteWrite } from "./cross-site-writes";
import { uncacheableErrors } from "./error-caching";
import { MAX_FORM_BYTES, readFormBody } from "./form-body";

export type RemixHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Methods that change something and carry a form: the ones Remix sends to actions. */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface StorefrontHandlers {
  /** Remix over the app's build. */
  remix: RemixHandler;
  /** Remix over `rootLoaderOnly(build)`: renders refusals. */
  refusals: RemixHandler;
  /** Largest form body accepted (413 above it). */
  maxFormBytes?: number;
  /** Origins besides the request's own whose writes are accepted: the shop's PUBLIC_URL. */
  trustedOrigins?: readonly string[];
}

export function storefrontHandler({ remix, refusals, maxFormBytes = MAX_FORM_BYTES, trustedOrigins = [] }: StorefrontHandlers): RemixHandler {
  return async (request, context) => {
    if (!decodablePath(new URL(request.url).pathname)) return refuse(refusals, request, context, "malformed-url", !WRITES.has(request.method));
    if (!WRITES.has(request.method)) return uncacheableErrors(await remix(request, context));
    if (isCrossSiteWrite(request, trustedOrigins)) return refuse(refusals, request, context, "cross-site", false);
    const body = await readFormBody(request, maxFormBytes);
    if (!body.ok) return refuse(refusals, request, context, body.reason, body.bodyRead);
    // Origin was checked above; Remix's own, stricter-looking check (Origin against Host or an
    // X-Forwarded-Host anyone can send) would only turn a proxy's rewritten Host into a 500.
    const headers = new Headers(request.headers);
    headers.delete("Origin");
    return uncacheableErrors(await remix(new Request(request.url, { method: request.method, headers, body: body.body, signal: request.signal }), context));
  };
}

/**
 * Whether every `%` escape of the path decodes (`/en/%E0%A4%A` does not): a path that does not
 * names no page, and the code behind (route matching, loaders) would meet it as an exception.
 */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The build refusals are rendered with: the same routes and components, only the root's loader. */
export function rootLoaderOnly(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, id === "root" ? route : { ...route, module: { ...route.module, loader: undefined, action: undefined } }]),
  );
  return { ...build, routes };
}

/**
 * The error page for a refused write: a GET of the same URL (a data request asks the root route)
 * with `context.refusal` set. A body left unread closes the connection after the answer, rather
 * than the server reading it to the end.
 */
async function refuse(refusals: RemixHandler, request: Request, context: AppLoadContext, reason: RefusalReason, bodyRead: boolean): Promise<Response> {
  const url = new URL(request.url);
  if (url.searchParams.has("_data")) url.searchParams.set("_data", "root");
  const headers = new Headers(request.headers);
  for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
  const page = await refusals(new Request(url, { method: "GET", headers, signal: request.signal }), { ...context, refusal: reason });
  const response = uncacheableErrors(page);
  if (bodyRead) return response;
  const closing = new Headers(response.headers);
  closing.set("Connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: closing });
}
