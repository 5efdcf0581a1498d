/**
 * Blog categories, tags and authors for one store view: the global row (id, URL key, order)
 * joined with the store view's text, falling back column by column to store 0's, as the catalogue's
 * categories do. Categories with status 0 are hidden; tags and authors have no status.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/connect";
import {
  amastyBlogAuthor,
  amastyBlogAuthorStore,
  amastyBlogCategories,
  amastyBlogCategoriesStore,
  amastyBlogPostsCategory,
  amastyBlogPostsTag,
  amastyBlogTags,
  amastyBlogTagsStore,
} from "../../db/schema";

export interface BlogCategoryRecord {
  id: number;
  urlKey: string;
  parentId: number;
  sortOrder: number;
  name: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface BlogTagRecord {
  id: number;
  urlKey: string;
  name: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface BlogAuthorRecord {
  id: number;
  urlKey: string;
  /** Path relative to media/amasty/blog/. */
  image: string | null;
  name: string | null;
  shortDescription: string | null;
  description: string | null;
}

/** Identifies one entity: by id or by URL key. */
export type EntityKey = { id: number } | { urlKey: string };

const coalesce = (own: unknown, fallback: unknown): SQL<string | null> => sql<string | null>`coalesce(${own}, ${fallback})`;

/* Categories ------------------------------------------------------------------------------------ */

const categoryOwn = alias(amastyBlogCategoriesStore, "bc_store");
const categoryDefault = alias(amastyBlogCategoriesStore, "bc_default");

function selectCategories(db: Database, storeId: number) {
  return db
    .select({
      id: amastyBlogCategories.categoryId,
      urlKey: amastyBlogCategories.urlKey,
      parentId: amastyBlogCategories.parentId,
      sortOrder: amastyBlogCategories.sortOrder,
      name: coalesce(categoryOwn.name, categoryDefault.name),
      description: coalesce(categoryOwn.description, categoryDefault.description),
      metaTitle: coalesce(categoryOwn.metaTitle, categoryDefault.metaTitle),
      metaDescription: coalesce(categoryOwn.metaDescription, categoryDefault.metaDescription),
    })
    .from(amastyBlogCategories)
    .leftJoin(categoryOwn, and(eq(categoryOwn.categoryId, amastyBlogCategories.categoryId), eq(categoryOwn.storeId, storeId)))
    .leftJoin(categoryDefault, and(eq(categoryDefault.categoryId, amastyBlogCategories.categoryId), eq(categoryDefault.storeId, 0)));
}

const activeCategory = eq(amastyBlogCategories.status, 1);

/** Enabled categories, in their sort order. */
export function listCategories(db: Database, storeId: number): Promise<BlogCategoryRecord[]> {
  return selectCategories(db, storeId).where(activeCategory).orderBy(asc(amastyBlogCategories.sortOrder), asc(amastyBlogCategories.categoryId));
}

/** An enabled category by id or URL key, or null. */
export async function findCategory(db: Database, storeId: number, key: EntityKey): Promise<BlogCategoryRecord | null> {
  const match = "id" in key ? eq(amastyBlogCategories.categoryId, key.id) : eq(amastyBlogCategories.urlKey, key.urlKey);
  const [row] = await selectCategories(db, storeId).where(and(activeCategory, match)).limit(1);
  return row ?? null;
}

/** The enabled categories of each post, in category order. */
export async function categoriesOfPosts(db: Database, storeId: number, postIds: readonly number[]): Promise<Map<number, BlogCategoryRecord[]>> {
  const result = new Map<number, BlogCategoryRecord[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return result;
  const rows = await db
    .select({ postId: amastyBlogPostsCategory.postId, categoryId: amastyBlogPostsCategory.categoryId })
    .from(amastyBlogPostsCategory)
    .where(inArray(amastyBlogPostsCategory.postId, [...postIds]));
  const categories = new Map((await listCategories(db, storeId)).map((category, index) => [category.id, { category, index }]));
  for (const row of rows.sort((a, b) => (categories.get(a.categoryId)?.index ?? 0) - (categories.get(b.categoryId)?.index ?? 0))) {
    const found = categories.get(row.categoryId);
    if (found) result.get(row.postId)?.push(found.category);
  }
  return result;
}

/* Tags ------------------------------------------------------------------------------------------ */

const tagOwn = alias(amastyBlogTagsStore, "bt_store");
const tagDefault = alias(amastyBlogTagsStore, "bt_default");

function selectTags(db: Database, storeId: number) {
  return db
    .select({
      id: amastyBlogTags.tagId,
      urlKey: amastyBlogTags.urlKey,
      name: coalesce(tagOwn.name, tagDefault.name),
      metaTitle: coalesce(tagOwn.metaTitle, tagDefault.metaTitle),
      metaDescription: coalesce(tagOwn.metaDescription, tagDefault.metaDescription),
    })
    .from(amastyBlogTags)
    .leftJoin(tagOwn, and(eq(tagOwn.tagId, amastyBlogTags.tagId), eq(tagOwn.storeId, storeId)))
    .leftJoin(tagDefault, and(eq(tagDefault.tagId, amastyBlogTags.tagId), eq(tagDefault.storeId, 0)));
}

/** Every tag, by name in the store view's language. */
export async function listTags(db: Database, storeId: number, locale: string): Promise<BlogTagRecord[]> {
  return sortByName(await selectTags(db, storeId), locale);
}

export async function findTag(db: Database, storeId: number, key: EntityKey): Promise<BlogTagRecord | null> {
  const match = "id" in key ? eq(amastyBlogTags.tagId, key.id) : eq(amastyBlogTags.urlKey, key.urlKey);
  const [row] = await selectTags(db, storeId).where(match).limit(1);
  return row ?? null;
}

/** The tags of each post, by name in the store view's language. */
export async function tagsOfPosts(db: Database, storeId: number, locale: string, postIds: readonly number[]): Promise<Map<number, BlogTagRecord[]>> {
  const result = new Map<number, BlogTagRecord[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return result;
  const links = await db
    .select({ postId: amastyBlogPostsTag.postId, tagId: amastyBlogPostsTag.tagId })
    .from(amastyBlogPostsTag)
    .where(inArray(amastyBlogPostsTag.postId, [...postIds]));
  if (links.length === 0) return result;
  const tags = await selectTags(db, storeId).where(inArray(amastyBlogTags.tagId, [...new Set(links.map((link) => link.tagId))]));
  const byId = new Map(sortByName(tags, locale).map((tag, index) => [tag.id, { tag, index }]));
  for (const link of links.sort((a, b) => (byId.get(a.tagId)?.index ?? 0) - (byId.get(b.tagId)?.index ?? 0))) {
    const found = byId.get(link.tagId);
    if (found) result.get(link.postId)?.push(found.tag);
  }
  return result;
}

function sortByName(tags: BlogTagRecord[], locale: string): BlogTagRecord[] {
  const collator = new Intl.Collator(locale.replace("_", "-"));
  return tags.sort((a, b) => collator.compare(a.name ?? a.urlKey, b.name ?? b.urlKey));
}

/* Authors --------------------------------------------------------------------------------------- */

const authorOwn = alias(amastyBlogAuthorStore, "ba_store");
const authorDefault = alias(amastyBlogAuthorStore, "ba_default");

function selectAuthors(db: Database, storeId: number) {
  return db
    .select({
      id: amastyBlogAuthor.authorId,
      urlKey: amastyBlogAuthor.urlKey,
      image: amastyBlogAuthor.image,
      name: coalesce(authorOwn.name, authorDefault.name),
      shortDescription: coalesce(authorOwn.shortDescription, authorDefault.shortDescription),
      description: coalesce(authorOwn.description, authorDefault.description),
    })
    .from(amastyBlogAuthor)
    .leftJoin(authorOwn, and(eq(authorOwn.authorId, amastyBlogAuthor.authorId), eq(authorOwn.storeId, storeId)))
    .leftJoin(authorDefault, and(eq(authorDefault.authorId, amastyBlogAuthor.authorId), eq(authorDefault.storeId, 0)));
}

export function listAuthors(db: Database, storeId: number): Promise<BlogAuthorRecord[]> {
  return selectAuthors(db, storeId).orderBy(asc(amastyBlogAuthor.authorId));
}

export async function findAuthor(db: Database, storeId: number, key: EntityKey): Promise<BlogAuthorRecord | null> {
  const match = "id" in key ? eq(amastyBlogAuthor.authorId, key.id) : eq(amastyBlogAuthor.urlKey, key.urlKey);
  const [row] = await selectAuthors(db, storeId).where(match).limit(1);
  return row ?? null;
}

export async function findAuthorsByIds(db: Database, storeId: number, ids: readonly number[]): Promise<Map<number, BlogAuthorRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await selectAuthors(db, storeId).where(inArray(amastyBlogAuthor.authorId, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
