/**
 * The search log, as Magento's search_query: one row per store view and search text (trimmed,
 * spaces collapsed, case-folded, cut at `catalog/search/max_query_length`), with how many
 * products it found last time and how often it was searched (popularity). Each owner's (searchOwner.ts)
 * latest searches are kept in search_recent_query, the newest RECENT_KEPT of them.
 *
 * Popular searches: the store view's most searched texts that found something, are fit to show
 * (`isShowableSearchText`, kept as Magento's display_in_terms) and were searched by at least
 * `minShoppers` different shoppers (search_query_searcher): what one visitor types, or a link
 * someone sends around, is never put in front of everyone. Recent searches: the owner's latest
 * distinct texts, newest first. Both may be narrowed to texts containing a word.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { foldCase } from "../catalog-search";
import type { SearchOwner } from "./searchOwner";

/** Recent searches kept per owner and store view. */
export const RECENT_KEPT = 20;

export interface LoggedSearch {
  text: string;
  numResults: number;
}

export interface LoggedSearches {
  items: LoggedSearch[];
  total: number;
}

/** The text as it is logged and compared: trimmed, spaces collapsed, case-folded, at most `maxLength` characters (graphemes). */
export function normalizeSearchText(text: string, maxLength: number): string {
  const folded = foldCase(text).replace(/\s+/g, " ").trim();
  // Cut between characters as a reader sees them (a Thai consonant keeps its vowel and tone marks).
  const characters = [...graphemes.segment(folded)].map((part) => part.segment);
  return characters.slice(0, maxLength).join("").trim();
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Longest text popular searches offer: the terms people share are a few words. */
export const POPULAR_MAX_LENGTH = 40;

/** Control, format, private-use and unassigned characters, and U+FFFD (what a broken escape becomes). */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\uFFFD<>]/u;
/** An address or a domain: popular searches are no place for links. */
const LINK = /:\/\/|www\.|\.(com|net|org|info|xyz|io|co|th|ru|cn)\b/i;

/**
 * Whether a logged text may be shown to every shopper as a popular search: only letters, digits,
 * marks, punctuation and spaces a shopper types (no control or invisible characters, no U+FFFD, no
 * markup), no link, at most POPULAR_MAX_LENGTH characters. Others are still logged (with their
 * product count, and in the shopper's own recent searches), never offered to others.
 */
export function isShowableSearchText(text: string): boolean {
  return text.length > 0 && !UNSHOWABLE.test(text) && !LINK.test(text) && [...graphemes.segment(text)].length <= POPULAR_MAX_LENGTH;
}

/** Records one search: popularity + 1, its result count, and the owner's recent search. */
export async function logSearch(db: Database, storeId: number, text: string, numResults: number, owner: SearchOwner | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ query_id: number }>(
      tx,
      sql`insert into search_query (query_text, store_id, num_results, popularity, display_in_terms, updated_at)
        values (${text}, ${storeId}, ${numResults}, 1, ${isShowableSearchText(text) ? 1 : 0}, now())
        on conflict (query_text, store_id) do update
          set popularity = search_query.popularity + 1, num_results = excluded.num_results, updated_at = now()
        returning query_id`,
    );
    if (!owner || !row) return;
    await tx.execute(sql`insert into search_query_searcher (query_id, owner_key) values (${row.query_id}, ${owner.key}) on conflict do nothing`);
    await tx.execute(sql`insert into search_recent_query (owner_key, store_id, query_id, searched_at)
      values (${owner.key}, ${storeId}, ${row.query_id}, clock_timestamp())
      on conflict (owner_key, store_id, query_id) do update set searched_at = excluded.searched_at`);
    await tx.execute(sql`delete from search_recent_query r
      where r.owner_key = ${owner.key} and r.store_id = ${storeId} and r.query_id not in (
        select k.query_id from search_recent_query k where k.owner_key = ${owner.key} and k.store_id = ${storeId}
        order by k.searched_at desc limit ${RECENT_KEPT})`);
  });
}

const containing = (column: ReturnType<typeof sql>, text: string) =>
  text ? sql`and strpos(${column}, ${text}) > 0` : sql``;

/**
 * The store view's most searched texts that found products, fit to show and searched by at least
 * `minShoppers` different shoppers; with `text`, those containing it.
 */
export async function popularSearches(db: Database, storeId: number, text: string, limit: number, minShoppers: number): Promise<LoggedSearches> {
  const rows = await queryRows<{ query_text: string; num_results: number; total: number }>(
    db,
    sql`select q.query_text, q.num_results, count(*) over ()::int as total from search_query q
      where q.store_id = ${storeId} and q.num_results > 0 and q.is_active = 1 and q.display_in_terms = 1 ${containing(sql`q.query_text`, text)}
        and (select count(*) from search_query_searcher s where s.query_id = q.query_id) >= ${minShoppers}
      order by q.popularity desc, q.query_text asc limit ${Math.max(limit, 1)}`,
  );
  return toSearches(rows, limit);
}

/** The owner's latest distinct searches in the store view, newest first; with `text`, those containing it. */
export async function recentSearches(db: Database, owner: SearchOwner, storeId: number, text: string, limit: number): Promise<LoggedSearches> {
  const rows = await queryRows<{ query_text: string; num_results: number; total: number }>(
    db,
    sql`select q.query_text, q.num_results, count(*) over ()::int as total from search_recent_query r
      join search_query q on q.query_id = r.query_id
      where r.owner_key = ${owner.key} and r.store_id = ${storeId} ${containing(sql`q.query_text`, text)}
      order by r.searched_at desc, q.query_id desc limit ${Math.max(limit, 1)}`,
  );
  return toSearches(rows, limit);
}

function toSearches(rows: { query_text: string; num_results: number; total: number }[], limit: number): LoggedSearches {
  return {
    items: rows.slice(0, Math.max(limit, 0)).map((row) => ({ text: row.query_text, numResults: row.num_results })),
    total: rows[0]?.total ?? 0,
  };
}
