import { z } from "zod";
import { httpUrl, listenFields, metricsToken, originList, parseEnv, perClientLimit, trustProxy } from "./env-fields";

/**
 * The engine service's configuration (`npm run engine`, engine.ts), validated at start so a typo
 * stops it with a message naming the variable. The database and request limits are the engine's
 * own variables (commerce/env.ts: DATABASE_URL, DATA_DIR, GRAPHQL_MAX_*, *_MAX_BODY_BYTES).
 */
const engineEnvSchema = z.object({
  ...listenFields(4000),
  /**
   * The engine's public base URL (https://api.shop.example/): media and other URLs it writes start
   * with it. Unset: the origin each request arrived at, which is right when browsers and
   * storefronts reach the engine at the same address.
   */
  ENGINE_PUBLIC_URL: httpUrl("https://api.shop.example/").optional(),
  /**
   * The shop's public URL (the storefront's, https://shop.example/): every link in emails
   * (password reset, orders, newsletter) starts with it. Unset: ENGINE_PUBLIC_URL, else
   * http://localhost:3000/ (the storefront in development).
   */
  SHOP_PUBLIC_URL: httpUrl("https://shop.example/").optional(),
  /** The storefronts' origins the sandbox card gateway may send shoppers back to (comma list). */
  GATEWAY_ALLOWED_RETURN_ORIGINS: originList("https://shop.example,https://www.shop.example"),
  /** Cards one client may submit to the sandbox gateway per hour (browsers post there directly); 0 = no limit. */
  RATE_LIMIT_CARDS_PER_HOUR: perClientLimit(20),
  /** Which proxies in front may say who the client is (as for the storefront, server/client-address.ts). */
  TRUST_PROXY: trustProxy,
  /**
   * Where the engine sends Varnish's PURGE when a product's page changes (a sale of the last
   * piece), as Magento sends it to its `http_cache_hosts`: the storefronts' (or a Varnish's)
   * origins, as a comma list. Unset: no purge is sent and pages show changes within their cache time.
   */
  HTTP_CACHE_HOSTS: originList("http://storefront-1:3000,http://storefront-2:3000"),
  /** Sent with each PURGE as `Authorization: Bearer <token>`: the storefronts' PURGE_TOKEN. */
  HTTP_CACHE_PURGE_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** Bearer token for `GET /metrics` (docs/operations.md, Metrics); unset: no `/metrics`. */
  METRICS_TOKEN: metricsToken,
});

export type EngineEnv = z.infer<typeof engineEnvSchema>;

/** Reads and checks `source`, or throws an Error listing every bad variable. */
export function parseEngineEnv(source: Record<string, string | undefined>): EngineEnv {
  return parseEnv(engineEnvSchema, source);
}
