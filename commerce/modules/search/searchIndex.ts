/**
 * Every kind of document the shop's search finds, and rebuilding the index by kind: the products
 * and categories of the catalogue, CMS pages and blog posts. The index (modules/catalog-search)
 * knows only the sources it is given; this list is the one place that names them all.
 */
import type { Database } from "../../db/connect";
import { postSearchSource } from "../blog";
import { categorySearchSource, productSearchSource } from "../catalog";
import { buildSearchIndex, type ReindexSearchResult, type SearchDocumentSource, type SearchEntityType } from "../catalog-search";
import { pageSearchSource } from "../cms";

/** Every kind of document the index holds; a new kind adds its source here (see catalog-search/documentSource.ts). */
export const searchDocumentSources: readonly SearchDocumentSource[] = [productSearchSource, categorySearchSource, pageSearchSource, postSearchSource];

/** The source of an entity type, if one is registered. */
export function searchSourceFor(entityType: SearchEntityType): SearchDocumentSource | undefined {
  return searchDocumentSources.find((source) => source.entityType === entityType);
}

/** Rebuilds the index of the given entity types (default: all) in every store view, then the vocabulary. */
export async function reindexSearch(db: Database, options: { entityTypes?: readonly SearchEntityType[] } = {}): Promise<ReindexSearchResult> {
  const sources = searchDocumentSources.filter((source) => !options.entityTypes || options.entityTypes.includes(source.entityType));
  return buildSearchIndex(db, sources);
}
