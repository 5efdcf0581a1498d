/**
 * Lighthouse's mobile scores of a page, the way the issue measures them: Lighthouse 13's default
 * (mobile, simulated throttling) configuration driving the machine's Chromium, several runs, the
 * median run by performance score (as Lighthouse's own guidance on variability suggests) reported
 * with the audits that cost points.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseRun {
  /** Category scores, 0–100 (null when Lighthouse could not score the category). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Total blocking time, largest and first contentful paint (simulated), ms. */
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  /** Audits of each category that did not pass, by id ("seo": ["is-crawlable"]). */
  failing: { performance: string[]; accessibility: string[]; bestPractices: string[]; seo: string[] };
}

export interface LighthousePageResult {
  path: string;
  noindex: boolean;
  runs: LighthouseRun[];
  /** The run with the median performance score. */
  median: LighthouseRun;
}

/** The parts of a Lighthouse result the summary reads (so tests can hand in a small object). */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number } | undefined>;
}

const CATEGORY_IDS = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" } as const;

function score(result: LighthouseResultLike, id: string): number | null {
  const value = result.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** Audits that count towards `category` (weight above 0) and did not score full marks. */
function failingAudits(result: LighthouseResultLike, category: string): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null) return false;
      if (audit.scoreDisplayMode !== "binary" && audit.scoreDisplayMode !== "numeric" && audit.scoreDisplayMode !== "metricSavings") return false;
      return audit.score < 1;
    })
    .map((ref) => ref.id);
}

function numeric(result: LighthouseResultLike, id: string, digits = 0): number | null {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function summarizeRun(result: LighthouseResultLike): LighthouseRun {
  return {
    performance: score(result, CATEGORY_IDS.performance),
    accessibility: score(result, CATEGORY_IDS.accessibility),
    bestPractices: score(result, CATEGORY_IDS.bestPractices),
    seo: score(result, CATEGORY_IDS.seo),
    tbtMs: numeric(result, "total-blocking-time"),
    lcpMs: numeric(result, "largest-contentful-paint"),
    fcpMs: numeric(result, "first-contentful-paint"),
    cls: numeric(result, "cumulative-layout-shift", 3),
    failing: {
      performance: failingAudits(result, CATEGORY_IDS.performance),
      accessibility: failingAudits(result, CATEGORY_IDS.accessibility),
      bestPractices: failingAudits(result, CATEGORY_IDS.bestPractices),
      seo: failingAudits(result, CATEGORY_IDS.seo),
    },
  };
}

/** The run whose performance score is the median one (the lower middle of an even count). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error("medianRun needs at least one run");
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Scores every page `runs` times in one Chromium (a fresh tab per run, storage cleared by
 * Lighthouse between runs), pages in turn so that a busy moment of the machine does not fall on
 * one page's runs only.
 */
export async function runLighthouse(options: {
  origin: string;
  pages: readonly { name: string; path: string; noindex: boolean }[];
  runs: number;
  chromePath: string;
  log: (message: string) => void;
}): Promise<Record<string, LighthousePageResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const runs = new Map<string, LighthouseRun[]>(options.pages.map((page) => [page.name, []]));
    for (let round = 1; round <= options.runs; round++) {
      for (const page of options.pages) {
        let result = await lighthouse(options.origin + page.path, { port: chrome.port, output: "json", logLevel: "error" });
        // Lighthouse asks to be run again when its trace missed the navigation's start (seen on a
        // fresh Chromium's first page): once more, then give up.
        if (result?.lhr.runtimeError?.code === "NO_NAVSTART") {
          options.log(`  lighthouse ${page.name} run ${round}: ${result.lhr.runtimeError.code}, once more`);
          result = await lighthouse(options.origin + page.path, { port: chrome.port, output: "json", logLevel: "error" });
        }
        if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`lighthouse could not load ${page.path}: ${result.lhr.runtimeError.message}`);
        const run = summarizeRun(result.lhr as unknown as LighthouseResultLike);
        runs.get(page.name)!.push(run);
        options.log(
          `  lighthouse ${page.name} run ${round}/${options.runs}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
            `best practices ${run.bestPractices}, SEO ${run.seo}; TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms`,
        );
      }
    }
    return Object.fromEntries(
      options.pages.map((page) => {
        const pageRuns = runs.get(page.name)!;
        return [page.name, { path: page.path, noindex: page.noindex, runs: pageRuns, median: medianRun(pageRuns) }];
      }),
    );
  } finally {
    await chrome.kill();
  }
}
