/** CMS blocks and pages with the store views they are shown in, and dynamic blocks (modules/cms). */
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

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
