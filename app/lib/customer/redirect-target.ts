/**
 * Where a shopper goes back to after signing in: only a path of this same store view on this site
 * (an open redirect would let a link to our sign-in page send a shopper anywhere). Anything else,
 * including `//evil.example`, backslashes, other store views and absolute URLs, is refused (null).
 */
export function safeRedirectTarget(value: string | null | undefined, storeCode: string): string | null {
  if (!value || typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // Control characters (tabs, new lines) are stripped by browsers and could smuggle "//".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://storefront.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://storefront.invalid") return null;
  const prefix = `/${storeCode}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  // Never back to the pages that sign in or out (social sign-in's included): that would loop or sign the shopper out again.
  const rest = url.pathname.slice(prefix.length);
  if (["/sign-in", "/sign-out"].includes(rest) || rest.startsWith("/sign-in/")) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in URL that brings the shopper back to `returnTo` (when it is a safe target). */
export function signInPath(storeCode: string, returnTo?: string | null): string {
  const target = safeRedirectTarget(returnTo, storeCode);
  return target ? `/${storeCode}/sign-in?${new URLSearchParams({ redirect: target })}` : `/${storeCode}/sign-in`;
}
