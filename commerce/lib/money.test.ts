import { describe, expect, it } from "vitest";
import { roundMoney, sumMoney } from "./money";

describe("money", () => {
  it("rounds half away from zero to cents", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(299.994)).toBe(299.99);
  });

  it("sums without floating-point drift", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });
});
