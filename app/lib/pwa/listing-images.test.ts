import { describe, expect, it } from "vitest";
import { galleryImageWidth, listingImageUrls } from "./listing-images";

describe("galleryImageWidth", () => {
  it("is the width step the product gallery's srcset gives the screen", () => {
    expect(galleryImageWidth(1280, 1)).toBe(640); // half the window from 960 px
    expect(galleryImageWidth(1920, 1)).toBe(960); // 700 px from 1440 px
    expect(galleryImageWidth(390, 3)).toBe(1280); // a phone: the whole window at 3x = 1170
    expect(galleryImageWidth(412, 2.625)).toBe(1280);
    expect(galleryImageWidth(360, 0.5)).toBe(640); // never below 1x
  });
});

describe("listingImageUrls", () => {
  it("resizes each product's picture to that width, skipping products without one", () => {
    expect(listingImageUrls([{ src: "/media/catalog/product/a/b/bag.jpg" }, null, { src: "" }], 640)).toEqual([
      expect.stringMatching(/^\/media\/catalog\/product\/a\/b\/bag\.jpg\?.*width=640&height=800/),
    ]);
  });
});
