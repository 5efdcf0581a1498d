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
