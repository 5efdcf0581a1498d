/// <reference lib="webworker" />
/**
 * The shop's service worker, built by @remix-pwa/dev into `build/client/sw.js` and served at
 * `/sw.js` with scope `/` (registered by `app/lib/pwa/worker-registration.ts`). @remix-pwa's runtime
 * owns the `fetch` listener and calls `defaultFetchHandler` for every request; the rules for which
 * answer is kept and for how long are `app/lib/pwa/caching-rules.ts` (see docs/storefront.md,
 * "The service worker", and ADR 035). Imports are relative: the worker's bundler knows no `~/`.
 */
import {
  cachingRule,
  DATA_CACHE_LIMITS,
  IMAGE_CACHE_LIMITS,
  mayKeep,
  mayPrefetchImages,
  PAGE_CACHE_LIMITS,
  PAGE_NETWORK_TIMEOUT_MS,
  precachedAssets,
  storeOfPath,
  type CachingRule,
  type ConnectionFacts,
} from "./lib/pwa/caching-rules";
import { keep, keepOnly, keptAnswer } from "./lib/pwa/worker/kept-answers";
import { offlinePagePath, WORKER_CACHES, type WorkerMessage } from "./lib/pwa/worker-contract";

declare const self: ServiceWorkerGlobalScope & {
  /** Set by @remix-pwa/worker-runtime: every file of build/client at build time. */
  __workerManifest?: { assets?: string[] };
};

/** At most this many images are warmed from one listing. */
const PREFETCH_MAX = 48;

function assetUrls(): string[] {
  return precachedAssets(self.__workerManifest?.assets ?? []).map((path) => new URL(path, self.location.origin).href);
}

self.addEventListener("install", (event) => {
  // The new worker waits for the shopper's "Reload" (SKIP_WAITING) before it takes over, so one
  // page never runs on two versions' assets.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(WORKER_CACHES.assets);
      await cache.addAll(assetUrls());
      // The offline pages of this version (their scripts and styles are the ones just precached),
      // for the store views of the open windows and those kept by the version before.
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const kept = await (await caches.open(WORKER_CACHES.offline)).keys();
      const stores = new Set([...windows.map((client) => client.url), ...kept.map((request) => request.url)].map((url) => storeOfPath(new URL(url).pathname)).filter((store) => store !== undefined));
      await Promise.all([...stores].map((store) => keepOfflinePage(store, { again: true })));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(WORKER_CACHES));
      await Promise.all((await caches.keys()).filter((name) => !current.has(name)).map((name) => caches.delete(name)));
      // Assets of earlier builds are never asked for again by a page of this one; pages kept by
      // the version before name those assets, so they go too (the next visits keep them again).
      await keepOnly(WORKER_CACHES.assets, new Set(assetUrls()));
      await caches.delete(WORKER_CACHES.pages);
      // The browser asks for a page while the worker starts, instead of after (the page's request
      // is the same; `event.preloadResponse` hands it over).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === "SKIP_WAITING") event.waitUntil(self.skipWaiting());
  if (message?.type === "PREFETCH_IMAGES" && Array.isArray(message.urls)) event.waitUntil(prefetchImages(message.urls));
});

/** Called by @remix-pwa/worker-runtime for every request the page makes. */
export async function defaultFetchHandler({ context }: { context: { event: FetchEvent } }): Promise<Response> {
  const { event } = context;
  const rule = cachingRule(event.request, self.location.origin);
  switch (rule) {
    case "asset":
      return cacheFirst(event);
    case "page":
    case "page-data":
    case "private-page":
      return networkFirst(event, rule);
    case "image":
      return staleWhileRevalidate(event, rule, WORKER_CACHES.images, IMAGE_CACHE_LIMITS);
    case "data":
      return staleWhileRevalidate(event, rule, WORKER_CACHES.data, DATA_CACHE_LIMITS);
    case "network":
      return network(event);
  }
}

/** Hashed files never change under their name: the kept copy, else the network (kept for next time). */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const kept = await keptAnswer(WORKER_CACHES.assets, event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (mayKeep("asset", response)) event.waitUntil(keep(WORKER_CACHES.assets, event.request, response.clone()));
  return response;
}

/**
 * A page or its data: the network's answer when it comes within 3 s (kept if anyone may see it);
 * after that the kept copy; with no copy, still the network; when the network fails, the kept copy
 * or (for a document) the store's offline page.
 */
async function networkFirst(event: FetchEvent, rule: CachingRule): Promise<Response> {
  const { request } = event;
  const cacheName = rule === "page-data" ? WORKER_CACHES.data : WORKER_CACHES.pages;
  const limits = rule === "page-data" ? DATA_CACHE_LIMITS : PAGE_CACHE_LIMITS;
  const fromNetwork = fromPreloadOrNetwork(event).then((response) => {
    if (mayKeep(rule, response)) event.waitUntil(keep(cacheName, request, response.clone(), limits));
    if (rule === "page" && response.ok) {
      const store = storeOfPath(new URL(request.url).pathname);
      if (store) event.waitUntil(keepOfflinePage(store));
    }
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const first = await Promise.race([
    fromNetwork.then(
      (response) => ({ response }),
      () => ({ failed: true as const }),
    ),
    delay(PAGE_NETWORK_TIMEOUT_MS).then(() => ({ slow: true as const })),
  ]);
  if ("response" in first) return first.response;
  const kept = rule === "private-page" ? undefined : await keptAnswer(cacheName, request);
  if (kept) return kept;
  if ("slow" in first) {
    try {
      return await fromNetwork;
    } catch {
      // Gone while waiting: the offline page below.
    }
  }
  if (rule === "page-data") return Response.error();
  return (await offlinePage(new URL(request.url).pathname)) ?? Response.error();
}

/** The page the browser already asked for while the worker started (navigation preload), else a fetch. */
async function fromPreloadOrNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

/** The kept copy at once, refreshed from the network behind it; the network's answer when there is none. */
async function staleWhileRevalidate(event: FetchEvent, rule: CachingRule, cacheName: string, limits: { entries: number; bytes: number }): Promise<Response> {
  const { request } = event;
  const kept = await keptAnswer(cacheName, request);
  const refreshed = fetch(request).then(async (response) => {
    if (mayKeep(rule, response)) await keep(cacheName, request, response.clone(), limits);
    return response;
  });
  if (!kept) return refreshed;
  event.waitUntil(refreshed.catch(() => undefined));
  return kept;
}

/**
 * Straight to the network. A sign-out also forgets the pages and data this browser kept, so the
 * next person on a shared device finds no trace of where the last one went.
 */
async function network(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const response = await fetch(request);
  if (request.method === "POST" && new URL(request.url).pathname.endsWith("/sign-out")) {
    await Promise.all([caches.delete(WORKER_CACHES.pages), caches.delete(WORKER_CACHES.data)]);
  }
  return response;
}

/** The offline page of the store `pathname` belongs to (or any store's, for a path without one). */
async function offlinePage(pathname: string): Promise<Response | undefined> {
  const store = storeOfPath(pathname);
  if (store) {
    const own = await keptAnswer(WORKER_CACHES.offline, offlinePagePath(store));
    if (own) return own;
  }
  const cache = await caches.open(WORKER_CACHES.offline);
  const [any] = await cache.keys();
  return any ? cache.match(any) : undefined;
}

/**
 * Keeps the store's offline page (a store code that has none is not kept: it answers 404): once,
 * or `again` when a new version installs (the one kept names the previous version's assets).
 */
async function keepOfflinePage(store: string, { again = false } = {}): Promise<void> {
  const path = offlinePagePath(store);
  if (!again && (await keptAnswer(WORKER_CACHES.offline, path))) return;
  try {
    const response = await fetch(path);
    if (mayKeep("page", response)) await keep(WORKER_CACHES.offline, path, response);
  } catch {
    // Offline at install: kept the next time a page of this store is opened.
  }
}

/** Warms the image cache with a listing's images, on a fast connection that does not save data. */
async function prefetchImages(urls: unknown[]): Promise<void> {
  const connection = (self.navigator as Navigator & { connection?: ConnectionFacts }).connection;
  if (!mayPrefetchImages(connection)) return;
  const wanted = urls
    .filter((url): url is string => typeof url === "string")
    .map((url) => new URL(url, self.location.origin).href)
    .filter((url) => cachingRule({ method: "GET", url, mode: "no-cors", destination: "image" }, self.location.origin) === "image")
    .slice(0, PREFETCH_MAX);
  for (const url of new Set(wanted)) {
    if (await keptAnswer(WORKER_CACHES.images, url)) continue;
    try {
      const response = await fetch(url);
      if (mayKeep("image", response)) await keep(WORKER_CACHES.images, url, response, IMAGE_CACHE_LIMITS);
    } catch {
      return; // The connection went: the rest can wait for the shopper.
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
