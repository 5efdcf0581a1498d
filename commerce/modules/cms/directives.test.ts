import { describe, expect, it } from "vitest";
import { renderContent, renderDirectives, type ContentRendering, type WidgetRenderer } from "./directives";

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

describe("renderContent", () => {
  const echo: WidgetRenderer = async ({ params, scope, trail }) => `<echo store="${scope.storeId}" depth="${trail.length}">${params["label"] ?? ""}</echo>`;
  const nesting: WidgetRenderer = async ({ renderNested }) => `<nest>${await renderNested('{{widget type="Test\\Echo" label="inner"}}', "nest")}</nest>`;
  const rendering: ContentRendering = {
    scope: { storeId: 3, websiteId: 1, urls },
    widgets: new Map([
      ["Test\\Echo", echo],
      ["Test\\Nest", nesting],
    ]),
  };

  it("replaces a widget directive by what its widget renders, with its parameters and store view", async () => {
    expect(await renderContent('<div data-content-type="block">{{widget type="Test\\Echo" label="Hello"}}</div>', rendering)).toBe(
      '<div data-content-type="block"><echo store="3" depth="0">Hello</echo></div>',
    );
    expect(await renderContent('{{widget type="Test\\\\Echo" label="escaped"}}', rendering)).toBe('<echo store="3" depth="0">escaped</echo>');
  });

  it("renders media, store and widget directives in one pass, left to right", async () => {
    const content = '<img src="{{media url=a.png}}">{{widget type="Test\\Echo" label="x"}}<a href="{{store url=b}}">';
    expect(await renderContent(content, rendering)).toBe('<img src="https://shop.test/media/a.png"><echo store="3" depth="0">x</echo><a href="https://shop.test/b">');
  });

  it("leaves out widgets it does not know and directives without a type, never their text", async () => {
    const content = '<p>a</p>{{widget type="Vendor\\Unknown\\Widget" foo="bar"}}<p>b</p>{{widget id="12"}}{{widget}}<p>c</p>';
    expect(await renderContent(content, rendering)).toBe("<p>a</p><p>b</p><p>c</p>");
  });

  it("renders nested content with the same widgets, the enclosing widget on the trail", async () => {
    expect(await renderContent('{{widget type="Test\\Nest"}}', rendering)).toBe('<nest><echo store="3" depth="1">inner</echo></nest>');
  });

  it("returns content without directives unchanged", async () => {
    expect(await renderContent("<p>{ not a directive }</p>", rendering)).toBe("<p>{ not a directive }</p>");
  });
});
