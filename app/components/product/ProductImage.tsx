import { catalogImageSrcSet, catalogImageUrl, imageHeightFor } from "~/lib/catalog/image";
import type { CatalogImage } from "~/lib/catalog/types";

/**
 * A catalogue picture in the 0.8 frame: a srcset over the spec's width steps, `sizes` from the
 * layout, and width/height so the frame is reserved before the picture arrives. Only pictures a
 * shopper sees first load eagerly.
 */
export function ProductImage({
  image,
  sizes,
  width,
  eager = false,
  maxWidth,
  className,
}: {
  image: CatalogImage;
  sizes: string;
  /** The width the `src` fallback is asked in (and the intrinsic size given to the browser). */
  width: number;
  eager?: boolean;
  /** The widest step worth offering (a grid tile never needs 2560 px). */
  maxWidth?: number;
  className?: string;
}) {
  const srcSet = catalogImageSrcSet(image.src, maxWidth);
  return (
    <img
      className={className ? `catalog-image ${className}` : "catalog-image"}
      src={catalogImageUrl(image.src, width)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={imageHeightFor(width)}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // React 18 spells it in lower case.
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  );
}
