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

/** A style being written: only the values that are set go in, in the order they are written. */
type Style = Record<string, string>;

function put(style: Style, name: string, value: string | undefined): void {
  if (value !== undefined && value !== "") style[name] = value;
}

function putSpacing(style: Style, settings: ContentSettings): void {
  put(style, "marginTop", settings.marginTop);
  put(style, "marginRight", settings.marginRight);
  put(style, "marginBottom", settings.marginBottom);
  put(style, "marginLeft", settings.marginLeft);
  put(style, "paddingTop", settings.paddingTop);
  put(style, "paddingRight", settings.paddingRight);
  put(style, "paddingBottom", settings.paddingBottom);
  put(style, "paddingLeft", settings.paddingLeft);
}

function putBorder(style: Style, settings: ContentSettings): void {
  put(style, "borderStyle", settings.border);
  put(style, "borderColor", settings.borderColor);
  put(style, "borderWidth", settings.borderWidth);
  put(style, "borderRadius", settings.borderRadius);
}

function putBackground(style: Style, settings: ContentSettings, fullBleed: boolean): void {
  put(style, "backgroundColor", settings.backgroundColor);
  put(style, "backgroundSize", settings.backgroundSize);
  put(style, "backgroundPosition", settings.backgroundPosition);
  put(style, "backgroundRepeat", settings.backgroundRepeat);
  put(style, "backgroundAttachment", settings.backgroundAttachment === "fixed" ? "fixed" : undefined);
  if (settings.desktopImage) {
    put(style, "--pb-bg-image", cssUrl(contentImageUrl(settings.desktopImage, fullBleed ? FULL_BLEED_BACKGROUND_WIDTH : BACKGROUND_WIDTH)));
    put(style, "--pb-bg-image-mobile", cssUrl(contentImageUrl(settings.mobileImage ?? settings.desktopImage, MOBILE_BACKGROUND_WIDTH)));
  }
}

export function spacingStyle(settings: ContentSettings): CSSProperties {
  const style: Style = {};
  putSpacing(style, settings);
  return style;
}

export function borderStyle(settings: ContentSettings): CSSProperties {
  const style: Style = {};
  putBorder(style, settings);
  return style;
}

/** Colour, size, position, repeat and the pictures as custom properties. */
export function backgroundStyle(settings: ContentSettings, { fullBleed = false } = {}): StyleWithVariables {
  const style: Style = {};
  putBackground(style, settings, fullBleed);
  return style as StyleWithVariables;
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
  const style: Style = {};
  putSpacing(style, settings);
  putBorder(style, settings);
  putBackground(style, settings, fullBleed);
  put(style, "minHeight", settings.minHeight);
  put(style, "textAlign", settings.textAlign);
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
