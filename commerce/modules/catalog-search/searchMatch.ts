/**
 * Matching a search text against the index: the text's units (queryAnalysis.ts) are expanded
 * through the vocabulary into candidate terms, each with a match quality (the word itself, a word
 * of the same stem, a word it begins, a word one typo away, a Thai title trigram), then one
 * statement reads the candidates' posting lists, which are combined in memory: the documents that
 * satisfy every unit are kept, scored for "Best Match":
 *
 *   term score  = weight × 4 + quality   (weight: title 8 + code 4 + summary 2 + body 1 where it occurs;
 *                                         quality: exact 3, stem 2, prefix or trigram 1, typo 0)
 *   unit score  = best term score among its candidates (a Thai run split in pieces: its weakest piece)
 *   document    = sum of its unit scores; ties are broken by entity id by the caller.
 *
 * So a word in the name outranks any match elsewhere, SKU outranks descriptions, and within a field
 * the exact word outranks its stem, a prefix and a typo. Every lookup is an index range: the
 * vocabulary by stem, by prefix (text_pattern_ops) and by deletion neighbourhood (only for words
 * the vocabulary does not know in any form), the postings by (store view, type, term); the
 * catalogue is never scanned.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { analyzeSearchText, type QueryUnit } from "./queryAnalysis";
import type { SearchEntityType } from "./documentSource";
import { postingsStatement, uncachedPostings, type PostingList, type PostingReader } from "./postingCache";
import { deletions, withinOneEdit } from "./tokenizer";

export const QUALITY = { exact: 3, stem: 2, prefix: 1, trigram: 1, typo: 0 } as const;
/** Title weight: `titleOnly` matching keeps postings whose weight includes it. */
export const TITLE_WEIGHT = 8;
/** At most this many words are tried for a prefix (shortest first). */
const PREFIX_TERM_LIMIT = 100;

/** One candidate term of one requirement; a document satisfies a requirement with any of its terms. */
export interface CandidateTerm {
  term: string;
  quality: number;
  unit: number;
  /** Alternative within the unit (a Thai run: 0 its pieces, 1 its trigrams). */
  alternative: number;
  requirement: number;
  /** Requirements the alternative needs, all of them. */
  alternativeSize: number;
}

/** A search text resolved against the vocabulary; null from resolveSearch when the text has no words. */
export interface ResolvedSearch {
  units: number;
  candidates: CandidateTerm[];
}

interface ExpansionRow {
  kind: "stem" | "prefix" | "deletion" | "word";
  term: string;
  key: string;
}

/** Resolves a text into candidate terms (one round trip to the vocabulary, none when nothing needs expanding). */
export async function resolveSearch(db: Database, text: string, language: string): Promise<ResolvedSearch | null> {
  const units = analyzeSearchText(text, language);
  if (units.length === 0) return null;
  const expansion = await expandVocabulary(db, units);
  const candidates: CandidateTerm[] = [];
  let requirement = 0;
  units.forEach((unit, unitIndex) => {
    if (unit.kind === "thai") {
      const pieceAlternative = unit.pieces.map((piece) => ({ term: piece, quality: QUALITY.exact }));
      for (const piece of pieceAlternative) {
        candidates.push({ ...piece, unit: unitIndex, alternative: 0, requirement: requirement++, alternativeSize: unit.pieces.length });
      }
      for (const trigram of unit.trigrams) {
        candidates.push({ term: trigram, quality: QUALITY.trigram, unit: unitIndex, alternative: 1, requirement: requirement++, alternativeSize: unit.trigrams.length });
      }
      return;
    }
    const terms = new Map<string, number>([[unit.word, QUALITY.exact]]);
    const offer = (term: string, quality: number) => {
      if ((terms.get(term) ?? -1) < quality) terms.set(term, quality);
    };
    // A word the vocabulary knows (itself or a form of it) is taken as typed: "shirt" must not
    // also find "short". Only unknown words look one edit away.
    const known = expansion.some((row) => row.kind === "stem" && row.key === unit.stem);
    for (const row of expansion) {
      if (row.kind === "stem" && row.key === unit.stem) offer(row.term, QUALITY.stem);
      else if (row.kind === "prefix" && unit.prefix && row.term.startsWith(unit.word)) offer(row.term, QUALITY.prefix);
      else if ((row.kind === "deletion" || row.kind === "word") && unit.typo && !known && withinOneEdit(unit.word, row.term)) {
        offer(row.term, QUALITY.typo);
      }
    }
    for (const [term, quality] of terms) {
      candidates.push({ term, quality, unit: unitIndex, alternative: 0, requirement, alternativeSize: 1 });
    }
    requirement++;
  });
  return { units: units.length, candidates };
}

/**
 * The vocabulary rows that can expand the units: words sharing a stem, words beginning with the
 * last word, and words whose deletion neighbourhood meets the typo-eligible words' (verified with
 * withinOneEdit by the caller).
 */
async function expandVocabulary(db: Database, units: readonly QueryUnit[]): Promise<ExpansionRow[]> {
  const query = vocabularyQuery(units);
  return query ? queryRows<ExpansionRow>(db, query) : [];
}

/** The vocabulary statement for the units (null when no unit needs one: Thai runs only). */
export function vocabularyQuery(units: readonly QueryUnit[]): SQL | null {
  const wordUnits = units.filter((unit) => unit.kind === "word");
  if (wordUnits.length === 0) return null;
  const parts: SQL[] = [];
  const stems = [...new Set(wordUnits.map((unit) => unit.stem))];
  parts.push(sql`select 'stem' as kind, t.term, t.stem as key from search_term t where t.stem = any(${sql.param(stems)}::text[])`);
  const prefixUnit = wordUnits.find((unit) => unit.prefix);
  if (prefixUnit) {
    parts.push(sql`(select 'prefix' as kind, t.term, '' as key from search_term t
      where t.term ~>=~ ${prefixUnit.word} and t.term ~<~ ${prefixUpperBound(prefixUnit.word)}
      order by length(t.term), t.term limit ${PREFIX_TERM_LIMIT})`);
  }
  const typoWords = wordUnits.filter((unit) => unit.typo).map((unit) => unit.word);
  if (typoWords.length) {
    const neighbourhood = [...new Set(typoWords.flatMap((word) => deletions(word)))];
    // A word with one letter more has the typed word in its neighbourhood; one with a letter
    // substituted or transposed shares a deletion with it; one with a letter less is a deletion of it.
    parts.push(sql`select 'deletion' as kind, d.term, d.deletion as key from search_term_deletion d
      where d.deletion = any(${sql.param([...new Set([...typoWords, ...neighbourhood])])}::text[])`);
    parts.push(sql`select 'word' as kind, t.term, t.term as key from search_term t where t.term = any(${sql.param(neighbourhood)}::text[])`);
  }
  return sql.join(parts, sql` union all `);
}

/** The smallest string greater than every string starting with `prefix` (byte order, as text_pattern_ops compares). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? "";
  return chars.join("") + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

export interface MatchScope {
  storeId: number;
  entityType: SearchEntityType;
  /** Only title matches count (`name: { match }`). */
  titleOnly?: boolean;
}

/** Every matching document: ids ascending, each with its score (same position). */
export interface SearchMatches {
  ids: number[];
  scores: number[];
}

/**
 * All matches of a search: the candidates' posting lists in one round trip (one row per term),
 * merged in memory as the id-ordered lists they are (unions within a requirement, intersections
 * across requirements and units), far cheaper than grouping tens of thousands of rows in SQL.
 */
export async function findAllMatches(db: Database, search: ResolvedSearch, scope: MatchScope, postings: PostingReader = uncachedPostings): Promise<SearchMatches> {
  const terms = [...new Set(search.candidates.map((candidate) => candidate.term))];
  return combine(search, await postings.read(db, scope, terms), scope.titleOnly === true);
}

/** The posting lists of a search's candidate terms, one row per term. */
export function postingsQuery(search: ResolvedSearch, scope: MatchScope): SQL {
  return postingsStatement(scope, [...new Set(search.candidates.map((candidate) => candidate.term))]);
}

/** Documents with scores, ids ascending (posting lists are stored that way), so sets combine by merging. */
type Scored = SearchMatches;

/** The documents satisfying every unit, with their scores (see the module comment). */
export function combine(search: ResolvedSearch, postings: ReadonlyMap<string, PostingList>, titleOnly = false): SearchMatches {
  const termScores = (candidate: CandidateTerm): Scored => {
    const list = postings.get(candidate.term);
    if (!list) return { ids: [], scores: [] };
    const ids: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < list.entity_ids.length; i++) {
      const weight = list.weights[i] ?? 0;
      if (titleOnly && weight < TITLE_WEIGHT) continue;
      ids.push(list.entity_ids[i] as number);
      scores.push(weight * 4 + candidate.quality);
    }
    return { ids, scores };
  };
  // unit → alternative → requirement → the union of its terms' documents (best score kept)
  const units = new Map<number, Map<number, Map<number, Scored>>>();
  for (const candidate of search.candidates) {
    const alternatives = units.get(candidate.unit) ?? new Map<number, Map<number, Scored>>();
    units.set(candidate.unit, alternatives);
    const requirements = alternatives.get(candidate.alternative) ?? new Map<number, Scored>();
    alternatives.set(candidate.alternative, requirements);
    const sofar = requirements.get(candidate.requirement);
    const scored = termScores(candidate);
    requirements.set(candidate.requirement, sofar ? merge(sofar, scored, "union", Math.max) : scored);
  }
  if (units.size < search.units) return { ids: [], scores: [] };
  const unitSets = [...units.values()].map((alternatives) =>
    [...alternatives.values()]
      .map((requirements) => [...requirements.values()].reduce((all, next) => merge(all, next, "intersection", Math.min)))
      .reduce((all, next) => merge(all, next, "union", Math.max)),
  );
  unitSets.sort((a, b) => a.ids.length - b.ids.length);
  return unitSets.reduce((all, next) => merge(all, next, "intersection", (a, b) => a + b));
}

/** Merges two id-ordered sets: their union or intersection, scores of shared ids combined. */
function merge(a: Scored, b: Scored, kind: "union" | "intersection", both: (x: number, y: number) => number): Scored {
  const ids: number[] = [];
  const scores: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] as number;
    const y = b.ids[j] as number;
    if (x === y) {
      ids.push(x);
      scores.push(both(a.scores[i] as number, b.scores[j] as number));
      i++;
      j++;
    } else if (x < y) {
      if (kind === "union") {
        ids.push(x);
        scores.push(a.scores[i] as number);
      }
      i++;
    } else {
      if (kind === "union") {
        ids.push(y);
        scores.push(b.scores[j] as number);
      }
      j++;
    }
  }
  if (kind === "union") {
    for (; i < a.ids.length; i++) {
      ids.push(a.ids[i] as number);
      scores.push(a.scores[i] as number);
    }
    for (; j < b.ids.length; j++) {
      ids.push(b.ids[j] as number);
      scores.push(b.scores[j] as number);
    }
  }
  return { ids, scores };
}

/**
 * The same matching as findAllMatches, as SQL to compose into a statement: a derived-table body
 * `select entity_id, score` (wrap it as `(…) m`). Convenient for small document sets (blog posts);
 * for products use findAllMatches, which combines large posting lists much faster. A test keeps
 * both in step.
 */
export function matchedDocumentsQuery(search: ResolvedSearch, scope: MatchScope): SQL {
  const column = <T>(pick: (candidate: CandidateTerm) => T) => sql.param(search.candidates.map(pick));
  const titleOnly = scope.titleOnly ? sql`where x.weight >= ${TITLE_WEIGHT}` : sql``;
  return sql`with q(term, quality, unit, alt, req, alt_size) as (
      select * from unnest(${column((c) => c.term)}::text[], ${column((c) => c.quality)}::int[], ${column((c) => c.unit)}::int[],
        ${column((c) => c.alternative)}::int[], ${column((c) => c.requirement)}::int[], ${column((c) => c.alternativeSize)}::int[])
    ),
    hits as (
      select x.entity_id, q.unit, q.alt, q.alt_size, q.req, max(x.weight * 4 + q.quality) as score
      from q
      join search_posting sp on sp.store_id = ${scope.storeId} and sp.entity_type = ${scope.entityType} and sp.term = q.term
      cross join lateral unnest(sp.entity_ids, sp.weights) as x(entity_id, weight)
      ${titleOnly}
      group by x.entity_id, q.unit, q.alt, q.alt_size, q.req
    ),
    alts as (
      select entity_id, unit, min(score) as score from hits group by entity_id, unit, alt, alt_size having count(*) = alt_size
    ),
    units as (
      select entity_id, unit, max(score) as score from alts group by entity_id, unit
    )
    select entity_id, sum(score)::int as score from units group by entity_id having count(*) = ${search.units}`;
}

/** The best `limit` matching documents (score, then entity id) and how many match. */
export async function findMatches(db: Database, search: ResolvedSearch, scope: MatchScope, limit: number): Promise<{ ids: number[]; total: number }> {
  const matches = await findAllMatches(db, search, scope);
  const order = matches.ids.map((id, index) => ({ id, score: matches.scores[index] as number }));
  order.sort((a, b) => b.score - a.score || a.id - b.id);
  return { ids: order.slice(0, Math.max(limit, 0)).map((entry) => entry.id), total: matches.ids.length };
}
