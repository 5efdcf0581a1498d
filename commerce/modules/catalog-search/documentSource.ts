/**
 * What the search index is built from: document sources, one per kind of document (products,
 * categories, CMS pages, blog posts). Each module that owns a kind of document writes its source
 * (`catalog/productSearchSource.ts`, `cms/pageSearchSource.ts`, `blog/postSearchSource.ts`, …);
 * `search/searchIndex.ts` lists them all. The index itself knows none of them.
 *
 * HOW TO ADD A SOURCE (e.g. blog posts):
 * 1. Write `commerce/modules/<area>/<thing>SearchSource.ts` exporting a `SearchDocumentSource`:
 *    - `entityType`: the code stored in the index (`"blog_post"`); add it to `SearchEntityType`.
 *    - `readDocuments(db, view, page)`: the documents shown in store view `view.id` (active, assigned
 *      to that store view or to store 0), **ordered by entity id**, ids > `page.afterId`, at most
 *      `page.limit` of them (the indexer pages through them, so 100,000 documents never sit in
 *      memory at once). Each document gives its texts by field role; HTML is fine (the indexer strips
 *      tags and decodes entities), `{{widget}}` directives too (dropped).
 *    - `readItems(db, view, ids)`: what the search popup shows for those ids (name, store-relative
 *      URL, plain-text description), in any order; ids not shown in the store view are left out.
 * 2. Add it to `searchDocumentSources` in `commerce/modules/search/searchIndex.ts`.
 * 3. Whatever writes those documents rebuilds that type's part of the index in the same
 *    transaction, e.g. at the end of a demo data patch: `reindexSearch(db, { entityTypes:
 *    ["blog_post"] })` (search module), or `buildSearchIndex(db, [source])` from the module that
 *    owns the source.
 */
import type { Database } from "../../db/connect";

/** Entity types of the index (the `entity_type` column). */
export type SearchEntityType = "product" | "category" | "cms_page" | "blog_post";

/**
 * Field roles, strongest first; a term's weight in a document is the sum of the roles it occurs in
 * (title 8, code 4, summary 2, body 1), so any title match ranks above any non-title match.
 */
export type SearchFieldRole = "title" | "code" | "summary" | "body";

export interface SearchDocument {
  entityId: number;
  /** Texts per role: product name / SKUs / short description / description; page title / – / content heading / content. */
  fields: Partial<Record<SearchFieldRole, string | null>>;
}

/** The store view a document is read for; `locale` (e.g. th_TH) decides how words are split. */
export interface SearchStoreView {
  id: number;
  websiteId: number;
  locale: string;
  /** A setting of the store view (store view → website → default), e.g. `catalog/seo/category_url_suffix`. */
  setting(path: string): Promise<string | null>;
}

/** A category, page or blog post as the search popup shows it (XsearchItem). */
export interface SearchItem {
  entityId: number;
  name: string;
  /** Store-relative URL: `clothing/women.html`, `about-us`, `blog/post-key`. */
  url: string;
  /** Plain text, no HTML. */
  description: string;
}

export interface SearchDocumentSource {
  entityType: SearchEntityType;
  readDocuments(db: Database, view: SearchStoreView, page: { afterId: number; limit: number }): Promise<SearchDocument[]>;
  /** Items for the popup; sources whose results are shown another way (products) may omit it. */
  readItems?(db: Database, view: SearchStoreView, ids: readonly number[]): Promise<SearchItem[]>;
}
