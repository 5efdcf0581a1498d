import { Element, Text, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/** Elements whose text is never read as prose. */
const SILENT = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg"]);
/** Elements that end a run of text, so words on both sides do not run together. */
const BREAKS = new Set(["p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "th", "section", "article", "figcaption", "blockquote"]);

/**
 * The words of backend HTML (short descriptions, blog excerpts) as plain text for places that
 * show text, not markup: entities decoded, scripts and styles dropped, blocks separated, spaces
 * folded. The result is text for React to escape, never HTML.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const document = parseDocument(html, { decodeEntities: true });
  return collect(document.children).replace(/\s+/g, " ").trim();
}

function collect(nodes: ChildNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (node instanceof Text) text += node.data;
    else if (node instanceof Element) {
      const name = node.name.toLowerCase();
      if (SILENT.has(name)) continue;
      const inner = collect(node.children);
      text += BREAKS.has(name) ? ` ${inner} ` : inner;
    }
  }
  return text;
}
