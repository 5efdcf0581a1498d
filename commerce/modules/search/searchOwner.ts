/**
 * Whose recent searches these are. Until customer accounts exist, a shopper is known by the
 * storefront's `X-Shopper-Session` header: an opaque value of 16–128 characters `[A-Za-z0-9_-]`
 * (the storefront sends a hash of its session id); anything else is ignored, as if absent. Only a
 * sha256 of it is stored, never the value itself.
 *
 * Hook for customers: when customer accounts arrive, pass the signed-in customer's id as
 * `customerId`; it wins over the session, and the owner key becomes "c:<id>" (recent searches made
 * as a guest may then be moved over by rewriting their owner key).
 */
import { createHash } from "node:crypto";

export const SHOPPER_SESSION_HEADER = "x-shopper-session";
const SESSION_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

/** An owner of recent searches, as stored in search_recent_query.owner_key. */
export interface SearchOwner {
  key: string;
}

export interface OwnerSignals {
  /** The signed-in customer (none yet: customer accounts come later). */
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
