import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { hasShopperState } from "~/lib/shop/shopper-session.server";

/** Answers that belong to one shopper: never stored by a browser, a proxy or a CDN. */
export const PRIVATE = "private, no-store";

/**
 * Anonymous pages may be kept by a CDN for a short while and served stale while it refreshes;
 * anything with a cart, a customer, a flash message or a chosen currency is private and never stored.
 */
export function pageCacheControl(session: ShopperSession, publicSeconds: number): string {
  if (hasShopperState(session) || publicSeconds <= 0) return PRIVATE;
  return sharedPageCacheControl(publicSeconds);
}

/**
 * A page that never depends on the shopper (the offline page, which the service worker keeps one
 * copy of): public like any anonymous page, and still public when CDN caching of pages is off
 * (`PUBLIC_CACHE_SECONDS=0`), then `no-cache` (kept, but checked before each use), so the worker,
 * which never keeps private or no-store answers, can keep it.
 */
export function sharedPageCacheControl(publicSeconds: number): string {
  if (publicSeconds <= 0) return "public, no-cache";
  return `public, max-age=0, s-maxage=${publicSeconds}, stale-while-revalidate=${publicSeconds * 10}`;
}
