import { savedPageName, savedPagesOfStore, titleOfHtml, type CachedPageCopy } from "~/lib/pwa/saved-pages";
import { WORKER_CACHES } from "~/lib/pwa/worker-contract";

/** A page the offline page links to: its path on this origin and what it is called. */
export interface SavedPage {
  href: string;
  name: string;
}

/**
 * Browser only: the store view's pages the service worker keeps a copy of, read from its pages
 * cache (the Cache API is open to pages of the same origin). Nothing when the browser has no Cache
 * API (or refuses it, as some private windows do) or the worker has cached nothing yet; the cache
 * is never created here.
 */
export async function readSavedPages(where: { storeCode: string; storeName: string }): Promise<SavedPage[]> {
  if (typeof caches === "undefined") return [];
  try {
    if (!(await caches.has(WORKER_CACHES.pages))) return [];
    const cache = await caches.open(WORKER_CACHES.pages);
    const requests = await cache.keys();
    const copies = await Promise.all(requests.map((request) => cache.match(request, { ignoreVary: true }).then((response) => describe(request, response))));
    const hrefs = savedPagesOfStore(
      copies.filter((copy): copy is CachedPageCopy => copy !== null),
      { origin: window.location.origin, storeCode: where.storeCode },
    );
    return await Promise.all(hrefs.map((href) => nameOf(cache, href, where.storeName)));
  } catch {
    return [];
  }
}

function describe(request: Request, response: Response | undefined): CachedPageCopy | null {
  if (!response) return null;
  return { url: request.url, contentType: response.headers.get("Content-Type"), date: response.headers.get("Date") };
}

/** The page's title from its cached HTML (plain text only), else its address. */
async function nameOf(cache: Cache, href: string, storeName: string): Promise<SavedPage> {
  const response = await cache.match(new URL(href, window.location.origin).href, { ignoreVary: true });
  const title = response ? titleOfHtml(await response.text()) : null;
  return { href, name: title ? savedPageName(title, storeName) : readableAddress(href) };
}

/** The address as a person reads it (Thai letters rather than `%E0%B8…`), when it decodes. */
function readableAddress(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}
