/**
 * Posting lists kept in memory between searches. A broad word's list is long (en "cotton" at
 * 100,000 products: 22,404 ids and weights): the database spends most of a search writing it out
 * as text and the driver parsing it back, ~20 ms every time, while the list only changes when the
 * index is rebuilt. So lists read once are kept, least recently used out first, within a budget
 * of postings, and all lists of an entity type are dropped when its part's version in
 * `search_index_state` changes (every rebuild bumps it, in the rebuild's transaction; nothing else
 * writes postings). Each read checks that version: one primary-key lookup, also when another
 * engine process shares the database and rebuilt it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import type { SearchEntityType } from "./documentSource";

/** One term's posting list: ascending entity ids and, position for position, their field weights. */
export interface PostingList {
  entity_ids: number[];
  weights: number[];
}

export interface PostingScope {
  storeId: number;
  entityType: SearchEntityType;
}

export interface PostingReader {
  /** The posting lists of the terms (a term without postings is absent from the map). */
  read(db: Database, scope: PostingScope, terms: readonly string[]): Promise<Map<string, PostingList>>;
}

/** Postings kept by default: ~45 lists as long as "cotton" at 100,000 products, ~10 MB. */
export const DEFAULT_CACHED_POSTINGS = 1_000_000;
/** Terms kept at most (those without postings cost memory too: made-up words must not grow the cache). */
const MAX_CACHED_TERMS = 20_000;

/** Reads every list from the database (no cache). */
export const uncachedPostings: PostingReader = {
  async read(db, scope, terms) {
    return new Map((await readPostings(db, scope, terms)).map((row) => [row.term, { entity_ids: row.entity_ids, weights: row.weights }]));
  },
};

export function createPostingCache(options: { maxPostings?: number } = {}): PostingReader & { readonly size: number } {
  const maxPostings = options.maxPostings ?? DEFAULT_CACHED_POSTINGS;
  /** key → list, or null for a term without postings; Map order is use order (oldest first). */
  const lists = new Map<string, PostingList | null>();
  const versions = new Map<SearchEntityType, number>();
  let size = 0;

  const key = (scope: PostingScope, term: string) => `${scope.entityType}\u0000${scope.storeId}\u0000${term}`;
  const remove = (entry: string) => {
    size -= lists.get(entry)?.entity_ids.length ?? 0;
    lists.delete(entry);
  };
  const keep = (entry: string, list: PostingList | null) => {
    const length = list?.entity_ids.length ?? 0;
    if (length > maxPostings) return;
    remove(entry);
    lists.set(entry, list);
    size += length;
    for (const oldest of lists.keys()) {
      if (size <= maxPostings && lists.size <= MAX_CACHED_TERMS) break;
      remove(oldest);
    }
  };

  return {
    get size() {
      return size;
    },
    async read(db, scope, terms) {
      const [state] = await queryRows<{ version: number }>(db, sql`select version from search_index_state where part = ${scope.entityType}`);
      const version = state?.version ?? 0;
      if (versions.get(scope.entityType) !== version) {
        for (const entry of [...lists.keys()]) if (entry.startsWith(`${scope.entityType}\u0000`)) remove(entry);
        versions.set(scope.entityType, version);
      }
      const found = new Map<string, PostingList>();
      const missing: string[] = [];
      for (const term of new Set(terms)) {
        const entry = key(scope, term);
        if (!lists.has(entry)) {
          missing.push(term);
          continue;
        }
        const list = lists.get(entry) ?? null;
        lists.delete(entry);
        lists.set(entry, list);
        if (list) found.set(term, list);
      }
      if (missing.length) {
        const rows = new Map((await readPostings(db, scope, missing)).map((row) => [row.term, row]));
        for (const term of missing) {
          const row = rows.get(term);
          const list = row ? { entity_ids: row.entity_ids, weights: row.weights } : null;
          // Kept only if the index was not rebuilt meanwhile (else the next read drops it anyway).
          if (versions.get(scope.entityType) === version) keep(key(scope, term), list);
          if (list) found.set(term, list);
        }
      }
      return found;
    },
  };
}

function readPostings(db: Database, scope: PostingScope, terms: readonly string[]) {
  return queryRows<{ term: string } & PostingList>(db, postingsStatement(scope, terms));
}

/** The posting lists of the terms, one row per term that has one. */
export function postingsStatement(scope: PostingScope, terms: readonly string[]) {
  return sql`select term, entity_ids, weights from search_posting
    where store_id = ${scope.storeId} and entity_type = ${scope.entityType} and term = any(${sql.param([...terms])}::text[])`;
}
