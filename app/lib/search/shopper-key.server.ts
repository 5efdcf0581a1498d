import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { sha256, toBase64Url } from "~/lib/web-crypto.server";

/**
 * The `X-Shopper-Session` value for a shopper id: its SHA-256 in base64url (43 characters of
 * `[A-Za-z0-9_-]`, what the backend accepts). The backend keys recent searches by it and never
 * learns the id itself, so a leaked search log cannot be replayed as someone's cookie.
 */
export async function shopperSessionKey(shopperId: string): Promise<string> {
  return toBase64Url(await sha256(shopperId));
}

/** The key of a session that already has a shopper id, else undefined (nothing personal to ask for). */
export async function existingShopperSessionKey(session: ShopperSession): Promise<string | undefined> {
  const id = session.get("shopperId");
  return typeof id === "string" && id ? shopperSessionKey(id) : undefined;
}
