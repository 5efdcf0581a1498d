import { describe, expect, it } from "vitest";
import { searchTextOf } from "./search-text";

describe("searchTextOf", () => {
  it("reads the text as a form sends it: escapes, + for spaces, trimmed, the first one", () => {
    expect(searchTextOf("?query=%E0%B8%A1%E0%B8%B0%E0%B8%A1%E0%B9%88%E0%B8%A7%E0%B8%87")).toEqual({ text: "มะม่วง" });
    expect(searchTextOf("?query=+mango+sticky+rice+&page=2")).toEqual({ text: "mango sticky rice" });
    expect(searchTextOf("page=2&query=a%2Bb&query=other")).toEqual({ text: "a+b" });
    expect(searchTextOf("?query=100%25")).toEqual({ text: "100%" });
    // A lone % is read as itself, which is what the shopper meant.
    expect(searchTextOf("?query=100%")).toEqual({ text: "100%" });
  });

  it("is empty without a query", () => {
    expect(searchTextOf("")).toEqual({ text: "" });
    expect(searchTextOf("?page=2")).toEqual({ text: "" });
    expect(searchTextOf("?query")).toEqual({ text: "" });
  });

  it("is malformed when an escape does not decode, where URLSearchParams would search for “�%A”", () => {
    expect(new URLSearchParams("?query=%E0%A4%A").get("query")).toBe("\uFFFD%A");
    expect(searchTextOf("?query=%E0%A4%A")).toBe("malformed");
    expect(searchTextOf("?query=%FF")).toBe("malformed");
    // As Remix hands it to a loader: the same URL re-encoded.
    const url = new URL("http://shop.test/en/search.html?query=%E0%A4%A");
    url.searchParams.delete("index");
    expect(url.search).toBe("?query=%EF%BF%BD%25A");
    expect(searchTextOf(url.search)).toBe("malformed");
    expect(searchTextOf(url.searchParams)).toBe("malformed");
  });
});
