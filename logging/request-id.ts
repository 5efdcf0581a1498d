/**
 * Request ids: one per shopper request, taken from a well-formed `X-Request-Id` (a load balancer's
 * or CDN's, so their logs and ours share it) or made here, returned on the answer, sent with every
 * backend call and written on every log line about the request (docs/operations.md).
 */

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Well-formed: 1–128 characters of letters, digits and `.`, `_`, `:`, `-` (UUIDs, AWS's and
 * Cloudflare's ids, W3C trace ids). Anything else (too long, spaces, control characters, quotes)
 * could forge log lines or headers and is replaced, never echoed.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when well-formed, else a new one. */
export function requestIdFor(incoming: string | null): string {
  return incoming !== null && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();
}

/** The short form shown on error pages: the first 8 characters a shopper reads out to support. */
export function shortReference(requestId: string): string {
  return requestId.slice(0, 8);
}
