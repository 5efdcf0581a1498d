/**
 * Wish lists (modules/wishlist; Magento's wishlist / wishlist_item, Adobe Commerce's name and
 * visibility). A customer's first list (lowest id) is the default one, which cannot be deleted.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { catalogProductEntity } from "./catalog";
import { customerEntity } from "./customer";

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
