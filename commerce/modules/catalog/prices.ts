/**
 * Price arithmetic the storefront sees, as Magento's CatalogGraphQl computes it: a discount from
 * the difference between regular and final price (money rounded as everywhere, lib/money.ts).
 */
import { roundMoney } from "../../lib/money";

export interface Discount {
  amountOff: number;
  percentOff: number;
}

/** Magento's Discount::getDiscountByDifference: zero when the final price is not lower. */
export function discountBetween(regularPrice: number, finalPrice: number): Discount {
  const difference = regularPrice - finalPrice;
  if (difference <= 0) return { amountOff: 0, percentOff: 0 };
  const percent = regularPrice > 0 ? (difference / regularPrice) * 100 : 0;
  return { amountOff: roundMoney(difference), percentOff: roundMoney(percent) };
}
