import { describe, expect, it } from "vitest";
import { alternateLinks, canonicalQuery } from "~/lib/seo/alternates";

const views = [
  { code: "th", language: "th", isDefault: true },
  { code: "en", language: "en", isDefault: false },
];

describe("canonical and alternate links", () => {
  it("links the same page in every store view, with the default as x-default", () => {
    expect(alternateLinks({ origin: "https://shop.example", storeCode: "en", storeViews: views, path: "/clothing.html" })).toEqual([
      { rel: "canonical", href: "https://shop.example/en/clothing.html" },
      { rel: "alternate", hrefLang: "th", href: "https://shop.example/th/clothing.html" },
      { rel: "alternate", hrefLang: "en", href: "https://shop.example/en/clothing.html" },
      { rel: "alternate", hrefLang: "x-default", href: "https://shop.example/th/clothing.html" },
    ]);
  });

  it("uses the store code alone for the home page and has no alternates with one store view", () => {
    expect(alternateLinks({ origin: "https://s.example", storeCode: "th", storeViews: [views[0]!], path: "/" })).toEqual([
      { rel: "canonical", href: "https://s.example/th" },
    ]);
  });

  it("keeps only the parameters that make a page distinct", () => {
    expect(canonicalQuery("?drawer=menu&page=2&sort=price_asc&utm_source=x", ["page"]).toString()).toBe("page=2");
    expect(canonicalQuery("?page=1", ["page"]).toString()).toBe("");
  });
});
