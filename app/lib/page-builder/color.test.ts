import { describe, expect, it } from "vitest";
import { isDarkOverlay } from "~/lib/page-builder/color";

describe("overlay colours", () => {
  it("calls dark overlays dark, light and faint ones not", () => {
    expect(isDarkOverlay("rgba(30,27,75,0.45)")).toBe(true);
    expect(isDarkOverlay("#000")).toBe(true);
    expect(isDarkOverlay("rgba(255,255,255,0.7)")).toBe(false);
    expect(isDarkOverlay("rgba(0,0,0,0.05)")).toBe(false);
    expect(isDarkOverlay("#f4f6f5")).toBe(false);
    expect(isDarkOverlay("transparent")).toBe(false);
    expect(isDarkOverlay(undefined)).toBe(false);
  });
});
