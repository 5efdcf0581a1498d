/**
 * Applying and removing the cart's coupon (Magento allows one), inside `withCart`. Magento's rule:
 * a coupon that no longer qualifies after the cart changed is dropped from the cart.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote } from "../../db/schema";
import { inputError, noSuchEntityError } from "../../lib/errors";
import { COUPON_MESSAGES, couponQualifies, findCoupon } from "../salesrule";
import { shopDate, type StoreView } from "../store";
import { collectCartTotals } from "./totals";
import type { QuoteRow } from "./types";

export async function applyCoupon(tx: Database, store: StoreView, cart: QuoteRow, code: string): Promise<void> {
  const totals = await collectCartTotals(tx, store, cart);
  if (totals.lines.length === 0) throw noSuchEntityError(COUPON_MESSAGES.emptyCart);
  if (totals.appliedCoupon !== null) throw inputError(COUPON_MESSAGES.alreadyApplied);
  const rule = await findCoupon(tx, code);
  if (!rule || !couponQualifies(rule, totals.subtotalInclTax, await shopDate(tx, store))) throw noSuchEntityError(COUPON_MESSAGES.invalid);
  await tx.update(quote).set({ couponCode: rule.code, updatedAt: sql`now()` }).where(eq(quote.entityId, cart.entityId));
}

export async function removeCoupon(tx: Database, store: StoreView, cart: QuoteRow): Promise<void> {
  const totals = await collectCartTotals(tx, store, cart);
  if (totals.lines.length === 0) throw noSuchEntityError(COUPON_MESSAGES.emptyCart);
  await tx.update(quote).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(quote.entityId, cart.entityId));
}

/** Drops a coupon the cart no longer qualifies for (call after changing the lines). */
export async function dropStaleCoupon(tx: Database, store: StoreView, cart: QuoteRow): Promise<void> {
  if (!cart.couponCode) return;
  const [current] = await tx.select({ couponCode: quote.couponCode }).from(quote).where(eq(quote.entityId, cart.entityId));
  if (!current?.couponCode) return;
  const totals = await collectCartTotals(tx, store, { ...cart, couponCode: current.couponCode });
  if (totals.appliedCoupon === null) await tx.update(quote).set({ couponCode: null }).where(eq(quote.entityId, cart.entityId));
}
