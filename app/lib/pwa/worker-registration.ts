/**
 * Registers the service worker (`/sw.js`, scope `/`) from the client entry, after the page has
 * loaded so it never competes with the page for the network, and tells the shop when a new version
 * waits. Registering from code rather than remix-pwa's inline script keeps the CSP without
 * 'unsafe-inline' (STACK.md). Production builds only: Vite's development server serves modules
 * that change under one name, which a cache-first worker would pin.
 */
import { WORKER_SCOPE, WORKER_URL, type WorkerMessage } from "./worker-contract";

type Listener = () => void;

let waiting: ServiceWorker | null = null;
let reloadAsked = false;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version of the shop is installed and waits for the shopper to reload. */
export function newVersionWaits(): boolean {
  return waiting !== null;
}

/** Calls `listener` whenever `newVersionWaits()` may have changed; returns the unsubscribe. */
export function onNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shopper's "Reload": the waiting worker takes over, and once it controls the page the page
 * loads again, all of it from the new version (never old and new assets in one page).
 */
export function reloadIntoNewVersion(): void {
  if (!waiting) return;
  // Another tab's Reload may have let the new version take over already: nothing left to wait for.
  if (waiting.state === "activated") return window.location.reload();
  reloadAsked = true;
  waiting.postMessage({ type: "SKIP_WAITING" } satisfies WorkerMessage);
}

/** Posts `message` to the worker that controls this page, if one does. */
export function tellWorker(message: WorkerMessage): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void start().catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function start(): Promise<void> {
  const { serviceWorker } = navigator;
  // `updateViaCache: "none"`: every check for a new version asks the server, never the HTTP cache.
  const registration = await serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE, updateViaCache: "none" });
  // A worker only waits when it would replace one that controls pages; the first one just starts.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const settle = () => {
      if (worker.state === "installed" && serviceWorker.controller) setWaiting(worker);
      if (worker.state === "redundant" && waiting === worker) setWaiting(null);
    };
    settle();
    worker.addEventListener("statechange", settle);
  };
  watch(registration.waiting);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  serviceWorker.addEventListener("controllerchange", () => {
    if (reloadAsked) window.location.reload();
  });
  // Browsers look for a new worker on page loads; a shop left open looks again when shown again.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}
