import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/** True when the stored token's lifetime has passed (spec §4: `storedAt` + ttl). */
export function isTokenExpired(stored: { storedAt: number; ttlSeconds: number }, now = Date.now()): boolean {
  return now >= stored.storedAt + stored.ttlSeconds * 1000;
}

/** The customer token when signed in and not expired, else null. */
export function liveCustomerToken(session: ShopperSession, now = Date.now()): string | null {
  const stored = session.get("customerToken");
  if (!stored || isTokenExpired(stored, now)) return null;
  return stored.value;
}
