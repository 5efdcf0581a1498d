/**
 * Gift options (modules/gift-options): Magento's gift messages (Open Source GiftMessage) and Adobe
 * Commerce's gift wrapping designs (GiftWrapping). Carts, their lines and orders point at them by
 * id (quote.gift_message_id, quote.gw_id, ... in cart.ts and sales.ts).
 */
import { boolean, integer, numeric, pgTable, primaryKey, smallint, text, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

/** A gift message: sender, recipient and text (Magento's gift_message). One row per cart, line or order that has one. */
export const giftMessage = pgTable("gift_message", {
  giftMessageId: integer("gift_message_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id"),
  sender: varchar("sender", { length: 255 }).notNull(),
  recipient: varchar("recipient", { length: 255 }).notNull(),
  message: text("message").notNull(),
});

/**
 * A gift wrapping design the shop owner offers (Adobe Commerce's magento_giftwrapping). `base_price`
 * is in the base currency and, like the catalogue's prices, includes VAT; `image` is a path under /media.
 */
export const magentoGiftwrapping = pgTable("magento_giftwrapping", {
  wrappingId: integer("wrapping_id").primaryKey().generatedByDefaultAsIdentity(),
  status: boolean("status").notNull().default(true),
  basePrice: numeric("base_price", { precision: 12, scale: 4 }).notNull(),
  image: varchar("image", { length: 255 }),
});

/** A design's name per store view (store 0 = the default the others fall back to). */
export const magentoGiftwrappingStoreAttributes = pgTable("magento_giftwrapping_store_attributes", {
  wrappingId: integer("wrapping_id").notNull().references(() => magentoGiftwrapping.wrappingId, { onDelete: "cascade" }),
  storeId: smallint("store_id").notNull().references(() => store.storeId, { onDelete: "cascade" }),
  design: varchar("design", { length: 255 }).notNull(),
}, (t) => [primaryKey({ columns: [t.wrappingId, t.storeId] })]);
