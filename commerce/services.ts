/**
 * The engine's modules wired to one database: what resolvers and HTTP handlers call. Built once
 * per engine; nothing here holds per-request state.
 */
import type { Database } from "./db/connect";
import { createBlogService, type BlogService } from "./modules/blog/blog";
import { createAttributeRegistry } from "./modules/catalog/attributes";
import { createCategoryService, type CategoryService } from "./modules/catalog/categories";
import { createProductService, type ProductService } from "./modules/catalog/products";
import { createCmsContentRenderer, type CmsContentRenderer } from "./modules/cms/contentRenderer";
import { createCmsPageService, type CmsPageService } from "./modules/cms/pages";
import { createDirectory, type Directory } from "./modules/directory/countries";
import { createXsearchService, type XsearchService } from "./modules/search/xsearch";
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
  /** Renders directives and widgets in CMS content (pages, blocks, dynamic blocks, blog posts). */
  cmsContent: CmsContentRenderer;
  blog: BlogService;
  directory: Directory;
  urlRewrites: UrlResolver;
  /** The advanced-search popup's groups and the search log. */
  xsearch: XsearchService;
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
  const products = createProductService(db, config, createAttributeRegistry(db, ttl));
  return {
    db,
    stores: createStoreRegistry(db, ttl),
    config,
    categories: createCategoryService(db, config),
    products,
    cmsPages: createCmsPageService(db),
    cmsContent: createCmsContentRenderer(db, config),
    blog: createBlogService(db, config),
    directory: createDirectory(db, config),
    urlRewrites: createUrlResolver(db),
    xsearch: createXsearchService(db, config, products),
    storeConfigFields: [...storeConfigFields, ...xsearchConfigFields],
  };
}
