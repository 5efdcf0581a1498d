/**
 * Catalogue pictures at the size the layout needs (spec §3 "Image helper", §7): width steps 40 to
 * 2560, height = width / 0.8, quality 85, asked as webp (`auto=webp`) with `format=png` for PNG
 * originals and progressive JPEG (`pjpg`) otherwise as the fallback. This is the URL form Magento
 * storefronts send to Fastly Image Optimizer, and the embedded engine's media handler reads it.
 */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
const MAX_IMAGE_WIDTH = 2560;
/** Width to height. */
export const IMAGE_RATIO = 0.8;
export const IMAGE_QUALITY = 85;

/** Media folders whose pictures can be resized through the URL (spec §7). */
const RESIZABLE_PATHS = ["/media/catalog/product/", "/media/catalog/category/", "/media/attribute/swatch/"];
/** Magento's pre-resized copies: `/media/catalog/product/cache/<32 hex>/a/b/x.jpg` → the original. */
const MAGENTO_CACHE_SEGMENT = /\/cache\/[0-9a-f]{32}\//;
const PLACEHOLDER_ORIGIN = "http://placeholder.invalid";

export function imageHeightFor(width: number): number {
  return Math.round(width / IMAGE_RATIO);
}

/** `jpg` for `/media/a/b.JPG`; empty without one. */
export function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Query parameters the resizer reads; a picture's own are replaced. */
const RESIZER_PARAMS = ["auto", "format", "width", "height", "quality", "fit", "crop", "dpr"];

/**
 * `url` (absolute, or relative to a placeholder origin) with the resizer's parameters in place of
 * any it had: webp, PNG kept as PNG and the rest progressive JPEG as the fallback, quality 85,
 * and the size when given. Relative URLs come back relative.
 */
export function resizedUrl(url: URL, { absolute, width, height }: { absolute: boolean; width?: number; height?: number }): string {
  return resizerFor(url, absolute)(width, height);
}

/**
 * `url` at any size. Its own parameters are read once, and each size is written onto them as
 * text: setting a URL's parameters one by one re-reads the whole URL each time, and a page asks
 * for ten sizes of every picture.
 */
function resizerFor(url: URL, absolute: boolean): (width?: number, height?: number) => string {
  for (const name of RESIZER_PARAMS) url.searchParams.delete(name);
  const { href, pathname, search, hash } = url;
  const address = absolute ? href.slice(0, href.length - search.length - hash.length) : pathname;
  const format = extensionOf(pathname) === "png" ? "png" : "pjpg";
  const start = `${address}${search ? `${search}&` : "?"}auto=webp&format=${format}`;
  const end = `&quality=${IMAGE_QUALITY}${hash}`;
  return (width, height) => `${start}${width ? `&width=${width}` : ""}${height ? `&height=${height}` : ""}${end}`;
}

/**
 * `src` resized to `width` (and the catalogue's 0.8 ratio). Absolute URLs stay absolute, relative
 * ones relative. Pictures outside the catalogue folders, SVG and GIF originals come back unchanged:
 * there is nothing to resize or re-encode.
 */
export function catalogImageUrl(src: string, width: number): string {
  return resizerOf(src)?.(width) ?? src;
}

/** `srcset` over the spec's width steps, up to `maxWidth`; empty for a picture that is not resized. */
export function catalogImageSrcSet(src: string, maxWidth: number = MAX_IMAGE_WIDTH): string {
  const resize = resizerOf(src);
  if (!resize) return "";
  return IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${resize(width)} ${width}w`)
    .join(", ");
}

/** `src` at any width, its URL read once (a tile asks for nine widths); null when it is not resized. */
function resizerOf(src: string): ((width: number) => string) | null {
  if (!src) return null;
  const absolute = /^https?:\/\//i.test(src);
  let url: URL;
  try {
    url = new URL(src, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (!RESIZABLE_PATHS.some((prefix) => url.pathname.includes(prefix))) return null;
  const extension = extensionOf(url.pathname);
  if (extension === "svg" || extension === "gif") return null;
  url.pathname = url.pathname.replace(MAGENTO_CACHE_SEGMENT, "/");
  const resize = resizerFor(url, absolute);
  return (width) => resize(width, imageHeightFor(width));
}

/**
 * `sizes` for the places catalogue pictures appear; they follow catalog.css: the grid has two
 * columns below 640 px and four above, beside the 20 rem filter sidebar from 1024 px, inside
 * the 1440 px page.
 */
export const IMAGE_SIZES = {
  grid: "(min-width: 1440px) 260px, (min-width: 1024px) calc((100vw - 24rem) / 4), (min-width: 640px) calc((100vw - 5rem) / 4), calc((100vw - 2.5rem) / 2)",
  gallery: "(min-width: 1440px) 700px, (min-width: 960px) 50vw, 100vw",
  thumbnail: "80px",
} as const;
