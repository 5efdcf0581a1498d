/**
 * Cart price rules reduced to coupons (Magento's salesrule): a code, a percentage or a fixed amount
 * off, an optional minimum subtotal, free shipping, a validity window and a use limit. A coupon that
 * stops qualifying (the cart shrank below its minimum) simply gives nothing, as Magento's totals do.
 */
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { salesrule } from "../../db/schema";
import { fixedDiscounts, percentDiscounts } from "./discounts";

/** Magento's texts (QuoteGraphQl ApplyCouponToCart / RemoveCouponFromCart). */
export const COUPON_MESSAGES = {
  invalid: "The coupon code isn't valid. Verify the code and try again.",
  alreadyApplied: "A coupon is already applied to the cart. Please remove it to apply another",
  emptyCart: "Cart does not contain products.",
} as const;

export interface CouponRule {
  ruleId: number;
  code: string;
  name: string;
  isActive: boolean;
  action: "by_percent" | "cart_fixed";
  amount: number;
  minSubtotal: number | null;
  freeShipping: boolean;
  fromDate: string | null;
  toDate: string | null;
  usesPerCoupon: number | null;
  timesUsed: number;
  /** store code → label of the discount line. */
  labels: Record<string, string>;
}

/** The rule behind a coupon code (codes are case-insensitive, as in Magento), or null. */
export async function findCoupon(db: Database, code: string): Promise<CouponRule | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const [row] = await db
    .select()
    .from(salesrule)
    .where(sql`lower(${salesrule.couponCode}) = lower(${trimmed})`)
    .limit(1);
  if (!row) return null;
  return {
    ruleId: row.ruleId,
    code: row.couponCode,
    name: row.name,
    isActive: row.isActive,
    action: row.simpleAction === "cart_fixed" ? "cart_fixed" : "by_percent",
    amount: Number(row.discountAmount),
    minSubtotal: row.minSubtotal === null ? null : Number(row.minSubtotal),
    freeShipping: row.freeShipping,
    fromDate: row.fromDate,
    toDate: row.toDate,
    usesPerCoupon: row.usesPerCoupon,
    timesUsed: row.timesUsed,
    labels: parseLabels(row.labels),
  };
}

function parseLabels(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the coupon gives anything to a cart with this subtotal (incl. VAT) today ("YYYY-MM-DD" in
 * the shop's timezone): active, within its dates, uses left, and the minimum subtotal reached.
 */
export function couponQualifies(rule: CouponRule, subtotalInclTax: number, today: string): boolean {
  if (!rule.isActive) return false;
  if (rule.fromDate && today < rule.fromDate) return false;
  if (rule.toDate && today > rule.toDate) return false;
  if (rule.usesPerCoupon !== null && rule.usesPerCoupon > 0 && rule.timesUsed >= rule.usesPerCoupon) return false;
  if (rule.minSubtotal !== null && subtotalInclTax < rule.minSubtotal) return false;
  return subtotalInclTax > 0;
}

/** What the rule takes off each row (row totals incl. VAT, in cart order). */
export function couponRowDiscounts(rule: CouponRule, rowTotals: readonly number[]): number[] {
  return rule.action === "cart_fixed" ? fixedDiscounts(rowTotals, rule.amount) : percentDiscounts(rowTotals, rule.amount);
}

/** The discount line's label in a store view: the rule's label there, else the coupon code. */
export function couponLabel(rule: CouponRule, storeCode: string): string {
  return rule.labels[storeCode] || rule.labels["default"] || rule.code;
}

/**
 * Counts one use of the coupon as an order is placed: one conditional update, so a coupon used up
 * meanwhile by another order is never used beyond its limit. False when no use is left.
 */
export async function countCouponUse(tx: Database, code: string): Promise<boolean> {
  const counted = await tx
    .update(salesrule)
    .set({ timesUsed: sql`${salesrule.timesUsed} + 1` })
    .where(and(sql`lower(${salesrule.couponCode}) = lower(${code})`, sql`(${salesrule.usesPerCoupon} is null or ${salesrule.timesUsed} < ${salesrule.usesPerCoupon})`))
    .returning({ id: salesrule.ruleId });
  return counted.length > 0;
}
