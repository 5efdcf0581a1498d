import { describe, expect, it } from "vitest";
import { safeRedirectTarget, signInPath } from "~/lib/customer/redirect-target";

describe("safeRedirectTarget", () => {
  it("keeps a path of the same store view with its query", () => {
    expect(safeRedirectTarget("/en/address-book", "en")).toBe("/en/address-book");
    expect(safeRedirectTarget("/en/order-history?page=2", "en")).toBe("/en/order-history?page=2");
    expect(safeRedirectTarget("/en", "en")).toBe("/en");
  });

  it("refuses other sites, protocol-relative and backslash tricks", () => {
    for (const value of ["https://evil.example/en", "//evil.example/en", "/\\evil.example", "/en\\..\\x", "javascript:alert(1)", "/%0a/evil", "\t//evil.example"]) {
      expect(safeRedirectTarget(value, "en"), value).toBeNull();
    }
  });

  it("refuses another store view, look-alike prefixes and the sign-in and sign-out pages", () => {
    expect(safeRedirectTarget("/th/address-book", "en")).toBeNull();
    expect(safeRedirectTarget("/english/address-book", "en")).toBeNull();
    expect(safeRedirectTarget("/en/sign-in", "en")).toBeNull();
    expect(safeRedirectTarget("/en/sign-in/google", "en")).toBeNull();
    expect(safeRedirectTarget("/en/sign-in/line/callback?code=x", "en")).toBeNull();
    expect(safeRedirectTarget("/en/sign-out", "en")).toBeNull();
    expect(safeRedirectTarget("/en/../th/x", "en")).toBeNull();
    expect(safeRedirectTarget(null, "en")).toBeNull();
  });

  it("builds the sign-in link with the page to come back to", () => {
    expect(signInPath("en", "/en/address-book")).toBe("/en/sign-in?redirect=%2Fen%2Faddress-book");
    expect(signInPath("en", "https://evil.example")).toBe("/en/sign-in");
  });
});
