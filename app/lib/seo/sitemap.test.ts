import { describe, expect, it } from "vitest";
import { sitemapIndexXml, urlSetXml } from "~/lib/seo/sitemap";

describe("sitemap XML", () => {
  it("lists URLs with escaped text and hreflang alternates", () => {
    const xml = urlSetXml([
      {
        loc: "https://s.example/en/a.html?x=1&y=2",
        alternates: [{ hrefLang: "th", href: "https://s.example/th/a.html" }],
      },
    ]);
    expect(xml).toContain("<loc>https://s.example/en/a.html?x=1&amp;y=2</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="th" href="https://s.example/th/a.html"/>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it("indexes sitemap files", () => {
    expect(sitemapIndexXml(["https://s.example/th/sitemap/categories.xml"])).toContain(
      "<sitemap><loc>https://s.example/th/sitemap/categories.xml</loc></sitemap>",
    );
  });
});
