/** Who searched for each logged text (modules/search): popular searches need several shoppers. */
import { integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { searchQuery } from "./search";

/**
 * One row per search text and shopper who searched it (the owner key of search_recent_query: "s:" +
 * sha256 of the shopper-session header, or "c:" + the customer's id). Unlike the recent searches,
 * never trimmed to a shopper's latest: it counts how many different shoppers wanted a text, so one
 * visitor repeating a text cannot make it popular.
 */
export const searchQuerySearcher = pgTable("search_query_searcher", {
  queryId: integer("query_id").notNull().references(() => searchQuery.queryId, { onDelete: "cascade" }),
  ownerKey: varchar("owner_key", { length: 80 }).notNull(),
}, (t) => [primaryKey({ columns: [t.queryId, t.ownerKey] })]);
