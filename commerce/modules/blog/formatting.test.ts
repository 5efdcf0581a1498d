import { describe, expect, it } from "vitest";
import { blogMediaUrl, blogPostUrl, magentoDateTime } from "./formatting";

describe("blog formatting", () => {
  it("puts pictures under the media base URL's amasty/blog/ folder", () => {
    expect(blogMediaUrl("https://shop.test/media/", "posts/rice.svg")).toBe("https://shop.test/media/amasty/blog/posts/rice.svg");
    expect(blogMediaUrl("/media/", "/authors/a.svg")).toBe("/media/amasty/blog/authors/a.svg");
    expect(blogMediaUrl("/media/", null)).toBeNull();
    expect(blogMediaUrl("/media/", "")).toBeNull();
  });

  it("writes dates as Magento does, in UTC", () => {
    expect(magentoDateTime(new Date("2026-01-12T09:00:00+07:00"))).toBe("2026-01-12 02:00:00");
  });

  it("builds a post's URL from the blog route", () => {
    expect(blogPostUrl("blog", "golden-turmeric-rice")).toBe("blog/golden-turmeric-rice");
    expect(blogPostUrl("/journal/", "x")).toBe("journal/x");
    expect(blogPostUrl(null, "x")).toBe("blog/x");
    expect(blogPostUrl("", "x")).toBe("blog/x");
  });
});
