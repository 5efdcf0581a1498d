import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { ProductImage } from "~/components/product/ProductImage";
import { catalogImageUrl, IMAGE_SIZES, imageHeightFor } from "~/lib/catalog/image";
import type { CatalogImage } from "~/lib/catalog/types";

/**
 * The product's pictures: a row that scrolls sideways and snaps to each picture (CSS), the same
 * with and without JS. Without JS the thumbnails are links to each picture. With JS the row gains
 * previous / next buttons and a "2 of 3" status that follow the row however it moved (touch,
 * buttons, thumbnails, arrow keys on the focused row); the thumbnails scroll the row without
 * moving the page. No carousel library: the browser's own scrolling does the work.
 */
export function ProductGallery({ images, name }: { images: CatalogImage[]; name: string }) {
  const { t } = useTranslation();
  const several = images.length > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  /** The picture a button, thumbnail or key is scrolling to, until the row gets there. */
  const heading = useRef<{ index: number; timer: number } | null>(null);
  const [selected, setSelected] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const last = images.length - 1;
  /** A picture's index kept within the gallery. */
  const within = useCallback((index: number) => Math.min(last, Math.max(0, index)), [last]);
  /** The move in progress is over (arrived, or given up on). */
  const arrive = useCallback(() => {
    if (heading.current) window.clearTimeout(heading.current.timer);
    heading.current = null;
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !several) return;
    // The shopper may have scrolled the row before the script arrived: the status starts there.
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!viewport.clientWidth) return;
        const shown = within(Math.round(viewport.scrollLeft / viewport.clientWidth));
        // A smooth move passes the pictures in between: the status keeps its target till it arrives.
        if (heading.current && heading.current.index !== shown) return;
        arrive();
        setSelected(shown);
      });
    };
    follow();
    setEnhanced(true);
    viewport.addEventListener("scroll", follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener("scroll", follow);
      arrive();
    };
  }, [several, within, arrive]);

  /**
   * Scrolls the row to a picture (smoothly unless the shopper asked for reduced motion, see
   * catalog.css). Steps count from where the row is heading, so quick presses are not lost.
   */
  const go = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const target = within(index);
      arrive();
      // A swipe that interrupts the move: the row's own position counts again after a while.
      heading.current = { index: target, timer: window.setTimeout(arrive, 1_000) };
      viewport.scrollTo({ left: target * viewport.clientWidth });
      setSelected(target);
    },
    [within, arrive],
  );
  const step = useCallback((by: number) => go((heading.current?.index ?? selected) + by), [go, selected]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === "ArrowRight") step(1);
      else if (event.key === "ArrowLeft") step(-1);
      else if (event.key === "Home") go(0);
      else if (event.key === "End") go(last);
      else return;
      event.preventDefault();
    },
    [go, step, last],
  );
  const onThumb = useCallback(
    (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      go(index);
    },
    [go],
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
      className="gallery"
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
            onClick={() => step(-1)}
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
            onClick={() => step(1)}
            disabled={selected === last}
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
