import { describe, expect, it } from "vitest";
import { excludingVat, vatIncluded } from "./vat";

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
});
