import { z } from "zod";
import { httpUrl, listenFields, metricsToken, originList, parseEnv, perClientLimit, purgeAddresses, trustProxy } from "../../server/env-fields";
import { configuredProviders } from "./social/provider-setup.server";
import { checkSocialSettings, socialSettingsFields } from "./social/settings";

/**
 * The storefront's whole configuration, validated once at start so a typo stops the host with a
 * message naming the variable instead of failing on the first request.
 *
 * Runtime-neutral (no `node:` imports, no `process.env`): every host reads its own source (Node's
 * environment, a Worker's bindings, a Lambda's environment) and hands the result to the request
 * handler, which gives it to loaders and actions as `context.settings`. The Node-only part, a
 * development secret kept in DATA_DIR, is `server/development-secret.ts` (`server/node-settings.ts`).
 */
const settingsFields = z
  .object({
    ...listenFields(3000),
    /** Base URL of a real Magento / Adobe Commerce; unset runs the embedded engine in process. */
    MAGENTO_URL: httpUrl("https://magento.example.com").optional(),
    /**
     * Redis shared by all instances (redis://[user:password@]host:port[/db], rediss:// for TLS):
     * the public-data cache and the counters of the rate limits and throttles; unset keeps both in
     * this process.
     */
    CACHE_URL: z
      .string()
      .refine((value) => /^rediss?:\/\/[^/?#\s]+/.test(value) && URL.canParse(value) && new URL(value).hostname !== "", "must be a Redis URL, e.g. redis://127.0.0.1:6379 or rediss://user:password@cache.example:6380/0")
      .optional(),
    /** How long one backend call may take before the shopper gets the 504 page. */
    MAGENTO_TIMEOUT_MS: z.coerce.number({ invalid_type_error: "must be milliseconds (100-120000)" }).int().min(100).max(120_000).default(10_000),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * Secrets used before SESSION_SECRET, comma-separated: cookies they encrypted are still read
     * (and rewritten with SESSION_SECRET), so rotating the secret signs nobody out.
     */
    SESSION_PREVIOUS_SECRETS: z
      .string()
      .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
      .refine((secrets) => secrets.every((secret) => secret.length >= 32), "must be a comma list of secrets of at least 32 characters each")
      .default(""),
    /** Folder for the embedded engine's database, the development session secret and the outbox. */
    DATA_DIR: z.string().min(1).default(".data"),
    /** PostgreSQL for the embedded engine instead of PGlite. */
    DATABASE_URL: z.string().url().optional(),
    /** The shop's public origin (https://shop.example) for canonical URLs, sitemaps and robots.txt. */
    PUBLIC_URL: z
      .string()
      .url({ message: "must be the shop's absolute origin, e.g. https://shop.example.com" })
      .refine((value) => /^https?:\/\/[^/]+\/?$/.test(value), "must be an origin only (no path)")
      .optional(),
    /** Google Maps Embed API key: Page Builder maps embed a map beside their list of places. */
    GOOGLE_MAPS_API_KEY: z
      .string()
      .regex(/^[\w-]{20,100}$/, "must be a Google Maps API key (letters, digits, - and _)")
      .optional(),
    /** Seconds anonymous pages may be cached by a CDN. */
    PUBLIC_CACHE_SECONDS: z.coerce.number({ invalid_type_error: "must be a number of seconds" }).int().min(0).default(60),
    /**
     * The storefront's own full-page cache of anonymous pages (server/page-cache.ts): `off` renders
     * every page (to measure uncached pages, or when a CDN in front does the same job).
     */
    FULL_PAGE_CACHE: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
    /**
     * Who may purge the full-page cache with Varnish's `PURGE` (what Magento sends to its
     * `http_cache_hosts`): a comma list of addresses and CIDR networks, as the server sees the
     * client (TRUST_PROXY); loopback only by default.
     */
    PURGE_ALLOWED_ADDRESSES: purgeAddresses,
    /** A secret that also allows a `PURGE` from anywhere, sent as `Authorization: Bearer <token>` (the engine service sends it). */
    PURGE_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * Base URL of the card gateway the card form posts to (`{url}/gateway/tokens`); unset posts to
     * the storefront's own origin, where the embedded engine's sandbox gateway answers.
     */
    PAYMENT_GATEWAY_URL: httpUrl("https://pay.example.com")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    /**
     * Origins besides the storefront's own that the embedded sandbox card gateway may send shoppers
     * back to (return_url / cancel_url), as a comma list; anything else is refused (no open redirect).
     */
    GATEWAY_ALLOWED_RETURN_ORIGINS: originList("https://shop.example,https://www.shop.example"),
    /**
     * Origins besides MAGENTO_URL's that images and other media may come from, as a comma list: the
     * backend's public media URL when shoppers reach it at another address than the storefront does
     * (the engine as its own service behind its own host name, a real Magento's media CDN).
     */
    IMAGE_ORIGINS: originList("https://media.shop.example,https://cdn.shop.example"),
    /** Writes (form POSTs, GraphQL/REST writes to the embedded engine) one client may send per minute; 0 = no limit. */
    RATE_LIMIT_WRITES_PER_MINUTE: perClientLimit(120),
    /** Cards one client may submit to the embedded sandbox gateway per hour (against card testing); 0 = no limit. */
    RATE_LIMIT_CARDS_PER_HOUR: perClientLimit(20),
    /**
     * Which proxies in front of the server may say, in X-Forwarded-For, who the client is: none
     * (the socket's peer is the client), a hop count, or their addresses and CIDR networks.
     */
    TRUST_PROXY: trustProxy,
    /**
     * Slow clients: how long the request line and headers may take (from the first byte; a
     * slowloris trickling header lines is cut off then), how long the whole request may take, how
     * long an idle keep-alive connection stays open (longer than the proxy's own idle timeout, or
     * it reuses a connection the server is closing: 502s), and how many connections at once.
     */
    SERVER_HEADERS_TIMEOUT_MS: z.coerce.number({ invalid_type_error: "must be milliseconds (1000-120000)" }).int().min(1_000).max(120_000).default(10_000),
    SERVER_REQUEST_TIMEOUT_MS: z.coerce.number({ invalid_type_error: "must be milliseconds (1000-600000)" }).int().min(1_000).max(600_000).default(30_000),
    SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number({ invalid_type_error: "must be milliseconds (1000-600000)" }).int().min(1_000).max(600_000).default(65_000),
    SERVER_MAX_CONNECTIONS: z.coerce.number({ invalid_type_error: "must be a whole number (0 = no cap)" }).int().min(0).default(1_000),
    /**
     * Bearer token for `GET /metrics`, Prometheus' series of the Node server (docs/operations.md,
     * Metrics); unset: no `/metrics`. Workers and Lambda have no `/metrics` and ignore it.
     */
    METRICS_TOKEN: metricsToken,
    /** Sign-in with Google, LINE and Facebook, and the backend integration behind it. */
    ...socialSettingsFields,
});

export interface SettingsOptions {
  /**
   * True on hosts without the embedded engine (Workers, Lambda): they have nothing to talk to
   * unless MAGENTO_URL names the backend, so a missing one stops the start.
   */
  requireMagentoUrl?: boolean;
  /**
   * Where a development host finds a session secret when SESSION_SECRET is unset (Node keeps one
   * in DATA_DIR). Without it, or in production, SESSION_SECRET is required.
   */
  developmentSecret?: (dataDir: string) => string;
}

/** The checked settings; SESSION_SECRET is always there (given, or the development one). */
export type StorefrontSettings = z.infer<typeof settingsFields> & { SESSION_SECRET: string };

/** The name the Node host has always used for the same settings. */
export type ServerEnv = StorefrontSettings;

/** The checks between variables, and those that depend on the host (`options`). */
function settingsSchema(options: SettingsOptions) {
  return settingsFields.superRefine((settings, ctx) => {
    checkSocialSettings(settings, ctx);
    if (settings.SERVER_HEADERS_TIMEOUT_MS > settings.SERVER_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SERVER_HEADERS_TIMEOUT_MS"],
        message: `must not be longer than SERVER_REQUEST_TIMEOUT_MS (${settings.SERVER_REQUEST_TIMEOUT_MS})`,
      });
    }
    if (!settings.SESSION_SECRET && (settings.NODE_ENV === "production" || !options.developmentSecret)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: `is required${settings.NODE_ENV === "production" ? " in production" : " on this host"} (at least 32 random characters, e.g. \`openssl rand -hex 32\`)`,
      });
    }
    if (settings.MAGENTO_URL && !settings.MAGENTO_INTEGRATION_TOKEN && configuredProviders(settings).length > 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MAGENTO_INTEGRATION_TOKEN"],
        message: "is required for social sign-in with MAGENTO_URL: the backend integration's access token (docs/deploy.md, Social sign-in)",
      });
    }
    if (options.requireMagentoUrl && !settings.MAGENTO_URL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MAGENTO_URL"],
        message: "is required on this host, which has no embedded engine: the backend's base URL, e.g. https://magento.example.com",
      });
    }
  });
}

/** Reads and checks `source`, or throws an Error listing every bad variable by name. */
export function parseSettings(source: Record<string, string | undefined>, options: SettingsOptions = {}): StorefrontSettings {
  const settings = parseEnv(settingsSchema(options), source);
  // Without SESSION_SECRET the schema only passed when a development secret can be had.
  return { ...settings, SESSION_SECRET: settings.SESSION_SECRET ?? options.developmentSecret!(settings.DATA_DIR) };
}
