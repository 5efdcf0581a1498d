/**
 * Price arithmetic the storefront sees, as Magento's CatalogGraphQl computes it: money rounded
 * to two decimals, and a discount from the difference between regular and final price.
 */

/** Rounds to cents, half away from zero (PHP's round()). */
export function roundPrice(value: number): number {
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -rounded : rounded;
}

export interface Discount {
  amountOff: number;
  percentOff: number;
}

/** Magento's Discount::getDiscountByDifference: zero when the final price is not lower. */
export function discountBetween(regularPrice: number, finalPrice: number): Discount {
  const difference = regularPrice - finalPrice;
  if (difference <= 0) return { amountOff: 0, percentOff: 0 };
  const percent = regularPrice > 0 ? (difference / regularPrice) * 100 : 0;
  return { amountOff: roundPrice(difference), percentOff: roundPrice(percent) };
}
