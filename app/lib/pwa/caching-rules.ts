/**
 * Which of the service worker's caching rules a request follows, and whether a response may be
 * kept. Plain functions of URLs and headers, shared by the worker (`app/entry.worker.ts`) and its
 * unit tests, so every rule is tested without a browser; the worker only applies them.
 */

/** How the worker answers one request. */
export type CachingRule =
  /** Hashed build output: precached at install, answered from the cache first. */
  | "asset"
  /** A public page (a document): the network first, 3 s, then the cached copy, then the offline page. */
  | "page"
  /** A page that is about one shopper (account, cart, checkout, payment): the network only, the offline page when it fails. */
  | "private-page"
  /** A product or category image: the cached copy at once, refreshed behind it. */
  | "image"
  /** A public page's loader data (`?_data=`, a navigation with JavaScript): like a page, kept in the data cache. */
  | "page-data"
  /** A public GraphQL GET: the cached copy at once, refreshed behind it. */
  | "data"
  /** Everything else (POSTs, other origins, files that change under their name): straight to the network, never kept. */
  | "network";

/** Waited for a page from the network before its cached copy is shown instead (the 3 seconds). */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;

/** The image cache's caps: the oldest entries go first once either is passed. */
export const IMAGE_CACHE_LIMITS = { entries: 200, bytes: 25 * 1024 * 1024 } as const;
/** The page and data caches hold what was visited recently; older entries go first. */
export const PAGE_CACHE_LIMITS = { entries: 50, bytes: 10 * 1024 * 1024 } as const;
export const DATA_CACHE_LIMITS = { entries: 200, bytes: 10 * 1024 * 1024 } as const;

/**
 * The first path segment after the store code of pages about one shopper: their account, cart,
 * checkout and payment, and the forms that sign in or out. Never kept, whatever their headers say.
 */
const PRIVATE_SECTIONS = new Set([
  "account-information",
  "address-book",
  "cancellation",
  "cart",
  "checkout",
  "communications",
  "confirmation",
  "create-account",
  "creditcard",
  "customer",
  "failed",
  "forgot-password",
  "gift-cards",
  "newsletter",
  "order-history",
  "saved-payments",
  "sign-in",
  "sign-out",
  "store-credit",
  "wishlist",
]);

/** What the worker knows about a request (a `Request` has all of it). */
export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a document the browser opens. */
  mode: string;
  /** `image` for an `<img>`. */
  destination: string;
}

/** The rule for `request`, seen by a worker serving `origin`. */
export function cachingRule(request: RequestFacts, origin: string): CachingRule {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  const path = url.pathname;
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/catalog/product/") || path.startsWith("/media/catalog/category/")) return "image";
  if (path === "/graphql") return "data";
  const isDocument = request.mode === "navigate";
  const isPageData = url.searchParams.has("_data");
  if (!isDocument && !isPageData) return "network";
  if (isPrivatePath(path)) return isDocument ? "private-page" : "network";
  return isDocument ? "page" : "page-data";
}

/** Whether `pathname` is a page about one shopper (`/th/cart`, `/en/order-history/000001`). */
export function isPrivatePath(pathname: string): boolean {
  const [, , section] = pathname.split("/");
  return section !== undefined && PRIVATE_SECTIONS.has(section);
}

/** What the worker sees of a response (the Fetch API hides `Set-Cookie` from it). */
export interface ResponseFacts {
  status: number;
  /** `basic` (same origin), `cors`, `opaque` or `opaqueredirect`. */
  type: string;
  headers: Headers;
}

/**
 * Whether a response may be kept under `rule`: a 200 the worker can read, that no `Cache-Control`
 * keeps private or out of caches; pages and data only when the server said anyone may keep them
 * (`public`). The storefront marks every answer that sets a cookie `private, no-store` (the worker
 * cannot see `Set-Cookie` itself), so answers that start or change a session are never kept.
 */
export function mayKeep(rule: CachingRule, response: ResponseFacts): boolean {
  if (rule === "network" || rule === "private-page") return false;
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "cors")) return false;
  const directives = cacheDirectives(response.headers.get("Cache-Control"));
  if (directives.has("no-store") || directives.has("private")) return false;
  if (rule === "page" || rule === "page-data" || rule === "data") return directives.has("public");
  return true;
}

/** The directive names of a `Cache-Control` header, lower-cased (`max-age=0` gives `max-age`). */
function cacheDirectives(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.split("=")[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** One kept answer, as the worker records it for eviction. */
export interface KeptEntry {
  url: string;
  bytes: number;
  /** When it was stored (ms since the epoch). */
  storedAt: number;
}

/** The URLs to delete so that at most `limits.entries` entries and `limits.bytes` bytes are left, oldest first. */
export function evictions(entries: readonly KeptEntry[], limits: { entries: number; bytes: number }): string[] {
  const newestFirst = [...entries].sort((a, b) => b.storedAt - a.storedAt);
  const gone: string[] = [];
  let count = 0;
  let bytes = 0;
  for (const entry of newestFirst) {
    count += 1;
    bytes += entry.bytes;
    if (count > limits.entries || bytes > limits.bytes) gone.push(entry.url);
  }
  return gone;
}

/** Asset URLs the worker precaches at install: the hashed scripts and styles of the build. */
export function precachedAssets(buildFiles: readonly string[]): string[] {
  return buildFiles.filter((file) => file.startsWith("/assets/") && /\.(js|css)$/.test(file));
}

/** The store code of a page path (`/th/product.html` → `th`), or undefined when it has none. */
export function storeOfPath(pathname: string): string | undefined {
  const [, store] = pathname.split("/");
  return store && /^[a-z][a-z0-9_]*$/.test(store) ? store : undefined;
}

/** The connection the worker reads before prefetching (the Network Information API, where there is one). */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
  /** Only some browsers tell: `cellular` is metered. */
  type?: string;
}

/** Whether to warm the image cache now: not when data is saved, on a slow connection or on a mobile network. */
export function mayPrefetchImages(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return false;
  if (connection.type === "cellular") return false;
  return connection.effectiveType === "4g";
}
