/**
 * Writes blog content: authors, categories, tags (each with text per store view, store 0 being the
 * default), posts with their store views, categories and tags, and comments. Used by the demo patch
 * and tests; there is no admin API yet. Whatever writes posts should then call
 * `reindexSearch(db, { entityTypes: ["blog_post"] })` in the same transaction.
 */
import type { Database } from "../../db/connect";
import {
  amastyBlogAuthor,
  amastyBlogAuthorStore,
  amastyBlogCategories,
  amastyBlogCategoriesStore,
  amastyBlogComments,
  amastyBlogPosts,
  amastyBlogPostsCategory,
  amastyBlogPostsStore,
  amastyBlogPostsTag,
  amastyBlogTags,
  amastyBlogTagsStore,
} from "../../db/schema";
import type { COMMENT_STATUS, POST_STATUS } from "./postRepository";

/** Text per store view id (0 = default). */
type PerStore<T> = Record<number, T>;

export interface NewBlogAuthor {
  urlKey: string;
  image?: string | null;
  text: PerStore<{ name: string; shortDescription?: string | null; description?: string | null }>;
}

export interface NewBlogCategory {
  urlKey: string;
  parentId?: number;
  sortOrder?: number;
  enabled?: boolean;
  text: PerStore<{ name: string; description?: string | null; metaTitle?: string | null; metaDescription?: string | null }>;
}

export interface NewBlogTag {
  urlKey: string;
  text: PerStore<{ name: string; metaTitle?: string | null; metaDescription?: string | null }>;
}

export interface NewBlogPost {
  title: string;
  urlKey: string;
  status: (typeof POST_STATUS)[keyof typeof POST_STATUS];
  shortContent?: string | null;
  fullContent?: string | null;
  metaTitle?: string | null;
  metaTags?: string | null;
  metaDescription?: string | null;
  postThumbnail?: string | null;
  listThumbnail?: string | null;
  postThumbnailAlt?: string | null;
  listThumbnailAlt?: string | null;
  authorId?: number | null;
  views?: number;
  publishedAt: Date;
  createdAt?: Date;
  /** Store views the post is shown in; [0] = all. */
  storeIds: readonly number[];
  categoryIds?: readonly number[];
  tagIds?: readonly number[];
}

export interface NewBlogComment {
  postId: number;
  storeId: number;
  status: (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS];
  name: string;
  email?: string | null;
  message: string;
  replyTo?: number | null;
  createdAt?: Date;
}

function storeRows<T>(text: PerStore<T>): [number, T][] {
  const rows = Object.entries(text).map(([storeId, value]) => [Number(storeId), value] as [number, T]);
  if (!rows.some(([storeId]) => storeId === 0)) throw new Error("Blog text needs a default (store 0) entry");
  return rows;
}

export async function insertBlogAuthor(db: Database, author: NewBlogAuthor): Promise<number> {
  const [row] = await db.insert(amastyBlogAuthor).values({ urlKey: author.urlKey, image: author.image ?? null }).returning({ id: amastyBlogAuthor.authorId });
  if (!row) throw new Error(`Blog author "${author.urlKey}" was not inserted`);
  await db.insert(amastyBlogAuthorStore).values(
    storeRows(author.text).map(([storeId, text]) => ({
      authorId: row.id,
      storeId,
      name: text.name,
      shortDescription: text.shortDescription ?? null,
      description: text.description ?? null,
    })),
  );
  return row.id;
}

export async function insertBlogCategory(db: Database, category: NewBlogCategory): Promise<number> {
  const [row] = await db
    .insert(amastyBlogCategories)
    .values({ urlKey: category.urlKey, parentId: category.parentId ?? 0, sortOrder: category.sortOrder ?? 0, status: category.enabled === false ? 0 : 1 })
    .returning({ id: amastyBlogCategories.categoryId });
  if (!row) throw new Error(`Blog category "${category.urlKey}" was not inserted`);
  await db.insert(amastyBlogCategoriesStore).values(
    storeRows(category.text).map(([storeId, text]) => ({
      categoryId: row.id,
      storeId,
      name: text.name,
      description: text.description ?? null,
      metaTitle: text.metaTitle ?? null,
      metaDescription: text.metaDescription ?? null,
    })),
  );
  return row.id;
}

export async function insertBlogTag(db: Database, tag: NewBlogTag): Promise<number> {
  const [row] = await db.insert(amastyBlogTags).values({ urlKey: tag.urlKey }).returning({ id: amastyBlogTags.tagId });
  if (!row) throw new Error(`Blog tag "${tag.urlKey}" was not inserted`);
  await db.insert(amastyBlogTagsStore).values(
    storeRows(tag.text).map(([storeId, text]) => ({
      tagId: row.id,
      storeId,
      name: text.name,
      metaTitle: text.metaTitle ?? null,
      metaDescription: text.metaDescription ?? null,
    })),
  );
  return row.id;
}

export async function insertBlogPost(db: Database, post: NewBlogPost): Promise<number> {
  const [id] = await insertBlogPosts(db, [post]);
  if (id === undefined) throw new Error(`Blog post "${post.urlKey}" was not inserted`);
  return id;
}

/** Inserts posts with their store views, categories and tags in a few statements; returns their ids in order. */
export async function insertBlogPosts(db: Database, posts: readonly NewBlogPost[]): Promise<number[]> {
  if (posts.length === 0) return [];
  for (const post of posts) {
    if (post.storeIds.length === 0) throw new Error(`Blog post "${post.urlKey}" needs at least one store view (0 = all)`);
  }
  const rows = await db
    .insert(amastyBlogPosts)
    .values(
      posts.map((post) => {
        const createdAt = post.createdAt ?? post.publishedAt;
        return {
          title: post.title,
          urlKey: post.urlKey,
          status: post.status,
          shortContent: post.shortContent ?? null,
          fullContent: post.fullContent ?? null,
          metaTitle: post.metaTitle ?? null,
          metaTags: post.metaTags ?? null,
          metaDescription: post.metaDescription ?? null,
          postThumbnail: post.postThumbnail ?? null,
          listThumbnail: post.listThumbnail ?? null,
          postThumbnailAlt: post.postThumbnailAlt ?? null,
          listThumbnailAlt: post.listThumbnailAlt ?? null,
          authorId: post.authorId ?? null,
          views: post.views ?? 0,
          publishedAt: post.publishedAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: amastyBlogPosts.postId });
  // Identity values follow the VALUES order; sorting guards against a driver returning them otherwise.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length !== posts.length) throw new Error("Blog posts were not all inserted");

  const stores = posts.flatMap((post, index) => [...new Set(post.storeIds)].map((storeId) => ({ postId: ids[index]!, storeId })));
  const categories = posts.flatMap((post, index) => [...new Set(post.categoryIds ?? [])].map((categoryId) => ({ postId: ids[index]!, categoryId })));
  const tags = posts.flatMap((post, index) => [...new Set(post.tagIds ?? [])].map((tagId) => ({ postId: ids[index]!, tagId })));
  await db.insert(amastyBlogPostsStore).values(stores);
  if (categories.length) await db.insert(amastyBlogPostsCategory).values(categories);
  if (tags.length) await db.insert(amastyBlogPostsTag).values(tags);
  return ids;
}

export async function insertBlogComments(db: Database, comments: readonly NewBlogComment[]): Promise<void> {
  if (comments.length === 0) return;
  await db.insert(amastyBlogComments).values(
    comments.map((comment) => ({
      postId: comment.postId,
      storeId: comment.storeId,
      status: comment.status,
      name: comment.name,
      email: comment.email ?? null,
      message: comment.message,
      replyTo: comment.replyTo ?? null,
      createdAt: comment.createdAt,
      updatedAt: comment.createdAt,
    })),
  );
}
