import { defineConfig, devices } from "@playwright/test";
import { launchOptions, suiteRateLimits } from "./tests/browser";
import { socialSettings } from "./tests/social-providers/clients";

/**
 * Browser journeys run twice, with JavaScript on (`js`) and off (`no-js`), in Debian's Chromium
 * against the production build: one server with the embedded engine on a fresh database, one whose
 * MAGENTO_URL points at a port where nothing answers (for the 503 page), one whose backend
 * accepts connections and never answers (for the 504 page within MAGENTO_TIMEOUT_MS), and one whose
 * engine offers a second currency (for the currency switcher). The test
 * identity providers (tests/social-providers: Google, LINE, Facebook) run beside them for social
 * sign-in, and the first storefront is registered with them.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DOWN_PORT = PORT + 1;
/** A loopback port where nothing listens (not port 9: fetch refuses "bad ports" before connecting). */
const CLOSED_PORT = PORT + 9;
/** A storefront whose backend accepts connections and never answers, on BLACK_HOLE_PORT. */
const HUNG_PORT = PORT + 2;
const BLACK_HOLE_PORT = PORT + 3;
/** A storefront whose engine offers THB and USD (1 THB = 0.028 USD), for the currency switcher. */
const CURRENCIES_PORT = PORT + 4;
/** The test identity providers, all three on one port; tests add people there over HTTP. */
const SOCIAL_PROVIDERS_PORT = PORT + 5;
export const socialProvidersURL = `http://127.0.0.1:${SOCIAL_PROVIDERS_PORT}`;
/** The hung storefront's backend budget per request. */
export const hungBackendTimeoutMs = 2_000;
export const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
export const currenciesDataDir = `${dataDir}-currencies`;
/** The rate the currencies storefront's shop owner set: 1 THB = 0.028 USD. */
export const USD_PER_THB = 0.028;

const serverEnv = {
  NODE_ENV: "production",
  // Warnings and errors reach the test output; a line per request (thousands a run) would bury them.
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
  ...suiteRateLimits,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions,
    // The journeys test the pages; tests/e2e/service-worker.spec.ts allows the worker and tests it.
    // Blocked elsewhere so that page.route sees every request and no test meets another's caches.
    serviceWorkers: "block",
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `node scripts/fresh-dir.mjs ${dataDir} && node --import tsx server.ts`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, ...socialSettings(socialProvidersURL) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node --import tsx server.ts",
      url: `http://127.0.0.1:${DOWN_PORT}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(DOWN_PORT),
        // Nothing listens there, so every backend call is refused.
        MAGENTO_URL: `http://127.0.0.1:${CLOSED_PORT}`,
        MAGENTO_TIMEOUT_MS: "3000",
        DATA_DIR: `${dataDir}-down`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx tests/social-providers/serve.ts --port ${SOCIAL_PROVIDERS_PORT} --redirect-origin http://127.0.0.1:${PORT}`,
      url: `${socialProvidersURL}/google/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // As a shop owner turns a second currency on (README): a rate, then the allowed currencies.
      command: [
        `node scripts/fresh-dir.mjs ${currenciesDataDir}`,
        `node --import tsx commerce/cli/config.ts rate THB USD ${USD_PER_THB}`,
        "node --import tsx commerce/cli/config.ts set currency/options/allow THB,USD",
        "node --import tsx server.ts",
      ].join(" && "),
      url: `http://127.0.0.1:${CURRENCIES_PORT}/healthz`,
      env: { ...serverEnv, PORT: String(CURRENCIES_PORT), DATA_DIR: currenciesDataDir },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node tests/e2e/black-hole-backend.mjs ${BLACK_HOLE_PORT}`,
      port: BLACK_HOLE_PORT,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: "node --import tsx server.ts",
      url: `http://127.0.0.1:${HUNG_PORT}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(HUNG_PORT),
        MAGENTO_URL: `http://127.0.0.1:${BLACK_HOLE_PORT}`,
        MAGENTO_TIMEOUT_MS: String(hungBackendTimeoutMs),
        DATA_DIR: `${dataDir}-hung`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

export const backendDownURL = `http://127.0.0.1:${DOWN_PORT}`;
export const backendHungURL = `http://127.0.0.1:${HUNG_PORT}`;
export const currenciesURL = `http://127.0.0.1:${CURRENCIES_PORT}`;
