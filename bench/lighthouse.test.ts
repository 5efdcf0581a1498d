import { describe, expect, it } from "vitest";

import { medianRun, summarizeRun, type LighthouseResultLike, type LighthouseRun } from "./lighthouse";

const result = (overrides: { performance?: number; seoAudits?: Record<string, number | null> } = {}): LighthouseResultLike => {
  const seoAudits = overrides.seoAudits ?? { "is-crawlable": 1, "meta-description": 1 };
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.97, auditRefs: [{ id: "total-blocking-time", weight: 30 }, { id: "diagnostics", weight: 0 }] },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: 0.92, auditRefs: [...Object.keys(seoAudits).map((id) => ({ id, weight: 1 })), { id: "structured-data", weight: 0 }] },
    },
    audits: {
      "total-blocking-time": { score: 0.6, scoreDisplayMode: "numeric", numericValue: 612.4 },
      diagnostics: { score: 0, scoreDisplayMode: "informative" },
      "largest-contentful-paint": { score: 0.9, scoreDisplayMode: "numeric", numericValue: 2512.7 },
      "first-contentful-paint": { score: 1, scoreDisplayMode: "numeric", numericValue: 900.2 },
      "cumulative-layout-shift": { score: 1, scoreDisplayMode: "numeric", numericValue: 0.01234 },
      "color-contrast": { score: 1, scoreDisplayMode: "binary" },
      "structured-data": { score: null, scoreDisplayMode: "manual" },
      ...Object.fromEntries(Object.entries(seoAudits).map(([id, score]) => [id, { score, scoreDisplayMode: score === null ? "notApplicable" : "binary" }])),
    },
  };
};

describe("summarizeRun", () => {
  it("gives the four scores out of 100, the metrics in ms and the audits that cost points", () => {
    const run = summarizeRun(result({ performance: 0.874, seoAudits: { "is-crawlable": 0, "meta-description": 0, hreflang: null } }));
    expect(run).toMatchObject({ performance: 87, accessibility: 100, bestPractices: 100, seo: 92, tbtMs: 612, lcpMs: 2513, fcpMs: 900, cls: 0.012 });
    // Informative, manual and not-applicable audits never count as failing.
    expect(run.failing).toEqual({ performance: ["total-blocking-time"], accessibility: [], bestPractices: [], seo: ["is-crawlable", "meta-description"] });
  });
});

describe("medianRun", () => {
  const run = (performance: number): LighthouseRun => ({ ...summarizeRun(result()), performance });

  it("picks the run with the median performance score, the lower middle of an even count", () => {
    expect(medianRun([run(91), run(70), run(99)]).performance).toBe(91);
    expect(medianRun([run(91), run(70), run(99), run(95)]).performance).toBe(91);
    expect(() => medianRun([])).toThrow();
  });
});
