/**
 * The arithmetic of every row of slides (the home page's slider and blog carousel, Page Builder
 * sliders and products carousels), spec §4: ceil(slides / scroll) dots when infinite, else
 * ceil((slides − show) / scroll) + 1; previous disabled at the first slide and next when no
 * further slide can come in, unless infinite. Positions are the index of the first visible slide.
 */
export interface SliderShape {
  slides: number;
  /** Slides visible at once. */
  show: number;
  /** Slides one step moves. */
  scroll: number;
  /** After the last view comes the first again. */
  infinite?: boolean;
}

const stepOf = ({ scroll }: SliderShape) => Math.max(scroll, 1);

/** The furthest first-visible slide: the last slide is then at the end of the row. */
export function lastStart({ slides, show }: SliderShape): number {
  return Math.max(0, slides - Math.max(show, 1));
}

/** How many dots: none without slides, one when every slide fits. */
export function dotCount(shape: SliderShape): number {
  const { slides, show } = shape;
  if (slides <= 0) return 0;
  if (shape.infinite) return Math.ceil(slides / stepOf(shape));
  if (slides <= show) return 1;
  return Math.ceil((slides - show) / stepOf(shape)) + 1;
}

/** Where a dot takes the row (the last dot shows the last slides). */
export function dotStart(shape: SliderShape, dot: number): number {
  const furthest = shape.infinite ? Math.max(shape.slides - 1, 0) : lastStart(shape);
  return Math.min(Math.max(dot, 0) * stepOf(shape), furthest);
}

/** The dot of a position: the last one once a row that does not loop has reached its end. */
export function activeDot(shape: SliderShape, start: number): number {
  const last = Math.max(dotCount(shape) - 1, 0);
  if (!shape.infinite && start >= lastStart(shape)) return last;
  return Math.min(Math.floor(Math.max(start, 0) / stepOf(shape)), last);
}

/** Which arrows are disabled: both when every slide fits; at the ends only when not infinite. */
export function arrowsDisabled(shape: SliderShape, start: number): { previous: boolean; next: boolean } {
  if (shape.slides <= shape.show) return { previous: true, next: true };
  if (shape.infinite) return { previous: false, next: false };
  return { previous: start <= 0, next: start >= lastStart(shape) };
}

/** A position the row can take: clamped to both ends, or wrapped round when infinite. */
export function clampStart(shape: SliderShape, start: number): number {
  const last = lastStart(shape);
  if (shape.infinite) return (((start % (last + 1)) + last + 1) % (last + 1));
  return Math.min(Math.max(start, 0), last);
}

/** One step on (`direction` 1) or back (−1). */
export function stepStart(shape: SliderShape, start: number, direction: 1 | -1): number {
  return clampStart(shape, start + direction * stepOf(shape));
}

/** Ease in and out over a move (spec §2 "speed 500 ms"). */
export function easeInOut(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1);
  return p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
}

/**
 * The slides the previous / next links of slide `index` lead to when JavaScript is off (each
 * targeted slide comes first in the row, see home.css): its neighbours, none past either end.
 * Whether next still moves the row at a given width (the last slides may all be in view) is the
 * stylesheet's to tell, as only it knows how many slides show.
 */
export function neighbourSlides(slides: number, index: number): { previous: number | null; next: number | null } {
  return { previous: index > 0 ? index - 1 : null, next: index < slides - 1 ? index + 1 : null };
}
