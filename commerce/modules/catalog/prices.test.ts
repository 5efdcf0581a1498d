import { describe, expect, it } from "vitest";
import { discountBetween } from "./prices";

describe("prices", () => {
  it("computes Magento's discount from regular and final price", () => {
    expect(discountBetween(1290, 990)).toEqual({ amountOff: 300, percentOff: 23.26 });
    expect(discountBetween(990, 990)).toEqual({ amountOff: 0, percentOff: 0 });
    expect(discountBetween(990, 1290)).toEqual({ amountOff: 0, percentOff: 0 });
  });
});
