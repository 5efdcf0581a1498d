/**
 * Builds the search index (tables in db/schema/catalog-search.ts): for every store view and document source, the
 * documents are read in pages of ids, tokenised in the store view's language (tokenizer.ts), and
 * gathered into posting lists (term → ascending document ids with the term's weight in each),
 * written a few thousand postings per statement; then the vocabulary (words with their stems) and
 * its deletion neighbourhood (typo matching) are rebuilt from the postings, and the part's version
 * in search_index_state is bumped (in-memory copies reload).
 *
 * A full rebuild of the given sources' entity types, like the catalogue indexer: whatever writes
 * products calls reindexCatalog (which calls this for products), whatever writes categories, CMS
 * pages or blog posts rebuilds that type (search/searchIndex.ts: reindexSearch), in the same
 * transaction.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { createConfigReader } from "../store";
import type { SearchDocument, SearchDocumentSource, SearchEntityType, SearchFieldRole, SearchStoreView } from "./documentSource";
import { deletions, isLatinWord, searchLanguage, stem, stripHtml, thaiTrigrams, TRIGRAM_MARK, TYPO_MIN_LENGTH, words } from "./tokenizer";

export interface BuildSearchIndexOptions {
  /** Documents read per page. */
  pageSize?: number;
}

export interface ReindexSearchResult {
  documents: number;
  postings: number;
  terms: number;
  ms: number;
}

export const FIELD_WEIGHTS: Record<SearchFieldRole, number> = { title: 8, code: 4, summary: 2, body: 1 };
/** Postings written per statement (rows carry arrays, so rows alone are no measure). */
const POSTINGS_PER_STATEMENT = 50_000;
/** Typo neighbourhoods are kept for Latin words this long and longer (a 5-letter query word one letter short). */
const DELETION_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

/** Rebuilds the index of the sources' entity types in every store view, then the vocabulary. */
export async function buildSearchIndex(db: Database, sources: readonly SearchDocumentSource[], options: BuildSearchIndexOptions = {}): Promise<ReindexSearchResult> {
  const started = performance.now();
  const types = sources.map((source) => source.entityType);
  const views = await searchStoreViews(db);
  const result: ReindexSearchResult = { documents: 0, postings: 0, terms: 0, ms: 0 };
  const tokens = createTokenCache();

  if (types.length) {
    await db.execute(sql`delete from search_posting where entity_type = any(${sql.param([...types])}::text[])`);
  }
  for (const view of views) {
    const language = searchLanguage(view.locale);
    for (const source of sources) {
      const postings = new Map<string, { ids: number[]; weights: number[] }>();
      let afterId = 0;
      for (;;) {
        const page = await source.readDocuments(db, view, { afterId, limit: options.pageSize ?? 2_000 });
        for (const document of page) {
          for (const [term, weight] of documentTerms(document, language, tokens)) {
            let list = postings.get(term);
            if (!list) {
              list = { ids: [], weights: [] };
              postings.set(term, list);
            }
            list.ids.push(document.entityId);
            list.weights.push(weight);
          }
        }
        result.documents += page.length;
        if (page.length === 0) break;
        afterId = page[page.length - 1]!.entityId;
      }
      result.postings += await writePostings(db, view.id, source.entityType, postings);
    }
  }
  result.terms = await rebuildVocabulary(db);
  for (const type of types) {
    await db.execute(sql`insert into search_index_state (part, version, updated_at) values (${type}, 1, now())
      on conflict (part) do update set version = search_index_state.version + 1, updated_at = now()`);
  }
  await db.execute(sql`analyze search_posting, search_term, search_term_deletion`);
  result.ms = performance.now() - started;
  return result;
}

/** Every store view (not the admin store 0) with its locale. */
export async function searchStoreViews(db: Database): Promise<SearchStoreView[]> {
  const config = createConfigReader(db, 60_000);
  const stores = await queryRows<{ store_id: number; website_id: number }>(
    db,
    sql`select store_id, website_id from store where store_id <> 0 order by store_id`,
  );
  return Promise.all(
    stores.map(async (row) => {
      const scope = { storeId: row.store_id, websiteId: row.website_id };
      return {
        id: row.store_id,
        websiteId: row.website_id,
        locale: (await config.getValue("general/locale/code", scope)) ?? "en_US",
        setting: (path: string) => config.getValue(path, scope),
      };
    }),
  );
}

/**
 * Words of texts, remembered: a text is split at spaces and each piece's words are kept (a word
 * never spans a space, Thai dictionary breaking included), and catalogues repeat pieces all the
 * time (nouns, materials, colours, regions, the same descriptions), so most pieces are segmented
 * once per rebuild. Long texts are also kept whole.
 */
interface TokenCache {
  words(text: string, language: string): string[];
}

const CACHED_TEXT_LENGTH = 120;

function createTokenCache(limit = 50_000): TokenCache {
  let texts = new Map<string, string[]>();
  let pieces = new Map<string, string[]>();
  const pieceWords = (piece: string, language: string) => {
    const key = `${language}\u0000${piece}`;
    let found = pieces.get(key);
    if (!found) {
      found = words(piece, language);
      if (pieces.size >= limit) pieces = new Map();
      pieces.set(key, found);
    }
    return found;
  };
  const textWords = (text: string, language: string) => {
    const result = new Set<string>();
    for (const piece of stripHtml(text).split(" ")) for (const word of pieceWords(piece, language)) result.add(word);
    return [...result];
  };
  return {
    words(text, language) {
      if (text.length < CACHED_TEXT_LENGTH) return textWords(text, language);
      const key = `${language}\u0000${text}`;
      let found = texts.get(key);
      if (!found) {
        found = textWords(text, language);
        if (texts.size >= limit) texts = new Map();
        texts.set(key, found);
      }
      return found;
    },
  };
}

/** A document's terms with their weights (the sum of the roles each occurs in). */
export function documentTerms(document: SearchDocument, language: string, tokens: TokenCache = createTokenCache(1)): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (term: string, weight: number) => weights.set(term, (weights.get(term) ?? 0) | weight);
  for (const role of Object.keys(FIELD_WEIGHTS) as SearchFieldRole[]) {
    const text = document.fields[role];
    if (!text) continue;
    for (const word of tokens.words(text, language)) add(word, FIELD_WEIGHTS[role]);
    if (role === "title") for (const trigram of thaiTrigrams(stripHtml(text))) add(trigram, FIELD_WEIGHTS.title);
  }
  return weights;
}

async function writePostings(
  db: Database,
  storeId: number,
  entityType: SearchEntityType,
  postings: Map<string, { ids: number[]; weights: number[] }>,
): Promise<number> {
  let total = 0;
  let batch: { term: string; entity_ids: number[]; weights: number[] }[] = [];
  let batchPostings = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(sql`insert into search_posting (store_id, entity_type, term, entity_ids, weights)
      select ${storeId}, ${entityType}, r.term, r.entity_ids, r.weights
      from json_populate_recordset(null::search_posting, ${JSON.stringify(batch)}::json) r`);
    batch = [];
    batchPostings = 0;
  };
  for (const [term, list] of postings) {
    batch.push({ term, entity_ids: list.ids, weights: list.weights });
    batchPostings += list.ids.length;
    total += list.ids.length;
    if (batchPostings >= POSTINGS_PER_STATEMENT) await flush();
  }
  await flush();
  return total;
}

/** The vocabulary and its deletion neighbourhood, from the words (not trigrams) of every posting list. */
async function rebuildVocabulary(db: Database): Promise<number> {
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select distinct term from search_posting where left(term, 1) <> ${TRIGRAM_MARK} order by term`,
  );
  await db.execute(sql`delete from search_term`);
  await db.execute(sql`delete from search_term_deletion`);
  const terms = rows.map((row) => ({ term: row.term, stem: stem(row.term) }));
  const neighbourhood = rows
    .filter((row) => isLatinWord(row.term) && row.term.length >= DELETION_MIN_LENGTH)
    .flatMap((row) => deletions(row.term).map((deletion) => ({ deletion, term: row.term })));
  for (let start = 0; start < terms.length; start += 5_000) {
    await db.execute(sql`insert into search_term (term, stem)
      select r.term, r.stem from json_populate_recordset(null::search_term, ${JSON.stringify(terms.slice(start, start + 5_000))}::json) r`);
  }
  for (let start = 0; start < neighbourhood.length; start += 10_000) {
    await db.execute(sql`insert into search_term_deletion (deletion, term)
      select r.deletion, r.term from json_populate_recordset(null::search_term_deletion, ${JSON.stringify(neighbourhood.slice(start, start + 10_000))}::json) r`);
  }
  return terms.length;
}
