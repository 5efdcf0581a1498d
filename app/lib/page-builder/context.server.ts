/**
 * What a content type's parser gets: the document's style block, link rules, a key generator and a
 * way to parse the content types nested inside an element.
 */
import type { ElementStyles } from "~/lib/page-builder/css.server";
import type { Element } from "~/lib/page-builder/dom.server";
import type { LinkContext } from "~/lib/page-builder/links.server";
import type { PageBuilderNode } from "~/lib/page-builder/types";

export interface ParseContext extends LinkContext {
  /** A key unique in the document (and across documents on one page: it carries a content hash). */
  key(): string;
  /** The element's inline style merged with its style-block rule. */
  style(element: Element | null | undefined): ElementStyles;
  /** The content types nested in `element` (not looking inside them), parsed, hidden ones left out. */
  children(element: Element): PageBuilderNode[];
  /** Rich text made safe (`renderCmsHtml` with this document's link rules). */
  sanitise(html: string): string;
}

/** Turns one content type's main element into its node; null when it has nothing to show. */
export type ContentTypeParser = (element: Element, context: ParseContext) => PageBuilderNode | null;
