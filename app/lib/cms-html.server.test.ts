import { describe, expect, it } from "vitest";
import { renderCmsHtml, storeRelativeHref } from "~/lib/cms-html.server";

describe("renderCmsHtml", () => {
  it("drops scripts, frames and event handlers but keeps content and Page Builder styles", () => {
    const html =
      '<style>#html-body [data-pb-style=A]{color:red}</style><div data-content-type="row" onclick="steal()">' +
      '<script>alert(1)</script><p>สวัสดี <b>ครับ</b></p><iframe src="https://evil.example"></iframe></div>';
    const out = renderCmsHtml(html, "th");
    expect(out).toContain("<style>#html-body [data-pb-style=A]{color:red}</style>");
    expect(out).toContain("<p>สวัสดี <b>ครับ</b></p>");
    expect(out).not.toMatch(/script|iframe|onclick|steal/);
  });

  it("removes javascript: links and keeps store views in site-relative links", () => {
    const out = renderCmsHtml(
      '<a href="javascript:alert(1)">x</a><a href="/about-us">About</a><a href="https://x.example" target="_blank">Out</a>',
      "en",
    );
    expect(out).toContain('<a>x</a>');
    expect(out).toContain('<a href="/en/about-us">About</a>');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});

describe("storeRelativeHref", () => {
  it("prefixes only site-relative page links", () => {
    expect(storeRelativeHref("/returns", "th")).toBe("/th/returns");
    expect(storeRelativeHref("/", "en")).toBe("/en");
    expect(storeRelativeHref("/th/returns", "th")).toBe("/th/returns");
    expect(storeRelativeHref("/media/wysiwyg/a.png", "th")).toBe("/media/wysiwyg/a.png");
    expect(storeRelativeHref("//cdn.example/a.png", "th")).toBe("//cdn.example/a.png");
    expect(storeRelativeHref("#top", "th")).toBe("#top");
    expect(storeRelativeHref("https://example.com/x", "th")).toBe("https://example.com/x");
  });
});
