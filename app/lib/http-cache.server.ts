import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { hasShopperState } from "~/lib/shop/shopper-session.server";

/** Answers that belong to one shopper: never stored by a browser, a proxy or a CDN. */
export const PRIVATE = "private, no-store";

/**
 * Anonymous pages may be kept by a CDN for a short while and served stale while it refreshes;
 * anything with a cart, a customer or a flash message is private and never stored.
 */
export function pageCacheControl(session: ShopperSession, publicSeconds: number): string {
  if (hasShopperState(session) || publicSeconds <= 0) return PRIVATE;
  return `public, max-age=0, s-maxage=${publicSeconds}, stale-while-revalidate=${publicSeconds * 10}`;
}
