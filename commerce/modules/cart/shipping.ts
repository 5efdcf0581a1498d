/**
 * The shop's carriers, configured under Magento's paths (carriers/<code>/...): flat rate per order,
 * free shipping from a subtotal, and express. Prices include VAT like everything else in the shop.
 * A coupon with free shipping makes the flat rate free and offers free shipping whatever the
 * subtotal (Magento's address free_shipping flag); express keeps its price.
 */
import { roundMoney } from "../../lib/money";
import { excludingVat } from "./vat";
import type { ShippingRate } from "./types";

export const CARRIER_CODES = ["flatrate", "freeshipping", "express"] as const;

/** What rates depend on besides the settings. */
export interface ShippingQuote {
  /** Units in the cart (none: no rates). */
  totalQuantity: number;
  /** Subtotal incl. VAT after the coupon discount (what the free-shipping threshold compares). */
  subtotalAfterDiscount: number;
  /** A coupon grants free shipping. */
  freeShipping: boolean;
}

/** The settings the carriers read (pass their values to shippingRatesFor). */
export const CARRIER_SETTING_PATHS = CARRIER_CODES.flatMap((code) =>
  ["active", "title", "name", "price", "type", "sort_order", "free_shipping_subtotal"].map((field) => `carriers/${code}/${field}`),
);

/** The rates offered, in the carriers' sort order; `values` are the store view's CARRIER_SETTING_PATHS. */
export function shippingRatesFor(values: ReadonlyMap<string, string | null>, quote: ShippingQuote): ShippingRate[] {
  if (quote.totalQuantity <= 0) return [];
  const value = (code: string, field: string) => values.get(`carriers/${code}/${field}`) ?? null;
  const rates: { sort: number; rate: ShippingRate }[] = [];
  const offer = (code: string, amount: number) => {
    const amountInclTax = roundMoney(Math.max(amount, 0));
    rates.push({
      sort: Number(value(code, "sort_order") ?? 0),
      rate: {
        carrierCode: code,
        methodCode: code,
        carrierTitle: value(code, "title") ?? code,
        methodTitle: value(code, "name") ?? code,
        amountInclTax,
        amountExclTax: excludingVat(amountInclTax),
      },
    });
  };

  if (value("flatrate", "active") === "1") {
    const price = Number(value("flatrate", "price") ?? 0);
    // "I": per item; anything else ("O"): per order.
    const perCart = value("flatrate", "type") === "I" ? price * quote.totalQuantity : price;
    offer("flatrate", quote.freeShipping ? 0 : perCart);
  }
  if (value("freeshipping", "active") === "1") {
    const threshold = Number(value("freeshipping", "free_shipping_subtotal") ?? 0);
    if (quote.freeShipping || quote.subtotalAfterDiscount >= threshold) offer("freeshipping", 0);
  }
  if (value("express", "active") === "1") {
    offer("express", Number(value("express", "price") ?? 0));
  }
  return rates.sort((a, b) => a.sort - b.sort).map((entry) => entry.rate);
}

/** "flatrate_flatrate" → its rate among `rates`, or null when the method is not offered now. */
export function selectedRate(rates: readonly ShippingRate[], shippingMethod: string | null): ShippingRate | null {
  if (!shippingMethod) return null;
  return rates.find((rate) => `${rate.carrierCode}_${rate.methodCode}` === shippingMethod) ?? null;
}
