import { describe, expect, it } from "vitest";
import { catalogImageSrcSet, catalogImageUrl, IMAGE_WIDTHS, imageHeightFor } from "~/lib/catalog/image";

describe("catalogue image URLs", () => {
  it("asks for webp with a png fallback for png originals, height = width / 0.8, quality 85", () => {
    expect(catalogImageUrl("/media/catalog/product/demo/tshirt/1f4e79-1.png", 320)).toBe(
      "/media/catalog/product/demo/tshirt/1f4e79-1.png?auto=webp&format=png&width=320&height=400&quality=85",
    );
  });

  it("falls back to progressive JPEG for every other original", () => {
    expect(catalogImageUrl("/media/catalog/product/a/b/bag.jpg", 640)).toBe(
      "/media/catalog/product/a/b/bag.jpg?auto=webp&format=pjpg&width=640&height=800&quality=85",
    );
    expect(catalogImageUrl("/media/catalog/category/tops.webp", 40)).toContain("format=pjpg&width=40&height=50");
  });

  it("keeps absolute URLs absolute and resizes the original, not Magento's cached copy", () => {
    expect(
      catalogImageUrl("https://shop.example/media/catalog/product/cache/0123456789abcdef0123456789abcdef/a/b/bag.jpg?v=2", 160),
    ).toBe("https://shop.example/media/catalog/product/a/b/bag.jpg?v=2&auto=webp&format=pjpg&width=160&height=200&quality=85");
  });

  it("replaces resizing parameters already in the URL", () => {
    const url = catalogImageUrl("/media/catalog/product/x.png?width=10&format=jpg", 80);
    expect(new URL(url, "http://x").searchParams.getAll("width")).toEqual(["80"]);
    expect(new URL(url, "http://x").searchParams.getAll("format")).toEqual(["png"]);
  });

  it("leaves pictures outside the catalogue folders, SVGs and empty sources alone", () => {
    expect(catalogImageUrl("/media/wysiwyg/home/slide-1.svg", 320)).toBe("/media/wysiwyg/home/slide-1.svg");
    expect(catalogImageUrl("/media/catalog/product/placeholder.svg", 320)).toBe("/media/catalog/product/placeholder.svg");
    expect(catalogImageUrl("", 320)).toBe("");
    expect(catalogImageSrcSet("/logo.svg")).toBe("");
  });

  it("lists every width step in the srcset, up to a maximum", () => {
    const srcset = catalogImageSrcSet("/media/catalog/product/a.png");
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(IMAGE_WIDTHS.map((width) => `${width}w`));
    expect(catalogImageSrcSet("/media/catalog/product/a.png", 640).split(", ")).toHaveLength(5);
    expect(imageHeightFor(2560)).toBe(3200);
  });

  it("gives each srcset width the same URL as asking for that width alone", () => {
    const src = "https://shop.example/media/catalog/product/cache/0123456789abcdef0123456789abcdef/t/e/tee.jpg?width=99&v=2#top";
    const entries = catalogImageSrcSet(src).split(", ");
    expect(entries).toEqual(IMAGE_WIDTHS.map((width) => `${catalogImageUrl(src, width)} ${width}w`));
    expect(entries[1]).toBe("https://shop.example/media/catalog/product/t/e/tee.jpg?v=2&auto=webp&format=pjpg&width=80&height=100&quality=85#top 80w");
  });
});
