import { describe, expect, it } from "vitest";
import { discountBetween, roundPrice } from "./prices";

describe("prices", () => {
  it("rounds half away from zero to cents", () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(299.994)).toBe(299.99);
  });

  it("computes Magento's discount from regular and final price", () => {
    expect(discountBetween(1290, 990)).toEqual({ amountOff: 300, percentOff: 23.26 });
    expect(discountBetween(990, 990)).toEqual({ amountOff: 0, percentOff: 0 });
    expect(discountBetween(990, 1290)).toEqual({ amountOff: 0, percentOff: 0 });
  });
});
