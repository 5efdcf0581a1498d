import { describe, expect, it } from "vitest";
import { activeDot, arrowsDisabled, clampStart, dotCount, dotStart, easeInOut, lastStart, neighbourSlides, stepStart } from "~/lib/slider";

describe("dot count (spec §4)", () => {
  it("is ceil((slides − show) / scroll) + 1 when not infinite", () => {
    // The home slider's five demo slides at 4, 3 and 2 per view.
    expect(dotCount({ slides: 5, show: 4, scroll: 1 })).toBe(2);
    expect(dotCount({ slides: 5, show: 3, scroll: 1 })).toBe(3);
    expect(dotCount({ slides: 5, show: 2, scroll: 1 })).toBe(4);
    expect(dotCount({ slides: 5, show: 1, scroll: 1 })).toBe(5);
    expect(dotCount({ slides: 10, show: 3, scroll: 3 })).toBe(4);
    expect(dotCount({ slides: 10, show: 4, scroll: 3 })).toBe(3);
  });

  it("is ceil(slides / scroll) when infinite", () => {
    expect(dotCount({ slides: 5, show: 2, scroll: 2, infinite: true })).toBe(3);
    expect(dotCount({ slides: 10, show: 4, scroll: 3, infinite: true })).toBe(4);
  });

  it("is one when every slide fits, none without slides", () => {
    expect(dotCount({ slides: 3, show: 4, scroll: 1 })).toBe(1);
    expect(dotCount({ slides: 0, show: 4, scroll: 1 })).toBe(0);
    expect(dotCount({ slides: 0, show: 1, scroll: 1, infinite: true })).toBe(0);
  });
});

describe("arrows (spec §4)", () => {
  const shape = { slides: 5, show: 3, scroll: 1 };

  it("disables previous at the first slide and next when no further slide can come in", () => {
    expect(lastStart(shape)).toBe(2);
    expect(arrowsDisabled(shape, 0)).toEqual({ previous: true, next: false });
    expect(arrowsDisabled(shape, 1)).toEqual({ previous: false, next: false });
    expect(arrowsDisabled(shape, 2)).toEqual({ previous: false, next: true });
  });

  it("disables neither when infinite, both when every slide fits", () => {
    expect(arrowsDisabled({ ...shape, infinite: true }, 0)).toEqual({ previous: false, next: false });
    expect(arrowsDisabled({ slides: 3, show: 3, scroll: 1 }, 0)).toEqual({ previous: true, next: true });
    expect(arrowsDisabled({ slides: 2, show: 4, scroll: 1, infinite: true }, 0)).toEqual({ previous: true, next: true });
  });
});

describe("moving", () => {
  const shape = { slides: 5, show: 3, scroll: 1 };

  it("steps by scroll without passing either end", () => {
    expect(stepStart(shape, 0, 1)).toBe(1);
    expect(stepStart(shape, 2, 1)).toBe(2);
    expect(stepStart(shape, 0, -1)).toBe(0);
    expect(stepStart({ slides: 10, show: 3, scroll: 3 }, 6, 1)).toBe(7);
  });

  it("wraps round when infinite", () => {
    const infinite = { ...shape, infinite: true };
    expect(stepStart(infinite, 2, 1)).toBe(0);
    expect(stepStart(infinite, 0, -1)).toBe(2);
    expect(clampStart(infinite, 7)).toBe(1);
    expect(clampStart(shape, -4)).toBe(0);
  });

  it("maps dots to positions and back, the last dot showing the last slides", () => {
    const wide = { slides: 10, show: 3, scroll: 3 };
    expect([0, 1, 2, 3].map((dot) => dotStart(wide, dot))).toEqual([0, 3, 6, 7]);
    expect([0, 3, 6, 7].map((start) => activeDot(wide, start))).toEqual([0, 1, 2, 3]);
    expect(activeDot(shape, 2)).toBe(2);
    const single = { slides: 10, show: 4, scroll: 1 };
    expect(dotStart(single, 6)).toBe(6);
    expect(dotStart(single, 9)).toBe(6);
    expect(activeDot(single, 2)).toBe(2);
    expect(dotStart({ ...wide, infinite: true }, 3)).toBe(9);
  });
});

describe("easing", () => {
  it("starts at 0, ends at 1 and passes the middle at half time", () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(2)).toBe(1);
  });
});

describe("previous / next links without JavaScript", () => {
  it("lead to the neighbouring slides and stop at both ends", () => {
    expect(neighbourSlides(5, 0)).toEqual({ previous: null, next: 1 });
    expect(neighbourSlides(5, 3)).toEqual({ previous: 2, next: 4 });
    expect(neighbourSlides(5, 4)).toEqual({ previous: 3, next: null });
    expect(neighbourSlides(1, 0)).toEqual({ previous: null, next: null });
  });
});
