import { describe, expect, it } from "vitest";
import { candidatePaths, isExactMatch, parseRouteUrl } from "./requestUrl";

describe("parseRouteUrl", () => {
  it("drops leading slashes but keeps the root", () => {
    expect(parseRouteUrl("/clothing.html")).toEqual({ path: "clothing.html", query: "" });
    expect(parseRouteUrl("//clothing/women.html")).toEqual({ path: "clothing/women.html", query: "" });
    expect(parseRouteUrl("/")).toEqual({ path: "/", query: "" });
  });

  it("sets the query string and fragment aside", () => {
    expect(parseRouteUrl("clothing.html?page=2&sort=name#list")).toEqual({ path: "clothing.html", query: "page=2&sort=name" });
    expect(parseRouteUrl("clothing.html#list")).toEqual({ path: "clothing.html", query: "" });
  });

  it("reduces an absolute URL to its path", () => {
    expect(parseRouteUrl("https://shop.example/clothing.html?x=1")).toEqual({ path: "clothing.html", query: "x=1" });
  });

  it("trims surrounding whitespace", () => {
    expect(parseRouteUrl("  clothing.html ")).toEqual({ path: "clothing.html", query: "" });
  });
});

describe("candidatePaths", () => {
  it("tries the path as given, then without and with a trailing slash", () => {
    expect(candidatePaths("clothing.html")).toEqual(["clothing.html", "clothing.html/"]);
    expect(candidatePaths("clothing.html/")).toEqual(["clothing.html/", "clothing.html"]);
  });

  it("adds the percent-decoded form", () => {
    expect(candidatePaths("%E0%B8%9C%E0%B9%89%E0%B8%B2.html")).toEqual([
      "%E0%B8%9C%E0%B9%89%E0%B8%B2.html",
      "%E0%B8%9C%E0%B9%89%E0%B8%B2.html/",
      "ผ้า.html",
      "ผ้า.html/",
    ]);
    expect(candidatePaths("100%.html")).toEqual(["100%.html", "100%.html/"]);
  });

  it("treats the decoded form as an exact match", () => {
    expect(isExactMatch("ผ้า.html", "%E0%B8%9C%E0%B9%89%E0%B8%B2.html")).toBe(true);
    expect(isExactMatch("clothing.html", "clothing.html/")).toBe(false);
  });
});
