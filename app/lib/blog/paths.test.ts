import { describe, expect, it } from "vitest";
import { blogListingPath, blogPageHref, blogPostPath, readBlogPage } from "~/lib/blog/paths";

describe("blog paths", () => {
  it("names every listing and post", () => {
    expect(blogListingPath("all")).toBe("/blog");
    expect(blogListingPath("search")).toBe("/blog/search");
    expect(blogListingPath("category", "home-living")).toBe("/blog/category/home-living");
    expect(blogListingPath("tag", "a b")).toBe("/blog/tag/a%20b");
    expect(blogListingPath("author", "malai-thongdee")).toBe("/blog/author/malai-thongdee");
    expect(blogPostPath("golden-turmeric-rice")).toBe("/blog/golden-turmeric-rice");
  });

  it("links pages in the store view, page 1 without a parameter", () => {
    expect(blogPageHref("th", "/blog", 1)).toBe("/th/blog");
    expect(blogPageHref("en", "/blog", 2)).toBe("/en/blog?page=2");
    expect(blogPageHref("en", "/blog/search", 3, "indigo dye")).toBe("/en/blog/search?query=indigo+dye&page=3");
  });

  it("reads the page number leniently", () => {
    expect(readBlogPage(null)).toBe(1);
    expect(readBlogPage("2")).toBe(2);
    for (const bad of ["0", "-1", "2.5", "two", "9999999", ""]) expect(readBlogPage(bad)).toBe(1);
  });
});
