import { describe, expect, it } from "vitest";
import { splitStorePath, storeHref, switchStoreHref } from "~/lib/store-view";

describe("store view paths", () => {
  it("splits the store code off a path", () => {
    expect(splitStorePath("/th/women/tops.html")).toEqual({ storeCode: "th", path: "/women/tops.html" });
    expect(splitStorePath("/en")).toEqual({ storeCode: "en", path: "/" });
    expect(splitStorePath("/")).toEqual({ storeCode: undefined, path: "/" });
  });

  it("keeps a store code whose escapes do not decode as it is, rather than throwing", () => {
    expect(splitStorePath("/%E0%A4%A/cart")).toEqual({ storeCode: "%E0%A4%A", path: "/cart" });
  });

  it("builds links inside a store view", () => {
    expect(storeHref("en", "/cart")).toBe("/en/cart");
    expect(storeHref("th", "women.html")).toBe("/th/women.html");
    expect(storeHref("th", "/")).toBe("/th");
  });

  it("keeps the page and query when switching store view, but not on the home page", () => {
    expect(switchStoreHref("en", "/th/women.html", "?sort=price")).toBe("/en/women.html?sort=price");
    expect(switchStoreHref("th", "/en", "?utm=x")).toBe("/th");
    expect(switchStoreHref("th", "/en/", "")).toBe("/th");
  });
});
