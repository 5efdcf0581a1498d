/**
 * The storefront's own spans when traces are on (logging/tracing.ts): the request's server span,
 * ended beside the request line with the same fields that are safe to send (method, route id,
 * status, request id; never the path's query or a header), and a span per loader and action,
 * made by wrapping the route modules of the Remix build once. With traces off none of this runs.
 */
import type { ServerBuild } from "@remix-run/server-runtime";
import type { RequestTrace } from "../app/lib/request-trace";
import type { TraceSpan, Tracer } from "../logging/tracing";

/** Longest route id (a data request's `_data`, which the client writes) put on a line or a span. */
export const MAX_ROUTE_ID = 100;

/** The route that answered: the rendered page's deepest route, or a data request's `_data`. */
export function answeringRouteId(request: Request, trace: RequestTrace): string | undefined {
  if (trace.routeId !== undefined) return trace.routeId;
  // A data request names its route in `_data`; the URL is parsed again only then.
  return request.url.includes("_data=") ? new URL(request.url).searchParams.get("_data")?.slice(0, MAX_ROUTE_ID) : undefined;
}

/** The attributes the request span starts with. */
export function requestSpanAttributes(request: Request, trace: RequestTrace) {
  return { "http.request.method": request.method, "request.id": trace.id };
}

/** Names the request span `GET routes/$store.$` (its method alone when no route answered), sets its status and ends it. */
export function endRequestSpan(span: TraceSpan, request: Request, response: Response, trace: RequestTrace): void {
  const routeId = answeringRouteId(request, trace);
  if (routeId) span.setName(`${request.method} ${routeId}`);
  span.setAttributes({
    "http.response.status_code": response.status,
    "http.route": routeId,
    "storefront.page_cache": response.headers.get("X-Page-Cache") ?? undefined,
    "storefront.store_view": trace.storeView,
  });
  if (response.status >= 500) span.fail(String(response.status));
  span.end();
}

const tracedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * `build` with every route's loader and action run in a span of its own (`loader routes/$store.$`),
 * under the request's, beside the backend calls (which are the request's children too: no context
 * follows a loader's promises, ADR 059). Made once per build.
 */
export function tracedRoutes(build: ServerBuild, tracer: Tracer): ServerBuild {
  const known = tracedBuilds.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      if (!loader && !action) return [id, route];
      const module = { ...route.module };
      const attributes = (kind: string) => ({ "remix.route.id": id, "remix.handler": kind });
      if (loader) module.loader = (args) => tracer.inSpan(args.context?.trace?.span, `loader ${id}`, attributes("loader"), async () => loader(args));
      if (action) {
        module.action = (args) => {
          // A POST answered by a redirect renders nothing (entry.server.tsx never names its route): the action does.
          const span = args.context?.trace?.span;
          span?.setName(`${args.request.method} ${id}`);
          span?.setAttributes({ "http.route": id });
          return tracer.inSpan(span, `action ${id}`, attributes("action"), async () => action(args));
        };
      }
      return [id, { ...route, module }];
    }),
  );
  const traced = { ...build, routes };
  tracedBuilds.set(build, traced);
  return traced;
}
