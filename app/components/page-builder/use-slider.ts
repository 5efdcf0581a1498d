import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { activeDot, arrowsDisabled, clampStart, dotCount, dotStart, lastStart, type SliderShape } from "~/lib/slider";

export interface SliderOptions {
  slides: number;
  infinite: boolean;
  autoplay: boolean;
  autoplaySpeed: number;
  /** Jump instead of gliding (the editor's "fade"). */
  jump?: boolean;
}

/**
 * Behaviour for a scroll-snap slider once JavaScript runs: which slide is current (from the
 * scroll position), going to a slide or dot, previous/next with the spec's disabled states, and
 * autoplay that pauses on hover and focus, on request, and never starts for reduced motion.
 * Without JavaScript the list still scrolls and the dots are anchors.
 */
export function useSlider(track: RefObject<HTMLElement>, options: SliderOptions) {
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [show, setShow] = useState(1);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const shape: SliderShape = { slides: options.slides, show, scroll: 1, infinite: options.infinite };
  const shapeRef = useRef(shape);
  shapeRef.current = shape;
  const currentRef = useRef(current);
  currentRef.current = current;

  useEffect(() => {
    setEnhanced(true);
    setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    const element = track.current;
    if (!element) return;
    const measure = () => {
      const first = element.firstElementChild as HTMLElement | null;
      const width = first?.getBoundingClientRect().width || element.clientWidth || 1;
      setShow(Math.max(1, Math.round(element.clientWidth / width)));
      setCurrent(Math.round(element.scrollLeft / width));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [track]);

  const goTo = useCallback(
    (slide: number) => {
      const element = track.current;
      const first = element?.firstElementChild as HTMLElement | null;
      if (!element || !first) return;
      const target = clampStart(shapeRef.current, slide);
      const smooth = !options.jump && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollTo({ left: target * first.getBoundingClientRect().width, behavior: smooth ? "smooth" : "auto" });
      setCurrent(target);
    },
    [track, options.jump],
  );

  const running = enhanced && options.autoplay && !paused && !interacting && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    // After the last slide autoplay starts over, whether or not the slider is infinite.
    const timer = window.setInterval(() => {
      goTo(currentRef.current >= lastStart(shapeRef.current) ? 0 : currentRef.current + 1);
    }, Math.max(1000, options.autoplaySpeed));
    return () => window.clearInterval(timer);
  }, [running, options.autoplaySpeed, goTo]);

  return {
    enhanced,
    current,
    dots: dotCount(shape),
    currentDot: activeDot(shape, current),
    slideForDot: (dot: number) => dotStart(shape, dot),
    disabled: arrowsDisabled(shape, current),
    previous: () => goTo(current - 1),
    next: () => goTo(current + 1),
    goTo,
    autoplaying: enhanced && options.autoplay && !reducedMotion,
    paused,
    togglePaused: () => setPaused((value) => !value),
    /** Spread on the slider's root: autoplay waits while the pointer or focus is inside. */
    pauseHandlers: {
      onMouseEnter: () => setInteracting(true),
      onMouseLeave: () => setInteracting(false),
      onFocus: () => setInteracting(true),
      onBlur: () => setInteracting(false),
    },
  };
}
