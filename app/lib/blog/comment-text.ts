/**
 * A comment's text as a page shows it: paragraphs (blank lines) of lines, where web addresses are
 * picked out so an approved comment can link them (`rel="nofollow ugc"`: the shop vouches for
 * nothing a shopper wrote). Everything else stays plain text, escaped by React: a comment never
 * becomes markup.
 */
export type CommentSegment = { text: string } | { text: string; href: string };

/** Paragraphs → lines → segments. */
export type CommentParagraph = CommentSegment[][];

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?)\]}»”’]+$/u;

function segmentsOf(line: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, "");
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: line.slice(last, start) });
    let href: string | null = null;
    try {
      href = new URL(address).href;
    } catch {
      href = null;
    }
    segments.push(href ? { text: address, href } : { text: address });
    last = start + address.length;
  }
  if (last < line.length) segments.push({ text: line.slice(last) });
  return segments;
}

export function commentParagraphs(message: string): CommentParagraph[] {
  return message
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split("\n").map(segmentsOf));
}
