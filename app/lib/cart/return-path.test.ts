import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/lib/cart/return-path";

const origin = "https://shop.example";

describe("safeReturnPath", () => {
  it("goes back to the page of this store view the form was sent from, query included", () => {
    expect(safeReturnPath("https://shop.example/th/indigo-shirt.html?color=12", origin, "th")).toBe("/th/indigo-shirt.html?color=12");
    expect(safeReturnPath("https://shop.example/en", origin, "en")).toBe("/en");
  });

  it("sends anything else to the cart: other sites, other store views, tricks, no referer", () => {
    expect(safeReturnPath("https://evil.example/th/shirt.html", origin, "th")).toBe("/th/cart");
    expect(safeReturnPath("https://shop.example//evil.example/th", origin, "th")).toBe("/th/cart");
    expect(safeReturnPath("https://shop.example/en/shirt.html", origin, "th")).toBe("/th/cart");
    expect(safeReturnPath("https://shop.example/thai-evil", origin, "th")).toBe("/th/cart");
    expect(safeReturnPath("javascript:alert(1)", origin, "th")).toBe("/th/cart");
    expect(safeReturnPath(null, origin, "th")).toBe("/th/cart");
    expect(safeReturnPath("not a url", origin, "th")).toBe("/th/cart");
  });
});
