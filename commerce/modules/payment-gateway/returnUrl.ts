/**
 * Where the gateway may send a shopper back to. A shop passes `return_url` and `cancel_url`; taking
 * any URL would make the gateway an open redirect (a phishing page could borrow its trust), so only
 * paths on the gateway's own origin ("/th/creditcard/complete") or the origins an operator lists in
 * GATEWAY_ALLOWED_RETURN_ORIGINS are accepted.
 */

const MAX_URL_LENGTH = 2048;

/** A placeholder origin to resolve root-relative paths against; it never leaves this module. */
const PLACEHOLDER = "http://gateway.invalid";

/**
 * GATEWAY_ALLOWED_RETURN_ORIGINS ("https://shop.example, https://www.shop.example") as origins;
 * throws naming the first entry that is not an http(s) origin (a path, query or user is refused).
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(",").map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const origin = /^https?:\/\/[^/?#@\\\s]+\/?$/i.test(entry) ? safeOrigin(entry) : null;
    if (!origin) throw new Error(`GATEWAY_ALLOWED_RETURN_ORIGINS: "${entry}" is not an origin such as https://shop.example`);
    return origin;
  });
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The URL to redirect to, or null when it is not allowed: a root-relative path ("/" then not "/"
 * or "\"), or an absolute http(s) URL on an allowed origin. Control characters and whitespace are
 * refused anywhere, because browsers drop some of them ("/\t/evil.example" becomes "//evil.example").
 */
export function checkReturnUrl(value: string, allowedOrigins: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > MAX_URL_LENGTH || /[\u0000-\u0020\u007f\\]/.test(value)) return null;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    const resolved = new URL(value, PLACEHOLDER);
    return resolved.origin === PLACEHOLDER ? value : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

/** The URL's origin when it is absolute (for the page's CSP form-action), else null. */
export function absoluteOrigin(value: string): string | null {
  return value.startsWith("/") ? null : new URL(value).origin;
}

/** `url` with `params` added to its query (replacing same-named ones), keeping a root-relative URL root-relative. */
export function withParams(url: string, params: Record<string, string>): string {
  const relative = url.startsWith("/");
  const target = new URL(url, PLACEHOLDER);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
