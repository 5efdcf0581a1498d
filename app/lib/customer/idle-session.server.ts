import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/**
 * How long the signed-in session has left, in milliseconds (null when signed out), for the open
 * tab's idle check (`useIdleSignOut`). A duration, not a time of day: the browser adds it to its
 * own clock when the page arrives, so a wrong clock on either side cannot sign anyone out early.
 */
export function sessionExpiresInMs(session: ShopperSession, now = Date.now()): number | null {
  const stored = session.get("customerToken");
  if (!stored) return null;
  return Math.max(0, stored.storedAt + stored.ttlSeconds * 1000 - now);
}
