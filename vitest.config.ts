import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { routeMessages } from "./scripts/vite/route-messages-plugin";

/**
 * Two projects so `npm test` can report them apart: fast units next to the code, and integration
 * tests that start the embedded engine (a real PGlite database) or read ../shared/.
 */
export default defineConfig({
  // routeMessages: the server renders with each route's texts (`virtual:route-message-keys`, ADR 043).
  plugins: [tsconfigPaths(), routeMessages()],
  test: {
    setupFiles: ["logging/test-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,commerce,scripts,bench,locales,logging,server,workers,lambda,patches}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.{ts,tsx}", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.integration.test.{ts,tsx}", "tests/contract/**/*.test.ts"],
          exclude: ["node_modules/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          // Some start the production server (tests/integration/shop-server.ts): build it first.
          globalSetup: ["tests/integration/build-once.ts"],
        },
      },
    ],
  },
});
