/**
 * What the request handler (server/handler.ts) tells a metrics recorder, and the label values it
 * may use. Web APIs only, no prom-client: the handler runs on Workers and Lambda too, where no
 * recorder is given. The Node hosts give one made by server/node-metrics.ts (ADR 058).
 *
 * Every label value comes from a short, fixed list or a bounded set, never from a path or a
 * header, so a scanner cannot grow the number of series.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/server-runtime";
import type { BackendCallRecorder } from "../app/lib/request-trace";

export interface AnsweredRequest {
  /** A route id of the build, `other` (a data request naming no real route), `page-cache` or `none` (routeLabel). */
  route: string;
  status: number;
  /** From the request's arrival to its answer's headers. */
  seconds: number;
  /** The full-page cache's state (`hit`, `stale`, `miss`), or null when the answer could not be cached. */
  pageCache: string | null;
}

export interface RequestMetrics extends BackendCallRecorder {
  /** One answered request (after its headers are ready). */
  answered(request: AnsweredRequest): void;
  /** A write refused by a rate limit: `writes` or `cards`. */
  rateLimited(scope: "writes" | "cards"): void;
  /** The answer to `GET /metrics`: the series, or 401 without the right bearer token. */
  scrape(request: Request): Promise<Response>;
}

/** `2xx`…`5xx` (`1xx` never reaches here; anything outside 100–599 is `5xx`). */
export function statusClass(status: number): string {
  if (status >= 200 && status < 300) return "2xx";
  if (status >= 300 && status < 400) return "3xx";
  if (status >= 400 && status < 500) return "4xx";
  return "5xx";
}

/** What the handler knows of a request's route when its answer is ready. */
export interface RouteFacts {
  /** The route that rendered the document (app/entry.server.tsx). */
  routeId: string | undefined;
  /** Remix was asked to answer (not a static file, the cache's copy, `/healthz`…). */
  rendered: boolean;
  /** The full-page cache's state, or null. */
  pageCache: string | null;
}

/** The routes of a build, to name the route of a request Remix answered without a document. */
export interface BuildRoutes {
  ids: ReadonlySet<string>;
  /** The deepest route matching `pathname` (an action's redirect renders no document). */
  match(pathname: string): string | undefined;
}

/** `build`'s route ids, and a matcher over its route tree as Remix matches it. */
export function buildRoutes(routes: ServerBuild["routes"]): BuildRoutes {
  const children = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  const tree = children(undefined);
  return {
    ids: new Set(Object.keys(routes)),
    match: (pathname) => matchRoutes(tree, pathname)?.at(-1)?.route.id,
  };
}

/**
 * The `route` label of a request: the Remix route that rendered it (set by the server, always
 * real); a data request's `_data` when the build has a route of that id (the client writes
 * `_data`: anything else is `other`); for another answer of Remix (an action's redirect), the
 * deepest route matching the path; `page-cache` for a full-page cache copy (nothing rendered);
 * `none` for what Remix does not answer (static files, `/healthz`, the engine's paths, `/metrics`,
 * writes refused by a limit). Without the build's routes (Vite's dev server rebuilds it), a
 * request without a rendered document is `other`. Never the path itself.
 */
export function routeLabel(request: Request, pathname: string, { routeId, rendered, pageCache }: RouteFacts, routes: BuildRoutes | undefined): string {
  if (routeId !== undefined) return routeId;
  if (request.url.includes("_data=")) {
    const named = new URL(request.url).searchParams.get("_data");
    return named !== null && routes?.ids.has(named) ? named : "other";
  }
  if (pageCache === "hit" || pageCache === "stale") return "page-cache";
  if (!rendered) return "none";
  return routes?.match(pathname) ?? "other";
}

/** A GraphQL name as the spec allows it, at most 100 characters. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Bounds a label fed by names (GraphQL operation names): the names in `known` pass; other
 * well-formed names pass until `max` distinct ones have been seen, after which new ones are
 * `other`; a missing or malformed name is `anonymous` or `other`. At most `known + max + 2` values.
 */
export function boundedNames(max: number, known: Iterable<string> = []): (name: string | null | undefined) => string {
  const allowed = new Set(known);
  let extra = 0;
  return (name) => {
    if (name === null || name === undefined || name === "") return "anonymous";
    if (allowed.has(name)) return name;
    if (extra >= max || !GRAPHQL_NAME.test(name)) return "other";
    extra += 1;
    allowed.add(name);
    return name;
  };
}
