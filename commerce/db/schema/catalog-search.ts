/**
 * The engine's own inverted index (modules/catalog-search), rebuilt from the catalogue, CMS pages
 * and blog posts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

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
 * Versions of the search index's parts ("product", …): bumped by every rebuild, so caches of index
 * data (the product search listing kept in memory) know when to reload.
 */
export const searchIndexState = pgTable("search_index_state", {
  part: varchar("part", { length: 32 }).primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
