import type { CommerceBackend } from "~/lib/magento/backend.server";
import type { RefusalReason } from "~/lib/request-refusal";
import type { SharedStore } from "~/lib/shared-store.server";
import type { StorefrontSettings } from "~/lib/settings.server";
import type { RequestCache } from "~/lib/shop/shop.server";
import type { RequestTrace } from "~/lib/request-trace";

/**
 * What the host hands every loader and action. Augments Remix's runtime-neutral package, the one
 * app code imports its types from (`@remix-run/node` re-exports the same interface).
 */
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * The host's checked settings (app/lib/settings.server.ts): app code reads its configuration
     * here, never from `process.env`, so the same build runs on Node, Workers and Lambda.
     */
    settings: StorefrontSettings;
    /** Per-request CSP nonce for the scripts Remix renders. */
    cspNonce: string;
    /**
     * The shopper's network address as the server trusts it (TRUST_PROXY, server/client-address.ts): the key of the
     * per-address throttles on sign-in, password reset and gift-card checks.
     */
    clientAddress: string;
    /**
     * When (epoch ms) all of this request's backend calls must be done: the server sets it to the
     * request's arrival plus MAGENTO_TIMEOUT_MS, so a page or a POST answers within that budget
     * however many calls it makes. Absent (tests' long-lived contexts): each call has its own timeout.
     */
    backendDeadline?: number;
    /** Where commerce calls go: the embedded engine in process or a real Magento. */
    backend: CommerceBackend;
    /**
     * Set when the server refused the request before Remix (server/storefront-handler.ts): the
     * request is then a GET of the same URL, and the root loader answers with the error page.
     */
    refusal?: RefusalReason;
    /**
     * A new, empty object for every HTTP request, made by the host: the request's `Shop` is kept in
     * it (app/lib/shop/shop.server.ts), so the action and the loaders share one. Absent (tests that
     * call a loader directly): every call builds its own.
     */
    requestCache?: RequestCache;
    /**
     * What all instances share (CACHE_URL: Redis on Node): cached public answers and the throttles'
     * counters. Given by the host, so no code under app/ imports a store's client; absent, both
     * stay in this process. See app/lib/shared-store.server.ts.
     */
    sharedStore?: SharedStore;
    /**
     * The cache tags (`X-Magento-Tags`) of the backend answers this request used, collected for the
     * full-page cache (server/page-cache.ts), which keeps them with the page so a purge of a tag
     * drops it. Absent: nobody collects them.
     */
    cacheTags?: Set<string>;
    /**
     * The latest purge the host knows of (server/purge-ledger.ts): cached public backend data is
     * keyed by it, so a purge also drops the data a page is rendered from. Absent: 0.
     */
    purgeEpoch?: number;
    /**
     * This request's id and what its log line reports (app/lib/request-trace.ts): every backend
     * call carries the id and is counted here. Absent (tests' contexts): calls go out untraced.
     */
    trace?: RequestTrace;
  }
}

export {};
