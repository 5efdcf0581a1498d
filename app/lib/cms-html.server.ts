import render from "dom-serializer";
import { Element, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * CMS HTML from the backend, made safe to put in our pages and kept inside the store view:
 * scripts, frames and event handlers go; `javascript:` URLs go; site-relative links get the store
 * prefix so `/about-us` in the English store view stays in `/en/about-us`. The Page Builder
 * renderer (typed tree, one component per content type) builds on this parse.
 */
const DROPPED_ELEMENTS = new Set(["script", "iframe", "object", "embed", "frame", "frameset", "base", "meta", "link", "noscript"]);
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "poster", "xlink:href"];
const PASS_THROUGH_PREFIXES = ["/media/", "/static/", "/assets/", "/graphql", "/rest/"];

export function renderCmsHtml(html: string, storeCode: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  cleanChildren(document.children, storeCode);
  return render(document, { encodeEntities: "utf8" });
}

function cleanChildren(children: ChildNode[], storeCode: string): void {
  for (const node of [...children]) {
    if (!(node instanceof Element)) continue;
    if (DROPPED_ELEMENTS.has(node.name.toLowerCase())) {
      removeNode(node, children);
      continue;
    }
    cleanAttributes(node, storeCode);
    cleanChildren(node.children, storeCode);
  }
}

function removeNode(node: ChildNode, siblings: ChildNode[]): void {
  const index = siblings.indexOf(node);
  if (index >= 0) siblings.splice(index, 1);
  const previous = node.prev;
  const next = node.next;
  if (previous) previous.next = next;
  if (next) next.prev = previous;
}

function cleanAttributes(element: Element, storeCode: string): void {
  for (const name of Object.keys(element.attribs)) {
    const lower = name.toLowerCase();
    const value = element.attribs[name] ?? "";
    if (lower.startsWith("on") || lower === "srcdoc") {
      delete element.attribs[name];
    } else if (URL_ATTRIBUTES.includes(lower)) {
      if (/^\s*(javascript|vbscript|data):/i.test(value) && !/^\s*data:image\//i.test(value)) {
        delete element.attribs[name];
      } else if (lower === "href" && element.name === "a") {
        element.attribs[name] = storeRelativeHref(value, storeCode);
      }
    }
  }
  if (element.name === "a" && element.attribs.target === "_blank") {
    element.attribs.rel = "noopener noreferrer";
  }
}

/** `/about-us` → `/th/about-us`; absolute, protocol-relative, anchors and media links unchanged. */
export function storeRelativeHref(href: string, storeCode: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  if (href === `/${storeCode}` || href.startsWith(`/${storeCode}/`) || href.startsWith(`/${storeCode}?`)) return href;
  if (PASS_THROUGH_PREFIXES.some((prefix) => href.startsWith(prefix))) return href;
  return href === "/" ? `/${storeCode}` : `/${storeCode}${href}`;
}
