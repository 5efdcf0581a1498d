import { describe, expect, it } from "vitest";
import { luminance, mix, parseHex, shade, shadesOf, tint, toHex } from "./palette";

describe("palette", () => {
  it("reads and writes hex colours", () => {
    expect(parseHex("#1F4E79")).toEqual({ r: 31, g: 78, b: 121 });
    expect(parseHex("1f4e79")).toEqual({ r: 31, g: 78, b: 121 });
    expect(toHex({ r: 31, g: 78, b: 121 })).toBe("#1f4e79");
    expect(toHex({ r: -3, g: 300, b: 12.6 })).toBe("#00ff0d");
    expect(() => parseHex("red")).toThrow(/hex/);
  });

  it("mixes, shades and tints", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(tint("#1f4e79", 0)).toBe("#1f4e79");
    expect(tint("#1f4e79", 1)).toBe("#ffffff");
    expect(luminance(shade("#1f4e79", 0.3))).toBeLessThan(luminance("#1f4e79"));
    expect(luminance(tint("#1f4e79", 0.3))).toBeGreaterThan(luminance("#1f4e79"));
    expect(shade("#000000", 0.5)).toBe("#000000");
  });

  it("derives a full set of shades, ordered from light to dark", () => {
    for (const hex of ["#1f4e79", "#f2c14e", "#ffffff", "#000000", "#3d9970"]) {
      const c = shadesOf(hex);
      expect(luminance(c.lighter), hex).toBeGreaterThanOrEqual(luminance(c.light));
      expect(luminance(c.light), hex).toBeGreaterThanOrEqual(luminance(c.base));
      expect(luminance(c.darker), hex).toBeLessThanOrEqual(luminance(c.dark) + 0.001);
      for (const value of Object.values(c)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("keeps near-white products off a white wall", () => {
    const c = shadesOf("#ffffff");
    expect(luminance(c.wall)).toBeLessThan(0.8);
  });
});
