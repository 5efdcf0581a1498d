/**
 * Page Builder HTML (Magento's master format, as GraphQL's `content` fields return it with
 * directives rendered) → the typed tree in `types.ts`. Parsed once per distinct content and kept in
 * a small LRU, since the same blocks (footer, menu) appear on every page.
 *
 * Hidden elements (`display: none`) are left out; content types with nothing configured, or unknown
 * to the storefront, render nothing; HTML without Page Builder markers becomes one sanitised `html`
 * node.
 */
import { Element, type ChildNode } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { renderCmsHtml } from "~/lib/cms-html.server";
import type { ContentTypeParser, ParseContext } from "~/lib/page-builder/context.server";
import { parseStyleBlock, type StyleIndex } from "~/lib/page-builder/css.server";
import { resolvedStyle } from "~/lib/page-builder/dom.server";
import { parseColumn, parseColumnGroup, parseColumnLine, parseRow, parseTabItem, parseTabs } from "~/lib/page-builder/layout.server";
import type { LinkContext } from "~/lib/page-builder/links.server";
import { parseBanner, parseImage, parseMap, parseSlide, parseSlider, parseVideo } from "~/lib/page-builder/media.server";
import { isHidden } from "~/lib/page-builder/settings.server";
import {
  hasVisibleContent,
  parseButtonItem,
  parseButtons,
  parseDivider,
  parseHeading,
  parseHtmlCode,
  parseText,
} from "~/lib/page-builder/text-and-buttons.server";
import type { PageBuilderDocument, PageBuilderNode, TabsNode } from "~/lib/page-builder/types";
import { parseBlock, parseBlogWidget, parseDynamicBlock, parseProducts } from "~/lib/page-builder/widgets.server";

/** The home slider reads slides with this (re-exported for server code that parses). */
export { collectSlides } from "~/lib/page-builder/tree";

const PARSERS: Record<string, ContentTypeParser> = {
  row: parseRow,
  "column-group": parseColumnGroup,
  "column-line": parseColumnLine,
  column: parseColumn,
  tabs: parseTabs,
  "tab-item": parseTabItem,
  heading: parseHeading,
  text: parseText,
  html: parseHtmlCode,
  buttons: parseButtons,
  "button-item": parseButtonItem,
  divider: parseDivider,
  image: parseImage,
  banner: parseBanner,
  slider: parseSlider,
  slide: parseSlide,
  video: parseVideo,
  map: parseMap,
  block: parseBlock,
  dynamic_block: parseDynamicBlock,
  products: parseProducts,
  amblog_widget: parseBlogWidget,
};

export interface ParseOptions {
  storeCode: string;
  /** Origins whose absolute links are the shop's own pages (`MAGENTO_URL`, `PUBLIC_URL`). */
  internalOrigins?: readonly string[];
}

const PAGE_BUILDER_MARKER = /\bdata-content-type\s*=/;

export function hasPageBuilderMarkers(html: string): boolean {
  return PAGE_BUILDER_MARKER.test(html);
}

const CACHE_SIZE = 256;
/**
 * Trees by their content, then by store view and origins. The content string itself is the outer
 * key: the public cache hands every request the same string, and V8 keeps a string's hash, so a hit
 * costs no pass over the content (a key joined from content and options cost one per request).
 */
const cache = new Map<string, Map<string, PageBuilderDocument>>();

/**
 * The typed tree of `html` for a store view. The result is shared between requests (cached by the
 * content and options themselves, so two contents never share an entry): treat it as read-only.
 */
export function parsePageBuilder(html: string, options: ParseOptions): PageBuilderDocument {
  const origins = [...(options.internalOrigins ?? [])].sort();
  const optionsKey = `${options.storeCode}\n${origins.join(" ")}`;
  let byOptions = cache.get(html);
  if (byOptions) {
    // Most recently used last: the oldest content is the first to go.
    cache.delete(html);
    cache.set(html, byOptions);
    const cached = byOptions.get(optionsKey);
    if (cached) return cached;
  } else {
    byOptions = new Map();
    cache.set(html, byOptions);
  }
  const document = parseUncached(html, { storeCode: options.storeCode, internalOrigins: origins }, contentFingerprint(`${optionsKey}\n${html}`));
  byOptions.set(optionsKey, document);
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return document;
}

/**
 * 8 hex digits that differ between contents (32-bit FNV-1a of the UTF-16 code units): the prefix
 * of the node keys, so the ids of two blocks on one page do not clash. Not a security boundary
 * (a clash only repeats an id), so a fast synchronous hash does, on every host.
 */
function contentFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

function parseUncached(html: string, links: LinkContext, keyPrefix: string): PageBuilderDocument {
  const sanitise = (fragment: string) => renderCmsHtml(fragment, links.storeCode, { internalOrigins: links.internalOrigins });
  if (!hasPageBuilderMarkers(html)) {
    const clean = sanitise(html).trim();
    return {
      pageBuilder: false,
      children: hasVisibleContent(clean) ? [{ type: "html", key: `pb${keyPrefix}-0`, html: clean, settings: {} }] : [],
    };
  }
  const root = parseDocument(html, { decodeEntities: true });
  const styles: StyleIndex = new Map();
  for (const style of DomUtils.findAll((element) => element.name === "style", root.children)) {
    parseStyleBlock(DomUtils.textContent(style), styles);
  }
  let counter = 0;
  const context: ParseContext = {
    ...links,
    key: () => `pb${keyPrefix}-${++counter}`,
    style: (element) => resolvedStyle(element, styles),
    children: (element) => parseNodes(element.children, context),
    sanitise,
  };
  const children = parseNodes(root.children, context);
  outlineTabPanels(children);
  return { pageBuilder: true, children };
}

/**
 * Gives each tabs' panel headings the level below the heading that precedes the tabs in reading
 * order (headings of the content and inside its rich text; the page's own `<h1>` before all).
 */
function outlineTabPanels(nodes: PageBuilderNode[]): void {
  let last = 1;
  const visit = (list: PageBuilderNode[]) => {
    for (const node of list) {
      if (node.type === "heading") last = node.level;
      else if (node.type === "text" || node.type === "html") {
        const levels = [...node.html.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
        if (levels.length) last = levels[levels.length - 1] ?? last;
      } else if (node.type === "tabs") {
        node.panelHeadingLevel = Math.min(6, Math.max(2, last + 1)) as TabsNode["panelHeadingLevel"];
        last = node.panelHeadingLevel;
      }
      if ("children" in node) visit(node.children);
    }
  };
  visit(nodes);
}

/** The content types among `nodes` and their descendants, not looking inside a content type. */
function parseNodes(nodes: ChildNode[], context: ParseContext): PageBuilderNode[] {
  const result: PageBuilderNode[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element) || node.name === "style" || node.name === "script") continue;
    const type = node.attribs["data-content-type"];
    if (!type) {
      result.push(...parseNodes(node.children, context));
      continue;
    }
    const parser = PARSERS[type];
    if (!parser || isHidden(context.style(node))) continue;
    const parsed = parser(node, context);
    if (parsed) result.push(parsed);
  }
  return result;
}
