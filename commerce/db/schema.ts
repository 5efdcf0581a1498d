/**
 * The engine's tables, one Drizzle schema shared by the PGlite and node-postgres drivers.
 *
 * Table and column names follow Magento's where a Magento concept exists (store, store_group,
 * core_config_data, directory_country_region, cms_block...), so people who know Magento find their
 * way and data can be moved between the two. Text that differs per store view lives in rows keyed
 * by store_id, with store 0 (admin) holding the default that other store views fall back to.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** Applied data patches (system data and the demo seed), so each runs exactly once. */
export const engineDataPatch = pgTable("engine_data_patch", {
  patchName: varchar("patch_name", { length: 255 }).primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storeWebsite = pgTable("store_website", {
  websiteId: smallint("website_id").primaryKey(),
  code: varchar("code", { length: 32 }).notNull(),
  name: varchar("name", { length: 64 }).notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  defaultGroupId: smallint("default_group_id").notNull().default(0),
  isDefault: boolean("is_default").notNull().default(false),
}, (t) => [uniqueIndex("store_website_code_uq").on(t.code)]);

export const storeGroup = pgTable("store_group", {
  groupId: smallint("group_id").primaryKey(),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId),
  code: varchar("code", { length: 32 }).notNull(),
  name: varchar("name", { length: 255 }).notNull(),
  rootCategoryId: integer("root_category_id").notNull().default(0),
  defaultStoreId: smallint("default_store_id").notNull().default(0),
}, (t) => [uniqueIndex("store_group_code_uq").on(t.code)]);

/** A store view: what the `Store` request header names. */
export const store = pgTable("store", {
  storeId: smallint("store_id").primaryKey(),
  code: varchar("code", { length: 32 }).notNull(),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId),
  groupId: smallint("group_id").notNull().references(() => storeGroup.groupId),
  name: varchar("name", { length: 255 }).notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
}, (t) => [uniqueIndex("store_code_uq").on(t.code)]);

/** Scoped settings, as Magento's core_config_data: scope default/websites/stores + path. */
export const coreConfigData = pgTable("core_config_data", {
  configId: integer("config_id").primaryKey().generatedByDefaultAsIdentity(),
  scope: varchar("scope", { length: 8 }).notNull().default("default"),
  scopeId: integer("scope_id").notNull().default(0),
  path: varchar("path", { length: 255 }).notNull(),
  value: text("value"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("core_config_data_scope_path_uq").on(t.scope, t.scopeId, t.path)]);

export const directoryCountry = pgTable("directory_country", {
  countryId: varchar("country_id", { length: 2 }).primaryKey(),
  iso2Code: varchar("iso2_code", { length: 2 }).notNull(),
  iso3Code: varchar("iso3_code", { length: 3 }).notNull(),
});

export const directoryCountryRegion = pgTable("directory_country_region", {
  regionId: integer("region_id").primaryKey().generatedByDefaultAsIdentity(),
  countryId: varchar("country_id", { length: 2 }).notNull().references(() => directoryCountry.countryId),
  code: varchar("code", { length: 32 }).notNull(),
  defaultName: varchar("default_name", { length: 255 }).notNull(),
}, (t) => [uniqueIndex("directory_country_region_code_uq").on(t.countryId, t.code)]);

/** Region names per locale (Magento keys them by locale, not by store view). */
export const directoryCountryRegionName = pgTable("directory_country_region_name", {
  locale: varchar("locale", { length: 16 }).notNull(),
  regionId: integer("region_id").notNull().references(() => directoryCountryRegion.regionId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }).notNull(),
}, (t) => [primaryKey({ columns: [t.locale, t.regionId] })]);

export const directoryCurrencyRate = pgTable("directory_currency_rate", {
  currencyFrom: varchar("currency_from", { length: 3 }).notNull(),
  currencyTo: varchar("currency_to", { length: 3 }).notNull(),
  rate: numeric("rate", { precision: 24, scale: 12 }).notNull(),
}, (t) => [primaryKey({ columns: [t.currencyFrom, t.currencyTo] })]);

/** The category tree: global, non-translatable data; `path` is "1/2/5/9" as in Magento. */
export const catalogCategoryEntity = pgTable("catalog_category_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().default(0),
  path: varchar("path", { length: 255 }).notNull(),
  position: integer("position").notNull().default(0),
  level: integer("level").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  includeInMenu: boolean("include_in_menu").notNull().default(true),
  isAnchor: boolean("is_anchor").notNull().default(true),
  displayMode: varchar("display_mode", { length: 16 }).notNull().default("PRODUCTS"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("catalog_category_entity_parent_idx").on(t.parentId), index("catalog_category_entity_path_idx").on(t.path)]);

/**
 * Per-store-view category text. Store 0 holds the defaults; a NULL column in a store view's row
 * (or no row at all) falls back to store 0, as Magento's EAV store values do.
 */
export const catalogCategoryAttribute = pgTable("catalog_category_attribute", {
  entityId: integer("entity_id").notNull().references(() => catalogCategoryEntity.entityId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }),
  urlKey: varchar("url_key", { length: 255 }),
  urlPath: varchar("url_path", { length: 255 }),
  description: text("description"),
  image: varchar("image", { length: 255 }),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaKeywords: text("meta_keywords"),
  metaDescription: text("meta_description"),
}, (t) => [primaryKey({ columns: [t.entityId, t.storeId] }), index("catalog_category_attribute_store_idx").on(t.storeId)]);

export const cmsBlock = pgTable("cms_block", {
  blockId: integer("block_id").primaryKey().generatedByDefaultAsIdentity(),
  identifier: varchar("identifier", { length: 255 }).notNull(),
  title: varchar("title", { length: 255 }).notNull(),
  content: text("content"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("cms_block_identifier_idx").on(t.identifier)]);

/** Which store views a block is shown in (store 0 = all store views). */
export const cmsBlockStore = pgTable("cms_block_store", {
  blockId: integer("block_id").notNull().references(() => cmsBlock.blockId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.blockId, t.storeId] }), index("cms_block_store_store_idx").on(t.storeId)]);

/**
 * CMS pages, as Magento's cms_page: Page Builder content plus the page's SEO text and layout.
 * `identifier` is the page's URL key (its request path, no suffix); the same identifier may exist
 * once per store view, a page assigned to a store view winning over one assigned to all (store 0).
 */
export const cmsPage = pgTable("cms_page", {
  pageId: integer("page_id").primaryKey().generatedByDefaultAsIdentity(),
  identifier: varchar("identifier", { length: 100 }).notNull(),
  title: varchar("title", { length: 255 }),
  contentHeading: varchar("content_heading", { length: 255 }),
  content: text("content"),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaKeywords: text("meta_keywords"),
  metaDescription: text("meta_description"),
  pageLayout: varchar("page_layout", { length: 255 }),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: smallint("sort_order").notNull().default(0),
  creationTime: timestamp("creation_time", { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp("update_time", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("cms_page_identifier_idx").on(t.identifier)]);

/** Which store views a page is shown in (store 0 = all store views). */
export const cmsPageStore = pgTable("cms_page_store", {
  pageId: integer("page_id").notNull().references(() => cmsPage.pageId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.pageId, t.storeId] }), index("cms_page_store_store_idx").on(t.storeId)]);

/**
 * Dynamic blocks (Adobe Commerce's magento_banner): a named block shown by the "Dynamic Blocks
 * Rotator" widget; `types` lists the places it may appear ("content,footer"; empty = any).
 */
export const magentoBanner = pgTable("magento_banner", {
  bannerId: integer("banner_id").primaryKey().generatedByDefaultAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  types: varchar("types", { length: 255 }),
});

/** A dynamic block's content per store view (store 0 = the default every store view falls back to). */
export const magentoBannerContent = pgTable("magento_banner_content", {
  bannerId: integer("banner_id").notNull().references(() => magentoBanner.bannerId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  bannerContent: text("banner_content"),
}, (t) => [primaryKey({ columns: [t.bannerId, t.storeId] }), index("magento_banner_content_store_idx").on(t.storeId)]);

/**
 * URL rewrites, as Magento's url_rewrite: a store-relative request path (e.g. "clothing/women.html")
 * that either shows an entity (redirect_type 0; target_path is the internal route, e.g.
 * "catalog/category/view/id/4") or redirects (301/302) to target_path, another request path of the
 * same store view. Rows are per store view; the same path can mean different things in each.
 * is_autogenerated marks the canonical rows the engine regenerates from the entities (a category's
 * url_path + suffix); redirects left behind when a URL key changes are kept (not autogenerated).
 */
export const urlRewrite = pgTable("url_rewrite", {
  urlRewriteId: integer("url_rewrite_id").primaryKey().generatedByDefaultAsIdentity(),
  entityType: varchar("entity_type", { length: 32 }).notNull(),
  entityId: integer("entity_id").notNull(),
  requestPath: varchar("request_path", { length: 255 }).notNull(),
  targetPath: varchar("target_path", { length: 255 }).notNull(),
  redirectType: smallint("redirect_type").notNull().default(0),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  isAutogenerated: boolean("is_autogenerated").notNull().default(false),
}, (t) => [
  uniqueIndex("url_rewrite_request_path_store_id_uq").on(t.requestPath, t.storeId),
  index("url_rewrite_target_path_store_id_idx").on(t.targetPath, t.storeId),
  index("url_rewrite_store_id_entity_idx").on(t.storeId, t.entityType, t.entityId),
  check("url_rewrite_entity_type_ck", sql`${t.entityType} in ('category', 'product', 'cms-page')`),
  check("url_rewrite_redirect_type_ck", sql`${t.redirectType} in (0, 301, 302)`),
]);

/* ------------------------------------------------------------------------------------------------
 * Catalogue: products, their attributes and the indexes the storefront queries read.
 *
 * Magento keeps product data in EAV tables; the engine keeps the global, typed data as columns of
 * catalog_product_entity, per-store-view text in catalog_product_attribute (as categories do), and
 * the values of select attributes (colour, size, ...) in catalog_product_entity_int. Price scope
 * is global (Magento's default `catalog/price/scope` = 0), so prices and indexes have no website.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Product attributes that are not plain columns or that the storefront lists (sort fields, layered
 * navigation): select attributes such as `color` and `size`, plus `name` and `price` for their
 * labels and flags. Magento splits this over eav_attribute and catalog_eav_attribute.
 */
export const eavAttribute = pgTable("eav_attribute", {
  attributeId: integer("attribute_id").primaryKey().generatedByDefaultAsIdentity(),
  attributeCode: varchar("attribute_code", { length: 255 }).notNull(),
  /** The admin label; store views may override it in eav_attribute_label. */
  frontendLabel: varchar("frontend_label", { length: 255 }),
  /** select (options in eav_attribute_option), text, textarea, price. */
  frontendInput: varchar("frontend_input", { length: 50 }).notNull().default("select"),
  /** Layered navigation: 0 no, 1 "filterable (with results)", 2 "filterable (no results)". */
  isFilterable: smallint("is_filterable").notNull().default(0),
  isFilterableInSearch: boolean("is_filterable_in_search").notNull().default(false),
  usedForSortBy: boolean("used_for_sort_by").notNull().default(false),
  /** Order in layered navigation (Aggregation.position). */
  position: integer("position").notNull().default(0),
}, (t) => [uniqueIndex("eav_attribute_code_uq").on(t.attributeCode)]);

/** An attribute's label per store view. */
export const eavAttributeLabel = pgTable("eav_attribute_label", {
  attributeId: integer("attribute_id").notNull().references(() => eavAttribute.attributeId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  value: varchar("value", { length: 255 }).notNull(),
}, (t) => [primaryKey({ columns: [t.attributeId, t.storeId] })]);

/** The options of a select attribute; option_id is what filters and aggregations carry. */
export const eavAttributeOption = pgTable("eav_attribute_option", {
  optionId: integer("option_id").primaryKey().generatedByDefaultAsIdentity(),
  attributeId: integer("attribute_id").notNull().references(() => eavAttribute.attributeId, { onDelete: "cascade" }),
  sortOrder: integer("sort_order").notNull().default(0),
}, (t) => [index("eav_attribute_option_attribute_idx").on(t.attributeId, t.sortOrder)]);

/** Option labels: store 0 is the default, a store view's row overrides it. */
export const eavAttributeOptionValue = pgTable("eav_attribute_option_value", {
  optionId: integer("option_id").notNull().references(() => eavAttributeOption.optionId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  value: varchar("value", { length: 255 }).notNull(),
}, (t) => [primaryKey({ columns: [t.optionId, t.storeId] })]);

/** Swatches, as Magento's: type 0 text, 1 visual colour ("#rrggbb"), 2 visual image (a path under media/attribute/swatch). */
export const eavAttributeOptionSwatch = pgTable("eav_attribute_option_swatch", {
  optionId: integer("option_id").notNull().references(() => eavAttributeOption.optionId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  type: smallint("type").notNull(),
  value: varchar("value", { length: 255 }),
}, (t) => [primaryKey({ columns: [t.optionId, t.storeId] }), check("eav_attribute_option_swatch_type_ck", sql`${t.type} in (0, 1, 2)`)]);

/**
 * A product: global data. visibility as Magento's (1 not visible individually, 2 catalog, 3 search,
 * 4 catalog and search); status 1 enabled, 2 disabled. A configurable product has no price of
 * its own (its children's prices count).
 */
export const catalogProductEntity = pgTable("catalog_product_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  sku: varchar("sku", { length: 64 }).notNull(),
  typeId: varchar("type_id", { length: 32 }).notNull().default("simple"),
  visibility: smallint("visibility").notNull().default(4),
  status: smallint("status").notNull().default(1),
  price: numeric("price", { precision: 20, scale: 6 }),
  specialPrice: numeric("special_price", { precision: 20, scale: 6 }),
  specialFromDate: date("special_from_date", { mode: "string" }),
  specialToDate: date("special_to_date", { mode: "string" }),
  weight: numeric("weight", { precision: 12, scale: 4 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("catalog_product_entity_sku_uq").on(t.sku),
  check("catalog_product_entity_type_ck", sql`${t.typeId} in ('simple', 'configurable')`),
  check("catalog_product_entity_visibility_ck", sql`${t.visibility} between 1 and 4`),
  check("catalog_product_entity_status_ck", sql`${t.status} in (1, 2)`),
]);

/** Per-store-view product text; store 0 holds the defaults, NULL columns fall back to them. */
export const catalogProductAttribute = pgTable("catalog_product_attribute", {
  entityId: integer("entity_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }),
  urlKey: varchar("url_key", { length: 255 }),
  shortDescription: text("short_description"),
  description: text("description"),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaKeyword: text("meta_keyword"),
  metaDescription: text("meta_description"),
}, (t) => [primaryKey({ columns: [t.entityId, t.storeId] }), index("catalog_product_attribute_url_key_idx").on(t.urlKey)]);

/** Values of select attributes (the option id), global scope. */
export const catalogProductEntityInt = pgTable("catalog_product_entity_int", {
  entityId: integer("entity_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  attributeId: integer("attribute_id").notNull().references(() => eavAttribute.attributeId, { onDelete: "cascade" }),
  value: integer("value").notNull(),
}, (t) => [primaryKey({ columns: [t.entityId, t.attributeId] })]);

/**
 * Product pictures. `file` is relative to media/catalog/product and starts with "/" (Magento's
 * "/a/b/file.jpg"). The entry at position 1, else the first by position, is the main image.
 */
export const catalogProductEntityMediaGallery = pgTable("catalog_product_entity_media_gallery", {
  valueId: integer("value_id").primaryKey().generatedByDefaultAsIdentity(),
  entityId: integer("entity_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  mediaType: varchar("media_type", { length: 32 }).notNull().default("image"),
  file: varchar("file", { length: 255 }).notNull(),
  label: varchar("label", { length: 255 }),
  position: integer("position").notNull().default(0),
  disabled: boolean("disabled").notNull().default(false),
}, (t) => [index("catalog_product_entity_media_gallery_entity_idx").on(t.entityId, t.position)]);

/** Products assigned to categories (directly), with their position in the category. */
export const catalogCategoryProduct = pgTable("catalog_category_product", {
  categoryId: integer("category_id").notNull().references(() => catalogCategoryEntity.entityId, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index("catalog_category_product_product_idx").on(t.productId)]);

/** The attributes a configurable product is configured by (colour, size), in order. */
export const catalogProductSuperAttribute = pgTable("catalog_product_super_attribute", {
  productSuperAttributeId: integer("product_super_attribute_id").primaryKey().generatedByDefaultAsIdentity(),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  attributeId: integer("attribute_id").notNull().references(() => eavAttribute.attributeId, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
}, (t) => [uniqueIndex("catalog_product_super_attribute_product_attribute_uq").on(t.productId, t.attributeId)]);

/** Configurable product (parent_id) → its simple children (product_id). */
export const catalogProductSuperLink = pgTable("catalog_product_super_link", {
  linkId: integer("link_id").primaryKey().generatedByDefaultAsIdentity(),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  parentId: integer("parent_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
}, (t) => [uniqueIndex("catalog_product_super_link_product_parent_uq").on(t.productId, t.parentId), index("catalog_product_super_link_parent_idx").on(t.parentId)]);

/** Product links: link_type_id 1 related, 4 up-sell, 5 cross-sell (Magento's ids). */
export const catalogProductLink = pgTable("catalog_product_link", {
  linkId: integer("link_id").primaryKey().generatedByDefaultAsIdentity(),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  linkedProductId: integer("linked_product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  linkTypeId: smallint("link_type_id").notNull(),
  position: integer("position").notNull().default(0),
}, (t) => [uniqueIndex("catalog_product_link_uq").on(t.productId, t.linkTypeId, t.linkedProductId)]);

/** Stock of a product (Magento's default stock): quantity and the "in stock" flag. */
export const cataloginventoryStockItem = pgTable("cataloginventory_stock_item", {
  productId: integer("product_id").primaryKey().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull().default("0"),
  minQty: numeric("min_qty", { precision: 12, scale: 4 }).notNull().default("0"),
  isInStock: boolean("is_in_stock").notNull().default(true),
  manageStock: boolean("manage_stock").notNull().default(true),
}, (t) => [index("cataloginventory_stock_item_in_stock_idx").on(t.isInStock)]);

/* Indexes: derived from the tables above by modules/catalog/indexer.ts, never edited by hand. */

/** Salable state per product; a configurable is in stock when it and one enabled child in stock are. */
export const cataloginventoryStockStatus = pgTable("cataloginventory_stock_status", {
  productId: integer("product_id").primaryKey().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull().default("0"),
  stockStatus: smallint("stock_status").notNull(),
});

/**
 * Prices per product and customer group (0 = not logged in): the lowest and highest regular and
 * final prices (a simple product's are its own; a configurable's span its salable children).
 */
export const catalogProductIndexPrice = pgTable("catalog_product_index_price", {
  entityId: integer("entity_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  customerGroupId: smallint("customer_group_id").notNull().default(0),
  minRegularPrice: numeric("min_regular_price", { precision: 20, scale: 6 }).notNull(),
  maxRegularPrice: numeric("max_regular_price", { precision: 20, scale: 6 }).notNull(),
  minPrice: numeric("min_price", { precision: 20, scale: 6 }).notNull(),
  maxPrice: numeric("max_price", { precision: 20, scale: 6 }).notNull(),
}, (t) => [primaryKey({ columns: [t.entityId, t.customerGroupId] }), index("catalog_product_index_price_group_min_idx").on(t.customerGroupId, t.minPrice, t.entityId)]);

/**
 * Which visible products a category lists: its own, and for an anchor category those of every
 * descendant (is_parent false, positions after the category's own). min_price (customer group 0)
 * is copied here so a category page sorted by price is one index range scan.
 */
export const catalogCategoryProductIndex = pgTable("catalog_category_product_index", {
  categoryId: integer("category_id").notNull().references(() => catalogCategoryEntity.entityId, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  isParent: boolean("is_parent").notNull(),
  visibility: smallint("visibility").notNull(),
  minPrice: numeric("min_price", { precision: 20, scale: 6 }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.productId] }),
  index("catalog_category_product_index_position_idx").on(t.categoryId, t.position, t.productId),
  index("catalog_category_product_index_price_idx").on(t.categoryId, t.minPrice, t.productId),
  index("catalog_category_product_index_product_idx").on(t.productId, t.categoryId),
]);

/**
 * Select-attribute values per listed product for layered navigation: a product's own values, and a
 * configurable's children's values (source_id = the child), so filtering by colour finds parents.
 */
export const catalogProductIndexEav = pgTable("catalog_product_index_eav", {
  entityId: integer("entity_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  attributeId: integer("attribute_id").notNull().references(() => eavAttribute.attributeId, { onDelete: "cascade" }),
  value: integer("value").notNull(),
  sourceId: integer("source_id").notNull(),
}, (t) => [
  primaryKey({ columns: [t.entityId, t.attributeId, t.value, t.sourceId] }),
  index("catalog_product_index_eav_value_idx").on(t.attributeId, t.value, t.entityId),
]);

/**
 * Layered navigation, precomputed per category: for the products a category lists in the catalogue
 * (visibility 2 or 4), unfiltered (filter_option_id 0) and filtered by one select-attribute option,
 * how many products have each price (kind 1, key = floor(min_price / 10)), are in each category
 * (kind 2, key = category id) and have each option (kind 3, key = option id); kind 0 key 0 is the
 * total. Counts for every product and for salable ones only (`show_out_of_stock` = 0). So a
 * category page's aggregations are one index range, whatever the category's size.
 */
export const catalogCategoryFacetIndex = pgTable("catalog_category_facet_index", {
  categoryId: integer("category_id").notNull().references(() => catalogCategoryEntity.entityId, { onDelete: "cascade" }),
  filterOptionId: integer("filter_option_id").notNull(),
  kind: smallint("kind").notNull(),
  key: integer("key").notNull(),
  countAll: integer("count_all").notNull(),
  countSalable: integer("count_salable").notNull(),
}, (t) => [primaryKey({ columns: [t.categoryId, t.filterOptionId, t.kind, t.key] })]);

/* ------------------------------------------------------------------------------------------------
 * Blog, in the spirit of Amasty's blog module (its table names): posts with Page Builder content,
 * categories, tags and authors whose text is per store view (store 0 = the default a store view
 * falls back to, column by column), comments, and the recent-posts widget's settings.
 * ---------------------------------------------------------------------------------------------- */

/** Blog authors; their text is in amasty_blog_author_store. `image` is relative to media/amasty/blog/. */
export const amastyBlogAuthor = pgTable("amasty_blog_author", {
  authorId: integer("author_id").primaryKey().generatedByDefaultAsIdentity(),
  urlKey: varchar("url_key", { length: 255 }).notNull(),
  image: varchar("image", { length: 255 }),
}, (t) => [uniqueIndex("amasty_blog_author_url_key_uq").on(t.urlKey)]);

/** An author's name and descriptions per store view (store 0 = default; NULL falls back to it). */
export const amastyBlogAuthorStore = pgTable("amasty_blog_author_store", {
  authorId: integer("author_id").notNull().references(() => amastyBlogAuthor.authorId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }),
  shortDescription: text("short_description"),
  description: text("description"),
}, (t) => [primaryKey({ columns: [t.authorId, t.storeId] })]);

/**
 * Blog posts. A post is shown in the store views of amasty_blog_posts_store (0 = all), so a
 * translated post is a post of its own, as CMS pages are; one URL key may exist once per store
 * view. Status 1 disabled, 2 published, 3 scheduled (published once `published_at` has passed).
 * Pictures are paths relative to media/amasty/blog/.
 */
export const amastyBlogPosts = pgTable("amasty_blog_posts", {
  postId: integer("post_id").primaryKey().generatedByDefaultAsIdentity(),
  status: smallint("status").notNull().default(1),
  title: varchar("title", { length: 255 }).notNull(),
  urlKey: varchar("url_key", { length: 255 }).notNull(),
  shortContent: text("short_content"),
  fullContent: text("full_content"),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaTags: text("meta_tags"),
  metaDescription: text("meta_description"),
  postThumbnail: varchar("post_thumbnail", { length: 255 }),
  listThumbnail: varchar("list_thumbnail", { length: 255 }),
  postThumbnailAlt: varchar("post_thumbnail_alt", { length: 255 }),
  listThumbnailAlt: varchar("list_thumbnail_alt", { length: 255 }),
  authorId: integer("author_id").references(() => amastyBlogAuthor.authorId, { onDelete: "set null" }),
  views: integer("views").notNull().default(0),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("amasty_blog_posts_published_idx").on(t.publishedAt, t.postId),
  index("amasty_blog_posts_url_key_idx").on(t.urlKey),
  index("amasty_blog_posts_author_idx").on(t.authorId),
  check("amasty_blog_posts_status_ck", sql`${t.status} in (1, 2, 3)`),
]);

/** Which store views a post is shown in (store 0 = all store views). */
export const amastyBlogPostsStore = pgTable("amasty_blog_posts_store", {
  postId: integer("post_id").notNull().references(() => amastyBlogPosts.postId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.postId, t.storeId] }), index("amasty_blog_posts_store_store_idx").on(t.storeId)]);

/** Blog categories (global: URL key, tree, order, status 1 enabled / 0 disabled); text per store view below. */
export const amastyBlogCategories = pgTable("amasty_blog_categories", {
  categoryId: integer("category_id").primaryKey().generatedByDefaultAsIdentity(),
  urlKey: varchar("url_key", { length: 255 }).notNull(),
  parentId: integer("parent_id").notNull().default(0),
  sortOrder: integer("sort_order").notNull().default(0),
  status: smallint("status").notNull().default(1),
}, (t) => [uniqueIndex("amasty_blog_categories_url_key_uq").on(t.urlKey), check("amasty_blog_categories_status_ck", sql`${t.status} in (0, 1)`)]);

/** A category's name, description and meta text per store view (store 0 = default; NULL falls back to it). */
export const amastyBlogCategoriesStore = pgTable("amasty_blog_categories_store", {
  categoryId: integer("category_id").notNull().references(() => amastyBlogCategories.categoryId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }),
  description: text("description"),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaDescription: text("meta_description"),
}, (t) => [primaryKey({ columns: [t.categoryId, t.storeId] })]);

export const amastyBlogPostsCategory = pgTable("amasty_blog_posts_category", {
  postId: integer("post_id").notNull().references(() => amastyBlogPosts.postId, { onDelete: "cascade" }),
  categoryId: integer("category_id").notNull().references(() => amastyBlogCategories.categoryId, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index("amasty_blog_posts_category_category_idx").on(t.categoryId)]);

/** Blog tags (global URL key); names per store view below. */
export const amastyBlogTags = pgTable("amasty_blog_tags", {
  tagId: integer("tag_id").primaryKey().generatedByDefaultAsIdentity(),
  urlKey: varchar("url_key", { length: 255 }).notNull(),
}, (t) => [uniqueIndex("amasty_blog_tags_url_key_uq").on(t.urlKey)]);

/** A tag's name and meta text per store view (store 0 = default; NULL falls back to it). */
export const amastyBlogTagsStore = pgTable("amasty_blog_tags_store", {
  tagId: integer("tag_id").notNull().references(() => amastyBlogTags.tagId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaDescription: text("meta_description"),
}, (t) => [primaryKey({ columns: [t.tagId, t.storeId] })]);

export const amastyBlogPostsTag = pgTable("amasty_blog_posts_tag", {
  postId: integer("post_id").notNull().references(() => amastyBlogPosts.postId, { onDelete: "cascade" }),
  tagId: integer("tag_id").notNull().references(() => amastyBlogTags.tagId, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("amasty_blog_posts_tag_tag_idx").on(t.tagId)]);

/** Comments on posts; status 1 pending, 2 approved, 3 rejected (only approved ones are counted and shown). */
export const amastyBlogComments = pgTable("amasty_blog_comments", {
  commentId: integer("comment_id").primaryKey().generatedByDefaultAsIdentity(),
  postId: integer("post_id").notNull().references(() => amastyBlogPosts.postId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  status: smallint("status").notNull().default(1),
  replyTo: integer("reply_to"),
  name: varchar("name", { length: 255 }).notNull(),
  email: varchar("email", { length: 255 }),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("amasty_blog_comments_post_status_idx").on(t.postId, t.status), check("amasty_blog_comments_status_ck", sql`${t.status} in (1, 2, 3)`)]);

/**
 * Recent-posts widget instances (what amBlogRecentPostsWidget(id) reads). A row of store 0 serves
 * every store view; a store view's own row with the same id replaces it there (its header text).
 * date_manner: "date" (the publication date) or "passed" ("3 days ago").
 */
export const amastyBlogWidget = pgTable("amasty_blog_widget", {
  widgetId: integer("widget_id").notNull(),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  headerText: varchar("header_text", { length: 255 }),
  postsLimit: smallint("posts_limit").notNull().default(3),
  showImages: boolean("show_images").notNull().default(true),
  displayDate: boolean("display_date").notNull().default(true),
  dateManner: varchar("date_manner", { length: 16 }).notNull().default("passed"),
  displayShort: boolean("display_short").notNull().default(true),
  shortLimit: smallint("short_limit").notNull().default(200),
  categoryId: integer("category_id").references(() => amastyBlogCategories.categoryId, { onDelete: "set null" }),
}, (t) => [
  primaryKey({ columns: [t.widgetId, t.storeId] }),
  check("amasty_blog_widget_date_manner_ck", sql`${t.dateManner} in ('date', 'passed')`),
  check("amasty_blog_widget_posts_limit_ck", sql`${t.postsLimit} > 0`),
]);

/* ------------------------------------------------------------------------------------------------
 * Search: the engine's own inverted index (modules/catalog-search), rebuilt from the catalogue,
 * CMS pages and blog posts, and Magento's search log (search_query) with each shopper's recent
 * searches.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Posting lists: per store view, entity type (product, category, cms_page, blog_post) and term, the
 * ids of the documents containing the term (ascending) and, position for position, the term's weight
 * in each: the sum of the fields it occurs in (title 8, code 4, summary 2, body 1). Terms are
 * case-folded words; `~` + three characters are trigrams of Thai titles (substring matching).
 */
export const searchPosting = pgTable("search_posting", {
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  entityType: varchar("entity_type", { length: 16 }).notNull(),
  term: varchar("term", { length: 64 }).notNull(),
  entityIds: integer("entity_ids").array().notNull(),
  weights: smallint("weights").array().notNull(),
}, (t) => [
  primaryKey({ columns: [t.storeId, t.entityType, t.term] }),
  check("search_posting_entity_type_ck", sql`${t.entityType} in ('product', 'category', 'cms_page', 'blog_post')`),
]);

/** The indexed words (all store views and types) with their stems: query words expand through it. */
export const searchTerm = pgTable("search_term", {
  term: varchar("term", { length: 64 }).primaryKey(),
  stem: varchar("stem", { length: 64 }).notNull(),
}, (t) => [
  index("search_term_stem_idx").on(t.stem),
  index("search_term_prefix_idx").on(t.term.op("text_pattern_ops")),
]);

/** Deletion neighbourhood of the Latin words of 4+ letters: each word once per letter left out (typo matching). */
export const searchTermDeletion = pgTable("search_term_deletion", {
  deletion: varchar("deletion", { length: 64 }).notNull(),
  term: varchar("term", { length: 64 }).notNull(),
}, (t) => [primaryKey({ columns: [t.deletion, t.term] })]);

/**
 * Magento's search_query: what shoppers searched for per store view (the text case-folded, trimmed,
 * spaces collapsed), how many products it found last time and how often it was searched.
 */
export const searchQuery = pgTable("search_query", {
  queryId: integer("query_id").primaryKey().generatedByDefaultAsIdentity(),
  queryText: varchar("query_text", { length: 255 }).notNull(),
  numResults: integer("num_results").notNull().default(0),
  popularity: integer("popularity").notNull().default(0),
  redirect: varchar("redirect", { length: 255 }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  displayInTerms: smallint("display_in_terms").notNull().default(1),
  isActive: smallint("is_active").notNull().default(1),
  isProcessed: smallint("is_processed").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("search_query_query_text_store_id_uq").on(t.queryText, t.storeId),
  index("search_query_store_popularity_idx").on(t.storeId, t.popularity, t.queryId),
]);

/**
 * A shopper's recent searches: `owner_key` is "s:" + sha256 of the X-Shopper-Session header (never
 * the header itself), or "c:" + customer id once customer accounts exist.
 */
export const searchRecentQuery = pgTable("search_recent_query", {
  ownerKey: varchar("owner_key", { length: 80 }).notNull(),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  queryId: integer("query_id").notNull().references(() => searchQuery.queryId, { onDelete: "cascade" }),
  searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.ownerKey, t.storeId, t.queryId] }),
  index("search_recent_query_owner_time_idx").on(t.ownerKey, t.storeId, t.searchedAt),
]);

/**
 * Versions of the search index's parts ("product", …): bumped by every rebuild, so caches of index
 * data (the product search listing kept in memory) know when to reload.
 */
export const searchIndexState = pgTable("search_index_state", {
  part: varchar("part", { length: 32 }).primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* Carts (Magento's quote), orders (sales_order), coupons, gift cards, the email outbox. */

/**
 * A cart. `masked_id` is the 32-character id shoppers see (Magento's quote_id_mask); `entity_id`
 * never leaves the engine. A cart stops being active when an order is placed from it.
 */
export const quote = pgTable("quote", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  maskedId: varchar("masked_id", { length: 32 }).notNull(),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  /** Set once customer accounts exist (issue 6); NULL for a guest cart. */
  customerId: integer("customer_id"),
  isActive: boolean("is_active").notNull().default(true),
  customerEmail: varchar("customer_email", { length: 255 }),
  couponCode: varchar("coupon_code", { length: 255 }),
  /** The customer chose to pay with store credit (Adobe Commerce's use_customer_balance); customer carts only. */
  useCustomerBalance: boolean("use_customer_balance").notNull().default(false),
  /** The order placed from this cart, once there is one (placing twice answers the same order). */
  reservedOrderId: varchar("reserved_order_id", { length: 32 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("quote_masked_id_uq").on(t.maskedId), index("quote_customer_active_idx").on(t.customerId, t.isActive)]);

/**
 * A cart line. For a configurable product `product_id` is the chosen child and `parent_product_id`
 * the configurable; `selected_options` holds the option value uids chosen. Prices are read from the
 * catalogue each time the cart is read (Magento recollects totals the same way).
 */
export const quoteItem = pgTable("quote_item", {
  itemId: integer("item_id").primaryKey().generatedByDefaultAsIdentity(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  parentProductId: integer("parent_product_id").references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull(),
  selectedOptions: text("selected_options").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("quote_item_quote_idx").on(t.quoteId, t.itemId)]);

/** The cart's shipping and billing addresses (Thailand: region is a province code such as TH-10). */
export const quoteAddress = pgTable("quote_address", {
  addressId: integer("address_id").primaryKey().generatedByDefaultAsIdentity(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
  addressType: varchar("address_type", { length: 10 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  street: text("street").array().notNull(),
  city: varchar("city", { length: 255 }).notNull(),
  regionId: integer("region_id"),
  regionCode: varchar("region_code", { length: 32 }),
  region: varchar("region", { length: 255 }),
  postcode: varchar("postcode", { length: 20 }),
  countryId: varchar("country_id", { length: 2 }).notNull(),
  telephone: varchar("telephone", { length: 32 }).notNull(),
  /** Billing only: the billing address is the shipping address. */
  sameAsShipping: boolean("same_as_shipping").notNull().default(false),
  /** Shipping only: "carrier_method" as Magento stores it (flatrate_flatrate). */
  shippingMethod: varchar("shipping_method", { length: 120 }),
}, (t) => [
  uniqueIndex("quote_address_quote_type_uq").on(t.quoteId, t.addressType),
  check("quote_address_type_ck", sql`${t.addressType} in ('shipping', 'billing')`),
]);

/** The cart's chosen payment method and what the method needs (a gateway token for cards). */
export const quotePayment = pgTable("quote_payment", {
  quoteId: integer("quote_id").primaryKey().references(() => quote.entityId, { onDelete: "cascade" }),
  method: varchar("method", { length: 64 }).notNull(),
  additionalInformation: text("additional_information"),
});

/**
 * Cart price rules reduced to what the shop uses: a coupon code, a percentage off the subtotal
 * (`by_percent`) or a fixed amount off the cart (`cart_fixed`), an optional minimum subtotal,
 * optional free shipping, a validity window and a use limit. Labels per store view in `labels`.
 */
export const salesrule = pgTable("salesrule", {
  ruleId: integer("rule_id").primaryKey().generatedByDefaultAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  couponCode: varchar("coupon_code", { length: 255 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  simpleAction: varchar("simple_action", { length: 32 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 6 }).notNull(),
  minSubtotal: numeric("min_subtotal", { precision: 20, scale: 6 }),
  freeShipping: boolean("free_shipping").notNull().default(false),
  fromDate: date("from_date", { mode: "string" }),
  toDate: date("to_date", { mode: "string" }),
  usesPerCoupon: integer("uses_per_coupon"),
  timesUsed: integer("times_used").notNull().default(0),
  /** JSON object: store code → label shown on the discount line. */
  labels: text("labels"),
}, (t) => [
  uniqueIndex("salesrule_coupon_code_uq").on(sql`lower(${t.couponCode})`),
  check("salesrule_simple_action_ck", sql`${t.simpleAction} in ('by_percent', 'cart_fixed')`),
]);

/** Adobe Commerce gift card accounts: a code with a balance in the base currency (THB). */
export const magentoGiftcardaccount = pgTable("magento_giftcardaccount", {
  giftcardaccountId: integer("giftcardaccount_id").primaryKey().generatedByDefaultAsIdentity(),
  code: varchar("code", { length: 255 }).notNull(),
  status: boolean("status").notNull().default(true),
  balance: numeric("balance", { precision: 20, scale: 6 }).notNull(),
  dateExpires: date("date_expires", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("magento_giftcardaccount_code_uq").on(sql`upper(${t.code})`)]);

/** Gift cards applied to a cart; the amount each covers is worked out when totals are collected. */
export const quoteGiftcard = pgTable("quote_giftcard", {
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
  giftcardaccountId: integer("giftcardaccount_id").notNull().references(() => magentoGiftcardaccount.giftcardaccountId, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.quoteId, t.giftcardaccountId] })]);

/**
 * An order. `increment_id` is the number shoppers see; `quote_id` is unique, so one cart can only
 * ever become one order. Amounts are in THB and include VAT (tax_amount is the VAT inside them).
 */
export const salesOrder = pgTable("sales_order", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  incrementId: varchar("increment_id", { length: 32 }).notNull(),
  quoteId: integer("quote_id").notNull().references(() => quote.entityId),
  storeId: smallint("store_id").notNull().references(() => store.storeId),
  customerId: integer("customer_id"),
  customerIsGuest: boolean("customer_is_guest").notNull().default(true),
  customerEmail: varchar("customer_email", { length: 255 }).notNull(),
  customerFirstname: varchar("customer_firstname", { length: 255 }),
  customerLastname: varchar("customer_lastname", { length: 255 }),
  state: varchar("state", { length: 32 }).notNull(),
  status: varchar("status", { length: 32 }).notNull(),
  couponCode: varchar("coupon_code", { length: 255 }),
  shippingMethod: varchar("shipping_method", { length: 120 }),
  shippingDescription: varchar("shipping_description", { length: 255 }),
  subtotalInclTax: numeric("subtotal_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  shippingInclTax: numeric("shipping_incl_tax", { precision: 20, scale: 4 }).notNull().default("0"),
  giftCardsAmount: numeric("gift_cards_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  customerBalanceAmount: numeric("customer_balance_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  grandTotal: numeric("grand_total", { precision: 20, scale: 4 }).notNull(),
  totalQtyOrdered: numeric("total_qty_ordered", { precision: 12, scale: 4 }).notNull(),
  orderCurrencyCode: varchar("order_currency_code", { length: 3 }).notNull().default("THB"),
  /** JSON: gift card codes and amounts used, so they show on the order and can be refunded. */
  giftCards: text("gift_cards"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("sales_order_increment_id_uq").on(t.incrementId),
  uniqueIndex("sales_order_quote_id_uq").on(t.quoteId),
  index("sales_order_customer_created_idx").on(t.customerId, t.createdAt),
]);

/** An order line, with the name, options and prices as they were when the order was placed. */
export const salesOrderItem = pgTable("sales_order_item", {
  itemId: integer("item_id").primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer("order_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  productId: integer("product_id"),
  sku: varchar("sku", { length: 64 }).notNull(),
  parentSku: varchar("parent_sku", { length: 64 }),
  name: varchar("name", { length: 255 }).notNull(),
  /** JSON array of { label, value } (the chosen colour and size, in the store view's words). */
  options: text("options"),
  qtyOrdered: numeric("qty_ordered", { precision: 12, scale: 4 }).notNull(),
  priceInclTax: numeric("price_incl_tax", { precision: 20, scale: 4 }).notNull(),
  rowTotalInclTax: numeric("row_total_incl_tax", { precision: 20, scale: 4 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 4 }).notNull().default("0"),
  taxAmount: numeric("tax_amount", { precision: 20, scale: 4 }).notNull().default("0"),
}, (t) => [index("sales_order_item_order_idx").on(t.orderId)]);

/** The order's shipping and billing addresses, copied from the cart. */
export const salesOrderAddress = pgTable("sales_order_address", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  addressType: varchar("address_type", { length: 10 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  street: text("street").array().notNull(),
  city: varchar("city", { length: 255 }).notNull(),
  regionId: integer("region_id"),
  regionCode: varchar("region_code", { length: 32 }),
  region: varchar("region", { length: 255 }),
  postcode: varchar("postcode", { length: 20 }),
  countryId: varchar("country_id", { length: 2 }).notNull(),
  telephone: varchar("telephone", { length: 32 }).notNull(),
  email: varchar("email", { length: 255 }),
}, (t) => [uniqueIndex("sales_order_address_parent_type_uq").on(t.parentId, t.addressType)]);

/** How the order was paid: the method, and for cards the gateway's charge, brand and last four digits. */
export const salesOrderPayment = pgTable("sales_order_payment", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  method: varchar("method", { length: 64 }).notNull(),
  amountOrdered: numeric("amount_ordered", { precision: 20, scale: 4 }).notNull(),
  ccType: varchar("cc_type", { length: 32 }),
  ccLast4: varchar("cc_last4", { length: 4 }),
  ccExpMonth: smallint("cc_exp_month"),
  ccExpYear: smallint("cc_exp_year"),
  /** The gateway's charge id. */
  lastTransId: varchar("last_trans_id", { length: 64 }),
  additionalInformation: text("additional_information"),
}, (t) => [uniqueIndex("sales_order_payment_parent_uq").on(t.parentId)]);

/** The order status history (what a customer's order page shows as its progress). */
export const salesOrderStatusHistory = pgTable("sales_order_status_history", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  status: varchar("status", { length: 32 }).notNull(),
  comment: text("comment"),
  isCustomerNotified: boolean("is_customer_notified").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sales_order_status_history_parent_idx").on(t.parentId, t.createdAt)]);

/** A shipment of an order (Magento's sales_shipment): `increment_id` is the number customers see. */
export const salesShipment = pgTable("sales_shipment", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  incrementId: varchar("increment_id", { length: 32 }).notNull(),
  totalQty: numeric("total_qty", { precision: 12, scale: 4 }).notNull().default("0"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("sales_shipment_increment_id_uq").on(t.incrementId), index("sales_shipment_parent_idx").on(t.parentId)]);

/** What a shipment carried: order lines and quantities (name and SKU as on the order). */
export const salesShipmentItem = pgTable("sales_shipment_item", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesShipment.entityId, { onDelete: "cascade" }),
  orderItemId: integer("order_item_id").notNull().references(() => salesOrderItem.itemId, { onDelete: "cascade" }),
  sku: varchar("sku", { length: 64 }).notNull(),
  name: varchar("name", { length: 255 }).notNull(),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull(),
  priceInclTax: numeric("price_incl_tax", { precision: 20, scale: 4 }).notNull(),
}, (t) => [index("sales_shipment_item_parent_idx").on(t.parentId)]);

/** A tracking number of a shipment (Magento's sales_shipment_track): carrier code, title and number. */
export const salesShipmentTrack = pgTable("sales_shipment_track", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => salesShipment.entityId, { onDelete: "cascade" }),
  orderId: integer("order_id").notNull().references(() => salesOrder.entityId, { onDelete: "cascade" }),
  carrierCode: varchar("carrier_code", { length: 32 }).notNull(),
  title: varchar("title", { length: 255 }).notNull(),
  trackNumber: text("track_number").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sales_shipment_track_parent_idx").on(t.parentId)]);

/**
 * Emails waiting to go out and those sent: written in the same transaction as what caused them (an
 * order), then delivered by the outbox (SMTP when configured, else .eml files under the data dir).
 */
export const emailOutbox = pgTable("email_outbox", {
  messageId: integer("message_id").primaryKey().generatedByDefaultAsIdentity(),
  template: varchar("template", { length: 64 }).notNull(),
  storeId: smallint("store_id").references(() => store.storeId),
  recipient: varchar("recipient", { length: 255 }).notNull(),
  subject: varchar("subject", { length: 255 }).notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
}, (t) => [index("email_outbox_pending_idx").on(t.sentAt, t.messageId)]);

/*
 * The sandbox card gateway (commerce/modules/payment-gateway). It never stores a card number or a
 * CVC: only the brand, the last four digits, the expiry and what the test card answers. Secrets that
 * travel in URLs (tokens, 3-D Secure challenge ids) are stored as their SHA-256 (hex) only.
 */

/** A one-time card token: valid for 15 minutes, consumed by the first authorisation. */
export const paymentGatewayToken = pgTable("payment_gateway_token", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  /** What authorising it answers (decided by the test card): approved, card_declined, insufficient_funds. */
  outcome: varchar("outcome", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
}, (t) => [check("payment_gateway_token_outcome_ck", sql`${t.outcome} in ('approved', 'card_declined', 'insufficient_funds')`)]);

/**
 * A 3-D Secure challenge waiting for the shopper: the card (as above) and where to send the shopper
 * back. Finished once (authenticated, failed or cancelled); expires after 15 minutes.
 */
export const paymentGatewayChallenge = pgTable("payment_gateway_challenge", {
  challengeHash: varchar("challenge_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  outcome: varchar("outcome", { length: 32 }).notNull(),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  state: varchar("state", { length: 256 }).notNull().default(""),
  locale: varchar("locale", { length: 2 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  result: varchar("result", { length: 16 }),
}, (t) => [
  check("payment_gateway_challenge_result_ck", sql`${t.result} is null or ${t.result} in ('authenticated', 'failed', 'cancelled')`),
]);

/** An authorisation attempt with a valid token: approved or declined, for the amount and reference asked. */
export const paymentGatewayCharge = pgTable("payment_gateway_charge", {
  chargeId: varchar("charge_id", { length: 40 }).primaryKey(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().references(() => paymentGatewayToken.tokenHash),
  amount: numeric("amount", { precision: 20, scale: 4 }).notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  /** The caller's reference (the order's increment id). */
  reference: varchar("reference", { length: 64 }).notNull(),
  status: varchar("status", { length: 16 }).notNull(),
  declineReason: varchar("decline_reason", { length: 32 }),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex("payment_gateway_charge_token_uq").on(t.tokenHash),
  index("payment_gateway_charge_reference_idx").on(t.reference),
  check("payment_gateway_charge_status_ck", sql`${t.status} in ('approved', 'declined')`),
]);

/**
 * A card the gateway keeps for reuse (a vault): created when an approved authorisation asked to
 * keep the card, charged again by its reference without the shopper typing it. The reference is a
 * secret like a token, stored as its SHA-256 only; revoked when the shop forgets the card.
 */
export const paymentGatewayCard = pgTable("payment_gateway_card", {
  cardHash: varchar("card_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  outcome: varchar("outcome", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
}, (t) => [check("payment_gateway_card_outcome_ck", sql`${t.outcome} in ('approved', 'card_declined', 'insufficient_funds')`)]);

/**
 * Magento's vault_payment_token (commerce/modules/vault): a customer's saved card. `gateway_token`
 * is the gateway's reusable card reference (never a card number); `public_hash` is what clients
 * see and send back. Deleting hides and deactivates the row, as Magento's repository does.
 */
export const vaultPaymentToken = pgTable("vault_payment_token", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  publicHash: varchar("public_hash", { length: 128 }).notNull(),
  paymentMethodCode: varchar("payment_method_code", { length: 128 }).notNull(),
  type: varchar("type", { length: 128 }).notNull(),
  gatewayToken: varchar("gateway_token", { length: 255 }).notNull(),
  /** JSON as Magento's vault: {"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}. */
  details: text("details").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isVisible: boolean("is_visible").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The first moment the card no longer works (the month after its expiry). */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex("vault_payment_token_public_hash_uq").on(t.publicHash),
  index("vault_payment_token_customer_idx").on(t.customerId),
]);

/*
 * Customer accounts (commerce/modules/customer), as Magento's customer_entity and
 * customer_address_entity. Secrets (sign-in tokens, password reset tokens) are stored as their
 * SHA-256 (hex) only; passwords as scrypt hashes.
 */

/** A customer account of a website: email unique per website (case-insensitive). */
export const customerEntity = pgTable("customer_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId),
  /** The store view the account was created in (Magento's store_id / created_in). */
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  groupId: smallint("group_id").notNull().default(1),
  email: varchar("email", { length: 255 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  /** `scrypt$N$r$p$salt$hash` (base64 parts). */
  passwordHash: varchar("password_hash", { length: 255 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  defaultBilling: integer("default_billing"),
  defaultShipping: integer("default_shipping"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Sign-in attempts counted since the last success or lock (Magento's columns; modules/customer/signInLock.ts). */
  failuresNum: smallint("failures_num").notNull().default(0),
  firstFailure: timestamp("first_failure", { withTimezone: true }),
  /** Signing in is refused until then, even with the right password. */
  lockExpires: timestamp("lock_expires", { withTimezone: true }),
}, (t) => [uniqueIndex("customer_entity_email_website_uq").on(sql`lower(${t.email})`, t.websiteId)]);

/** A customer's saved address (Thailand: region is a province, as on carts and orders). */
export const customerAddressEntity = pgTable("customer_address_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  street: text("street").array().notNull(),
  city: varchar("city", { length: 255 }).notNull(),
  regionId: integer("region_id"),
  regionCode: varchar("region_code", { length: 32 }),
  region: varchar("region", { length: 255 }),
  postcode: varchar("postcode", { length: 20 }),
  countryId: varchar("country_id", { length: 2 }).notNull(),
  telephone: varchar("telephone", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("customer_address_entity_parent_idx").on(t.parentId, t.entityId)]);

/** A sign-in token (generateCustomerToken): valid until expires_at unless revoked. */
export const customerToken = pgTable("customer_token", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
}, (t) => [index("customer_token_customer_idx").on(t.customerId)]);

/** A password reset link's token: single use, expiring. */
export const customerPasswordReset = pgTable("customer_password_reset", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
}, (t) => [index("customer_password_reset_customer_idx").on(t.customerId)]);

/**
 * Password-reset requests, as Magento's Security module logs them (password_reset_request_event):
 * what the reset-request protection counts per email and per client address. Every well-formed email
 * is logged, with or without an account, so the protection tells nothing about which emails exist.
 */
export const passwordResetRequestEvent = pgTable("password_reset_request_event", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** Magento's request type: 0 a customer's reset request. */
  requestType: smallint("request_type").notNull().default(0),
  /** The email asked for, lower-cased. */
  accountReference: varchar("account_reference", { length: 255 }).notNull(),
  /** The client address the request came from, when known. */
  ip: varchar("ip", { length: 64 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}, (t) => [
  index("password_reset_request_event_account_idx").on(t.accountReference, t.createdAt),
  index("password_reset_request_event_ip_idx").on(t.ip, t.createdAt),
]);

/** Newsletter subscriptions (Magento's status: 1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed). */
export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  subscriberId: integer("subscriber_id").primaryKey().generatedByDefaultAsIdentity(),
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  customerId: integer("customer_id").references(() => customerEntity.entityId, { onDelete: "cascade" }),
  subscriberEmail: varchar("subscriber_email", { length: 255 }).notNull(),
  subscriberStatus: smallint("subscriber_status").notNull(),
  changeStatusAt: timestamp("change_status_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("newsletter_subscriber_email_uq").on(sql`lower(${t.subscriberEmail})`),
  check("newsletter_subscriber_status_ck", sql`${t.subscriberStatus} in (1, 2, 3, 4)`),
]);

/*
 * Store credit (Adobe Commerce's CustomerBalance, commerce/modules/customer-balance): one balance per
 * customer and website in the base currency (THB), and every change to it with Magento's action codes.
 */

/** A customer's store credit in a website. */
export const magentoCustomerbalance = pgTable("magento_customerbalance", {
  balanceId: integer("balance_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId, { onDelete: "cascade" }),
  amount: numeric("amount", { precision: 20, scale: 4 }).notNull().default("0"),
}, (t) => [
  uniqueIndex("magento_customerbalance_customer_website_uq").on(t.customerId, t.websiteId),
  check("magento_customerbalance_amount_ck", sql`${t.amount} >= 0`),
]);

/**
 * A change of a store credit balance. `action` is Magento's code: 1 Updated, 2 Created, 3 Used,
 * 4 Refunded, 5 Reverted; `balance_amount` is the balance after it, `balance_delta` the change.
 */
export const magentoCustomerbalanceHistory = pgTable("magento_customerbalance_history", {
  historyId: integer("history_id").primaryKey().generatedByDefaultAsIdentity(),
  balanceId: integer("balance_id").notNull().references(() => magentoCustomerbalance.balanceId, { onDelete: "cascade" }),
  action: smallint("action").notNull(),
  balanceAmount: numeric("balance_amount", { precision: 20, scale: 4 }).notNull(),
  balanceDelta: numeric("balance_delta", { precision: 20, scale: 4 }).notNull(),
  additionalInfo: text("additional_info"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("magento_customerbalance_history_balance_idx").on(t.balanceId, t.updatedAt),
  check("magento_customerbalance_history_action_ck", sql`${t.action} in (1, 2, 3, 4, 5)`),
]);

/*
 * Wish lists (Magento's wishlist / wishlist_item; Adobe Commerce's name and visibility). A
 * customer's first list (lowest id) is the default one, which cannot be deleted.
 */

/** A customer's wish list. `sharing_code` is the random code Magento shares a list by. */
export const wishlist = pgTable("wishlist", {
  wishlistId: integer("wishlist_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }).notNull(),
  visibility: varchar("visibility", { length: 7 }).notNull().default("PRIVATE"),
  sharingCode: varchar("sharing_code", { length: 32 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("wishlist_customer_idx").on(t.customerId, t.wishlistId),
  uniqueIndex("wishlist_sharing_code_uq").on(t.sharingCode),
  check("wishlist_visibility_ck", sql`${t.visibility} in ('PUBLIC', 'PRIVATE')`),
]);

/**
 * A product on a wish list: the product shown (a configurable parent, or a simple product) and,
 * for a configurable one, the option values chosen so far (selection uids, possibly incomplete).
 */
export const wishlistItem = pgTable("wishlist_item", {
  wishlistItemId: integer("wishlist_item_id").primaryKey().generatedByDefaultAsIdentity(),
  wishlistId: integer("wishlist_id").notNull().references(() => wishlist.wishlistId, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => catalogProductEntity.entityId, { onDelete: "cascade" }),
  selectedOptions: text("selected_options").array().notNull().default(sql`'{}'::text[]`),
  qty: numeric("qty", { precision: 12, scale: 4 }).notNull().default("1"),
  description: text("description"),
  addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("wishlist_item_wishlist_idx").on(t.wishlistId, t.wishlistItemId),
  index("wishlist_item_product_idx").on(t.productId),
  check("wishlist_item_qty_ck", sql`${t.qty} > 0`),
]);
