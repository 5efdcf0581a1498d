/**
 * The service worker's caches as the shop uses them: an answer is kept with when it was stored
 * and its size (two headers of our own), so that a capped cache can let its oldest entries go.
 * Runs in the worker only (the Cache API).
 */
import { evictions, type KeptEntry } from "../caching-rules";

const STORED_AT = "X-Worker-Stored-At";
const BYTES = "X-Worker-Bytes";

/** Matching ignores `Vary`: only answers anyone may see are kept, so one copy serves every visitor. */
const MATCH: CacheQueryOptions = { ignoreVary: true };

/** The kept answer to `request`, if there is one. */
export async function keptAnswer(cacheName: string, request: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(request, MATCH);
}

/**
 * Keeps `response` for `request` (its whole body is read), then lets the oldest entries go while
 * the cache is over `limits`.
 */
export async function keep(cacheName: string, request: Request | string, response: Response, limits?: { entries: number; bytes: number }): Promise<void> {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(BYTES, String(body.byteLength));
  const cache = await caches.open(cacheName);
  await cache.put(request, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  if (limits) await trim(cache, limits);
}

/** Deletes the oldest entries of `cache` until it is within `limits`. */
async function trim(cache: Cache, limits: { entries: number; bytes: number }): Promise<void> {
  const requests = await cache.keys();
  if (requests.length <= 1) return;
  const entries: KeptEntry[] = [];
  for (const request of requests) {
    const response = await cache.match(request, MATCH);
    if (!response) continue;
    entries.push({
      url: request.url,
      bytes: Number(response.headers.get(BYTES) ?? 0),
      storedAt: Number(response.headers.get(STORED_AT) ?? 0),
    });
  }
  await Promise.all(evictions(entries, limits).map((url) => cache.delete(url, MATCH)));
}

/** Deletes every entry of `cacheName` whose URL is not in `keepUrls`. */
export async function keepOnly(cacheName: string, keepUrls: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(cacheName);
  const requests = await cache.keys();
  await Promise.all(requests.filter((request) => !keepUrls.has(request.url)).map((request) => cache.delete(request, MATCH)));
}
