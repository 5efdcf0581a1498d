import { remixPWA } from "@remix-pwa/dev";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { preactInTheBrowser } from "./app/lib/preact/browser-build";
import { routeMessages } from "./scripts/vite/route-messages-plugin";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: false;
  }
}

export default defineConfig({
  plugins: [
    // The browser build runs on preact/compat, the server on React (docs/decisions/042).
    preactInTheBrowser(),
    remix({
      ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/*.css"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        // The whole route manifest ships with the page (3.5 KB gz, cached): lazy discovery fetched
        // /__manifest on every page view and then re-rendered the whole page to add the routes it
        // found, one of the longest tasks after hydration (docs/decisions/047).
        v3_lazyRouteDiscovery: false,
        // Single fetch stays off: remix-pwa's worker detects data requests by `?_data=` (see STACK.md).
        v3_singleFetch: false,
        v3_routeConfig: false,
      },
    }),
    tsconfigPaths(),
    routeMessages(),
    // The service worker (app/entry.worker.ts), built beside the client build as build/client/sw.js
    // (public/sw.js in development). Registered by app/lib/pwa/worker-registration.ts, never by the
    // plugin's inline script (no CSP nonce). Leave workerBuildDirectory unset: any value sends the
    // worker to public/ (the plugin's option parsing), where a production build would not serve it.
    remixPWA({ registerSW: null, workerName: "sw", workerMinify: true }),
  ],
  build: {
    // Inline nothing as data: URIs so the CSP never needs `data:` for scripts or styles.
    assetsInlineLimit: 0,
  },
});
