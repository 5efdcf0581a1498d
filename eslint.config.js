import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "app/lib/magento/generated/**",
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
  // Boundaries. The storefront and the engine never import each other (they talk over HTTP or the
  // in-process Fetch handler); tests may use both.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/commerce/**", "**/commerce"], message: "The storefront reaches the engine only through the backend (context.backend)." }] }],
    },
  },
  {
    // lib holds behaviour: it never reaches up into pages, components or React hooks.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/commerce/**", "**/commerce"], message: "The storefront reaches the engine only through the backend (context.backend)." },
            { group: ["~/routes/*", "~/components/*", "~/hooks/*", "**/routes/**", "**/components/**", "**/hooks/**"], message: "app/lib never imports routes, components or hooks: move the shared piece into lib." },
          ],
        },
      ],
    },
  },
  {
    files: ["commerce/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/*", "**/app/**"], message: "The engine never imports the storefront." }] }],
    },
  },
);
