import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon } from "~/components/icons/Icon";
import { activeDot, arrowsDisabled, dotCount, dotStart, easeInOut, lastStart, neighbourSlides, stepStart, type SliderShape } from "~/lib/slider";

/** Spec §2 and §9: slides move in 500 ms. */
const SPEED_MS = 500;

export interface CarouselSlide {
  key: string;
  /** Accessible name of the slide, else "n of total". */
  label?: string;
  content: ReactNode;
}

/**
 * A row of slides for the home page (image slider and blog posts). How many show at once is the
 * stylesheet's business (`--carousel-show` per breakpoint, see home.css). Without JavaScript the
 * row is a scroll-snap list of real links that scrolls sideways, and previous / next links lead
 * to the neighbouring slide by its `#id` (the browser scrolls it to the front of the row; each
 * slide carries the links shown while it is the target, see home.css). With it, previous / next arrows
 * move one slide in 500 ms and stop at the ends (no loop; disabled there), and dots jump; the row
 * still scrolls by touch, and the arrows and dots follow it.
 */
export function Carousel({
  id,
  label,
  className,
  slides,
  previousLabel,
  nextLabel,
}: {
  /**
   * The row's id, unique on the page (the arrows' `aria-controls`, the slides' `#…-slide-n`).
   * Not `useId`: the browser build hydrates with Preact, whose ids differ from React's on the
   * server, so arrows drawn after hydration would name an id the page does not have (ADR 042).
   */
  id: string;
  label: string;
  className: string;
  slides: CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
}) {
  const { t } = useTranslation();
  const viewportId = id;
  const slideIdPrefix = `${id}-slide-`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const animation = useRef<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [show, setShow] = useState(1);
  const [start, setStart] = useState(0);
  const shape: SliderShape = { slides: slides.length, show, scroll: 1 };

  /** Slide width plus gap, and how many slides fit in the viewport. */
  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const items = viewport?.querySelectorAll<HTMLElement>(":scope > ul > li");
    const first = items?.[0];
    if (!viewport || !first) return null;
    const second = items[1];
    const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    if (step <= 0) return null;
    const gap = step - first.offsetWidth;
    return { viewport, step, show: Math.max(1, Math.round((viewport.clientWidth + gap) / step)) };
  }, []);

  /** Reads the position from the row's scroll offset (touch, keyboard focus or our own moves). */
  const sync = useCallback(() => {
    const measured = measure();
    if (!measured) return;
    const { viewport, step } = measured;
    const current = { slides: slides.length, show: measured.show, scroll: 1 };
    const atEnd = viewport.scrollLeft >= viewport.scrollWidth - viewport.clientWidth - 2;
    setShow(measured.show);
    setStart(atEnd ? lastStart(current) : Math.min(Math.round(viewport.scrollLeft / step), lastStart(current)));
  }, [measure, slides.length]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setEnhanced(true);
    sync();
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    viewport.addEventListener("scroll", onChange, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onChange);
    observer?.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener("scroll", onChange);
      observer?.disconnect();
    };
  }, [sync]);

  useEffect(() => () => stopAnimation(animation), []);

  /** Scrolls the row so slide `target` comes first, eased over 500 ms (at once for reduced motion). */
  const moveTo = useCallback(
    (target: number) => {
      const measured = measure();
      if (!measured) return;
      const { viewport, step } = measured;
      const to = Math.min(target * step, viewport.scrollWidth - viewport.clientWidth);
      stopAnimation(animation);
      setStart(target);
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      if (reduced) {
        viewport.scrollLeft = to;
        return;
      }
      const from = viewport.scrollLeft;
      const began = performance.now();
      // Snapping would fight the frame-by-frame move: off while it runs, the end is a snap point.
      viewport.style.scrollSnapType = "none";
      const frame = (now: number) => {
        const progress = Math.min((now - began) / SPEED_MS, 1);
        viewport.scrollLeft = from + (to - from) * easeInOut(progress);
        if (progress < 1) animation.current = requestAnimationFrame(frame);
        else {
          animation.current = null;
          viewport.style.scrollSnapType = "";
        }
      };
      animation.current = requestAnimationFrame(frame);
    },
    [measure],
  );

  const dots = dotCount(shape);
  const currentDot = activeDot(shape, start);
  const disabled = arrowsDisabled(shape, start);
  const several = slides.length > show;
  return (
    <section className={`carousel ${className}${enhanced ? " carousel--enhanced" : ""}`} aria-roledescription={t("home.carousel.roleDescription")} aria-label={label}>
      <div className="carousel__viewport" id={viewportId} ref={viewportRef}>
        <ul className="carousel__track">
          {slides.map((slide, index) => (
            <li
              key={slide.key}
              id={`${slideIdPrefix}${index + 1}`}
              className="carousel__slide"
              aria-roledescription={t("home.carousel.slide")}
              aria-label={slide.label ?? t("home.carousel.position", { index: index + 1, total: slides.length })}
            >
              {slide.content}
              {enhanced ? null : (
                <SlideLinks
                  neighbours={neighbourSlides(slides.length, index)}
                  slideIdPrefix={slideIdPrefix}
                  previousLabel={previousLabel}
                  nextLabel={nextLabel}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
      {enhanced && several ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button carousel__step carousel__step--previous"
            aria-controls={viewportId}
            aria-label={previousLabel}
            disabled={disabled.previous}
            onClick={() => moveTo(stepStart(shape, start, -1))}
          >
            <Icon name="back" />
          </button>
          <div className="carousel__dots" role="group" aria-label={t("home.carousel.dots")}>
            {Array.from({ length: dots }, (_, dot) => (
              <button
                key={dot}
                type="button"
                className="carousel__dot"
                aria-controls={viewportId}
                aria-label={t("home.carousel.goTo", { index: dot + 1, total: dots })}
                aria-current={dot === currentDot ? "true" : undefined}
                onClick={() => moveTo(dotStart(shape, dot))}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button carousel__step carousel__step--next"
            aria-controls={viewportId}
            aria-label={nextLabel}
            disabled={disabled.next}
            onClick={() => moveTo(stepStart(shape, start, 1))}
          >
            <Icon name="forward" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The previous / next links of one slide for a browser without JavaScript. Every slide has its
 * own pair; the stylesheet shows the pair of the slide in the address's `#fragment` (the first
 * slide's when there is none), below the row, so the links always say where they lead.
 */
function SlideLinks({
  neighbours,
  slideIdPrefix,
  previousLabel,
  nextLabel,
}: {
  neighbours: { previous: number | null; next: number | null };
  slideIdPrefix: string;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <span className="carousel__links">
      {neighbours.previous === null ? null : (
        <a className="icon-button carousel__step carousel__link carousel__link--previous" href={`#${slideIdPrefix}${neighbours.previous + 1}`} aria-label={previousLabel}>
          <Icon name="back" />
        </a>
      )}
      {neighbours.next === null ? null : (
        <a className="icon-button carousel__step carousel__link carousel__link--next" href={`#${slideIdPrefix}${neighbours.next + 1}`} aria-label={nextLabel}>
          <Icon name="forward" />
        </a>
      )}
    </span>
  );
}

function stopAnimation(animation: { current: number | null }) {
  if (animation.current !== null) cancelAnimationFrame(animation.current);
  animation.current = null;
}
