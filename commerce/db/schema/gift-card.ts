/** Gift card accounts and the cards applied to carts (modules/gift-card). */
import { sql } from "drizzle-orm";
import { boolean, date, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { quote } from "./cart";

/** Adobe Commerce gift card accounts: a code with a balance in the base currency (THB). */
export const magentoGiftcardaccount = pgTable("magento_giftcardaccount", {
  giftcardaccountId: integer("giftcardaccount_id").primaryKey().generatedByDefaultAsIdentity(),
  code: varchar("code", { length: 255 }).notNull(),
  status: boolean("status").notNull().default(true),
  balance: numeric("balance", { precision: 20, scale: 6 }).notNull(),
  dateExpires: date("date_expires", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("magento_giftcardaccount_code_uq").on(sql`upper(${t.code})`)]);

/** Gift cards applied to a cart; the amount each covers is worked out when totals are collected. */
export const quoteGiftcard = pgTable("quote_giftcard", {
  quoteId: integer("quote_id").notNull().references(() => quote.entityId, { onDelete: "cascade" }),
  giftcardaccountId: integer("giftcardaccount_id").notNull().references(() => magentoGiftcardaccount.giftcardaccountId, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.quoteId, t.giftcardaccountId] })]);
