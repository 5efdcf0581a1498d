import { describe, expect, it } from "vitest";
import { chooseEmailBaseUrl, DEFAULT_EMAIL_BASE_URL, normalizeEmailBaseUrl } from "./emailLinks";

describe("the shop's public URL for links in emails", () => {
  it("is the given URL, then an absolute engine baseUrl, then the storefront in development", () => {
    expect(chooseEmailBaseUrl("https://shop.example", "/")).toBe("https://shop.example/");
    expect(chooseEmailBaseUrl(undefined, "https://shop.example/th-shop")).toBe("https://shop.example/th-shop/");
    expect(chooseEmailBaseUrl(undefined, "/")).toBe(DEFAULT_EMAIL_BASE_URL);
    expect(chooseEmailBaseUrl(undefined, undefined)).toBe("http://localhost:3000/");
  });

  it("must be absolute: a relative, schemeless or query-carrying URL stops the start", () => {
    for (const bad of ["/", "shop.example", "//shop.example/", "ftp://shop.example/", "https://shop.example/?a=1", "https://user:pw@shop.example/"]) {
      expect(() => normalizeEmailBaseUrl(bad), bad).toThrow(/absolute public URL/);
    }
  });
});
