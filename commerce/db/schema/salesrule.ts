/** Cart price rules (modules/salesrule), reduced to coupons. */
import { sql } from "drizzle-orm";
import { boolean, check, date, integer, numeric, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * Cart price rules reduced to what the shop uses: a coupon code, a percentage off the subtotal
 * (`by_percent`) or a fixed amount off the cart (`cart_fixed`), an optional minimum subtotal,
 * optional free shipping, a validity window and a use limit. Labels per store view in `labels`.
 */
export const salesrule = pgTable("salesrule", {
  ruleId: integer("rule_id").primaryKey().generatedByDefaultAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  couponCode: varchar("coupon_code", { length: 255 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  simpleAction: varchar("simple_action", { length: 32 }).notNull(),
  discountAmount: numeric("discount_amount", { precision: 20, scale: 6 }).notNull(),
  minSubtotal: numeric("min_subtotal", { precision: 20, scale: 6 }),
  freeShipping: boolean("free_shipping").notNull().default(false),
  fromDate: date("from_date", { mode: "string" }),
  toDate: date("to_date", { mode: "string" }),
  usesPerCoupon: integer("uses_per_coupon"),
  timesUsed: integer("times_used").notNull().default(0),
  /** JSON object: store code → label shown on the discount line. */
  labels: text("labels"),
}, (t) => [
  uniqueIndex("salesrule_coupon_code_uq").on(sql`lower(${t.couponCode})`),
  check("salesrule_simple_action_ck", sql`${t.simpleAction} in ('by_percent', 'cart_fixed')`),
]);
