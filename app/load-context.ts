import type { CommerceBackend } from "~/lib/magento/backend.server";
import type { RefusalReason } from "~/lib/request-refusal";

/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for the scripts Remix renders. */
    cspNonce: string;
    /**
     * The shopper's network address as the server trusts it (TRUST_PROXY, server/client-address.ts): the key of the
     * per-address throttles on sign-in, password reset and gift-card checks.
     */
    clientAddress: string;
    /** Where commerce calls go: the embedded engine in process or a real Magento. */
    backend: CommerceBackend;
    /**
     * Set when the server refused the request before Remix (server/storefront-handler.ts): the
     * request is then a GET of the same URL, and the root loader answers with the error page.
     */
    refusal?: RefusalReason;
  }
}

export {};
