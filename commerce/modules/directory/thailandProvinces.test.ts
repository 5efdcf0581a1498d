import { describe, expect, it } from "vitest";
import { thailandProvinces } from "./thailandProvinces";

describe("thailandProvinces", () => {
  it("has Thailand's 77 divisions with unique ISO 3166-2:TH codes and names", () => {
    expect(thailandProvinces).toHaveLength(77);
    expect(new Set(thailandProvinces.map((p) => p.code)).size).toBe(77);
    expect(new Set(thailandProvinces.map((p) => p.en)).size).toBe(77);
    expect(new Set(thailandProvinces.map((p) => p.th)).size).toBe(77);
    for (const province of thailandProvinces) {
      expect(province.code).toMatch(/^TH-\d{2}$/);
      expect(province.th).toMatch(/^[\u0E00-\u0E7F]+$/);
      expect(province.en).toMatch(/^[A-Za-z ]+$/);
    }
  });
});
