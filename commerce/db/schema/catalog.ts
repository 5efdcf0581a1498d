/**
 * Catalogue (modules/catalog): the category tree, products, their attributes and the indexes the
 * storefront queries read.
 *
 * Magento keeps product data in EAV tables; the engine keeps the global, typed data as columns of
 * catalog_product_entity, per-store-view text in catalog_product_attribute (as categories do), and
 * the values of select attributes (colour, size, ...) in catalog_product_entity_int. Price scope
 * is global (Magento's default `catalog/price/scope` = 0), so prices and indexes have no website.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

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
  /** Magento's `landing_page`: the id of the CMS block shown on the category page (CategoryTree.cms_block). */
  landingPage: integer("landing_page"),
}, (t) => [primaryKey({ columns: [t.entityId, t.storeId] }), index("catalog_category_attribute_store_idx").on(t.storeId)]);

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
  /** "Visible on Catalog Pages on Storefront" (Magento's catalog_eav_attribute.is_visible_on_front, off by default): the product page's details list it. */
  isVisibleOnFront: boolean("is_visible_on_front").notNull().default(false),
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
