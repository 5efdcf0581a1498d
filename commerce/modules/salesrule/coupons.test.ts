import { describe, expect, it } from "vitest";
import { couponLabel, couponQualifies, couponRowDiscounts, type CouponRule } from "./coupons";

const rule = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  ruleId: 1,
  code: "SAVE200",
  name: "฿200 off",
  isActive: true,
  action: "cart_fixed",
  amount: 200,
  minSubtotal: 2000,
  freeShipping: false,
  fromDate: null,
  toDate: null,
  usesPerCoupon: null,
  timesUsed: 0,
  labels: { en: "฿200 off", th: "ลด ฿200" },
  ...overrides,
});

describe("coupon rules", () => {
  it("qualify from the minimum subtotal on", () => {
    expect(couponQualifies(rule(), 1999.99, "2026-01-01")).toBe(false);
    expect(couponQualifies(rule(), 2000, "2026-01-01")).toBe(true);
  });

  it("do not qualify when inactive, outside their dates, used up, or for an empty cart", () => {
    expect(couponQualifies(rule({ isActive: false }), 5000, "2026-01-01")).toBe(false);
    expect(couponQualifies(rule({ fromDate: "2026-02-01" }), 5000, "2026-01-31")).toBe(false);
    expect(couponQualifies(rule({ toDate: "2026-01-31" }), 5000, "2026-02-01")).toBe(false);
    expect(couponQualifies(rule({ toDate: "2026-01-31" }), 5000, "2026-01-31")).toBe(true);
    expect(couponQualifies(rule({ usesPerCoupon: 5, timesUsed: 5 }), 5000, "2026-01-01")).toBe(false);
    expect(couponQualifies(rule({ minSubtotal: null }), 0, "2026-01-01")).toBe(false);
  });

  it("take a percentage or a fixed amount off the rows", () => {
    expect(couponRowDiscounts(rule({ action: "by_percent", amount: 10 }), [1070, 500])).toEqual([107, 50]);
    expect(couponRowDiscounts(rule(), [1500, 500])).toEqual([150, 50]);
  });

  it("are labelled per store view, else by their code", () => {
    expect(couponLabel(rule(), "th")).toBe("ลด ฿200");
    expect(couponLabel(rule({ labels: {} }), "th")).toBe("SAVE200");
  });
});
