import { serverEnv } from "~/lib/env.server";

/**
 * The origin for absolute URLs (canonical, hreflang, Open Graph, sitemaps): PUBLIC_URL when set,
 * otherwise the origin the request came to (Express honours X-Forwarded-Proto/Host behind a proxy).
 */
export function siteOrigin(request: Request): string {
  const configured = serverEnv().PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, "");
}
