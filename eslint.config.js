import { builtinModules } from "node:module";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries (docs/engine.md, "Layers and modules"); each is a regex on the import path. */
const storefrontBoundary = {
  regex: "^(~/)?(\\.\\./)+commerce(/|$)",
  message: "The storefront never imports the engine (commerce/): it talks to it over GraphQL and REST.",
};
const libStaysBelow = {
  regex: "^(~/|(\\.\\./)+)(routes|components|hooks)(/|$)",
  message: "app/lib never imports routes, components or hooks: move the shared piece into lib.",
};
const storeClientsOnTheHost = {
  regex: "^(ioredis|redis|@redis/.*)$",
  message: "Code under app/ runs in every host's bundle (Workers, Lambda): it sees the shared store's interface (app/lib/shared-store.server.ts) in the load context; the Node host (server.ts, server/redis-store.ts) brings the Redis client.",
};
const metricsOnTheHost = {
  regex: "^prom-client(/.*)?$",
  message: "Metrics are recorded through interfaces (app/lib/request-trace.ts BackendCallRecorder, commerce/options.ts EngineObserver); only the Node hosts' server/node-metrics.ts imports prom-client (ADR 058), so Workers and Lambda never bundle it.",
};
const runtimeNeutral = {
  regex: `^(node:.*|@remix-run/(node|express)|${builtinModules.map((name) => name.replace(/[/.]/g, "\\$&")).join("|")})$`,
  message:
    "Code under app/ runs on Node, Cloudflare Workers and Lambda alike: Remix's runtime-neutral @remix-run/server-runtime, Web APIs (crypto.subtle, TextEncoder, fetch; app/lib/web-crypto.server.ts), and the settings from context.settings instead of Node's modules.",
};
/**
 * Forms are wired by the shop's own hook and prop helpers (ADR 046); conform's browser runtime
 * (about 11 KB gz) stays out of the pages. Its types and, on the server, @conform-to/zod remain.
 */
const conformUseForm = {
  name: "@conform-to/react",
  importNames: ["useForm", "useField", "useFormMetadata", "FormProvider", "getFormProps", "getInputProps", "getSelectProps", "getTextareaProps", "getCollectionProps", "getFieldsetProps"],
  message: "Use useShopForm (app/hooks/use-shop-form.ts) and the prop helpers of app/lib/forms/form-fields.ts: conform's runtime is not shipped to the browser (ADR 046).",
};
/** Node's globals app code must not lean on (tests may): settings come in the load context, bytes as Uint8Array. */
const nodeGlobals = [
  { name: "process", message: "App code reads its settings from the load context (context.settings, app/lib/settings.server.ts), never process.env: the same build runs on Workers and Lambda." },
  { name: "Buffer", message: "Buffer is Node's: use Uint8Array, TextEncoder and the base64 helpers of app/lib/web-crypto.server.ts." },
];
const engineBoundary = {
  regex: "^(~/|(\\.\\./)+app(/|$))",
  message: "The engine never imports the storefront (app/).",
};
const moduleEntryOnly = {
  regex: "(^|/)modules/[^/]+/",
  message: "Import an engine module through its entry (modules/<area>, its index.ts), not one of its files.",
};
const siblingModuleEntryOnly = {
  regex: "^\\.\\./[^./][^/]*/",
  message: "Import another module through its entry (\"../<area>\"), not one of its files.",
};
const notOwnEntry = {
  regex: "^\\.(/index)?$",
  message: "Inside a module, import its files directly: its entry (index.ts) is for the others.",
};

/** What the one Fetch handler may not use: it runs on workerd and Lambda as well as Node. */
const webApisOnly = {
  regex: "^(node:.*|(fs|path|crypto|stream|http|https|net|os|url|zlib|buffer|util|events|child_process)(/.*)?|express|compression|prom-client|@remix-run/(node|express))$",
  message: "The request handler runs on every host (Node, Workers, Lambda): Web APIs only (fetch, Web Crypto, URL, TextEncoder); the host's adapter brings what is platform-specific.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "app/lib/magento/generated/**",
      "commerce/graphql/generated/**",
      "commerce/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules are for React code; the engine's yoga plugins are also named `use…`.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The storefront and the engine never import each other: they meet over HTTP (GraphQL, REST).
    // Tests may start the engine. App code is one bundle for every host: no Node modules in it.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [storefrontBoundary, storeClientsOnTheHost, metricsOnTheHost, runtimeNeutral], paths: [conformUseForm] }],
    },
  },
  {
    // Nor Node's globals; the helpers only tests use (app/lib/testing/) may.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/lib/testing/**"],
    rules: {
      "no-restricted-globals": ["error", ...nodeGlobals],
    },
  },
  {
    // lib holds behaviour: it never reaches up into pages, components or React hooks.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [storefrontBoundary, libStaysBelow, storeClientsOnTheHost, metricsOnTheHost, runtimeNeutral] }],
    },
  },
  {
    // The Worker (workers/) runs in workerd as app code does: Web APIs only, settings from its
    // bindings. Its tests and their harness run in Node.
    files: ["workers/**/*.ts"],
    ignores: ["workers/**/*.test.ts", "workers/testing/workerd.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [storefrontBoundary, runtimeNeutral] }],
      "no-restricted-globals": ["error", ...nodeGlobals],
    },
  },
  {
    // The engine's layers reach a module only through its entry, modules/<area> (its index.ts).
    files: ["commerce/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [engineBoundary, moduleEntryOnly, metricsOnTheHost] }],
    },
  },
  {
    // Inside a module: another module only through its entry ("../cart", never "../cart/totals"),
    // and the module's own files directly, never through its own entry.
    files: ["commerce/modules/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [engineBoundary, moduleEntryOnly, siblingModuleEntryOnly, notOwnEntry, metricsOnTheHost] }],
    },
  },
  {
    // The one Fetch handler and everything it runs (server/handler.ts): the same bundle on workerd.
    files: [
      "server/handler.ts",
      "server/storefront-handler.ts",
      "server/security-headers.ts",
      "server/rate-limit.ts",
      "server/client-address.ts",
      "server/cross-site-writes.ts",
      "server/error-caching.ts",
      "server/form-body.ts",
      "server/env-fields.ts",
      "server/request-metrics.ts",
      "server/bearer-token.ts",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: [webApisOnly] }],
    },
  },
  {
    // Lambda's events and results are converted with Web APIs alone, as the handler they feed.
    files: ["lambda/events.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [webApisOnly] }],
    },
  },
);
