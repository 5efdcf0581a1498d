/**
 * Magento's `Money`, the one way every answer shows an amount: a base-currency amount converted
 * into the request's display currency (`ctx.currency`, from `Content-Currency`) and rounded to its
 * minor units, or an order's amount at the rate recorded when it was placed.
 */
import { convertMoney } from "../../lib/money";
import type { GraphQLContext } from "../context";

/** Currencies the SDL's CurrencyEnum declares; another code is answered as null rather than failing. */
const CURRENCIES = new Set(["AED", "AUD", "CAD", "CHF", "CNY", "EUR", "GBP", "HKD", "IDR", "INR", "JPY", "KHR", "KRW", "LAK", "MMK", "MYR", "NZD", "PHP", "SGD", "THB", "TWD", "USD", "VND"]);

export interface Money {
  value: number;
  currency: string | null;
}

/** An amount in `currency`, 1 base = `rate` of it. */
export function moneyAt(baseAmount: number, rate: number, currency: string): Money {
  return { value: convertMoney(baseAmount, rate, currency), currency: CURRENCIES.has(currency) ? currency : null };
}

/** A base-currency amount (catalogue, cart, gift card, store credit) in the request's display currency. */
export function money(ctx: GraphQLContext, baseAmount: number): Money {
  return moneyAt(baseAmount, ctx.currency.rate, ctx.currency.code);
}

/** A base-currency amount as it is (Magento's `base_*` fields). */
export function baseMoney(ctx: GraphQLContext, baseAmount: number): Money {
  return moneyAt(baseAmount, 1, ctx.currency.base);
}
