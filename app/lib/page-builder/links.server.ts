/**
 * Links in CMS content (spec §2 "CMS content renderer"): a link into the shop (site-relative, a bare
 * path such as `gear/bags.html`, or an absolute URL on the backend's or the shop's own origin)
 * becomes a store-prefixed path the app navigates to itself; anything else leaves the app with a
 * full page load. Unsafe schemes are dropped.
 */
import type { ContentLink, ContentLinkType } from "~/lib/page-builder/types";
import type { StorefrontSettings } from "~/lib/settings.server";

export interface LinkContext {
  storeCode: string;
  /** Origins whose URLs are the shop's own pages (`MAGENTO_URL`, `PUBLIC_URL`). */
  internalOrigins: readonly string[];
}

const LINK_TYPES = new Set<ContentLinkType>(["default", "category", "product", "page"]);
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Paths served by the backend, not pages of the app (media files, APIs). */
const BACKEND_PATHS = ["/media/", "/static/", "/assets/", "/graphql", "/rest/"];

/** `/about-us` → `/th/about-us`; absolute, protocol-relative, anchors and media links unchanged. */
export function storeRelativeHref(href: string, storeCode: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  if (href === `/${storeCode}` || href.startsWith(`/${storeCode}/`) || href.startsWith(`/${storeCode}?`)) return href;
  if (BACKEND_PATHS.some((prefix) => href.startsWith(prefix))) return href;
  return href === "/" ? `/${storeCode}` : `/${storeCode}${href}`;
}

export function contentLink(
  href: string | undefined,
  context: LinkContext,
  options: { target?: string; linkType?: string } = {},
): ContentLink | undefined {
  const resolved = resolveHref(href ?? "", context);
  if (!resolved) return undefined;
  const linkType = LINK_TYPES.has(options.linkType as ContentLinkType) ? (options.linkType as ContentLinkType) : "default";
  return { ...resolved, openInNewTab: options.target === "_blank", linkType };
}

/** `href` as the app should use it, or null for an empty or unsafe link. */
export function resolveHref(rawHref: string, context: LinkContext): { href: string; internal: boolean } | null {
  const href = rawHref.trim();
  if (!href || /^\{\{/.test(href)) return null;
  if (href.startsWith("#") || href.startsWith("?")) return { href, internal: false };
  if (href.startsWith("//")) return { href, internal: false };
  if (ANY_SCHEME.test(href)) {
    if (!SAFE_SCHEME.test(href)) return null;
    const url = safeUrl(href);
    if (url && context.internalOrigins.includes(url.origin) && /^https?:$/.test(url.protocol)) {
      return sitePath(`${url.pathname}${url.search}${url.hash}`, context.storeCode);
    }
    return { href, internal: false };
  }
  return sitePath(href.startsWith("/") ? href : `/${href}`, context.storeCode);
}

function sitePath(path: string, storeCode: string): { href: string; internal: boolean } {
  if (BACKEND_PATHS.some((prefix) => path.startsWith(prefix))) return { href: path, internal: false };
  return { href: storeRelativeHref(path, storeCode), internal: true };
}

function safeUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** `https://shop.example/path` → `https://shop.example`; null for anything that is not an http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = safeUrl(url);
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

/** Origins whose absolute links are the shop's own pages: the backend's (`MAGENTO_URL`) and the public one (`PUBLIC_URL`). */
export function internalOrigins(settings: Pick<StorefrontSettings, "MAGENTO_URL" | "PUBLIC_URL">): string[] {
  return [originOf(settings.MAGENTO_URL), originOf(settings.PUBLIC_URL)].filter((origin): origin is string => Boolean(origin));
}
