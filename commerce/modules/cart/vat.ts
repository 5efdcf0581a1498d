/**
 * Thai VAT in the cart: catalogue prices include 7% VAT, and the VAT inside an amount is
 * round(amount × 7 / 107), per line. Pure functions, so the totals' arithmetic is tested without a
 * database.
 */
import { roundMoney } from "../../lib/money";

/** Thailand's VAT rate, in percent; catalogue prices include it. */
export const VAT_PERCENT = 7;

/** The VAT contained in an amount that includes it. */
export function vatIncluded(amountInclTax: number): number {
  return roundMoney((amountInclTax * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The amount without the VAT it includes. */
export function excludingVat(amountInclTax: number): number {
  return roundMoney(amountInclTax - vatIncluded(amountInclTax));
}
