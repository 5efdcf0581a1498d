/**
 * An error page must never be kept by a CDN or browser cache: a 404 kept for a minute outlives the
 * page being published, a 500 or a refusal shown to one shopper would be shown to the next. Route
 * `headers` pass on the store layout's public Cache-Control when a child route throws without its
 * own (app/lib/page-headers.ts), so this is decided once for every Remix answer, documents and
 * data requests alike. Runtime-neutral (Fetch API only).
 */
export function uncacheableErrors(response: Response): Response {
  if (response.status < 400) return response;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\bno-store\b/i.test(cacheControl)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", /\bprivate\b/i.test(cacheControl) ? "private, no-store" : "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
