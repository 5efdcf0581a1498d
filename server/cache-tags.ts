/**
 * Magento's cache tags, as its full-page cache and Varnish use them: every answer names the
 * entities it shows in `X-Magento-Tags` (`cat_p_12,cat_c_3,cms_b_7`), and a purge names the ones
 * that changed in `X-Magento-Tags-Pattern`, a regular expression Varnish tests against that header
 * (`((^|,)cat_p_12(,|$))|((^|,)cat_c_3(,|$))`, or `.*` for everything).
 *
 * A pattern is read into the tags it names rather than run as a regular expression: a purge then
 * becomes a time per tag, which several instances can share through a key-value store, and nobody
 * can send an expensive expression. A pattern of another shape purges everything (never too little).
 */

/** Magento's tag names: letters, digits, `_` and `-` (`cat_p_12`, `cms_b_footer-links`, `FPC`). */
const TAG = /^[A-Za-z0-9_-]{1,100}$/;

/** One alternative of Magento's pattern: `((^|,)cat_p_12(,|$))`, with or without the outer parentheses. */
const ALTERNATIVE = /^\(?\(\^\|,\)([A-Za-z0-9_-]{1,100})\(,\|\$\)\)?$/;

/** The tags of an `X-Magento-Tags` header: trimmed, valid names only, each once. */
export function parseTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...new Set(header.split(",").map((tag) => tag.trim()).filter((tag) => TAG.test(tag)))];
}

/** What a purge asks for: everything, or the pages carrying any of `tags`. */
export type PurgeTarget = { all: true } | { all: false; tags: string[] };

/**
 * The purge an `X-Magento-Tags-Pattern` asks for. Magento sends `.*` to flush the cache and the
 * alternatives above for tags (CacheInvalidate's PurgeCache); anything else, or too many
 * alternatives to be a tag list, is taken as a flush.
 */
export function parseTagsPattern(pattern: string | null | undefined): PurgeTarget {
  const text = (pattern ?? "").trim();
  if (!text || text === ".*") return { all: true };
  const tags: string[] = [];
  // Alternatives are joined by `|`; the `|` inside `(^|,)` and `(,|$)` is never followed by `(`.
  for (const alternative of text.split("|(")) {
    const match = ALTERNATIVE.exec(alternative);
    if (!match) return { all: true };
    tags.push(match[1]!);
    if (tags.length > 10_000) return { all: true };
  }
  return { all: false, tags };
}

/** Magento's pattern for `tags` (what the engine sends as a Varnish purge). */
export function tagsPattern(tags: readonly string[]): string {
  return tags.map((tag) => `((^|,)${tag}(,|$))`).join("|");
}
