import { describe, expect, it } from "vitest";
import { convertMoney, currencyDecimals, roundMoney, sumMoney } from "./money";

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

describe("convertMoney", () => {
  it("converts a base amount at a rate and rounds to the display currency's minor units", () => {
    expect(convertMoney(330, 0.028, "USD")).toBe(9.24);
    expect(convertMoney(1234.5, 0.028, "USD")).toBe(34.57);
    expect(convertMoney(-330, 0.028, "USD")).toBe(-9.24);
    // Magento's documentation example: 1 USD = 0.7067 EUR
    expect(convertMoney(100, 0.7067, "EUR")).toBe(70.67);
    expect(convertMoney(19.99, 0.7067, "EUR")).toBe(14.13);
    // JPY has no minor units: whole yen
    expect(convertMoney(330, 4.3172, "JPY")).toBe(1425);
    expect(convertMoney(1.16, 4.3172, "JPY")).toBe(5);
  });

  it("keeps base amounts as they are at rate 1 (rounded to satang as before)", () => {
    expect(convertMoney(1.005, 1, "THB")).toBe(roundMoney(1.005));
    expect(convertMoney(299.994, 1, "THB")).toBe(299.99);
  });

  it("knows each currency's minor units", () => {
    expect([currencyDecimals("THB"), currencyDecimals("USD"), currencyDecimals("JPY"), currencyDecimals("KRW")]).toEqual([2, 2, 0, 0]);
  });
});
