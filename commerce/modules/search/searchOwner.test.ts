import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./searchLog";
import { searchOwner } from "./searchOwner";
import { shorten } from "./xsearch";

describe("the owner of recent searches", () => {
  it("is a hash of a well-formed session header, never the header itself", () => {
    const owner = searchOwner({ sessionHeader: "abcDEF_123-456789" });
    expect(owner?.key).toMatch(/^s:[0-9a-f]{64}$/);
    expect(owner?.key).not.toContain("abcDEF");
    expect(searchOwner({ sessionHeader: "abcDEF_123-456789" })).toEqual(owner);
  });

  it("ignores short, long or odd session values", () => {
    for (const value of ["short", "x".repeat(129), "has spaces in it ok", "ünïcödé-session-1234", "", null]) {
      expect(searchOwner({ sessionHeader: value })).toBeNull();
    }
  });

  it("prefers a signed-in customer", () => {
    expect(searchOwner({ customerId: 42, sessionHeader: "abcDEF_123-456789" })).toEqual({ key: "c:42" });
  });
});

describe("texts as the search log keeps them", () => {
  it("trims, collapses spaces, folds case and cuts at the maximum length", () => {
    expect(normalizeSearchText("  Indigo   SHIRT ", 128)).toBe("indigo shirt");
    expect(normalizeSearchText("a".repeat(200), 128)).toHaveLength(128);
    expect(normalizeSearchText("เสื้อ ยืด", 4)).toBe("เสื้อ");
  });

  it("shortens descriptions at a word", () => {
    expect(shorten("Comfortable clothing cut from Thai cotton", 25)).toBe("Comfortable clothing cut…");
    expect(shorten("short", 25)).toBe("short");
  });
});
