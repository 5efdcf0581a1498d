import { describe, expect, it } from "vitest";
import { contentImageSrcSet, contentImageUrl } from "~/lib/page-builder/images";

describe("content pictures through the resizer (spec §7)", () => {
  it("asks for webp, quality 85, png kept png and the rest progressive JPEG", () => {
    expect(contentImageUrl("/media/wysiwyg/home/garden.jpg", 960)).toBe("/media/wysiwyg/home/garden.jpg?auto=webp&format=pjpg&width=960&quality=85");
    expect(contentImageUrl("https://backend.example/media/wysiwyg/logo.png")).toBe("https://backend.example/media/wysiwyg/logo.png?auto=webp&format=png&quality=85");
  });

  it("leaves SVG, GIF and pictures outside the media folder alone", () => {
    expect(contentImageUrl("/media/wysiwyg/pages/our-story.svg", 640)).toBe("/media/wysiwyg/pages/our-story.svg");
    expect(contentImageUrl("/media/wysiwyg/spinner.gif")).toBe("/media/wysiwyg/spinner.gif");
    expect(contentImageUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(contentImageSrcSet("/media/wysiwyg/pages/our-story.svg")).toBe("");
  });

  it("offers width steps up to the largest needed", () => {
    expect(contentImageSrcSet("/media/wysiwyg/a.jpg", 640)).toBe(
      "/media/wysiwyg/a.jpg?auto=webp&format=pjpg&width=320&quality=85 320w, /media/wysiwyg/a.jpg?auto=webp&format=pjpg&width=640&quality=85 640w",
    );
  });
});
