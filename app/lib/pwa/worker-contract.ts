/**
 * What the pages and the service worker (`app/entry.worker.ts`, served at `/sw.js`) agree on: the
 * names of the worker's caches and the messages a page posts to it. Kept in one small module that
 * both bundles import, so neither can drift from the other.
 */

/** The worker's caches. A new name (a new version) makes the worker drop the old cache when it activates. */
export const WORKER_CACHES = {
  /** Hashed build output (`/assets/*`): precached at install, cache-first; never changes under its name. */
  assets: "shop-assets-v1",
  /** Public HTML pages the shopper visited: network-first, the copy served offline. */
  pages: "shop-pages-v1",
  /** Product and category images: stale-while-revalidate, capped. */
  images: "shop-images-v1",
  /** Public data answers: GraphQL GETs (stale-while-revalidate) and pages' loader data (network first). */
  data: "shop-data-v1",
  /** Each store view's offline page, kept apart so that no eviction of visited pages takes it. */
  offline: "shop-offline-v1",
} as const;

/** The worker's scope and where it is served from (the whole shop). */
export const WORKER_URL = "/sw.js";
export const WORKER_SCOPE = "/";

/** The offline page of a store view: precached, served when a page is neither reachable nor cached. */
export function offlinePagePath(store: string): string {
  return `/${store}/offline`;
}

/** Messages a page posts to the worker (`navigator.serviceWorker.controller.postMessage`). */
export type WorkerMessage =
  /** Warm the image cache with the products on the current listing (fast, unmetered connections only). */
  | { type: "PREFETCH_IMAGES"; urls: string[] }
  /** The shopper chose to reload into the new version: the waiting worker takes over. */
  | { type: "SKIP_WAITING" };
