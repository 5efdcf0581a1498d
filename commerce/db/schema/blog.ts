/**
 * Blog (modules/blog), in the spirit of Amasty's blog module (its table names): posts with Page
 * Builder content, categories, tags and authors whose text is per store view (store 0 = the default
 * a store view falls back to, column by column), comments, and the recent-posts widget's settings.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customerEntity } from "./customer";
import { store } from "./store";

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

/**
 * Comments on posts; status 1 pending, 2 approved, 3 rejected (only approved ones are counted and
 * shown). `customer_id` is the signed-in customer who wrote it (null for a guest), as Amasty's.
 */
export const amastyBlogComments = pgTable("amasty_blog_comments", {
  commentId: integer("comment_id").primaryKey().generatedByDefaultAsIdentity(),
  postId: integer("post_id").notNull().references(() => amastyBlogPosts.postId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  status: smallint("status").notNull().default(1),
  replyTo: integer("reply_to"),
  customerId: integer("customer_id").references(() => customerEntity.entityId, { onDelete: "set null" }),
  name: varchar("name", { length: 255 }).notNull(),
  email: varchar("email", { length: 255 }),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("amasty_blog_comments_post_status_idx").on(t.postId, t.status), index("amasty_blog_comments_status_idx").on(t.status), check("amasty_blog_comments_status_ck", sql`${t.status} in (1, 2, 3)`)]);

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
