import { describe, expect, it } from "vitest";
import { graphemeLength, truncateText } from "~/lib/text/truncate";

describe("truncateText", () => {
  it("keeps text within the limit untouched (white space collapsed)", () => {
    expect(truncateText("Indigo   shirt\n", 20)).toBe("Indigo shirt");
    expect(truncateText("Indigo shirt", 12)).toBe("Indigo shirt");
  });

  it("cuts longer text to the limit, the ellipsis included", () => {
    const cut = truncateText("Organic cotton t-shirt", 10);
    expect(cut).toBe("Organic c…");
    expect(graphemeLength(cut)).toBe(10);
  });

  it("drops the space before the ellipsis", () => {
    expect(truncateText("Organic cotton", 9)).toBe("Organic…");
  });

  it("never splits a Thai consonant from its vowel and tone marks", () => {
    // เ สื้ อ ผ้ า: "สื้" is one grapheme of three code points.
    const text = "เสื้อผ้าฝ้ายทอมือ";
    const cut = truncateText(text, 3, "th");
    expect(cut).toBe("เสื้…");
    expect(graphemeLength(cut, "th")).toBe(3);
    expect(truncateText(text, 5, "th")).toBe("เสื้อผ้…");
  });

  it("keeps an emoji whole", () => {
    expect(truncateText("👩🏽‍🍳 Thai kitchen", 2)).toBe("👩🏽‍🍳…");
  });

  it("treats a missing or zero limit as no limit", () => {
    expect(truncateText("Granite mortar", 0)).toBe("Granite mortar");
    expect(truncateText("Granite mortar", null)).toBe("Granite mortar");
  });
});
