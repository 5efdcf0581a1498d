/**
 * Requests the server refuses before any route sees them (server/storefront-handler.ts): a write
 * from another site, a form body too large, a body that is no form, or an address that does not
 * decode. The server then hands Remix
 * a GET of the same URL with the reason in the load context, and the root loader throws it as a
 * response, so the shopper gets the shop's own error page in the store view's language. Shared by
 * the server and the error page (no `.server`).
 */
export const REFUSAL_STATUS = {
  /** A POST (or other write) sent by a page of another site: Origin / Sec-Fetch-Site. */
  "cross-site": 403,
  /** A form body larger than the biggest form of the shop could be. */
  "too-large": 413,
  /** A body that is not a form (JSON, text, XML, no Content-Type). */
  "not-a-form": 415,
  /** A form body that cannot be read (multipart without a boundary, cut off, malformed). */
  "unreadable-form": 400,
  /** An address whose `%` escapes do not decode (`/en/%E0%A4%A`): it names no page, for any method. */
  "malformed-url": 400,
} as const;

export type RefusalReason = keyof typeof REFUSAL_STATUS;

/** What the root loader throws for a refused request: the reason, beside the root's own data. */
export interface RefusalData {
  refusal: RefusalReason;
  /** The store view of the URL when it is a known one, for the page's home link. */
  storeCode?: string;
}

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === "string" && Object.hasOwn(REFUSAL_STATUS, value);
}

/** The store view a refusal's page links home to, if known. */
export function refusalStoreCode(data: unknown): string | undefined {
  const code = refusalOf(data) ? (data as RefusalData).storeCode : undefined;
  return typeof code === "string" ? code : undefined;
}

/** The reason inside a thrown response's data, if that response is a refusal. */
export function refusalOf(data: unknown): RefusalReason | undefined {
  const reason = typeof data === "object" && data !== null ? (data as Partial<RefusalData>).refusal : undefined;
  return isRefusalReason(reason) ? reason : undefined;
}
