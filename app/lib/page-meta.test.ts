import { describe, expect, it } from "vitest";
import { pageTitle } from "~/lib/page-meta";

describe("pageTitle", () => {
  it("puts the page title before the store name", () => {
    expect(pageTitle("Baan Suan", "Women")).toBe("Women - Baan Suan");
  });
  it("is the store name alone without a page title", () => {
    expect(pageTitle("Baan Suan")).toBe("Baan Suan");
    expect(pageTitle("Baan Suan", "  ")).toBe("Baan Suan");
  });
});
