/**
 * Where a shopper goes back to after a cart form without JavaScript: the page they sent it from,
 * but only when that page is on this site and in this store view (an unchecked Referer or
 * `redirectTo` would make the shop an open redirect). Anything else goes to the cart.
 */
export function safeReturnPath(referer: string | null | undefined, siteOrigin: string, storeCode: string): string {
  const fallback = `/${storeCode}/cart`;
  if (!referer) return fallback;
  let url: URL;
  try {
    url = new URL(referer, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(siteOrigin).origin) return fallback;
  const path = url.pathname;
  // `//host` and `/\host` are read as other sites by browsers.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  if (path !== `/${storeCode}` && !path.startsWith(`/${storeCode}/`)) return fallback;
  return `${path}${url.search}`;
}
