/**
 * Base URLs of a store view. As in Magento, settings may hold placeholders: `{{base_url}}` is the
 * engine's public base URL (the `baseUrl` option, e.g. "https://shop.example/" or "/"; without it,
 * the origin the request came to), `{{unsecure_base_url}}` / `{{secure_base_url}}` the resolved
 * base URLs. An operator can store absolute URLs instead (e.g. a CDN for media).
 */
import type { ConfigReader, ScopeRef } from "./configReader";

export interface StoreUrls {
  baseUrl: string;
  baseLinkUrl: string;
  baseMediaUrl: string;
  secureBaseUrl: string;
  secureBaseLinkUrl: string;
  secureBaseMediaUrl: string;
}

export const urlConfigPaths = {
  baseUrl: "web/unsecure/base_url",
  baseLinkUrl: "web/unsecure/base_link_url",
  baseMediaUrl: "web/unsecure/base_media_url",
  secureBaseUrl: "web/secure/base_url",
  secureBaseLinkUrl: "web/secure/base_link_url",
  secureBaseMediaUrl: "web/secure/base_media_url",
} as const;

/** Magento's defaults for the paths above. */
export const defaultUrlConfig: Record<string, string> = {
  [urlConfigPaths.baseUrl]: "{{base_url}}",
  [urlConfigPaths.baseLinkUrl]: "{{unsecure_base_url}}",
  [urlConfigPaths.baseMediaUrl]: "{{unsecure_base_url}}media/",
  [urlConfigPaths.secureBaseUrl]: "{{base_url}}",
  [urlConfigPaths.secureBaseLinkUrl]: "{{secure_base_url}}",
  [urlConfigPaths.secureBaseMediaUrl]: "{{secure_base_url}}media/",
};

/**
 * Resolves the base URLs of a store view, `{{base_url}}` standing for `publicBaseUrl`: the
 * configured public base URL, or the origin the request arrived at ("https://shop.test").
 */
export async function resolveStoreUrls(reader: ConfigReader, scope: ScopeRef, publicBaseUrl: string): Promise<StoreUrls> {
  const values = await reader.getValues(Object.values(urlConfigPaths), scope);
  const raw = (key: keyof typeof urlConfigPaths): string =>
    values.get(urlConfigPaths[key]) ?? defaultUrlConfig[urlConfigPaths[key]] ?? "{{base_url}}";

  const base = withSlash(publicBaseUrl);
  const baseUrl = withSlash(expand(raw("baseUrl"), { base_url: base }));
  const secureBaseUrl = withSlash(expand(raw("secureBaseUrl"), { base_url: base }));
  const vars = { base_url: base, unsecure_base_url: baseUrl, secure_base_url: secureBaseUrl };
  return {
    baseUrl,
    secureBaseUrl,
    baseLinkUrl: withSlash(expand(raw("baseLinkUrl"), vars)),
    baseMediaUrl: withSlash(expand(raw("baseMediaUrl"), vars)),
    secureBaseLinkUrl: withSlash(expand(raw("secureBaseLinkUrl"), vars)),
    secureBaseMediaUrl: withSlash(expand(raw("secureBaseMediaUrl"), vars)),
  };
}

/** Replaces `{{name}}` placeholders; unknown ones are left as they are. */
export function expand(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * Checks and normalises the engine's `baseUrl` option: an absolute http(s) URL
 * ("https://shop.example/") or a root-relative path ("/", "/shop/"), always ending in "/".
 * Throws on anything else (a bare host, "//cdn…", a query string), so a typo stops the start.
 */
export function normalizePublicBaseUrl(value: string): string {
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed) && !/[?#\\]/.test(trimmed)) return withSlash(trimmed);
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username || url.password) {
    throw new Error(`Invalid commerce engine baseUrl "${value}": use an absolute http(s) URL such as "https://shop.example/" or a root-relative path such as "/".`);
  }
  return withSlash(`${url.origin}${url.pathname}`);
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
