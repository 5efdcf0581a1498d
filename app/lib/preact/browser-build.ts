import type { Plugin } from "vite";

/** What each React entry point the browser code imports becomes (see docs/decisions/042). */
const PREACT_FOR_REACT: Record<string, string> = {
  react: "/app/lib/preact/react.ts",
  "react-dom": "preact/compat",
  "react-dom/client": "/app/lib/preact/dom-client.ts",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The production browser build runs on Preact (preact/compat) instead of React: about 36 KB gz
 * less on every page. The server build keeps React (its streaming renderer writes the HTML that
 * Preact then hydrates), and so does the development server, whose React warnings are worth having.
 */
export function preactInTheBrowser(): Plugin {
  let root = "";
  return {
    name: "storefront:preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, _importer, options) {
      const target = PREACT_FOR_REACT[source];
      if (!target || options.ssr) return null;
      if (target.startsWith("/")) return `${root}${target}`;
      // From the project, not from the importer: one copy of Preact for the app and every package.
      return this.resolve(target, `${root}/package.json`, { ...options, skipSelf: true });
    },
  };
}
