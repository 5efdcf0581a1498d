import { describe, expect, it } from "vitest";
import { splitAtBlogWidget } from "~/lib/home/home-content.server";
import type { CmsContent, PageBuilderNode } from "~/lib/page-builder/types";

const heading = (key: string, text: string): PageBuilderNode => ({ type: "heading", key, level: 2, text, settings: {} }) as PageBuilderNode;
const widget = (key: string, widgetId: number): PageBuilderNode => ({ type: "amblog_widget", key, widgetId, settings: {} });
const row = (key: string, children: PageBuilderNode[]): PageBuilderNode => ({ type: "row", key, appearance: "contained", children, settings: {} }) as PageBuilderNode;

function content(children: PageBuilderNode[]): CmsContent {
  return {
    document: { pageBuilder: true, children },
    data: { products: {}, dynamicBlocks: {}, blogWidgets: { "20": { header: "Latest", posts: [] }, "7": { header: "Other", posts: [] } } },
  };
}

describe("splitAtBlogWidget", () => {
  it("splits after the section holding the home widget and takes the widget out", () => {
    const source = content([row("a", [heading("a1", "Welcome")]), row("b", [heading("b1", "From the blog"), widget("b2", 20)]), row("c", [heading("c1", "Delivery")])]);
    const split = splitAtBlogWidget(source, 20);
    expect(split.placesBlog).toBe(true);
    expect(split.before.document.children.map((node) => node.key)).toEqual(["a", "b"]);
    expect(JSON.stringify(split.before.document)).toContain("From the blog");
    expect(JSON.stringify(split.before.document)).not.toContain('"widgetId":20');
    expect(split.after.document.children.map((node) => node.key)).toEqual(["c"]);
    expect(Object.keys(split.before.data.blogWidgets)).toEqual(["7"]);
  });

  it("keeps other widgets and leaves the shared tree untouched", () => {
    const source = content([row("a", [widget("a1", 7), widget("a2", 20)])]);
    const split = splitAtBlogWidget(source, 20);
    expect(JSON.stringify(split.before.document)).toContain('"widgetId":7');
    expect(JSON.stringify(source.document)).toContain('"widgetId":20');
  });

  it("puts everything before the carousel when the content has no home widget", () => {
    const split = splitAtBlogWidget(content([row("a", [heading("a1", "Welcome")])]), 20);
    expect(split.placesBlog).toBe(false);
    expect(split.before.document.children).toHaveLength(1);
    expect(split.after.document.children).toEqual([]);
  });
});
