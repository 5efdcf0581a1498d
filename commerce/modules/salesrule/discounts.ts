/**
 * What a coupon takes off the cart's rows (row totals incl. VAT, in cart order), rounded per row as
 * Magento's discount calculators do. Pure functions, tested without a database.
 */
import { roundMoney, sumMoney } from "../../lib/money";

/** A percentage off each row, rounded per row and never more than the row. */
export function percentDiscounts(rowTotals: readonly number[], percent: number): number[] {
  const rate = Math.min(Math.max(percent, 0), 100);
  return rowTotals.map((row) => Math.min(row, roundMoney((row * rate) / 100)));
}

/**
 * A fixed amount off the whole cart, spread over the rows in proportion to their totals (the last
 * row takes the rounding remainder), never more than the subtotal. Magento's cart_fixed does the same.
 */
export function fixedDiscounts(rowTotals: readonly number[], amount: number): number[] {
  const subtotal = sumMoney(rowTotals);
  const total = Math.min(Math.max(amount, 0), subtotal);
  if (total <= 0 || subtotal <= 0) return rowTotals.map(() => 0);
  const shares: number[] = [];
  let given = 0;
  rowTotals.forEach((row, index) => {
    const share = index === rowTotals.length - 1 ? roundMoney(total - given) : Math.min(row, roundMoney((total * row) / subtotal));
    shares.push(share);
    given = roundMoney(given + share);
  });
  return shares;
}
