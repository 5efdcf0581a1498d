import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePageBuilder } from "~/lib/page-builder/parse.server";
import { renderPlainContent } from "~/components/page-builder/plain-html.server";
import { plainContentHtml } from "~/lib/page-builder/plain-content.server";
import { isPlainContent } from "~/lib/page-builder/tree";
import type { Shop } from "~/lib/shop/shop.server";

const fixture = (name: string) => readFileSync(new URL(`../../lib/page-builder/fixtures/${name}.html`, import.meta.url), "utf8");
const documentOf = (name: string) => parsePageBuilder(fixture(name), { storeCode: "en", internalOrigins: ["https://backend.example"] });
const shopIn = (storeCode: "en" | "th") =>
  ({ storeCode, language: storeCode, context: { settings: { MAGENTO_BACKEND_URL: "https://backend.example" } } }) as unknown as Pick<Shop, "storeCode" | "language" | "context">;

describe("plain CMS content", () => {
  it.each(["plain", "heading-and-text", "html-code", "buttons", "columns", "image", "divider", "block", "banner"])("%s is plain markup", (name) => {
    expect(isPlainContent(documentOf(name))).toBe(true);
  });

  it.each(["slider", "tabs", "video", "map", "products", "dynamic-block", "amblog-widget"])("%s has parts of its own, so it is not", (name) => {
    expect(isPlainContent(documentOf(name))).toBe(false);
  });

  it("a row with parallax or a video background is not", () => {
    const rows = documentOf("rows");
    const lively = rows.children.filter((row) => row.settings.enableParallax || row.settings.video);
    expect(lively.length).toBeGreaterThan(0);
    expect(isPlainContent({ ...rows, children: lively })).toBe(false);
  });
});

describe("plain content rendered once as HTML", () => {
  it("renders links as plain anchors, in the store view's words, with no hydration markers", () => {
    const english = renderPlainContent(documentOf("buttons"), "en");
    expect(english).toContain('<a href="/en/garden/plants/herbs.html" class="pb-button pb-button--high"');
    expect(english).toContain("Shop potted herbs</a>");
    expect(english).toContain('target="_blank" rel="noopener noreferrer"');
    expect(english).toContain("(opens in a new tab)");
    expect(english).not.toContain("<!--$-->");
    expect(renderPlainContent(documentOf("buttons"), "th")).toContain("(เปิดในแท็บใหม่)");
  });

  it("gives the same HTML for the same content and store view, another for another store view, none for lively content", () => {
    const raw = fixture("buttons");
    const first = plainContentHtml(shopIn("en"), raw, renderPlainContent);
    expect(first).toContain('href="/en/garden/plants/herbs.html"');
    expect(plainContentHtml(shopIn("en"), raw, renderPlainContent)).toBe(first);
    expect(plainContentHtml(shopIn("th"), raw, renderPlainContent)).toContain('href="/th/garden/plants/herbs.html"');
    expect(plainContentHtml(shopIn("en"), fixture("slider"), renderPlainContent)).toBeNull();
    expect(plainContentHtml(shopIn("en"), "", renderPlainContent)).toBe("");
  });
});
