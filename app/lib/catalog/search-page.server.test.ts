import { describe, expect, it } from "vitest";
import { isFreshSearch } from "~/lib/catalog/search-page.server";

const params = (query: string) => new URLSearchParams(query);

describe("isFreshSearch", () => {
  it("is a text of three or more characters alone in the URL", () => {
    expect(isFreshSearch(params("query=shirt"))).toBe(true);
    expect(isFreshSearch(params(`query=${encodeURIComponent("เสื้อ")}`))).toBe(true);
  });

  it("is not a short text", () => {
    expect(isFreshSearch(params("query=ab"))).toBe(false);
    expect(isFreshSearch(params("query=%20%20ab%20"))).toBe(false);
    expect(isFreshSearch(params(""))).toBe(false);
  });

  it("is not paging, sorting or filtering the same text", () => {
    expect(isFreshSearch(params("query=shirt&page=2"))).toBe(false);
    expect(isFreshSearch(params("query=shirt&sort=price_asc"))).toBe(false);
    expect(isFreshSearch(params("query=shirt&color=49"))).toBe(false);
  });
});
