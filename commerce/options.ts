/**
 * What `startCommerceEngine()` is told (commerce/index.ts): where the data lives, the demo seed,
 * the public base URL, the sandbox gateway and the request limits. Its own file so that
 * `env.ts` (environment → options) and the entry point both read it without importing each other.
 */
import type { BodyLimits } from "./http/bodyLimit";
import type { GraphQLLimits } from "./http/graphqlLimits";
import type { PaymentGatewayOptions } from "./modules/payment-gateway";

/** What one request may ask of the engine: body sizes and GraphQL cost (docs/engine.md "Request limits"). */
export interface RequestLimits extends GraphQLLimits, BodyLimits {}

export interface CommerceOptions {
  /** PostgreSQL URL (postgres://…); when set, the engine uses that server instead of PGlite. */
  databaseUrl?: string;
  /**
   * Folder for the engine's files (PGlite data in `<dataDir>/pglite`, shop media in
   * `<dataDir>/media`). Default ".data". "memory://" keeps the database in memory (tests).
   */
  dataDir?: string;
  /** Seed the Thai demo shop into a database that has no store view yet. Default true. */
  seedDemo?: boolean;
  /**
   * The public base URL that `{{base_url}}` in the URL settings (`web/secure/base_url`, …) expands
   * to, so every URL the engine emits (StoreConfig base and media URLs, `{{media url=…}}` in CMS
   * content, category images) starts with it. An absolute URL ("https://shop.example/") or the
   * root-relative "/" (the engine mounted on the storefront's own origin: media URLs such as
   * "/media/logo/default/baan-suan.svg", valid on any host). Absent: the origin each request
   * arrived at (a standalone engine). Never taken from a shopper's Host header, so cached public
   * data cannot be poisoned through it. Anything else (a bare host, "//cdn…") stops the start.
   */
  baseUrl?: string;
  /**
   * The shop's public URL, the base of every link in emails (password reset, order, newsletter
   * confirmation and unsubscribe): a mail client cannot resolve a relative link, so it must be an
   * absolute http(s) URL ("https://shop.example/"). The storefront passes its PUBLIC_URL when it
   * embeds the engine; the engine service reads SHOP_PUBLIC_URL. Absent: `baseUrl` when that is
   * absolute, else DEFAULT_EMAIL_BASE_URL (the storefront in development). A store view's own
   * absolute `web/secure/base_link_url` wins over it (docs/decisions/028).
   */
  emailBaseUrl?: string;
  /**
   * The sandbox card gateway (`/gateway/...`): `allowedReturnOrigins` lists the origins besides its
   * own that return_url / cancel_url may point at (env GATEWAY_ALLOWED_RETURN_ORIGINS); `now` is its
   * clock, for tests that expire tokens.
   */
  gateway?: PaymentGatewayOptions;
  /**
   * Caps on request bodies and on what one GraphQL request may ask and do. Each limit left out comes
   * from its environment variable (GRAPHQL_MAX_BODY_BYTES, GRAPHQL_MAX_DEPTH, …), else its default.
   */
  requestLimits?: Partial<RequestLimits>;
  /**
   * The integration token of the storefront that embeds the engine (its MAGENTO_INTEGRATION_TOKEN):
   * at start the engine makes sure an active integration named "storefront (embedded)" has this
   * token, so the in-process storefront may call integration-only operations (social sign-in's,
   * generateCustomerTokenAsAdmin). 32 to 200 characters; anything else stops the start.
   */
  storefrontIntegrationToken?: string;
  /**
   * Told the cache tags of what changed (Magento's `cat_p_<id>`… of a product that sold out), as
   * soon as the change is written: the embedding storefront purges its full-page cache; the engine
   * service sends Varnish's PURGE to its cache hosts (commerce/http/purgeSender.ts).
   */
  cacheTagsChanged?: (tags: string[]) => void;
  /**
   * The level of the engine's line per request (logging/logger.ts): `info` for the engine service,
   * `debug` when embedded in a storefront, whose own line already counts and times its calls.
   */
  requestLogLevel?: "info" | "debug";
  /**
   * Told each GraphQL operation and database query, for the host's metrics (the Node hosts with
   * METRICS_TOKEN, server/node-metrics.ts); absent: nothing is measured.
   */
  observe?: EngineObserver;
}

/**
 * What the engine reports to its host's metrics. The engine imports no metrics library (it imports
 * nothing outside commerce/ but the logger): the host implements this.
 */
export interface EngineObserver {
  /** An executed GraphQL operation: its name as the client wrote it (null: anonymous), `seconds` of execution. */
  graphqlOperation(name: string | null, outcome: "ok" | "graphql_error", seconds: number): void;
  /** One SQL statement, until its result. */
  databaseQuery(seconds: number): void;
}
