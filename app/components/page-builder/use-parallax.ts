import { useEffect, type RefObject } from "react";

/**
 * Moves a row's background layer as the page scrolls (Page Builder's parallax), `speed` times the
 * scroll. JavaScript only, and never for shoppers who ask for reduced motion: then the layer just
 * stays put, which is also what the server-rendered page shows.
 */
export function useParallax(layer: RefObject<HTMLElement>, speed: number): void {
  useEffect(() => {
    const element = layer.current;
    const box = element?.parentElement;
    if (!element || !box || !speed) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reducedMotion.matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = box.getBoundingClientRect();
      const viewport = window.innerHeight || 1080;
      if (rect.bottom < 0 || rect.top > viewport) return;
      // -1 when the row enters at the bottom, 1 when it leaves at the top.
      const progress = (viewport - rect.top) / (viewport + rect.height) * 2 - 1;
      // The layer is 1.25 times the row: it may travel an eighth of the row's height each way.
      const travel = rect.height * 0.125 * Math.max(-1, Math.min(1, speed));
      element.style.transform = `translate3d(0, ${(progress * travel).toFixed(1)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [layer, speed]);
}
