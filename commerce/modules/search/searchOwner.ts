/**
 * Whose recent searches these are. A signed-in customer is known by their id (owner key "c:<id>");
 * anyone else by the storefront's `X-Shopper-Session` header: an opaque value of 16–128 characters
 * `[A-Za-z0-9_-]` (the storefront sends a hash of its session id); anything else is ignored, as if
 * absent. Only a sha256 of it is stored, never the value itself. (Searches made as a guest stay
 * with the session; they could be moved over by rewriting their owner key.)
 */
import { createHash } from "node:crypto";

export const SHOPPER_SESSION_HEADER = "x-shopper-session";
const SESSION_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

/** An owner of recent searches, as stored in search_recent_query.owner_key. */
export interface SearchOwner {
  key: string;
}

export interface OwnerSignals {
  /** The signed-in customer, if any: wins over the session. */
  customerId?: number | null;
  /** The raw X-Shopper-Session header, if any. */
  sessionHeader?: string | null;
}

/** The owner of this request's searches, or null for an anonymous request. */
export function searchOwner(signals: OwnerSignals): SearchOwner | null {
  if (signals.customerId !== undefined && signals.customerId !== null && Number.isInteger(signals.customerId) && signals.customerId > 0) {
    return { key: `c:${signals.customerId}` };
  }
  const session = signals.sessionHeader?.trim();
  if (!session || !SESSION_VALUE.test(session)) return null;
  return { key: `s:${createHash("sha256").update(session).digest("hex")}` };
}
