/**
 * The full-page cache for anonymous shoppers, the storefront's own Varnish: a GET of a page (or a
 * Remix data request) by a visitor without the shop's cookies is answered from a copy of what an
 * earlier visitor was answered, for as long as that answer's `s-maxage` allows, and after that
 * while its `stale-while-revalidate` lasts, with one fresh render in the background.
 *
 * Only answers made for anyone are kept: 200, `Cache-Control: public` with `s-maxage`, no
 * `Set-Cookie`, and `Vary` on nothing but `Cookie` and `Accept-Encoding`, to a request without the
 * shop's cookies. Pages with a cart, a customer or a flash are `private` (app/lib/http-cache.server.ts)
 * and a first visit that gets a cookie carries `Set-Cookie`: neither is ever stored.
 *
 * Copies live in this process (a bounded LRU, by entries and bytes) and, where there is one, in the
 * shared store (Redis, the Workers cache), where other instances find them. Each copy keeps the
 * cache tags of the backend answers it was made from (server/cache-tags.ts), so a purge of a
 * product drops exactly the pages showing it, here and on every instance (server/purge-ledger.ts).
 *
 * The copy's CSP nonce is replaced by the request's own on every hit, so a nonce is never served
 * twice.
 */
import type { SharedCache } from "../app/lib/shared-store.server";
import type { PurgeLedger } from "./purge-ledger";

/** The storefront's own cookies: a request carrying one may have a session and is never cached. */
export const SHOP_COOKIES = ["__session", "__social_flow"];

/** What a stored page holds: enough to answer again exactly as the miss was answered. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The CSP nonce written in `body`, replaced on every hit. */
  nonce: string;
  tags: string[];
  /** Epoch ms the page was rendered (its render started). */
  storedAt: number;
  /** How long it is fresh (`s-maxage`), then how long it may be served stale while refreshing. */
  freshMs: number;
  staleMs: number;
}

export interface PageCacheOptions {
  /** Most pages kept in this process, and most bytes of their bodies. */
  maxEntries: number;
  maxBytes: number;
  /** Where other instances find pages (absent: this process only). */
  shared?: SharedCache;
  ledger: PurgeLedger;
  now?: () => number;
}

export type Lookup = { state: "hit" | "stale"; page: StoredPage; age: number } | { state: "miss" };

export interface PageCache {
  /** The page stored under `key`, fresh or stale, or a miss (also when a purge dropped it). */
  lookup(key: string): Promise<Lookup>;
  /** Keeps `page` under `key`, unless a purge of one of its tags came after its render started. */
  store(key: string, page: StoredPage): Promise<void>;
  /** Pages kept in this process, and their bytes (for tests and diagnostics). */
  size(): { entries: number; bytes: number };
}

/** Bigger pages are not kept: one would push out many. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const SHARED_PREFIX = "page:";

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const { ledger, shared } = options;
  const entries = new Map<string, { page: StoredPage; bytes: number; generation: number }>();
  let bytes = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function remember(key: string, page: StoredPage, generation: number) {
    forget(key);
    const size = page.body.length * 2;
    entries.set(key, { page, bytes: size, generation });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  function ageOf(page: StoredPage): number {
    return now() - page.storedAt;
  }

  function usable(page: StoredPage): boolean {
    return ageOf(page) <= page.freshMs + page.staleMs;
  }

  async function fromShared(key: string): Promise<StoredPage | undefined> {
    if (!shared) return undefined;
    const generation = ledger.generation();
    const page = await shared.read(SHARED_PREFIX + key).then(readPage, () => undefined);
    if (!page || !usable(page) || !(await ledger.isCurrent(page.tags, page.storedAt))) return undefined;
    remember(key, page, generation);
    return page;
  }

  return {
    async lookup(key) {
      ledger.poll();
      const entry = entries.get(key);
      let page: StoredPage | undefined;
      if (entry && usable(entry.page)) {
        // A purge came in since this copy was last checked (here or on another instance): check its tags.
        const generation = ledger.generation();
        if (entry.generation === generation || (await ledger.isCurrent(entry.page.tags, entry.page.storedAt))) {
          entry.generation = generation;
          // Most recently used last: the LRU drops from the front.
          entries.delete(key);
          entries.set(key, entry);
          page = entry.page;
        } else {
          forget(key);
        }
      } else if (entry) {
        forget(key);
      }
      page ??= await fromShared(key);
      if (!page) return { state: "miss" };
      const age = ageOf(page);
      return { state: age <= page.freshMs ? "hit" : "stale", page, age };
    },
    async store(key, page) {
      if (page.body.length > MAX_PAGE_BYTES) return;
      const generation = ledger.generation();
      if (!(await ledger.isCurrent(page.tags, page.storedAt))) return;
      remember(key, page, generation);
      if (shared) {
        const ttlMs = page.freshMs + page.staleMs - ageOf(page);
        if (ttlMs > 0) await shared.write(SHARED_PREFIX + key, JSON.stringify(page), ttlMs).catch(() => undefined);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/** A page as another instance stored it; undefined when absent or not one. */
function readPage(text: string | undefined): StoredPage | undefined {
  if (text === undefined) return undefined;
  try {
    const page = JSON.parse(text) as Partial<StoredPage>;
    const valid =
      typeof page.status === "number" &&
      Array.isArray(page.headers) &&
      typeof page.body === "string" &&
      typeof page.nonce === "string" &&
      Array.isArray(page.tags) &&
      typeof page.storedAt === "number" &&
      typeof page.freshMs === "number" &&
      typeof page.staleMs === "number";
    return valid ? (page as StoredPage) : undefined;
  } catch {
    return undefined;
  }
}

/** The cache key: the method pages are stored for (HEAD reads GET's copy) and the whole URL. */
export function pageKey(request: Request): string {
  return `GET ${request.url}`;
}

/** Whether `request` may be answered from the cache (and its answer kept). */
export function cacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("Authorization")) return false;
  return !hasShopCookie(request.headers.get("Cookie"));
}

/** Whether a Cookie header names one of the shop's cookies (an empty, forged or foreign value too). */
export function hasShopCookie(cookie: string | null): boolean {
  if (!cookie) return false;
  return cookie.split(";").some((pair) => SHOP_COOKIES.includes(pair.split("=")[0]!.trim()));
}

/** Vary values that cannot split a stored page: requests with cookies are never served from it, compression is the host's. */
const HARMLESS_VARY = new Set(["cookie", "accept-encoding"]);

/**
 * How long an answer may be kept (fresh, then stale) when it may be kept at all: 200, public with
 * `s-maxage`, no cookie set, varying on nothing that matters. Undefined otherwise.
 */
export function storableFor(response: Response): { freshMs: number; staleMs: number } | undefined {
  if (response.status !== 200 || !response.body) return undefined;
  if (response.headers.has("Set-Cookie")) return undefined;
  const vary = response.headers.get("Vary");
  if (vary && vary.split(",").some((name) => !HARMLESS_VARY.has(name.trim().toLowerCase()))) return undefined;
  const directives = parseCacheControl(response.headers.get("Cache-Control"));
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return undefined;
  const sMaxAge = Number(directives.get("s-maxage"));
  if (!Number.isInteger(sMaxAge) || sMaxAge <= 0) return undefined;
  const swr = Number(directives.get("stale-while-revalidate") ?? 0);
  return { freshMs: sMaxAge * 1000, staleMs: Number.isInteger(swr) && swr > 0 ? swr * 1000 : 0 };
}

function parseCacheControl(header: string | null): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (header ?? "").split(",")) {
    const [name, value = ""] = part.split("=");
    if (name?.trim()) directives.set(name.trim().toLowerCase(), value.trim());
  }
  return directives;
}

/** The stored body with its nonce replaced by `nonce` (the scripts of this answer run with it alone). */
export function withNonce(page: StoredPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
