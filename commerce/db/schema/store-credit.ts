/**
 * Store credit (Adobe Commerce's CustomerBalance, modules/store-credit): one balance per customer
 * and website in the base currency (THB), and every change to it with Magento's action codes.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customerEntity } from "./customer";
import { storeWebsite } from "./store";

/** A customer's store credit in a website. */
export const magentoCustomerbalance = pgTable("magento_customerbalance", {
  balanceId: integer("balance_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId, { onDelete: "cascade" }),
  amount: numeric("amount", { precision: 20, scale: 4 }).notNull().default("0"),
}, (t) => [
  uniqueIndex("magento_customerbalance_customer_website_uq").on(t.customerId, t.websiteId),
  check("magento_customerbalance_amount_ck", sql`${t.amount} >= 0`),
]);

/**
 * A change of a store credit balance. `action` is Magento's code: 1 Updated, 2 Created, 3 Used,
 * 4 Refunded, 5 Reverted; `balance_amount` is the balance after it, `balance_delta` the change.
 */
export const magentoCustomerbalanceHistory = pgTable("magento_customerbalance_history", {
  historyId: integer("history_id").primaryKey().generatedByDefaultAsIdentity(),
  balanceId: integer("balance_id").notNull().references(() => magentoCustomerbalance.balanceId, { onDelete: "cascade" }),
  action: smallint("action").notNull(),
  balanceAmount: numeric("balance_amount", { precision: 20, scale: 4 }).notNull(),
  balanceDelta: numeric("balance_delta", { precision: 20, scale: 4 }).notNull(),
  additionalInfo: text("additional_info"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("magento_customerbalance_history_balance_idx").on(t.balanceId, t.updatedAt),
  check("magento_customerbalance_history_action_ck", sql`${t.action} in (1, 2, 3, 4, 5)`),
]);
