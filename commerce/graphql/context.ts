/**
 * What every resolver gets: the engine's services, the store view the `Store` header selected,
 * the public base URL (`{{base_url}}`), and per-request memos/loaders (never shared across requests).
 */
import type { CategoryLoaders, ProductLoaders } from "../modules/catalog";
import type { SignedInCustomer } from "../modules/customer";
import type { IntegrationRecord } from "../modules/integration";
import { searchOwner, type SearchOwner, SHOPPER_SESSION_HEADER } from "../modules/search";
import { type DisplayCurrency, resolveStoreUrls, type StoreUrls, type StoreView } from "../modules/store";
import type { EngineServices } from "../services";
import type { CacheTagCollector } from "./cacheTags";
import { createWorkBudget, type WorkBudget } from "./workBudget";

/** Fields one request may resolve when nothing else is said (see workBudget.ts). */
export const DEFAULT_WORK_LIMIT = 50_000;

export interface GraphQLContext {
  services: EngineServices;
  store: StoreView;
  /**
   * The request's display currency and its rate from the base (`Content-Currency`, else the store
   * view's default display currency), resolved once per request: every amount is shown in it.
   */
  currency: DisplayCurrency;
  /**
   * What `{{base_url}}` stands for in URL settings: the engine's configured `baseUrl`, else the
   * origin the request came to, always ending in "/" ("https://shop.test/", or "/").
   */
  baseUrl: string;
  storeUrls(): Promise<StoreUrls>;
  categoryLoaders(): CategoryLoaders;
  productLoaders(): ProductLoaders;
  /** A setting of the current store view (cached table, so cheap). */
  setting(path: string): Promise<string | null>;
  /** Whose recent searches these are: the signed-in customer, else the `X-Shopper-Session` header's owner; null when anonymous. */
  searchOwner: SearchOwner | null;
  /** The customer the request's `Authorization: Bearer` token stands for; null for a guest. */
  customer: SignedInCustomer | null;
  /** That bearer token (revokeCustomerToken revokes it); null for a guest. */
  bearerToken: string | null;
  /**
   * The active integration whose token the request's `Authorization: Bearer` carries (the shop's
   * tools, the storefront's server-to-server secret); null otherwise. Never set with `customer`.
   */
  integration: IntegrationRecord | null;
  /** What the request may still make the engine do; product listings spend from it. */
  work: WorkBudget;
  /** The cache tags of what this answer shows, the fields it asked for, whether it failed (cacheTags.ts). */
  cache: CacheTagCollector;
  /** The shopper's address as the request says it (left-most `X-Forwarded-For`), or null. */
  clientAddress: string | null;
}

export function createRequestContext(
  services: EngineServices,
  store: StoreView,
  baseUrl: string,
  request: Request | undefined,
  auth: { customer: SignedInCustomer | null; token: string | null; integration?: IntegrationRecord | null },
  workLimit: number,
  currency: DisplayCurrency,
): GraphQLContext {
  let urls: Promise<StoreUrls> | undefined;
  let loaders: CategoryLoaders | undefined;
  let products: ProductLoaders | undefined;
  const scope = { storeId: store.id, websiteId: store.websiteId };
  return {
    services,
    store,
    currency,
    baseUrl,
    storeUrls: () => (urls ??= resolveStoreUrls(services.config, scope, baseUrl)),
    categoryLoaders: () => (loaders ??= services.categories.createLoaders(store)),
    productLoaders: () => (products ??= services.products.createLoaders(store)),
    setting: (path) => services.config.getValue(path, scope),
    searchOwner: searchOwner({ customerId: auth.customer?.id ?? null, sessionHeader: request?.headers.get(SHOPPER_SESSION_HEADER) }),
    customer: auth.customer,
    bearerToken: auth.customer ? auth.token : null,
    integration: auth.customer ? null : (auth.integration ?? null),
    work: createWorkBudget(workLimit),
    clientAddress: clientAddressOf(request),
    cache: { cacheTags: new Set(), queryFields: new Set(), failed: false },
  };
}

/**
 * The left-most `X-Forwarded-For` address; null when absent (the storefront calling in process sends
 * none). Mounted in the storefront's server, the header is replaced by the address its TRUST_PROXY
 * setting vouches for; elsewhere it is only as trustworthy as the proxy in front, so it only ever
 * narrows a limit (password-reset requests per address), never widens one.
 */
export function clientAddressOf(request: Request | undefined): string | null {
  const first = request?.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  return first && first.length <= 64 ? first : null;
}
