/**
 * The settings Page Builder's editor forms write, read back from an element's resolved styles and
 * data attributes (spec §3 "CMS content settings"): spacing, border, alignment, CSS classes,
 * backgrounds (colour, desktop and mobile pictures, parallax, video) and vertical alignment.
 */
import { isSafeCssValue, type Declarations, type ElementStyles } from "~/lib/page-builder/css.server";
import { attr, classList, type Element } from "~/lib/page-builder/dom.server";
import type { ContentSettings, MediaQueryStyle, VerticalAlignment, VideoBackground } from "~/lib/page-builder/types";

/** Page Builder's own structural classes: they describe the markup, not the editor's choice. */
const STRUCTURAL_CLASSES = new Set([
  "pagebuilder-column",
  "pagebuilder-column-group",
  "pagebuilder-column-line",
  "pagebuilder-slider",
  "pagebuilder-mobile-hidden",
  "pagebuilder-mobile-only",
  "row-full-width-inner",
  "tab-align-left",
  "tab-align-center",
  "tab-align-right",
  "widget",
  "block",
  "block-banners",
  "block-banners-inline",
  "block-static-block",
]);
const CLASS_NAME = /^[A-Za-z_][\w-]*$/;

/** Properties a media-query rule may change on our elements. */
const MEDIA_PROPERTIES = new Set([
  "min-height",
  "text-align",
  "background-color",
  "background-position",
  "background-size",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-width",
  "border-radius",
  "border-style",
  "border-color",
  "display",
]);

export function cssValue(declarations: Declarations, name: string): string | undefined {
  return safeCss(declarations.get(name));
}

/** A CSS value from an attribute (a colour in `data-overlay-color`), when it is safe to use. */
export function safeCss(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && isSafeCssValue(trimmed) ? trimmed : undefined;
}

/** Drops absent values so the JSON stays small. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as T;
}

export function isHidden(styles: ElementStyles): boolean {
  return styles.base.get("display")?.trim().toLowerCase() === "none";
}

export function margins(declarations: Declarations): ContentSettings {
  return {
    marginTop: cssValue(declarations, "margin-top"),
    marginRight: cssValue(declarations, "margin-right"),
    marginBottom: cssValue(declarations, "margin-bottom"),
    marginLeft: cssValue(declarations, "margin-left"),
  };
}

export function paddings(declarations: Declarations): ContentSettings {
  return {
    paddingTop: cssValue(declarations, "padding-top"),
    paddingRight: cssValue(declarations, "padding-right"),
    paddingBottom: cssValue(declarations, "padding-bottom"),
    paddingLeft: cssValue(declarations, "padding-left"),
  };
}

/**
 * The editor's border. Page Builder writes `border-style: none; border-width: 1px; border-radius:
 * 0px` for every element whose border was left alone: that is "no choice", so the storefront's
 * own look (rounded buttons, outlined secondary buttons) stays; only a chosen border is kept.
 */
export function border(declarations: Declarations): ContentSettings {
  const style = cssValue(declarations, "border-style");
  const radius = cssValue(declarations, "border-radius");
  const chosenRadius = radius && !/^0(?:px|%|em|rem)?$/.test(radius) ? radius : undefined;
  if (!style || style === "none") return { borderRadius: chosenRadius };
  return {
    border: style,
    borderColor: cssValue(declarations, "border-color"),
    borderWidth: cssValue(declarations, "border-width"),
    borderRadius: chosenRadius,
  };
}

export function cssClasses(element: Element | null | undefined): string[] | undefined {
  const classes = classList(element).filter((name) => !STRUCTURAL_CLASSES.has(name) && CLASS_NAME.test(name));
  return classes.length ? classes : undefined;
}

/** Spacing, border, text alignment and CSS classes: the "Advanced" section of every content type. */
export function advanced(element: Element | null | undefined, styles: ElementStyles): ContentSettings {
  return {
    ...paddings(styles.base),
    ...margins(styles.base),
    ...border(styles.base),
    textAlign: cssValue(styles.base, "text-align"),
    cssClasses: cssClasses(element),
    mediaQueries: mediaQueries(styles),
  };
}

export function mediaQueries(styles: ElementStyles): MediaQueryStyle[] | undefined {
  const result = styles.media
    .filter(({ media }) => /^[\w\s():,.-]+$/.test(media))
    .map(({ media, declarations }) => ({
      media,
      style: Object.fromEntries(
        [...declarations].filter(([name, value]) => MEDIA_PROPERTIES.has(name) && isSafeCssValue(value)),
      ),
    }))
    .filter(({ style }) => Object.keys(style).length > 0);
  return result.length ? result : undefined;
}

/**
 * `data-background-images` holds HTML-escaped JSON whose quotes are backslash-escaped
 * (`{\"desktop_image\":\"…\"}`); after the HTML parser decoded the entities, the backslashes go.
 */
export function backgroundImages(element: Element | null | undefined): { desktopImage?: string; mobileImage?: string } {
  const raw = attr(element, "data-background-images");
  if (!raw || raw === "{}") return {};
  try {
    const images = JSON.parse(raw.replace(/\\"/g, '"')) as Record<string, unknown>;
    return {
      desktopImage: imageUrl(images.desktop_image),
      mobileImage: imageUrl(images.mobile_image),
    };
  } catch {
    return {};
  }
}

function imageUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = value.trim();
  if (!url || url.startsWith("{{")) return undefined;
  // Pictures come from the shop's media: http(s) or site-relative, never a script or data URL.
  return /^(?:https?:\/\/|\/(?!\/))/i.test(url) && !/["'()\\\s]/.test(url) ? url : undefined;
}

/** Colour, pictures, size, position, attachment and repeat of an element's background. */
export function background(element: Element | null | undefined, styles: ElementStyles): ContentSettings {
  const declarations = styles.base;
  const images = backgroundImages(element);
  return {
    backgroundColor: cssValue(declarations, "background-color"),
    ...images,
    backgroundSize: cssValue(declarations, "background-size"),
    backgroundPosition: cssValue(declarations, "background-position"),
    backgroundAttachment: cssValue(declarations, "background-attachment"),
    backgroundRepeat: cssValue(declarations, "background-repeat"),
  };
}

export function parallax(element: Element | null | undefined): ContentSettings {
  if (attr(element, "data-enable-parallax") !== "1") return {};
  const speed = Number.parseFloat(attr(element, "data-parallax-speed") ?? "");
  return { enableParallax: true, parallaxSpeed: Number.isFinite(speed) ? Math.min(Math.max(speed, -1), 2) : 0.5 };
}

/** A video background, when the element's background type is video and it has a source. */
export function videoBackground(element: Element | null | undefined, overlay?: Element | null): VideoBackground | undefined {
  if (attr(element, "data-background-type") !== "video") return undefined;
  const src = attr(element, "data-video-src")?.trim();
  if (!src || !/^https?:\/\//i.test(src)) return undefined;
  const fallback = attr(element, "data-video-fallback-src")?.trim();
  const overlayColor = safeCss(attr(overlay, "data-video-overlay-color"));
  return compact({
    src,
    fallbackSrc: fallback && /^(?:https?:\/\/|\/(?!\/))/i.test(fallback) ? fallback : undefined,
    loop: attr(element, "data-video-loop") === "true",
    playOnlyVisible: attr(element, "data-video-play-only-visible") === "true",
    lazyLoad: attr(element, "data-video-lazy-load") === "true",
    overlayColor,
  });
}

const FLEX_TO_ALIGNMENT: Record<string, VerticalAlignment> = { "flex-start": "top", center: "middle", "flex-end": "bottom" };

export function verticalAlignment(declarations: Declarations): VerticalAlignment | undefined {
  const value = declarations.get("justify-content")?.trim();
  return value ? FLEX_TO_ALIGNMENT[value] : undefined;
}

/** The settings object a node carries: parts merged (a later value wins, an absent one never does). */
export function settings(...parts: ContentSettings[]): ContentSettings {
  return Object.assign({}, ...parts.map((part) => compact(part))) as ContentSettings;
}
