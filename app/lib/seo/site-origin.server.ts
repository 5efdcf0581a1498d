import type { StorefrontSettings } from "~/lib/settings.server";

/**
 * The origin for absolute URLs (canonical, hreflang, Open Graph, sitemaps): PUBLIC_URL when set,
 * otherwise the origin the request came to (Express honours X-Forwarded-Proto/Host behind a proxy).
 */
export function siteOrigin(request: Request, settings: Pick<StorefrontSettings, "PUBLIC_URL">): string {
  return (settings.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
