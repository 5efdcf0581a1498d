/**
 * A node's settings as inline styles and class names. Background pictures travel as CSS custom
 * properties (`--pb-bg-image`, `--pb-bg-image-mobile`) that page-builder.css applies, switching to
 * the mobile picture under 768 px: no `<style>` element and no nonce needed for the common case.
 */
import type { CSSProperties } from "react";
import { contentImageUrl } from "~/lib/page-builder/images";
import type { ContentSettings, MediaQueryStyle } from "~/lib/page-builder/types";

type StyleWithVariables = CSSProperties & Record<`--${string}`, string>;

/** Widths the background pictures are asked in: large screens, full-bleed rows, phones. */
const BACKGROUND_WIDTH = 1600;
const FULL_BLEED_BACKGROUND_WIDTH = 2560;
const MOBILE_BACKGROUND_WIDTH = 960;

export function spacingStyle(settings: ContentSettings): CSSProperties {
  return {
    marginTop: settings.marginTop,
    marginRight: settings.marginRight,
    marginBottom: settings.marginBottom,
    marginLeft: settings.marginLeft,
    paddingTop: settings.paddingTop,
    paddingRight: settings.paddingRight,
    paddingBottom: settings.paddingBottom,
    paddingLeft: settings.paddingLeft,
  };
}

export function borderStyle(settings: ContentSettings): CSSProperties {
  return {
    borderStyle: settings.border,
    borderColor: settings.borderColor,
    borderWidth: settings.borderWidth,
    borderRadius: settings.borderRadius,
  };
}

/** Colour, size, position, repeat and the pictures as custom properties. */
export function backgroundStyle(settings: ContentSettings, { fullBleed = false } = {}): StyleWithVariables {
  const style: StyleWithVariables = {
    backgroundColor: settings.backgroundColor,
    backgroundSize: settings.backgroundSize,
    backgroundPosition: settings.backgroundPosition,
    backgroundRepeat: settings.backgroundRepeat,
    backgroundAttachment: settings.backgroundAttachment === "fixed" ? "fixed" : undefined,
  };
  if (settings.desktopImage) {
    style["--pb-bg-image"] = cssUrl(contentImageUrl(settings.desktopImage, fullBleed ? FULL_BLEED_BACKGROUND_WIDTH : BACKGROUND_WIDTH));
    style["--pb-bg-image-mobile"] = cssUrl(contentImageUrl(settings.mobileImage ?? settings.desktopImage, MOBILE_BACKGROUND_WIDTH));
  }
  return style;
}

/** `url("…")`; picture URLs were checked by the parser to hold no quotes, brackets or spaces. */
function cssUrl(url: string): string {
  return `url("${url}")`;
}

/**
 * Everything a box-like node (row, column, tab item) shows of its settings: the spacing, border
 * and background above, then its height and alignment, without the empty ones. Written into one
 * object as it goes: the footer's blocks alone ask for dozens of these on every page.
 */
export function boxStyle(settings: ContentSettings, { fullBleed = false }: { fullBleed?: boolean } = {}): StyleWithVariables {
  const style: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== "") style[name] = value;
  };
  put("marginTop", settings.marginTop);
  put("marginRight", settings.marginRight);
  put("marginBottom", settings.marginBottom);
  put("marginLeft", settings.marginLeft);
  put("paddingTop", settings.paddingTop);
  put("paddingRight", settings.paddingRight);
  put("paddingBottom", settings.paddingBottom);
  put("paddingLeft", settings.paddingLeft);
  put("borderStyle", settings.border);
  put("borderColor", settings.borderColor);
  put("borderWidth", settings.borderWidth);
  put("borderRadius", settings.borderRadius);
  put("backgroundColor", settings.backgroundColor);
  put("backgroundSize", settings.backgroundSize);
  put("backgroundPosition", settings.backgroundPosition);
  put("backgroundRepeat", settings.backgroundRepeat);
  put("backgroundAttachment", settings.backgroundAttachment === "fixed" ? "fixed" : undefined);
  if (settings.desktopImage) {
    put("--pb-bg-image", cssUrl(contentImageUrl(settings.desktopImage, fullBleed ? FULL_BLEED_BACKGROUND_WIDTH : BACKGROUND_WIDTH)));
    put("--pb-bg-image-mobile", cssUrl(contentImageUrl(settings.mobileImage ?? settings.desktopImage, MOBILE_BACKGROUND_WIDTH)));
  }
  put("minHeight", settings.minHeight);
  put("textAlign", settings.textAlign);
  return style as StyleWithVariables;
}

export function withoutEmpty<T extends object>(style: T): T {
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined && value !== "")) as T;
}

/** Class names a node carries: its own, `pb-background` when it has a picture, the editor's classes. */
export function boxClassName(base: string, settings: ContentSettings, ...extra: Array<string | false | undefined>): string {
  return [base, settings.desktopImage ? "pb-background" : undefined, ...extra, ...(settings.cssClasses ?? [])].filter(Boolean).join(" ");
}

/**
 * Rules for the editor's viewport-specific styles (`@media` in the content's style block), scoped
 * to one element by its key. Inline styles win over any selector, hence `!important`. Properties
 * and values were whitelisted by the parser.
 */
export function mediaQueryCss(key: string, mediaQueries: MediaQueryStyle[] | undefined): string {
  if (!mediaQueries?.length) return "";
  return mediaQueries
    .map(({ media, style }) => {
      const declarations = Object.entries(style)
        .map(([name, value]) => `${name}:${value} !important`)
        .join(";");
      return `@media ${media}{[data-pb-key=${key}]{${declarations}}}`;
    })
    .join("");
}
