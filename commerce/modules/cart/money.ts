/**
 * The cart's money rules (Thai retail): catalogue prices include 7% VAT, every amount is THB with
 * two decimals rounded half-up per line, and the VAT inside an amount is round(amount × 7 / 107).
 * Pure functions, so the totals' arithmetic is tested without a database.
 */
import { roundPrice } from "../catalog/prices";

/** Thailand's VAT rate, in percent; catalogue prices include it. */
export const VAT_PERCENT = 7;

/** Rounds to satang (cents), half away from zero. */
export const roundMoney = roundPrice;

/** The VAT contained in an amount that includes it. */
export function vatIncluded(amountInclTax: number): number {
  return roundMoney((amountInclTax * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The amount without the VAT it includes. */
export function excludingVat(amountInclTax: number): number {
  return roundMoney(amountInclTax - vatIncluded(amountInclTax));
}

/** Sum of money amounts, rounded (floating-point sums drift by fractions of a satang). */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, amount) => total + amount, 0));
}

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

export interface GiftCardBalance {
  code: string;
  /** What the card holds now; 0 for a card that cannot be used (expired, disabled). */
  balance: number;
}

/**
 * How much each gift card covers of `amountDue`, in the order given (oldest applied first): each
 * pays as much as its balance allows until nothing is left to pay.
 */
export function applyGiftCards(amountDue: number, cards: readonly GiftCardBalance[]): { code: string; applied: number; remaining: number }[] {
  let due = Math.max(roundMoney(amountDue), 0);
  return cards.map((card) => {
    const balance = Math.max(roundMoney(card.balance), 0);
    const applied = Math.min(balance, due);
    due = roundMoney(due - applied);
    return { code: card.code, applied, remaining: roundMoney(balance - applied) };
  });
}
