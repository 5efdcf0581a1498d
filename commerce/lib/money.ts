/**
 * Money arithmetic shared by the catalogue, carts, orders, gift cards and store credit: amounts are
 * THB with two decimals, rounded as Magento rounds them (PHP's round(): half away from zero).
 */

/** Rounds to satang (cents), half away from zero. */
export function roundMoney(value: number): number {
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -rounded : rounded;
}

/** Sum of money amounts, rounded (floating-point sums drift by fractions of a satang). */
export function sumMoney(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((total, amount) => total + amount, 0));
}

const decimalsByCurrency = new Map<string, number>();

/** The minor units of a currency (THB and USD 2, JPY 0), as `Intl` knows them; 2 for a code it does not. */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

/**
 * A base-currency amount in a display currency: amount × rate (1 base = `rate` display), rounded
 * half away from zero to the display currency's minor units. Magento's PriceCurrency::convertAndRound,
 * which rounds to 2 decimals whatever the currency; here JPY rounds to whole yen.
 */
export function convertMoney(amount: number, rate: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  const rounded = Math.round(Math.abs(amount * rate) * factor + 1e-9) / factor;
  return amount < 0 ? -rounded : rounded;
}
