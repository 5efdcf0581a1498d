import { describe, expect, it } from "vitest";
import { backgroundStyle, borderStyle, boxStyle, spacingStyle, withoutEmpty } from "~/components/page-builder/box-style";
import type { ContentSettings } from "~/lib/page-builder/types";

const everything: ContentSettings = {
  marginTop: "10px",
  marginRight: "0px",
  marginBottom: "",
  paddingLeft: "20px",
  border: "solid",
  borderColor: "#cccccc",
  borderWidth: "1px",
  borderRadius: "4px",
  backgroundColor: "#fafafa",
  backgroundSize: "cover",
  backgroundPosition: "center center",
  backgroundRepeat: "no-repeat",
  backgroundAttachment: "fixed",
  desktopImage: "/media/wysiwyg/home/wide.jpg",
  mobileImage: "/media/wysiwyg/home/narrow.jpg",
  minHeight: "300px",
  textAlign: "center",
};

describe("boxStyle", () => {
  it("shows a box's spacing, border, background, height and alignment, in that order, and nothing empty", () => {
    const style = boxStyle(everything);
    expect(Object.keys(style)).toEqual([
      "marginTop",
      "marginRight",
      "paddingLeft",
      "borderStyle",
      "borderColor",
      "borderWidth",
      "borderRadius",
      "backgroundColor",
      "backgroundSize",
      "backgroundPosition",
      "backgroundRepeat",
      "backgroundAttachment",
      "--pb-bg-image",
      "--pb-bg-image-mobile",
      "minHeight",
      "textAlign",
    ]);
    expect(style["--pb-bg-image"]).toBe('url("/media/wysiwyg/home/wide.jpg?auto=webp&format=pjpg&width=1600&quality=85")');
    expect(style["--pb-bg-image-mobile"]).toBe('url("/media/wysiwyg/home/narrow.jpg?auto=webp&format=pjpg&width=960&quality=85")');
  });

  it("is what the spacing, border and background styles give together", () => {
    for (const settings of [everything, {}, { backgroundAttachment: "scroll", desktopImage: "/media/a.png" }]) {
      for (const fullBleed of [false, true]) {
        const parts = withoutEmpty({
          ...spacingStyle(settings),
          ...borderStyle(settings),
          ...backgroundStyle(settings, { fullBleed }),
          minHeight: settings.minHeight,
          textAlign: settings.textAlign,
        });
        expect(boxStyle(settings, { fullBleed })).toEqual(parts);
        expect(Object.keys(boxStyle(settings, { fullBleed }))).toEqual(Object.keys(parts));
      }
    }
  });

  it("asks for a full-bleed row's picture wider, and uses the desktop picture on phones when there is no other", () => {
    const style = boxStyle({ desktopImage: "/media/wysiwyg/a.jpg" }, { fullBleed: true });
    expect(style["--pb-bg-image"]).toContain("width=2560");
    expect(style["--pb-bg-image-mobile"]).toBe('url("/media/wysiwyg/a.jpg?auto=webp&format=pjpg&width=960&quality=85")');
    expect(boxStyle({})).toEqual({});
  });
});
