import { describe, expect, it } from "vitest";
import { selectedRate, shippingRatesFor } from "./shipping";

const settings = new Map<string, string | null>([
  ["carriers/flatrate/active", "1"],
  ["carriers/flatrate/title", "Flat Rate"],
  ["carriers/flatrate/name", "Standard delivery"],
  ["carriers/flatrate/price", "60"],
  ["carriers/flatrate/type", "O"],
  ["carriers/flatrate/sort_order", "1"],
  ["carriers/freeshipping/active", "1"],
  ["carriers/freeshipping/title", "Free Shipping"],
  ["carriers/freeshipping/name", "Free delivery"],
  ["carriers/freeshipping/free_shipping_subtotal", "1500"],
  ["carriers/freeshipping/sort_order", "2"],
  ["carriers/express/active", "1"],
  ["carriers/express/title", "Express"],
  ["carriers/express/name", "Next-day delivery"],
  ["carriers/express/price", "150"],
  ["carriers/express/sort_order", "3"],
]);

const codes = (rates: { carrierCode: string; amountInclTax: number }[]) => rates.map((rate) => `${rate.carrierCode}:${rate.amountInclTax}`);

describe("carrier rates", () => {
  it("offers flat rate and express below the free-shipping subtotal, with VAT inside", () => {
    const rates = shippingRatesFor(settings, { totalQuantity: 2, subtotalAfterDiscount: 1499.99, freeShipping: false });
    expect(codes(rates)).toEqual(["flatrate:60", "express:150"]);
    expect(rates[0]).toMatchObject({ carrierTitle: "Flat Rate", methodTitle: "Standard delivery", amountExclTax: 56.07 });
  });

  it("adds free shipping from the threshold (after the coupon discount)", () => {
    expect(codes(shippingRatesFor(settings, { totalQuantity: 1, subtotalAfterDiscount: 1500, freeShipping: false }))).toEqual([
      "flatrate:60",
      "freeshipping:0",
      "express:150",
    ]);
  });

  it("makes the flat rate free and offers free shipping with a free-shipping coupon; express keeps its price", () => {
    expect(codes(shippingRatesFor(settings, { totalQuantity: 1, subtotalAfterDiscount: 100, freeShipping: true }))).toEqual([
      "flatrate:0",
      "freeshipping:0",
      "express:150",
    ]);
  });

  it("charges a per-item flat rate per unit, offers nothing for an empty cart and skips disabled carriers", () => {
    const perItem = new Map(settings).set("carriers/flatrate/type", "I").set("carriers/express/active", "0");
    expect(codes(shippingRatesFor(perItem, { totalQuantity: 3, subtotalAfterDiscount: 300, freeShipping: false }))).toEqual(["flatrate:180"]);
    expect(shippingRatesFor(settings, { totalQuantity: 0, subtotalAfterDiscount: 0, freeShipping: false })).toEqual([]);
  });

  it("finds the chosen method by Magento's carrier_method code", () => {
    const rates = shippingRatesFor(settings, { totalQuantity: 1, subtotalAfterDiscount: 100, freeShipping: false });
    expect(selectedRate(rates, "express_express")?.amountInclTax).toBe(150);
    expect(selectedRate(rates, "freeshipping_freeshipping")).toBeNull();
    expect(selectedRate(rates, null)).toBeNull();
  });
});
