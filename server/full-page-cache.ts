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
  now?: () => number;
}

/** Keeps work alive past the answer (Workers' `ctx.waitUntil`); absent: it simply runs. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Answers `request` from a copy, or through `render` (for this request's client; a refresh it starts too). */
export type PageServer = (request: Request, nonce: string, render: Render, waitUntil?: WaitUntil) => Promise<Response>;

/** Headers that belong to one answer, never to a copy: made again for every request. */
const PER_ANSWER = new Set(["content-security-policy", "set-cookie", "age", "x-page-cache", "date"]);

export function fullPageCache({ cache, now = Date.now }: FullPageCacheOptions): PageServer {
  const refreshing = new Set<string>();

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
    return copyOf(found.page, nonce, found.age, found.state);
  };
}

/** The answer from a copy: its headers, its body with this answer's nonce. */
function copyOf(page: StoredPage, nonce: string, ageMs: number, state: "hit" | "stale"): Response {
  const headers = new Headers(page.headers);
  headers.set("Age", String(Math.floor(ageMs / 1000)));
  headers.set("X-Page-Cache", state);
  return new Response(withNonce(page, nonce), { status: page.status, headers });
}

function marked(response: Response, state: "miss"): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Page-Cache", state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
