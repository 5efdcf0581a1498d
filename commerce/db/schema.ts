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
