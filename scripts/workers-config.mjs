// The Cloudflare Workers deployment in one place: what `npm run build:workers` writes into
// build/workers/wrangler.toml (for `wrangler deploy`) and what `npm run preview:workers` gives
// miniflare, so the local preview runs the bundle with the bindings a deployment has.
// See docs/deploy.md, "Cloudflare Workers", and docs/decisions/026-cache-and-limits-on-workers.md.

export const WORKER_NAME = "storefront";
/** The newest date the bundled workerd (miniflare 3.20250718.3) knows; no compatibility flags are needed. */
export const COMPATIBILITY_DATE = "2025-07-18";
export const WORKER_FILE = "worker.js";
export const ASSETS_DIRECTORY = "assets";
/** The Rate Limiting binding counting writes (workers/rate-limit-binding.ts). */
export const WRITES_LIMITER = "WRITES_LIMITER";
/** The binding's namespace: any number unique within the Cloudflare account. */
export const WRITES_LIMITER_NAMESPACE = "1001";
/** Cloudflare's limit for a Worker on the free plan, compressed (the paid plans allow 10 MB). */
export const MAX_GZIPPED_BYTES = 3 * 1024 * 1024;

/** The settings the Worker reads that are not secret: written into [vars] when set at build time. */
export const WORKER_VARIABLES = [
  "MAGENTO_URL",
  "MAGENTO_TIMEOUT_MS",
  "PUBLIC_URL",
  "PUBLIC_CACHE_SECONDS",
  "IMAGE_ORIGINS",
  "PAYMENT_GATEWAY_URL",
  "GOOGLE_MAPS_API_KEY",
  "RATE_LIMIT_WRITES_PER_MINUTE",
];
/** Set with `wrangler secret put NAME`, never written into a file. */
export const WORKER_SECRETS = ["SESSION_SECRET", "SESSION_PREVIOUS_SECRETS"];

/**
 * Writes per client and minute the binding allows: RATE_LIMIT_WRITES_PER_MINUTE or its default
 * (120). 0 means no limit, and then no binding. A malformed value fails the build, naming it.
 */
export function writesPerMinute(env) {
  const value = env.RATE_LIMIT_WRITES_PER_MINUTE;
  if (value === undefined || value === "") return 120;
  if (!/^\d+$/.test(value)) throw new Error(`RATE_LIMIT_WRITES_PER_MINUTE: must be a whole number (0 = no limit), not ${JSON.stringify(value)}`);
  return Number(value);
}

/** A TOML basic string (JSON's escapes are TOML's). */
const tomlString = (value) => JSON.stringify(value);

/** build/workers/wrangler.toml for `env` (the build's environment): no secret is ever written. */
export function wranglerToml(env) {
  const limit = writesPerMinute(env);
  const vars = [["NODE_ENV", "production"], ...WORKER_VARIABLES.filter((name) => env[name]).map((name) => [name, env[name]])];
  const lines = [
    "# Written by `npm run build:workers` (scripts/build-workers.mjs): deploy with `npx wrangler deploy` from this folder.",
    "# See docs/deploy.md, \"Cloudflare Workers\".",
    `name = ${tomlString(WORKER_NAME)}`,
    `main = ${tomlString(WORKER_FILE)}`,
    `compatibility_date = ${tomlString(COMPATIBILITY_DATE)}`,
    "# worker.js is bundled already (the Remix build and the handler, for workerd).",
    "no_bundle = true",
    "",
    "# build/client without its .br/.gz copies (Cloudflare compresses). Every request runs the Worker first,",
    "# which serves the files with the same caching and security headers as the Node server.",
    "[assets]",
    `directory = ${tomlString(ASSETS_DIRECTORY)}`,
    'binding = "ASSETS"',
    "run_worker_first = true",
    'html_handling = "none"',
    'not_found_handling = "none"',
    "",
    "# Settings (README, \"Configuration\"). MAGENTO_URL is required: there is no embedded engine on Workers.",
    "# Secrets: npx wrangler secret put SESSION_SECRET (and SESSION_PREVIOUS_SECRETS when rotating).",
    "[vars]",
    ...vars.map(([name, value]) => `${name} = ${tomlString(value)}`),
  ];
  if (limit > 0) {
    lines.push(
      "",
      "# Writes per client address and minute, counted by Cloudflare for the whole location (RATE_LIMIT_WRITES_PER_MINUTE at build time).",
      "[[unsafe.bindings]]",
      `name = ${tomlString(WRITES_LIMITER)}`,
      'type = "ratelimit"',
      `namespace_id = ${tomlString(WRITES_LIMITER_NAMESPACE)}`,
      `simple = { limit = ${limit}, period = 60 }`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Miniflare's options for the bundle in `dir`, with the same bindings as wrangler.toml declares and
 * the settings in `env` (the preview's environment) as the Worker's variables and secrets.
 */
export function miniflareOptions({ dir, env, host, port }) {
  const limit = writesPerMinute(env);
  const bindings = { NODE_ENV: "production" };
  for (const name of [...WORKER_VARIABLES, ...WORKER_SECRETS, "NODE_ENV", "CACHE_URL"]) {
    if (env[name] !== undefined && env[name] !== "") bindings[name] = env[name];
  }
  return {
    name: WORKER_NAME,
    // The one bundled module, named as is: miniflare would otherwise trace its imports and stop at the
    // dynamic import() in Remix's browser-side route loader, which never runs on the server.
    modules: [{ type: "ESModule", path: `${dir}/${WORKER_FILE}` }],
    compatibilityDate: COMPATIBILITY_DATE,
    bindings,
    assets: {
      directory: `${dir}/${ASSETS_DIRECTORY}`,
      binding: "ASSETS",
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: "none", not_found_handling: "none" },
    },
    ratelimits: limit > 0 ? { [WRITES_LIMITER]: { simple: { limit, period: 60 } } } : {},
    // The placeholder `request.cf` (no download of Cloudflare's).
    cf: false,
    host,
    port,
  };
}
