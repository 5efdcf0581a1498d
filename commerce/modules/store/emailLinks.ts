/**
 * Where links in emails point: the shop's public URL. A mail client has no page to resolve a
 * relative link against, so every link in an email is absolute. The engine is told the shop's
 * public URL (`emailBaseUrl`: the storefront's PUBLIC_URL when it embeds the engine); a store
 * view's own `web/secure/base_link_url`, when an operator stored an absolute one, wins, as in
 * Magento, whose emails link to that setting.
 */
import type { ConfigReader } from "./configReader";
import type { StoreView } from "./storeRegistry";
import { resolveStoreUrls } from "./urls";

/** Where email links point when nobody said: the storefront in development (`npm run dev`, port 3000). */
export const DEFAULT_EMAIL_BASE_URL = "http://localhost:3000/";

/** Answers the absolute base of a store view's links in emails, ending in "/" (the store code follows). */
export type EmailLinkBase = (store: StoreView) => Promise<string>;

/** `emailBaseUrl` must be absolute (normalizeEmailBaseUrl). */
export function createEmailLinkBase(config: ConfigReader, emailBaseUrl: string): EmailLinkBase {
  return async (store) => {
    const urls = await resolveStoreUrls(config, { storeId: store.id, websiteId: store.websiteId }, emailBaseUrl);
    return isAbsolute(urls.secureBaseLinkUrl) ? urls.secureBaseLinkUrl : emailBaseUrl;
  };
}

/**
 * Checks the shop's public URL for emails: an absolute http(s) URL, returned ending in "/".
 * Throws on anything else (a relative path cannot be opened from a mail client).
 */
export function normalizeEmailBaseUrl(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username || url.password) {
    throw new Error(`Invalid commerce engine emailBaseUrl "${value}": use the shop's absolute public URL, such as "https://shop.example/".`);
  }
  const base = `${url.origin}${url.pathname}`;
  return base.endsWith("/") ? base : `${base}/`;
}

/**
 * The engine's email base: `emailBaseUrl` when given, else the engine's `baseUrl` when that is
 * absolute, else `fallback` (DEFAULT_EMAIL_BASE_URL). Throws on a relative or malformed one.
 */
export function chooseEmailBaseUrl(emailBaseUrl: string | undefined, baseUrl: string | undefined, fallback = DEFAULT_EMAIL_BASE_URL): string {
  return normalizeEmailBaseUrl(emailBaseUrl ?? (baseUrl && isAbsolute(baseUrl) ? baseUrl : fallback));
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\/[^/]/i.test(url);
}
