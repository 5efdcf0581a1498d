/**
 * The full-page cache in front of Remix (server/page-cache.ts holds the copies): for a request that
 * may be cached, a fresh copy is answered at once, a stale one too while one render in the
 * background replaces it, and a miss is rendered and answered as it streams while a copy of its
 * body is read and kept. Every answer says which it was in `X-Page-Cache: hit|stale|miss` and a
 * copy's age in `Age`; requests that may not be cached pass by untouched (no header).
 */
import { createNonce } from "./security-headers";
import { cacheableRequest, pageKey, storableFor, withNonce, type PageCache, type StoredPage } from "./page-cache";

/** Renders `request` with `nonce` as its CSP nonce, collecting the backend's cache tags into `tags`. */
export type Render = (request: Request, nonce: string, tags: Set<string>) => Promise<Response>;

export interface FullPageCacheOptions {
  cache: PageCache;
  /** Gzips hits from pieces compressed once per copy (server/node-page-gzip.ts); absent: the host compresses. */
  gzip?: PageGzip;
  now?: () => number;
}

/** Compression of copies that does not redo the whole page on each hit. */
export interface PageGzip {
  /** What `encode` needs of a copy, made once per copy and kept with it in this process. */
  prepare(body: string, nonce: string): unknown;
  /** The gzip bytes of the copy with `nonce` in place of its own. */
  encode(prepared: unknown, nonce: string): Uint8Array<ArrayBuffer>;
}

/** Keeps work alive past the answer (Workers' `ctx.waitUntil`); absent: it simply runs. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Answers `request` from a copy, or through `render` (for this request's client; a refresh it starts too). */
export type PageServer = (request: Request, nonce: string, render: Render, waitUntil?: WaitUntil) => Promise<Response>;

/** Headers that belong to one answer, never to a copy: made again for every request. */
const PER_ANSWER = new Set(["content-security-policy", "set-cookie", "age", "x-page-cache", "date"]);

export function fullPageCache({ cache, gzip, now = Date.now }: FullPageCacheOptions): PageServer {
  const refreshing = new Set<string>();
  const prepared = new WeakMap<StoredPage, unknown>();

  /** The answer from a copy: its headers, its body with this answer's nonce (gzipped when the client takes it and we can). */
  function copyOf(request: Request, page: StoredPage, nonce: string, ageMs: number, state: "hit" | "stale"): Response {
    const headers = new Headers(page.headers);
    headers.set("Age", String(Math.floor(ageMs / 1000)));
    headers.set("X-Page-Cache", state);
    if (!gzip || headers.has("Content-Encoding") || !acceptsGzip(request.headers.get("Accept-Encoding"))) {
      return new Response(withNonce(page, nonce), { status: page.status, headers });
    }
    let pieces = prepared.get(page);
    if (pieces === undefined) {
      pieces = gzip.prepare(page.body, page.nonce);
      prepared.set(page, pieces);
    }
    const encoded = gzip.encode(pieces, nonce);
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(encoded.byteLength));
    headers.set("Vary", [headers.get("Vary"), "Accept-Encoding"].filter(Boolean).join(", "));
    return new Response(encoded, { status: page.status, headers });
  }

  /**
   * Renders and, when the answer may be kept, keeps a copy of its body as it streams out; `kept`
   * settles once the copy is stored (or was not).
   */
  async function renderAndKeep(key: string, request: Request, nonce: string, render: Render, waitUntil: WaitUntil | undefined): Promise<{ response: Response; kept: Promise<unknown> }> {
    const startedAt = now();
    const tags = new Set<string>();
    const response = await render(request, nonce, tags);
    const storable = request.method === "GET" ? storableFor(response) : undefined;
    if (!storable || !response.body) return { response, kept: Promise.resolve() };
    const [toClient, toCache] = response.body.tee();
    const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
    const kept = new Response(toCache)
      .text()
      .then((body) => cache.store(key, { status: response.status, headers, body, nonce, tags: [...tags].sort(), storedAt: startedAt, ...storable }))
      .catch(() => undefined);
    waitUntil?.(kept);
    return { response: new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers }), kept };
  }

  /** One render at a time per stale page, started without waiting; the shopper gets the stale copy. */
  function refresh(key: string, request: Request, render: Render, waitUntil: WaitUntil | undefined) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const headers = new Headers(request.headers);
    headers.delete("Cookie");
    // Its own nonce, as any render: the copy's is replaced by each answer's.
    const background = renderAndKeep(key, new Request(request.url, { method: "GET", headers }), createNonce(), render, waitUntil)
      .then(async ({ response, kept }) => {
        await response.body?.cancel();
        await kept;
      })
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
    waitUntil?.(background);
  }

  return async (request, nonce, render, waitUntil) => {
    if (!cacheableRequest(request)) return render(request, nonce, new Set());
    const key = pageKey(request);
    const found = await cache.lookup(key);
    if (found.state === "miss") return marked((await renderAndKeep(key, request, nonce, render, waitUntil)).response, "miss");
    if (found.state === "stale") refresh(key, request, render, waitUntil);
    return copyOf(request, found.page, nonce, found.age, found.state);
  };
}

/** Whether an Accept-Encoding takes gzip (not refused with `q=0`). */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? "").split(",").some((entry) => {
    const [coding, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    return (coding === "gzip" || coding === "*") && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

function marked(response: Response, state: "miss"): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Page-Cache", state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
