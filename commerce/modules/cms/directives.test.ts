import { describe, expect, it } from "vitest";
import { renderDirectives } from "./directives";

const urls = { mediaBaseUrl: "https://shop.test/media/", linkBaseUrl: "https://shop.test/" };

describe("renderDirectives", () => {
  it("renders media directives, bare or quoted", () => {
    expect(renderDirectives('<img src="{{media url=wysiwyg/a.svg}}">', urls)).toBe('<img src="https://shop.test/media/wysiwyg/a.svg">');
    expect(renderDirectives('<img src="{{media url="wysiwyg/a.svg"}}">', urls)).toBe('<img src="https://shop.test/media/wysiwyg/a.svg">');
    expect(renderDirectives("{{media url=&quot;/wysiwyg/a.svg&quot;}}", urls)).toBe("https://shop.test/media/wysiwyg/a.svg");
  });

  it("renders media directives inside Page Builder's escaped background JSON", () => {
    const stored = '{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/home/slide-1.svg}}\\&quot;}';
    expect(renderDirectives(stored, urls)).toBe('{\\&quot;desktop_image\\&quot;:\\&quot;https://shop.test/media/wysiwyg/home/slide-1.svg\\&quot;}');
  });

  it("renders store URLs and leaves unknown directives alone", () => {
    expect(renderDirectives('<a href="{{store url="about-us"}}">', urls)).toBe('<a href="https://shop.test/about-us">');
    expect(renderDirectives("{{store direct_url=contact-us}}", urls)).toBe("https://shop.test/contact-us");
    expect(renderDirectives("{{widget type=x}} {{media nothing}}", urls)).toBe("{{widget type=x}} {{media nothing}}");
  });

  it("renders root-relative URLs when the public base URL is \"/\"", () => {
    const relative = { mediaBaseUrl: "/media/", linkBaseUrl: "/" };
    expect(renderDirectives('<img src="{{media url=wysiwyg/a.svg}}">', relative)).toBe('<img src="/media/wysiwyg/a.svg">');
    expect(renderDirectives('<a href="{{store url="about-us"}}">', relative)).toBe('<a href="/about-us">');
  });
});
