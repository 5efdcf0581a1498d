/**
 * Comparing two hosts' answers to the same request (issue 17: every host sends the same statuses,
 * headers and HTML). What may differ is set aside, and only that: the nonce and the honeypot's
 * encrypted time (fresh per request; salted, as OpenSSL's "Salted__" base64 shows); the text of
 * Remix's scroll-restoration function, which Remix prints into the page from its own code and a
 * bundler reprints (ADR 024); the reason phrase of an error response thrown without one, which
 * Remix keeps in the page's hydration data (never shown: no component reads it) and which workerd
 * fills in ("Not Found") where Node leaves it empty; the headers of a host's own HTTP and compression; and the ETag, made of
 * the file's time or the platform's own hash (whether there is one is still compared); the request
 * id, new for every request (and the error page's reference to it), and Server-Timing's durations (its names are compared).
 */
export const SAME_REQUEST_HEADERS = { accept: "text/html", "accept-language": "th", "accept-encoding": "identity" };

/** Pages whose answers must be the same on every host: pages, the cart, a 404, a public file, the installed app's manifest, the offline page, the service worker. */
export const COMPARED_PATHS = ["/th", "/th/organic-cotton-t-shirt.html", "/th/clothing/women.html", "/th/cart", "/th/no-such-page-anywhere.html", "/en/%E0%A4%A", "/favicon.svg", "/th/manifest.webmanifest", "/th/offline", "/sw.js"];

export function comparableHtml(html: string): string {
  return html
    .replace(/nonce(=|-)["']?[A-Za-z0-9+/=]+/g, "nonce$1…")
    .replace(/U2FsdGVkX1[A-Za-z0-9+/=]+/g, "U2FsdGVkX1…")
    .replace(/"statusText":"[^"]*"/g, '"statusText":…')
    .replace(/(<p class="error-page__reference"[^>]*data-reference=")[^"]*(">)[^<]*/g, "$1…$2…")
    .replace(/(<script nonce=…">)\(\([\s\S]*?\)\("positions", /, '$1(restoreScroll)("positions", ');
}

/** Per-answer values: the request id is new for every request, and Server-Timing measures this answer (its names are compared). */
const PER_ANSWER = new Set(["x-request-id"]);
const HOSTS_OWN = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "vary", "etag", ...PER_ANSWER]);

export function comparableHeaders(entries: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries(
    [...entries]
      .filter(([name]) => !HOSTS_OWN.has(name.toLowerCase()))
      .map(([name, value]) => [
        name.toLowerCase(),
        name.toLowerCase() === "content-security-policy" ? comparableHtml(value) : name.toLowerCase() === "server-timing" ? value.replace(/dur=[\d.]+/g, "dur=…") : value,
      ]),
  );
}
