/**
 * What every resolver gets: the engine's services, the store view the `Store` header selected,
 * the public base URL (`{{base_url}}`), and per-request memos/loaders (never shared across requests).
 */
import type { CategoryLoaders } from "../modules/catalog/categories";
import type { ProductLoaders } from "../modules/catalog/products";
import { searchOwner, SHOPPER_SESSION_HEADER, type SearchOwner } from "../modules/search/searchOwner";
import type { StoreView } from "../modules/store/storeRegistry";
import { resolveStoreUrls, type StoreUrls } from "../modules/store/urls";
import type { EngineServices } from "../services";

export interface GraphQLContext {
  services: EngineServices;
  store: StoreView;
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
  /** Whose recent searches these are: the `X-Shopper-Session` header's owner (customers come later); null when anonymous. */
  searchOwner: SearchOwner | null;
}

export function createRequestContext(services: EngineServices, store: StoreView, baseUrl: string, request?: Request): GraphQLContext {
  let urls: Promise<StoreUrls> | undefined;
  let loaders: CategoryLoaders | undefined;
  let products: ProductLoaders | undefined;
  const scope = { storeId: store.id, websiteId: store.websiteId };
  return {
    services,
    store,
    baseUrl,
    storeUrls: () => (urls ??= resolveStoreUrls(services.config, scope, baseUrl)),
    categoryLoaders: () => (loaders ??= services.categories.createLoaders(store)),
    productLoaders: () => (products ??= services.products.createLoaders(store)),
    setting: (path) => services.config.getValue(path, scope),
    searchOwner: searchOwner({ sessionHeader: request?.headers.get(SHOPPER_SESSION_HEADER) }),
  };
}
