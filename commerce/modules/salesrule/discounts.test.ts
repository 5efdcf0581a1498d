import { describe, expect, it } from "vitest";
import { sumMoney } from "../../lib/money";
import { fixedDiscounts, percentDiscounts } from "./discounts";

describe("coupon discounts per row", () => {
  it("takes a percentage of each row, rounded per row", () => {
    expect(percentDiscounts([1070, 333.33], 10)).toEqual([107, 33.33]);
    expect(percentDiscounts([100], 150)).toEqual([100]);
    expect(percentDiscounts([100], 0)).toEqual([0]);
  });

  it("spreads a fixed amount in proportion to the rows, the last row taking the remainder", () => {
    const shares = fixedDiscounts([1000, 500, 500], 200);
    expect(shares).toEqual([100, 50, 50]);
    const uneven = fixedDiscounts([333.33, 333.33, 333.34], 100);
    expect(sumMoney(uneven)).toBe(100);
    expect(uneven[0]).toBe(33.33);
  });

  it("never takes more than the subtotal", () => {
    expect(fixedDiscounts([120, 30], 200)).toEqual([120, 30]);
    expect(fixedDiscounts([], 200)).toEqual([]);
  });
});
