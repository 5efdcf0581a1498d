import { defineConfig, devices } from "@playwright/test";
import { launchOptions, suiteRateLimits } from "./tests/browser";

/**
 * The JS-off smoke suite (tests/smoke/): a shopper's whole path through the Thai store, with
 * JavaScript disabled, against one host of the storefront, chosen by SMOKE_HOST, so every way the
 * shop is deployed is proved by the same journeys (issue 17, item 6):
 *
 * - `node` (default): the production Node server with the engine embedded;
 * - `node-service`: the same server with the engine as its own service (`npm run engine`) as its
 *   MAGENTO_URL;
 * - `workers`: the Workers bundle in workerd (`npm run preview:workers`) against the engine service;
 * - `lambda`: the Lambda handler behind its local HTTP-to-event bridge (`npm run preview:lambda`)
 *   against the engine service.
 *
 * Every host gets its settings the same way: PORT, HOST, MAGENTO_URL, SESSION_SECRET and the rest
 * as environment variables, and answers GET /healthz once it is ready. Each run starts on fresh
 * databases. The storefront listens on SMOKE_PORT (default 3310), the engine service on the port
 * after it.
 */

const HOSTS = ["node", "node-service", "workers", "lambda"] as const;
type Host = (typeof HOSTS)[number];

function smokeHost(value: string | undefined): Host {
  const host = value || "node";
  if (!(HOSTS as readonly string[]).includes(host)) throw new Error(`SMOKE_HOST must be one of ${HOSTS.join(", ")}; got "${host}".`);
  return host as Host;
}

function smokePort(value: string | undefined): number {
  const port = Number(value || 3310);
  if (!Number.isInteger(port) || port < 1024 || port > 65534) throw new Error(`SMOKE_PORT must be a port number from 1024 to 65534; got "${value}".`);
  return port;
}

export const host = smokeHost(process.env.SMOKE_HOST);
const PORT = smokePort(process.env.SMOKE_PORT);
const ENGINE_PORT = PORT + 1;
const shopOrigin = `http://127.0.0.1:${PORT}`;
/** Where storefronts call the engine service (MAGENTO_URL), as they would call Magento. */
const engineOrigin = `http://127.0.0.1:${ENGINE_PORT}`;
/**
 * Where browsers reach the engine service for pictures (and the card gateway): another name for it,
 * as in compose.yaml, so the run proves the media URLs and the CSP follow the engine's public origin
 * (ENGINE_PUBLIC_URL, IMAGE_ORIGINS) rather than the storefront's internal address.
 */
const enginePublicOrigin = `http://localhost:${ENGINE_PORT}`;
const dataDir = `.data/smoke-${host}`;
const engineDataDir = `${dataDir}-engine`;

/** The engine as its own service on a fresh demo database (about 10 s to seed). */
const engineService = {
  command: `node scripts/fresh-dir.mjs ${engineDataDir} && npm run engine`,
  url: `${engineOrigin}/healthz`,
  env: {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(ENGINE_PORT),
    DATA_DIR: engineDataDir,
    ENGINE_PUBLIC_URL: `${enginePublicOrigin}/`,
    GATEWAY_ALLOWED_RETURN_ORIGINS: shopOrigin,
    RATE_LIMIT_CARDS_PER_HOUR: suiteRateLimits.RATE_LIMIT_CARDS_PER_HOUR,
  },
  reuseExistingServer: false,
  timeout: 120_000,
};

/** Every storefront host's settings; the hosts with the engine as a service also get `usingEngineService`. */
const storefrontEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(PORT),
  SESSION_SECRET: "smoke-session-secret-that-is-long-enough-0123456789",
  DATA_DIR: dataDir,
  ...suiteRateLimits,
};
const usingEngineService = {
  MAGENTO_URL: engineOrigin,
  IMAGE_ORIGINS: enginePublicOrigin,
  PAYMENT_GATEWAY_URL: enginePublicOrigin,
};

/** How each host is built (the Node build only when its sources changed) and started. */
const storefronts: Record<Host, { command: string; env: Record<string, string> }> = {
  node: { command: "node scripts/build-if-stale.mjs && node --import tsx server.ts", env: storefrontEnv },
  "node-service": { command: "node scripts/build-if-stale.mjs && node --import tsx server.ts", env: { ...storefrontEnv, ...usingEngineService } },
  workers: { command: "npm run build:workers && npm run preview:workers", env: { ...storefrontEnv, ...usingEngineService } },
  lambda: { command: "npm run build:lambda && npm run preview:lambda", env: { ...storefrontEnv, ...usingEngineService } },
};

const storefront = {
  command: `node scripts/fresh-dir.mjs ${dataDir} && ${storefronts[host].command}`,
  url: `${shopOrigin}/healthz`,
  env: storefronts[host].env,
  reuseExistingServer: false,
  // The embedded engine seeds its database first; the other hosts may build their bundle first.
  timeout: 180_000,
};

export default defineConfig({
  testDir: "tests/smoke",
  outputDir: "test-results/smoke",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: shopOrigin,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [{ name: host, use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } }],
  // Started in order: the engine service is up before a storefront that uses it.
  webServer: host === "node" ? [storefront] : [engineService, storefront],
});
