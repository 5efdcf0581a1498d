/**
 * Refuses writes (POST etc.) that a page of another site made the shopper's browser send. The
 * session cookie is SameSite=Lax, which keeps it off such posts, but that is not enough: an action
 * needs no cookie to do harm (sign-in from another site signs the shopper into the attacker's
 * account, and the answer's cookie is kept: "login CSRF"), sibling subdomains count as same-site
 * for SameSite, and old browsers ignore it. Remix's own check compares Origin with Host and throws,
 * which the shopper saw as a bare 500; this one answers 403 with the shop's page.
 *
 * What the browser says decides, in this order (runtime-neutral, Fetch API only):
 * 1. `Origin` is one of `trustedOrigins` (the shop's PUBLIC_URL): allowed.
 * 2. `Sec-Fetch-Site` (sent by every current browser, and no page can forge it): `same-origin`
 *    or `none` (typed or bookmarked) is allowed, `same-site` and `cross-site` are refused.
 * 3. No Sec-Fetch-Site (older browsers): an `Origin` whose host is the request's own host is
 *    allowed, any other (also `null`) is refused.
 * 4. Neither header (very old browsers, curl, monitoring): allowed; a page cannot make a browser
 *    drop both.
 *
 * The gateway's return to the shop is a GET (a 303 after its own form), so it never comes here.
 * See docs/decisions/014-trusted-proxies-and-cross-site-posts.md.
 */
export function isCrossSiteWrite(request: Request, trustedOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get("Origin");
  if (origin && trustedOrigins.includes(origin)) return false;
  const site = request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase();
  if (site) return site !== "same-origin" && site !== "none";
  if (!origin) return false;
  return hostOf(origin) !== new URL(request.url).host;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}
