/**
 * Websites, store groups and store views (store 0 / website 0 = the admin scope), and scoped
 * settings, as Magento's store tables and core_config_data (modules/store).
 */
import { boolean, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

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
