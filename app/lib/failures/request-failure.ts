/**
 * What counts as a client-side failure of the data requests Remix makes for enhanced forms and
 * fetchers (single fetch is off: each is a same-origin request with `?_data=<route id>`), and
 * how it is named in the unexpected-error toast's debug line. Plain functions, so the rules can be
 * tested without a browser.
 */

/** Why a data request failed, short and technical: the toast's debug line, never a stack. */
export type FailureReason = { kind: "network" } | { kind: "status"; status: number };

/**
 * Thrown in place of the failed request, so whatever catches it knows it is the connection's or an
 * intermediary's fault (not the shop's own answer, which Remix renders as it always did).
 */
export class RequestFailure extends Error {
  override readonly name = "RequestFailure";
  constructor(readonly reason: FailureReason) {
    super(reason.kind === "network" ? "network error" : `HTTP ${reason.status}`);
  }
}

/** `url` read against the shop's `origin`, when it is on that origin (else null). */
function ownUrl(url: string, origin: string): URL | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed : null;
  } catch {
    return null;
  }
}

/** A request to the shop's own origin carrying `_data`: Remix asking a route's loader or action. */
export function isDataRequest(url: string, origin: string): boolean {
  return ownUrl(url, origin)?.searchParams.has("_data") ?? false;
}

/** Remix's lazy route discovery (`/__manifest?p=…`): which routes the links on the page lead to. */
export function isRouteDiscovery(url: string, origin: string): boolean {
  return ownUrl(url, origin)?.pathname === "/__manifest";
}

/** A method that changes something: these are what "not sent" applies to. */
export function isSubmission(method: string | undefined): boolean {
  return method != null && method.toUpperCase() !== "GET";
}

/**
 * The shop's server marks every answer to a data request (`X-Remix-Response`, or `X-Remix-Error`
 * / `X-Remix-Catch` for its own errors, which keep their error pages). An error status without
 * them came from something in between (a proxy's 502, a CDN's 504, the service worker's refusal)
 * and cannot be read as the route's data.
 */
export function unreadableStatus(response: Pick<Response, "status" | "headers">): number | null {
  if (response.status < 400) return null;
  const { headers } = response;
  if (headers.has("X-Remix-Response") || headers.has("X-Remix-Error") || headers.has("X-Remix-Catch")) return null;
  return response.status;
}

/** The fetch was cancelled on purpose (Remix aborts a superseded navigation): no failure. */
export function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === "AbortError");
}
