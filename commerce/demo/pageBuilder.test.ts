import { describe, expect, it } from "vitest";
import { heading, image, PageBuilderDocument, row, slider, text } from "./pageBuilder";

describe("PageBuilderDocument", () => {
  it("writes master-format elements with their styles in one leading style block", () => {
    const doc = new PageBuilderDocument("test");
    const html = doc.render(row(doc, [heading(doc, "Hello & welcome"), text(doc, "<p>Hi</p>")]));
    const ids = [...html.matchAll(/data-pb-style="([A-Z0-9]{7})"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(html.startsWith("<style>")).toBe(true);
    for (const id of ids) expect(html).toContain(`#html-body [data-pb-style=${id}]{`);
    expect(html).toContain('<h3 data-content-type="heading" data-appearance="default" data-element="main"');
    expect(html).toContain("Hello &amp; welcome");
  });

  it("is reproducible for a seed", () => {
    const build = () => {
      const doc = new PageBuilderDocument("seed");
      return doc.render(row(doc, [text(doc, "x")]));
    };
    expect(build()).toBe(build());
  });

  it("stores slide images as escaped JSON of media directives", () => {
    const doc = new PageBuilderDocument("slides");
    const html = doc.render(slider(doc, [{ name: "A", desktopImage: "wysiwyg/a.svg", href: "/a.html", contentHtml: "<p>a</p>", buttonText: "Go" }]));
    expect(html).toContain('data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/a.svg}}\\&quot;}"');
    expect(html).toContain('data-content-type="slide"');
  });

  it("writes an image as a figure with desktop and mobile pictures from media directives", () => {
    const doc = new PageBuilderDocument("image");
    const html = doc.render(row(doc, [image(doc, { src: "wysiwyg/a.svg", alt: "A \"quoted\" picture", caption: "Cap" })]));
    expect(html).toContain('<figure data-content-type="image" data-appearance="full-width" data-element="main"');
    expect(html).toContain('<img class="pagebuilder-mobile-hidden" src="{{media url=wysiwyg/a.svg}}" alt="A &quot;quoted&quot; picture" title="" data-element="desktop_image"');
    expect(html).toContain('<img class="pagebuilder-mobile-only" src="{{media url=wysiwyg/a.svg}}"');
    expect(html).toContain('<figcaption data-element="caption">Cap</figcaption></figure>');
  });
});
