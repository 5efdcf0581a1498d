import type { CommerceBackend } from "~/lib/magento/backend.server";

/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for the scripts Remix renders. */
    cspNonce: string;
    /** Where commerce calls go: the embedded engine in process or a real Magento. */
    backend: CommerceBackend;
  }
}

export {};
