import { describe, expect, it } from "vitest";
import { searchTermFromPath } from "~/lib/resolver.server";

describe("404 redirect to search", () => {
  it("searches for the last path segment without the URL suffix", () => {
    expect(searchTermFromPath("clothing/indigo-shirt.html", [".html", ".html"])).toBe("indigo-shirt");
    expect(searchTermFromPath("silk-scarf", [".html"])).toBe("silk-scarf");
    expect(searchTermFromPath("women/tops/", [".html"])).toBe("tops");
  });

  it("decodes the segment and prefers the longest matching suffix", () => {
    expect(searchTermFromPath("%E0%B8%9C%E0%B9%89%E0%B8%B2%E0%B9%84%E0%B8%AB%E0%B8%A1.html", [".html"])).toBe("ผ้าไหม");
    expect(searchTermFromPath("bag.shop.html", [".html", ".shop.html"])).toBe("bag");
    expect(searchTermFromPath("bad%E0%escape.html", [".html"])).toBe("bad%E0%escape");
  });

  it("gives nothing to search for an empty path", () => {
    expect(searchTermFromPath("", [".html"])).toBe("");
    expect(searchTermFromPath("/.html", [".html"])).toBe("");
  });
});
