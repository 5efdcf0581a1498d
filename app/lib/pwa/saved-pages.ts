import { offlinePagePath } from "~/lib/pwa/worker-contract";

/**
 * The offline page's list of "pages you can open offline": which copies in the service worker's
 * pages cache belong to the store view, newest first, and what each is called. Pure, so the rules
 * are tested without a browser; `read-saved-pages.ts` feeds it from the Cache API.
 */

/** How many saved pages the offline page lists at most. */
export const SAVED_PAGES_SHOWN = 20;

/** One copy in the worker's pages cache, as the Cache API describes it. */
export interface CachedPageCopy {
  /** The request's absolute URL. */
  url: string;
  /** The copy's `Content-Type`, or null. */
  contentType: string | null;
  /** When the server answered (the copy's `Date` header), or null when it has none. */
  date: string | null;
}

/** A listed page's link (path and query) and how new its copy is. */
interface Candidate {
  href: string;
  /** Newer copies have higher numbers: the Date header first, then the order the cache keeps. */
  order: [number, number];
}

/**
 * The store view's saved pages, newest first and at most `limit`: HTML copies on this origin under
 * `/{store}`, without the offline page itself and without Remix data requests (`?_data=`). A URL
 * cached twice (copies that vary) is listed once. `copies` come in the cache's order, oldest first.
 */
export function savedPagesOfStore(
  copies: readonly CachedPageCopy[],
  where: { origin: string; storeCode: string },
  limit = SAVED_PAGES_SHOWN,
): string[] {
  const home = `/${where.storeCode}`;
  const offline = offlinePagePath(where.storeCode);
  const newest = new Map<string, Candidate>();
  copies.forEach((copy, position) => {
    const url = parseUrl(copy.url);
    if (!url || url.origin !== where.origin) return;
    if (url.pathname !== home && !url.pathname.startsWith(`${home}/`)) return;
    if (url.pathname.replace(/\/+$/, "") === offline || url.searchParams.has("_data")) return;
    if (!isHtml(copy.contentType)) return;
    const href = `${url.pathname}${url.search}`;
    const link: Candidate = { href, order: [dateMs(copy.date), position] };
    const known = newest.get(href);
    if (!known || isNewer(link, known)) newest.set(href, link);
  });
  return [...newest.values()]
    .sort((a, b) => (isNewer(a, b) ? -1 : 1))
    .slice(0, limit)
    .map((link) => link.href);
}

function isNewer(a: Candidate, b: Candidate): boolean {
  return a.order[0] !== b.order[0] ? a.order[0] > b.order[0] : a.order[1] > b.order[1];
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isHtml(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "text/html";
}

/** A copy without a (readable) date counts as older than any dated one. */
function dateMs(date: string | null): number {
  const ms = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Longest title shown: a cached page is untrusted text and could carry a very long one. */
const TITLE_MAX_LENGTH = 150;

/**
 * The text of a page's first `<title>`, or null when it has none. The HTML is untrusted (whatever
 * the cache holds), so this only ever returns plain text, which React renders escaped: the
 * character references React writes (`&amp;`, `&#x27;`, …) are decoded, tags are not interpreted.
 */
export function titleOfHtml(html: string): string | null {
  const match = /<title(?:\s[^>]*)?>([\s\S]*?)<\/title\s*>/i.exec(html);
  if (!match) return null;
  const text = decodeCharacterReferences(match[1]!).replace(/\s+/g, " ").trim();
  if (!text) return null;
  return text.length > TITLE_MAX_LENGTH ? `${text.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…` : text;
}

const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== "#") return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
    const codePoint = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Not a character (NUL, surrogates, beyond Unicode): the replacement character, as browsers do.
    if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return "\uFFFD";
    return String.fromCodePoint(codePoint);
  });
}

/**
 * What the list calls a saved page: its title without the " - {store name}" the shop adds to every
 * title (app/lib/page-meta.ts `pageTitle`), since every page listed is the same store's. The home
 * page, titled with the store name alone, keeps it.
 */
export function savedPageName(title: string, storeName: string): string {
  const suffix = ` - ${storeName}`;
  if (storeName && title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length).trim();
  return title;
}
