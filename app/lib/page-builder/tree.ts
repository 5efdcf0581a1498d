/**
 * Walking a parsed Page Builder tree (server and browser): nodes of one type, the page's own
 * heading, and the plain text search engines get as a description.
 */
import type { PageBuilderDocument, PageBuilderNode, SlideNode } from "~/lib/page-builder/types";
import { plainText } from "~/lib/seo/structured-data";

export function nodesOfType<T extends PageBuilderNode["type"]>(
  nodes: readonly PageBuilderNode[],
  type: T,
): Array<Extract<PageBuilderNode, { type: T }>> {
  const found: Array<Extract<PageBuilderNode, { type: T }>> = [];
  const visit = (list: readonly PageBuilderNode[]) => {
    for (const node of list) {
      if (node.type === type) found.push(node as Extract<PageBuilderNode, { type: T }>);
      if ("children" in node) visit(node.children);
    }
  };
  visit(nodes);
  return found;
}

/**
 * Every slide in the document, in order (the home page slider reads the `ImageSlider` block's
 * slides: picture, link, name).
 */
export function collectSlides(document: PageBuilderDocument): SlideNode[] {
  return nodesOfType(document.children, "slide");
}

/** True when the content brings its own `<h1>` (then the page does not add one). */
export function hasMainHeading(document: PageBuilderDocument): boolean {
  const visit = (nodes: readonly PageBuilderNode[]): boolean =>
    nodes.some((node) => {
      if (node.type === "heading") return node.level === 1;
      if (node.type === "text" || node.type === "html") return /<h1[\s>]/i.test(node.html);
      return "children" in node && visit(node.children);
    });
  return visit(document.children);
}

/** The words of the content, in order, as plain text (headings, text, HTML, banners, buttons). */
export function plainTextOf(document: PageBuilderDocument, maxLength = 320): string {
  const parts: string[] = [];
  let length = 0;
  const push = (text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!clean) return;
    parts.push(clean);
    length += clean.length + 1;
  };
  const visit = (nodes: readonly PageBuilderNode[]) => {
    for (const node of nodes) {
      if (length >= maxLength) return;
      if (node.type === "heading" || node.type === "button-item") push(node.text);
      else if (node.type === "text" || node.type === "html") push(plainText(node.html, Number.POSITIVE_INFINITY));
      else if (node.type === "banner" || node.type === "slide") push(plainText(node.contentHtml, Number.POSITIVE_INFINITY));
      if ("children" in node) visit(node.children);
    }
  };
  visit(document.children);
  return parts.join(" ").slice(0, maxLength).trim();
}

/** Parts with behaviour, embeds or data of their own (slider, tabs, video, map, products, widgets). */
const LIVELY_TYPES: ReadonlySet<PageBuilderNode["type"]> = new Set([
  "slider",
  "slide",
  "tabs",
  "tab-item",
  "video",
  "map",
  "dynamic_block",
  "products",
  "amblog_widget",
]);

/**
 * True when the content is plain markup: no part with behaviour, embeds or data of its own, no
 * parallax and no video background. Such content looks the same on every request and needs no
 * script, so it can be rendered to HTML once and shown without hydrating it.
 */
export function isPlainContent(document: PageBuilderDocument): boolean {
  const visit = (nodes: readonly PageBuilderNode[]): boolean =>
    nodes.every((node) => {
      if (LIVELY_TYPES.has(node.type) || node.settings.video || node.settings.enableParallax) return false;
      return !("children" in node) || visit(node.children);
    });
  return visit(document.children);
}
