import { createHash } from "node:crypto";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/**
 * The `X-Shopper-Session` value for a shopper id: its SHA-256 in base64url (43 characters of
 * `[A-Za-z0-9_-]`, what the backend accepts). The backend keys recent searches by it and never
 * learns the id itself, so a leaked search log cannot be replayed as someone's cookie.
 */
export function shopperSessionKey(shopperId: string): string {
  return createHash("sha256").update(shopperId).digest("base64url");
}

/** The key of a session that already has a shopper id, else undefined (nothing personal to ask for). */
export function existingShopperSessionKey(session: ShopperSession): string | undefined {
  const id = session.get("shopperId");
  return typeof id === "string" && id ? shopperSessionKey(id) : undefined;
}
