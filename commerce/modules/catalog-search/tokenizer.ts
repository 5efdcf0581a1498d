/**
 * How text becomes search terms, the same for indexed documents and for what shoppers type, so
 * the two meet: HTML stripped, NFKC + lower case, words split by `Intl.Segmenter` in the store
 * view's language (Thai has no spaces: ICU's dictionary splits `เสื้อยืดผ้าฝ้าย` into
 * `เสื้อ|ยืด|ผ้า|ฝ้าย`), a small English stemmer, and the pieces typo and substring matching need
 * (deletion neighbourhoods, Thai trigrams). Pure: no database.
 */

/** Longest term kept (longer "words" are URLs, hashes, noise). */
export const MAX_TERM_LENGTH = 64;
/** Latin words at least this long also match index terms one edit away. */
export const TYPO_MIN_LENGTH = 5;
/** Marks a trigram term (`~` never occurs in a word: the segmenter treats it as punctuation). */
export const TRIGRAM_MARK = "~";

/** The language a locale's text is split in: "th_TH" → "th", "en_US" → "en". */
export function searchLanguage(locale: string | null | undefined): string {
  const language = (locale ?? "en").split(/[_-]/)[0]?.toLowerCase() ?? "en";
  return /^[a-z]{2,3}$/.test(language) ? language : "en";
}

/** Case folding: compatibility forms unified (full-width letters, ligatures), then lower case. */
export function foldCase(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of HTML (Page Builder content): styles, scripts, tags and `{{directives}}` dropped, entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\{\{[\s\S]*?\}\}/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#x")) return safeCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith("#")) return safeCodePoint(Number.parseInt(lower.slice(1), 10));
      return ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function safeCodePoint(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** A word of a text and where it starts (to tell which words touch each other). */
export interface WordToken {
  word: string;
  start: number;
  end: number;
}

/** The words of plain text, folded, in order (duplicates kept). */
export function wordTokens(text: string, language: string): WordToken[] {
  const folded = foldCase(text);
  const tokens: WordToken[] = [];
  for (const segment of segmenterFor(language).segment(folded)) {
    if (!segment.isWordLike) continue;
    // Apostrophes inside words ("women's") and the typographic one are one spelling.
    const word = segment.segment.replace(/\u2019/g, "'");
    if (word.length > MAX_TERM_LENGTH) continue;
    tokens.push({ word, start: segment.index, end: segment.index + segment.segment.length });
  }
  return tokens;
}

/** The distinct words of plain text, folded. */
export function words(text: string, language: string): string[] {
  return [...new Set(wordTokens(text, language).map((token) => token.word))];
}

const THAI = /^[\u0E00-\u0E7F]+$/;
const THAI_RUN = /[\u0E00-\u0E7F]{3,}/g;
const LATIN_WORD = /^[a-z]+$/;

export const isThai = (word: string): boolean => THAI.test(word);
/** Plain Latin letters only: what the stemmer and typo matching work on. */
export const isLatinWord = (word: string): boolean => LATIN_WORD.test(word);

/** Trigram terms of the Thai runs of a text (folded), for substring matching of Thai titles. */
export function thaiTrigrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of foldCase(text).match(THAI_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(TRIGRAM_MARK + chars.slice(i, i + 3).join(""));
  }
  return [...grams];
}

const VOWEL = /[aeiouy]/;

/** A stem must keep a vowel and three letters, so "red", "bed", "string" stay whole. */
const acceptable = (stem: string) => stem.length >= 3 && VOWEL.test(stem);

/**
 * A deliberately small English stemmer for Latin words: one of -'s, -ies, -es (after s, x, z, ch,
 * sh), -s, -ing, -ed, -ly is removed, then a doubled final consonant after -ing/-ed is undoubled
 * and a final -e dropped, so "shirts", "vases"/"vase", "dyeing"/"dye", "knitted"/"knit" and
 * "candles"/"candle" meet. Consistency matters more than linguistics: documents and queries go
 * through the same function. Other words (Thai, digits, mixed) are their own stem.
 */
export function stem(word: string): string {
  let base = word.endsWith("'s") ? word.slice(0, -2) : word;
  if (!isLatinWord(base)) return word;
  let undouble = false;
  if (base.endsWith("ies") && acceptable(base.slice(0, -3) + "y")) base = base.slice(0, -3) + "y";
  else if (/(ss|x|z|ch|sh)es$/.test(base) && acceptable(base.slice(0, -2))) base = base.slice(0, -2);
  else if (base.endsWith("s") && !/(ss|us|is)$/.test(base) && acceptable(base.slice(0, -1))) base = base.slice(0, -1);
  else if (base.endsWith("ing") && acceptable(base.slice(0, -3))) {
    base = base.slice(0, -3);
    undouble = true;
  } else if (base.endsWith("ed") && acceptable(base.slice(0, -2))) {
    base = base.slice(0, -2);
    undouble = true;
  } else if (base.endsWith("ly") && acceptable(base.slice(0, -2))) base = base.slice(0, -2);
  if (undouble && /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss|zz)$/.test(base)) base = base.slice(0, -1);
  if (base.endsWith("e") && acceptable(base.slice(0, -1))) base = base.slice(0, -1);
  return base;
}

/** Every string made by leaving out one character (the deletion neighbourhood of a word). */
export function deletions(word: string): string[] {
  const chars = [...word];
  const result = new Set<string>();
  for (let i = 0; i < chars.length; i++) result.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(""));
  return [...result];
}

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution or transposition of
 * two neighbouring characters (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join("") === y.slice(q).join("");
  if (x.length === y.length) {
    if (rest(i + 1, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2);
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}
