/**
 * Which pictures to warm in the worker's image cache from a listing: each product's picture in the
 * size its product page's gallery will ask on this screen, so that opening a product from the
 * listing shows its picture at once, even on a connection that has just gone.
 */
import { catalogImageUrl, IMAGE_WIDTHS } from "~/lib/catalog/image";

/**
 * The width step the gallery's `srcset` gives this screen: the picture's shown width (catalog.css,
 * `IMAGE_SIZES.gallery`: 700 px from 1440 px, half the window from 960 px, else the whole window)
 * in device pixels, rounded up to a step.
 */
export function galleryImageWidth(viewportWidth: number, devicePixelRatio: number): number {
  const shown = viewportWidth >= 1440 ? 700 : viewportWidth >= 960 ? viewportWidth / 2 : viewportWidth;
  const needed = shown * Math.max(1, devicePixelRatio);
  return IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS.at(-1)!;
}

/** The gallery-sized URLs of the listing's pictures (products without one are skipped). */
export function listingImageUrls(images: readonly ({ src: string } | null)[], width: number): string[] {
  return images.filter((image): image is { src: string } => Boolean(image?.src)).map((image) => catalogImageUrl(image.src, width));
}
