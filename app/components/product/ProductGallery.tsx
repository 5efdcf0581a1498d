import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { ProductImage } from "~/components/product/ProductImage";
import { catalogImageUrl, IMAGE_SIZES, imageHeightFor } from "~/lib/catalog/image";
import type { CatalogImage } from "~/lib/catalog/types";

/**
 * The product's pictures. Without JS: a row that scrolls and snaps (CSS), thumbnails are links to
 * each picture. With JS: an Embla carousel on the same markup, with previous / next buttons,
 * thumbnails as buttons, arrow keys on the focused picture row.
 */
export function ProductGallery({ images, name }: { images: CatalogImage[]; name: string }) {
  const { t } = useTranslation();
  const several = images.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ align: "start", loop: false, active: several });
  const [selected, setSelected] = useState(0);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    if (!embla) return;
    // The shopper may have scrolled the snapping row before the script arrived: continue there.
    const viewport = embla.rootNode();
    const start = viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
    viewport.scrollLeft = 0;
    setEnhanced(true);
    embla.scrollTo(start, true);
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!embla) return;
      if (event.key === "ArrowRight") embla.scrollNext();
      else if (event.key === "ArrowLeft") embla.scrollPrev();
      else if (event.key === "Home") embla.scrollTo(0);
      else if (event.key === "End") embla.scrollTo(images.length - 1);
      else return;
      event.preventDefault();
    },
    [embla, images.length],
  );
  const onThumb = useCallback(
    (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!embla) return;
      event.preventDefault();
      go(index);
    },
    [embla, go],
  );

  if (!images.length) {
    return (
      <div className="gallery gallery--empty">
        <span className="catalog-image catalog-image--empty" />
      </div>
    );
  }

  return (
    <section
      className={enhanced ? "gallery gallery--enhanced" : "gallery"}
      aria-roledescription={t("product.gallery.roleDescription")}
      aria-label={t("product.gallery.label", { name })}
    >
      <div
        className="gallery__viewport"
        ref={viewportRef}
        tabIndex={several ? 0 : undefined}
        role={several ? "group" : undefined}
        aria-label={several ? t("product.gallery.keyboardHint") : undefined}
        onKeyDown={several ? onKeyDown : undefined}
      >
        <ul className="gallery__track">
          {images.map((image, index) => (
            <li
              key={`${image.src}-${index}`}
              id={`gallery-slide-${index + 1}`}
              className="gallery__slide"
              aria-roledescription={t("product.gallery.slide")}
              aria-label={t("product.gallery.position", { index: index + 1, total: images.length })}
            >
              <ProductImage image={image} sizes={IMAGE_SIZES.gallery} width={640} eager={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {several && enhanced ? (
        <div className="gallery__controls">
          <button
            type="button"
            className="icon-button gallery__step"
            onClick={() => embla?.scrollPrev()}
            disabled={selected === 0}
            aria-label={t("product.gallery.previous")}
          >
            <Icon name="back" />
          </button>
          <p className="gallery__status" aria-live="polite">
            {t("product.gallery.position", { index: selected + 1, total: images.length })}
          </p>
          <button
            type="button"
            className="icon-button gallery__step"
            onClick={() => embla?.scrollNext()}
            disabled={selected === images.length - 1}
            aria-label={t("product.gallery.next")}
          >
            <Icon name="forward" />
          </button>
        </div>
      ) : null}
      {several ? (
        <ol className="gallery__thumbs" aria-label={t("product.gallery.thumbnails")}>
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <a
                href={`#gallery-slide-${index + 1}`}
                className="gallery__thumb"
                aria-current={enhanced && index === selected ? "true" : undefined}
                onClick={onThumb(index)}
              >
                <img
                  src={catalogImageUrl(image.src, 160)}
                  alt={t("product.gallery.show", { index: index + 1 })}
                  width={80}
                  height={imageHeightFor(80)}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
