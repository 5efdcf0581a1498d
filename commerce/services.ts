/**
 * The engine's modules wired to one database: what resolvers and HTTP handlers call. Built once
 * per engine; nothing here holds per-request state.
 */
import type { Database } from "./db/connect";
import { createAttributeRegistry } from "./modules/catalog/attributes";
import { createCategoryService, type CategoryService } from "./modules/catalog/categories";
import { createProductService, type ProductService } from "./modules/catalog/products";
import { createCmsPageService, type CmsPageService } from "./modules/cms/pages";
import { createDirectory, type Directory } from "./modules/directory/countries";
import { xsearchConfigFields } from "./modules/search/xsearchConfigFields";
import type { ConfigFieldSpec } from "./modules/store/configFields";
import { createConfigReader, type ConfigReader } from "./modules/store/configReader";
import { storeConfigFields } from "./modules/store/storeConfigFields";
import { createStoreRegistry, type StoreRegistry } from "./modules/store/storeRegistry";
import { createUrlResolver, type UrlResolver } from "./modules/url-rewrite/resolveUrl";

export interface EngineServices {
  db: Database;
  stores: StoreRegistry;
  config: ConfigReader;
  categories: CategoryService;
  products: ProductService;
  cmsPages: CmsPageService;
  directory: Directory;
  urlRewrites: UrlResolver;
  /** Every config-backed StoreConfig field: Magento's and the extension schemas'. */
  storeConfigFields: readonly ConfigFieldSpec[];
}

export interface ServiceOptions {
  /** How long store views and settings are cached (ms); edits by another process show up after this. */
  cacheTtlMs?: number;
}

export function createServices(db: Database, options: ServiceOptions = {}): EngineServices {
  const ttl = options.cacheTtlMs ?? 5_000;
  const config = createConfigReader(db, ttl);
  return {
    db,
    stores: createStoreRegistry(db, ttl),
    config,
    categories: createCategoryService(db, config),
    products: createProductService(db, config, createAttributeRegistry(db, ttl)),
    cmsPages: createCmsPageService(db),
    directory: createDirectory(db, config),
    urlRewrites: createUrlResolver(db),
    storeConfigFields: [...storeConfigFields, ...xsearchConfigFields],
  };
}
