/**
 * The shop's search index (in Magento's place of CatalogSearch and its search engine): tokenizing,
 * matching and relevance, and building the index from the document sources it is given. It knows no
 * kind of document itself: catalog, cms and blog bring their sources, search lists them.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export type { SearchDocument, SearchDocumentSource, SearchEntityType, SearchItem, SearchStoreView } from "./documentSource";
export { analyzeSearchText } from "./queryAnalysis";
export { createPostingCache, type PostingReader } from "./postingCache";
export { buildSearchIndex, type ReindexSearchResult } from "./searchIndexer";
export { findAllMatches, findMatches, matchedDocumentsQuery, postingsQuery, type ResolvedSearch, resolveSearch, type SearchMatches, vocabularyQuery } from "./searchMatch";
export { foldCase, searchLanguage, stripHtml } from "./tokenizer";
