import render from "dom-serializer";
import { Element, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { contentImageUrl } from "~/lib/page-builder/images";
import { resolveHref, storeRelativeHref, type LinkContext } from "~/lib/page-builder/links.server";

export { storeRelativeHref };

/**
 * CMS HTML from the backend, made safe to put in our pages and kept inside the store view:
 * scripts, frames and event handlers go; `javascript:` URLs go; links into the shop (site-relative,
 * or absolute on one of `internalOrigins`) become store-prefixed paths, so `/about-us` in the
 * English store view stays in `/en/about-us`; pictures under `/media/` go through the image
 * resizer (spec §7). The Page Builder parser uses this for rich text and HTML code.
 */
const DROPPED_ELEMENTS = new Set(["script", "iframe", "object", "embed", "frame", "frameset", "base", "meta", "link", "noscript"]);
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "poster", "xlink:href"];

export interface CmsHtmlOptions {
  /** Origins whose absolute links are the shop's own pages (`MAGENTO_URL`, `PUBLIC_URL`). */
  internalOrigins?: readonly string[];
}

export function renderCmsHtml(html: string, storeCode: string, options: CmsHtmlOptions = {}): string {
  const document = parseDocument(html, { decodeEntities: true });
  cleanChildren(document.children, { storeCode, internalOrigins: options.internalOrigins ?? [] });
  return render(document, { encodeEntities: "utf8" });
}

function cleanChildren(children: ChildNode[], links: LinkContext): void {
  for (const node of [...children]) {
    if (!(node instanceof Element)) continue;
    if (DROPPED_ELEMENTS.has(node.name.toLowerCase())) {
      removeNode(node, children);
      continue;
    }
    cleanAttributes(node, links);
    cleanChildren(node.children, links);
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

function cleanAttributes(element: Element, links: LinkContext): void {
  for (const name of Object.keys(element.attribs)) {
    const lower = name.toLowerCase();
    const value = element.attribs[name] ?? "";
    if (lower.startsWith("on") || lower === "srcdoc") {
      delete element.attribs[name];
    } else if (URL_ATTRIBUTES.includes(lower)) {
      if (/^\s*(javascript|vbscript|data):/i.test(value) && !/^\s*data:image\//i.test(value)) {
        delete element.attribs[name];
      } else if (lower === "href" && element.name === "a") {
        const resolved = resolveHref(value, links);
        if (resolved) element.attribs[name] = resolved.href;
        else delete element.attribs[name];
      } else if (lower === "src" && element.name === "img") {
        element.attribs[name] = contentImageUrl(value);
      }
    }
  }
  if (element.name === "a" && element.attribs.target === "_blank") {
    element.attribs.rel = "noopener noreferrer";
  }
}
