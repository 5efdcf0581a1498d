import { useEffect } from "react";
import { galleryImageWidth, listingImageUrls } from "~/lib/pwa/listing-images";
import { tellWorker } from "~/lib/pwa/worker-registration";

/**
 * Posts the worker the pictures of the products on the listing shown (spec: the message type for
 * prefetching images); the worker fetches them only on a fast connection that does not save data.
 */
export function usePrefetchListingImages(images: readonly ({ src: string } | null)[]): void {
  const key = images.map((image) => image?.src ?? "").join("\n");
  useEffect(() => {
    const urls = listingImageUrls(images, galleryImageWidth(window.innerWidth, window.devicePixelRatio));
    if (urls.length) tellWorker({ type: "PREFETCH_IMAGES", urls });
    // The listing's pictures, not the array's identity, decide whether to post again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
