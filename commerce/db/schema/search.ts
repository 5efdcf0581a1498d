/** Magento's search log (search_query) with each shopper's recent searches (modules/search). */
import { index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

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
 * the header itself), or "c:" + the signed-in customer's id.
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
