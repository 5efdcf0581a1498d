/**
 * Content types whose content comes from elsewhere: a CMS block (rendered by the backend in place),
 * dynamic blocks (asked for by uid), a products list (asked for by URL key) and the blog's
 * recent-posts widget (asked for by id). The loader fetches what these nodes name.
 */
import type { ContentTypeParser } from "~/lib/page-builder/context.server";
import { attr, classList, findElement, findElements, hasClass, innerHtml, textOf, type Element } from "~/lib/page-builder/dom.server";
import { advanced, settings } from "~/lib/page-builder/settings.server";
import { hasVisibleContent } from "~/lib/page-builder/text-and-buttons.server";
import type { DynamicBlockDisplayMode, ProductsCarouselSettings, ProductsNode } from "~/lib/page-builder/types";

/** A widget directive the backend did not render (an unknown widget, a missing block). */
const UNRENDERED_DIRECTIVE = /\{\{\s*widget\b/;

export const parseBlock: ContentTypeParser = (element, context) => {
  const children = context.children(element);
  const blockSettings = settings(advanced(element, context.style(element)));
  if (children.length) return { type: "block", key: context.key(), settings: blockSettings, children };
  // A block written without Page Builder: its HTML as one node, without the widget's wrapper.
  const wrapper = findElement(element, (candidate) => hasClass(candidate, "block-static-block"));
  const html = context.sanitise(innerHtml(wrapper ?? element)).trim();
  if (UNRENDERED_DIRECTIVE.test(html) || !hasVisibleContent(html)) return null;
  const key = context.key();
  return { type: "block", key, settings: blockSettings, children: [{ type: "html", key: `${key}-html`, html, settings: {} }] };
};

const DISPLAY_MODES = new Set<DynamicBlockDisplayMode>(["fixed", "salesrule", "catalogrule"]);

export const parseDynamicBlock: ContentTypeParser = (element, context) => {
  const widget = findElement(element, (candidate) => attr(candidate, "data-uids") !== undefined);
  const uids = (attr(widget, "data-uids") ?? "")
    .split(",")
    .map((uid) => uid.trim())
    .filter(Boolean);
  if (!uids.length) return null;
  const mode = attr(widget, "data-display-mode") as DynamicBlockDisplayMode;
  return {
    type: "dynamic_block",
    key: context.key(),
    uids,
    displayMode: DISPLAY_MODES.has(mode) ? mode : "fixed",
    displayInline: classList(widget).includes("block-banners-inline"),
    settings: settings(advanced(element, context.style(element))),
  };
};

/** `https://shop.example/gear/overnight-duffle.html?x=1` → `overnight-duffle`. */
export function urlKeyFromHref(href: string | undefined): string | null {
  if (!href) return null;
  let pathname: string;
  try {
    pathname = new URL(href, "http://placeholder.invalid").pathname;
  } catch {
    return null;
  }
  const segment = pathname.split("/").filter(Boolean).pop();
  if (!segment) return null;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the segment as written
  }
  const key = decoded.replace(/\.[a-z0-9]{1,5}$/i, "");
  return /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u.test(key) ? key : null;
}

export const parseProducts: ContentTypeParser = (element, context) => {
  const links = findElements(element, (candidate) => candidate.name === "a" && hasClass(candidate, "product-item-link"));
  const urlKeys = [...new Set(links.map((link) => urlKeyFromHref(attr(link, "href"))).filter((key): key is string => Boolean(key)))];
  if (!urlKeys.length) return null;
  const appearance: ProductsNode["appearance"] = attr(element, "data-appearance") === "carousel" ? "carousel" : "grid";
  return {
    type: "products",
    key: context.key(),
    appearance,
    urlKeys,
    carousel: appearance === "carousel" ? carouselSettings(element) : undefined,
    settings: settings(advanced(element, context.style(element))),
  };
};

function carouselSettings(element: Element): ProductsCarouselSettings {
  const speed = Number.parseInt(attr(element, "data-autoplay-speed") ?? "", 10);
  const centerPadding = attr(element, "data-center-padding")?.trim();
  return {
    autoplay: attr(element, "data-autoplay") === "true",
    autoplaySpeed: Number.isFinite(speed) && speed >= 500 ? speed : 3000,
    infinite: attr(element, "data-infinite-loop") === "true",
    arrows: attr(element, "data-show-arrows") === "true",
    dots: attr(element, "data-show-dots") === "true",
    carouselMode: attr(element, "data-carousel-mode") === "continuous" ? "continuous" : "default",
    ...(centerPadding && /^\d+(?:\.\d+)?(?:px|%|rem|em)$/.test(centerPadding) ? { centerPadding } : {}),
  };
}

const WIDGET_ID_ATTRIBUTES = ["data-widget-id", "data-amblog-widget-id", "data-widget-instance-id", "data-id"];

/** The recent-posts widget's id: a data attribute on the element or inside, or the directive's `widget_id`. */
export const parseBlogWidget: ContentTypeParser = (element, context) => {
  const candidates = [element, ...findElements(element, () => true)];
  let widgetId: number | null = null;
  for (const candidate of candidates) {
    const value = WIDGET_ID_ATTRIBUTES.map((name) => attr(candidate, name)).find((entry) => entry && /^\d+$/.test(entry.trim()));
    if (value) {
      widgetId = Number.parseInt(value, 10);
      break;
    }
  }
  widgetId ??= directiveWidgetId(textOf(element));
  if (!widgetId) return null;
  return { type: "amblog_widget", key: context.key(), widgetId, settings: settings(advanced(element, context.style(element))) };
};

function directiveWidgetId(text: string): number | null {
  const match = /\b(?:widget_id|instance_id|id)\s*=\s*\\?["']?(\d+)/.exec(text);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
}
