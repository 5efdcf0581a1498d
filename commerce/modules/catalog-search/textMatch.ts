/**
 * Words of a text for simple LIKE matching (the blog's own post search uses it): lower-cased,
 * split on white space, LIKE wildcards escaped. Product, category and page search use the search
 * index instead (searchMatch.ts).
 */

/** The words of a query: lower-cased, split on white space, LIKE wildcards escaped. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, (char) => `\\${char}`));
}
