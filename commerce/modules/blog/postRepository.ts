/**
 * Reads blog posts for one store view. A post is visible when it is published (status 2, or
 * scheduled, 3, whose time has come: Amasty's cron would have published it by then) and its
 * published_at has passed, and it is assigned to the store view or to all store views (store 0).
 * Nothing else is ever returned to a shopper: disabled posts, future posts and other store views'
 * posts do not exist for the queries here.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { amastyBlogComments, amastyBlogPosts, amastyBlogPostsCategory, amastyBlogPostsStore, amastyBlogPostsTag } from "../../db/schema";

export const POST_STATUS = { disabled: 1, published: 2, scheduled: 3 } as const;
export const COMMENT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

export interface BlogPostRecord {
  id: number;
  /** 2 for every visible post (a scheduled post whose time has come counts as published). */
  status: number;
  title: string;
  urlKey: string;
  shortContent: string | null;
  /** Raw Page Builder HTML: {{media}} directives are rendered by the caller. */
  fullContent: string | null;
  metaTitle: string | null;
  metaTags: string | null;
  metaDescription: string | null;
  /** Paths relative to media/amasty/blog/. */
  postThumbnail: string | null;
  listThumbnail: string | null;
  postThumbnailAlt: string | null;
  listThumbnailAlt: string | null;
  authorId: number | null;
  views: number;
  /** Approved comments. */
  commentCount: number;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** Which posts a listing keeps, besides visibility. */
export type PostFilter =
  | { kind: "all" }
  | { kind: "category"; categoryId: number }
  | { kind: "tag"; tagId: number }
  | { kind: "author"; authorId: number }
  | { kind: "ids"; ids: readonly number[] }
  | { kind: "related"; postId: number };

const posts = amastyBlogPosts;
/** The outer post's id, always table-qualified (Drizzle leaves select-list columns unqualified). */
const POST_ID = sql.raw('"amasty_blog_posts"."post_id"');

/** SQL condition: the post is visible in the store view now. */
export function visibleInStore(storeId: number): SQL {
  return sql`(${posts.status} in (${POST_STATUS.published}, ${POST_STATUS.scheduled})
    and ${posts.publishedAt} <= now()
    and exists (select 1 from ${amastyBlogPostsStore} vis where vis.post_id = ${POST_ID} and vis.store_id in (0, ${storeId})))`;
}

const columns = {
  id: posts.postId,
  status: sql<number>`${POST_STATUS.published}::int`,
  title: posts.title,
  urlKey: posts.urlKey,
  shortContent: posts.shortContent,
  fullContent: posts.fullContent,
  metaTitle: posts.metaTitle,
  metaTags: posts.metaTags,
  metaDescription: posts.metaDescription,
  postThumbnail: posts.postThumbnail,
  listThumbnail: posts.listThumbnail,
  postThumbnailAlt: posts.postThumbnailAlt,
  listThumbnailAlt: posts.listThumbnailAlt,
  authorId: posts.authorId,
  views: posts.views,
  commentCount: sql<number>`(select count(*)::int from ${amastyBlogComments} cc where cc.post_id = ${POST_ID} and cc.status = ${COMMENT_STATUS.approved})`,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

function filterCondition(filter: PostFilter): SQL | undefined {
  switch (filter.kind) {
    case "all":
      return undefined;
    case "category":
      return sql`exists (select 1 from ${amastyBlogPostsCategory} pc where pc.post_id = ${POST_ID} and pc.category_id = ${filter.categoryId})`;
    case "tag":
      return sql`exists (select 1 from ${amastyBlogPostsTag} pt where pt.post_id = ${POST_ID} and pt.tag_id = ${filter.tagId})`;
    case "author":
      return eq(posts.authorId, filter.authorId);
    case "ids":
      return filter.ids.length ? inArray(posts.postId, [...filter.ids]) : sql`false`;
    case "related":
      // Posts sharing a category or a tag with the post, the post itself left out.
      return sql`(${POST_ID} <> ${filter.postId} and (
        exists (select 1 from ${amastyBlogPostsCategory} rc join ${amastyBlogPostsCategory} oc on oc.category_id = rc.category_id
                where rc.post_id = ${POST_ID} and oc.post_id = ${filter.postId})
        or exists (select 1 from ${amastyBlogPostsTag} rt join ${amastyBlogPostsTag} ot on ot.tag_id = rt.tag_id
                where rt.post_id = ${POST_ID} and ot.post_id = ${filter.postId})))`;
  }
}

/** A page of visible posts, newest first (publication time, then id), and how many there are in all. */
export async function listVisiblePosts(
  db: Database,
  storeId: number,
  filter: PostFilter,
  page: { size: number; current: number },
): Promise<{ items: BlogPostRecord[]; totalCount: number }> {
  const where = and(visibleInStore(storeId), filterCondition(filter));
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where);
  const totalCount = count?.total ?? 0;
  if (totalCount === 0 || (page.current - 1) * page.size >= totalCount) return { items: [], totalCount };
  const items = await db
    .select(columns)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.postId))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { items, totalCount };
}

/** The newest visible posts (a widget's items), of one category when given. */
export async function newestVisiblePosts(db: Database, storeId: number, limit: number, categoryId: number | null): Promise<BlogPostRecord[]> {
  const filter: PostFilter = categoryId === null ? { kind: "all" } : { kind: "category", categoryId };
  return (await listVisiblePosts(db, storeId, filter, { size: limit, current: 1 })).items;
}

/** A visible post by id, or null. */
export async function findVisiblePostById(db: Database, storeId: number, postId: number): Promise<BlogPostRecord | null> {
  const [row] = await db.select(columns).from(posts).where(and(eq(posts.postId, postId), visibleInStore(storeId))).limit(1);
  return row ?? null;
}

/** The visible post with that URL key: the store view's own before one shown in all store views. */
export async function findVisiblePostByUrlKey(db: Database, storeId: number, urlKey: string): Promise<BlogPostRecord | null> {
  const [row] = await db
    .select(columns)
    .from(posts)
    .innerJoin(amastyBlogPostsStore, eq(amastyBlogPostsStore.postId, posts.postId))
    .where(and(eq(posts.urlKey, urlKey), inArray(amastyBlogPostsStore.storeId, [0, storeId]), visibleInStore(storeId)))
    .orderBy(desc(amastyBlogPostsStore.storeId), asc(posts.postId))
    .limit(1);
  return row ?? null;
}

/** Visible posts per category or tag of the store view (for post_count). */
export async function countVisiblePostsBy(db: Database, storeId: number, by: "category" | "tag"): Promise<Map<number, number>> {
  const link = by === "category" ? amastyBlogPostsCategory : amastyBlogPostsTag;
  const key = by === "category" ? amastyBlogPostsCategory.categoryId : amastyBlogPostsTag.tagId;
  const rows = await db
    .select({ id: key, count: sql<number>`count(*)::int` })
    .from(link)
    .innerJoin(posts, eq(posts.postId, link.postId))
    .where(visibleInStore(storeId))
    .groupBy(key);
  return new Map(rows.map((row) => [row.id, row.count]));
}
