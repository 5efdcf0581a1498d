import { describe, expect, it } from "vitest";
import { parseProductArtPath, productArtPath } from "./productArt";

describe("demo product pictures", () => {
  it("names a picture by kind, colour and view, and reads the name back", () => {
    const path = productArtPath("tshirt", "#1F4E79", 2);
    expect(path).toBe("catalog/product/demo/tshirt/1f4e79-2.png");
    expect(parseProductArtPath(path)).toEqual({ kind: "tshirt", hex: "#1f4e79", view: 2 });
  });

  it("rejects anything else", () => {
    expect(parseProductArtPath("catalog/product/demo/spaceship/1f4e79-1.png")).toBeNull();
    expect(parseProductArtPath("catalog/product/demo/tshirt/1f4e79-4.png")).toBeNull();
    expect(parseProductArtPath("catalog/product/demo/tshirt/../../etc-1.png")).toBeNull();
    expect(() => productArtPath("mug", "red")).toThrow(/hex/);
  });
});
