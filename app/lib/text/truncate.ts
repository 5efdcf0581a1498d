/**
 * Cuts shopper-visible text to a number of characters as a reader counts them: grapheme clusters
 * (`Intl.Segmenter`), so a Thai consonant keeps its vowel and tone marks (`สื้` is one) and an
 * emoji is never split. A cut text ends with "…" and is, ellipsis included, at most `limit` long.
 */
const ELLIPSIS = "…";
const segmenters = new Map<string, Intl.Segmenter>();

/** The first `max` graphemes of `text` (all of them without `max`). */
function graphemesOf(text: string, locale: string, max = Number.POSITIVE_INFINITY): string[] {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "grapheme" });
    segmenters.set(locale, segmenter);
  }
  const graphemes: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (graphemes.length >= max) break;
    graphemes.push(part.segment);
  }
  return graphemes;
}

/** Number of graphemes in `text`. */
export function graphemeLength(text: string, locale = "en"): number {
  return graphemesOf(text, locale).length;
}

/**
 * `text` with runs of white space collapsed, cut to `limit` graphemes. A limit below 1 (or not a
 * number) means "no limit", as in the shop's settings where 0 turns the cut off.
 */
export function truncateText(text: string, limit: number | null | undefined, locale = "en"): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!limit || !Number.isFinite(limit) || limit < 1) return clean;
  // One grapheme past the limit is enough to know the text is longer.
  const graphemes = graphemesOf(clean, locale, limit + 1);
  if (graphemes.length <= limit) return clean;
  return `${graphemes.slice(0, Math.max(limit - 1, 0)).join("").trimEnd()}${ELLIPSIS}`;
}
