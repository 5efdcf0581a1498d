import { describe, expect, it } from "vitest";
import { checkReturnUrl, parseAllowedOrigins, withParams } from "./returnUrl";

const ALLOWED = ["https://shop.example"];

describe("checkReturnUrl", () => {
  it("accepts root-relative paths and URLs on an allowed origin", () => {
    expect(checkReturnUrl("/th/creditcard/complete", ALLOWED)).toBe("/th/creditcard/complete");
    expect(checkReturnUrl("/th/cancellation?x=1", [])).toBe("/th/cancellation?x=1");
    expect(checkReturnUrl("https://shop.example/th/creditcard/complete", ALLOWED)).toBe("https://shop.example/th/creditcard/complete");
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/ /evil.example",
    "https://evil.example/th",
    "https://shop.example.evil.example/",
    "http://shop.example/th", // another scheme is another origin
    "https://user@shop.example/th",
    "javascript:alert(1)",
    "data:text/html,hi",
    "th/creditcard",
    "",
    `/${"a".repeat(2100)}`,
  ])("refuses %j", (url) => {
    expect(checkReturnUrl(url, ALLOWED)).toBeNull();
  });
});

describe("parseAllowedOrigins", () => {
  it("reads a comma list of origins", () => {
    expect(parseAllowedOrigins(" https://shop.example, http://localhost:3000/ ")).toEqual(["https://shop.example", "http://localhost:3000"]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });

  it("throws on anything that is not an origin", () => {
    expect(() => parseAllowedOrigins("https://shop.example/th")).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins("shop.example")).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins("ftp://shop.example")).toThrow(/not an origin/);
  });
});

describe("withParams", () => {
  it("adds parameters, keeping a root-relative URL root-relative and an existing query", () => {
    expect(withParams("/th/creditcard/complete?a=1", { token: "tok_x", state: "s p" })).toBe("/th/creditcard/complete?a=1&token=tok_x&state=s+p");
    expect(withParams("https://shop.example/c#top", { error: "invalid_cvc" })).toBe("https://shop.example/c?error=invalid_cvc#top");
  });
});
