/**
 * Pictures in CMS content go to the backend's image resizer (spec §7: "image-wysiwyg", quality
 * 85), in the URL form Magento storefronts send to Fastly Image Optimizer and the embedded engine
 * reads: `?auto=webp&format=png|pjpg&quality=85`, plus `width` where the layout knows it. Only
 * files under `/media/` are rewritten; SVG and GIF originals are left alone (nothing to gain).
 */
import { extensionOf, resizedUrl } from "~/lib/catalog/image";

/** Widths offered in `srcset` for content pictures. */
export const CONTENT_IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2560] as const;
/** Spec: the mobile picture is used up to this width. */
export const MOBILE_MAX_WIDTH = 768;

const PLACEHOLDER_ORIGIN = "http://placeholder.invalid";

/** True for a picture the resizer can re-encode (a media file that is not SVG or GIF). */
export function isResizableContentImage(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src, PLACEHOLDER_ORIGIN);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.includes("/media/")) return false;
  const extension = extensionOf(url.pathname);
  return extension !== "svg" && extension !== "gif" && extension !== "";
}

/**
 * `src` through the resizer; `width` for `srcset` steps. Relative URLs stay relative. Background
 * pictures are asked by width only: the element's height is not known on the server, and asking
 * for both would crop the picture before the browser's `background-size: cover` does.
 */
export function contentImageUrl(src: string, width?: number): string {
  if (!src || !isResizableContentImage(src)) return src;
  return resizedUrl(new URL(src, PLACEHOLDER_ORIGIN), { absolute: /^https?:\/\//i.test(src), width });
}

/** `srcset` over the content widths up to `maxWidth`; empty when the picture is not resizable. */
export function contentImageSrcSet(src: string, maxWidth = 2560): string {
  if (!isResizableContentImage(src)) return "";
  return CONTENT_IMAGE_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${contentImageUrl(src, width)} ${width}w`)
    .join(", ");
}
