import type { CommerceBackend } from "~/lib/magento/backend.server";

/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for the scripts Remix renders. */
    cspNonce: string;
    /**
     * The shopper's network address as the server trusts it (see server.ts): the key of the
     * per-address throttles on sign-in, password reset and gift-card checks.
     */
    clientAddress: string;
    /** Where commerce calls go: the embedded engine in process or a real Magento. */
    backend: CommerceBackend;
  }
}

export {};
