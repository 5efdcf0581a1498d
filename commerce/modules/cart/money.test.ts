import { describe, expect, it } from "vitest";
import { applyGiftCards, excludingVat, fixedDiscounts, percentDiscounts, sumMoney, vatIncluded } from "./money";

describe("VAT inside Thai prices", () => {
  it("is 7/107 of the amount, rounded half-up to satang", () => {
    expect(vatIncluded(1070)).toBe(70);
    expect(vatIncluded(60)).toBe(3.93); // 3.925… → 3.93
    expect(vatIncluded(150)).toBe(9.81); // 9.813…
    expect(vatIncluded(0)).toBe(0);
    expect(excludingVat(60)).toBe(56.07);
    expect(excludingVat(1070)).toBe(1000);
  });

  it("rounds a half satang up", () => {
    // 0.535 × 7 / 107 = 0.035 exactly.
    expect(vatIncluded(0.535)).toBe(0.04);
  });

  it("sums without floating-point drift", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });
});

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

describe("gift cards", () => {
  it("pay in the order given until nothing is left to pay", () => {
    expect(applyGiftCards(840, [{ code: "A", balance: 300 }, { code: "B", balance: 1000 }])).toEqual([
      { code: "A", applied: 300, remaining: 0 },
      { code: "B", applied: 540, remaining: 460 },
    ]);
  });

  it("pay nothing from an empty (or unusable) card and nothing of a zero total", () => {
    expect(applyGiftCards(100, [{ code: "EMPTY", balance: 0 }])).toEqual([{ code: "EMPTY", applied: 0, remaining: 0 }]);
    expect(applyGiftCards(0, [{ code: "A", balance: 300 }])).toEqual([{ code: "A", applied: 0, remaining: 300 }]);
  });
});
