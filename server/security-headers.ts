export interface SecurityPolicyOptions {
  production: boolean;
  /** Extra origins images may come from (a remote Magento's media). */
  imageOrigins: string[];
  /** Vite's dev server needs websockets and eval for hot reloading. */
  viteDev: boolean;
  /** Other origins forms may post to: the card gateway's (`PAYMENT_GATEWAY_URL`), when it has its own. */
  formOrigins?: string[];
}

/** A fresh nonce per response: only scripts carrying it (and what they load) may run. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Frames CMS content may embed: Page Builder videos (YouTube's privacy-enhanced host, Vimeo) and
 * maps (Google Maps Embed API). Nothing else can be framed.
 */
export const EMBED_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://www.google.com"];

/**
 * A strict CSP: scripts by nonce with 'strict-dynamic' (the `https:` and 'unsafe-inline' entries
 * are ignored by browsers that understand nonces and only keep very old ones working), no
 * plugins, no framing of us, frames only from the video and map hosts, forms only to ourselves
 * and the card gateway.
 */
export function contentSecurityPolicy(nonce: string, options: SecurityPolicyOptions): string {
  const scriptSrc = [`'nonce-${nonce}'`, "'strict-dynamic'", "https:", "'unsafe-inline'"];
  if (options.viteDev) scriptSrc.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...options.imageOrigins],
    "media-src": ["'self'", ...options.imageOrigins],
    "frame-src": EMBED_FRAME_ORIGINS,
    "font-src": ["'self'"],
    "connect-src": options.viteDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "form-action": ["'self'", ...(options.formOrigins ?? [])],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers every response carries; the CSP is added to pages separately (it needs the nonce). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
