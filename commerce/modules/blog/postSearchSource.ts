/**
 * Blog posts as search documents and popup items: the posts visible in the store view when the
 * index is built (published, published_at passed, assigned to the store view or to all). Title
 * (title), short content (summary), full content (body). A scheduled post is found once a blog
 * reindex runs after its publication time (there is no cron yet); listings re-check visibility at
 * query time, so a post disabled since the last reindex is never shown.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { amastyBlogPosts, coreConfigData, store } from "../../db/schema";
import { type SearchDocument, type SearchDocumentSource, type SearchItem, stripHtml } from "../catalog-search";
import { blogPostUrl } from "./formatting";
import { visibleInStore } from "./postRepository";

export const postSearchSource: SearchDocumentSource = {
  entityType: "blog_post",

  async readDocuments(db, view, page): Promise<SearchDocument[]> {
    const rows = await db
      .select({ id: amastyBlogPosts.postId, title: amastyBlogPosts.title, shortContent: amastyBlogPosts.shortContent, fullContent: amastyBlogPosts.fullContent })
      .from(amastyBlogPosts)
      .where(and(visibleInStore(view.id), gt(amastyBlogPosts.postId, page.afterId)))
      .orderBy(asc(amastyBlogPosts.postId))
      .limit(page.limit);
    return rows.map((row) => ({ entityId: row.id, fields: { title: row.title, summary: row.shortContent, body: row.fullContent } }));
  },

  async readItems(db, view, ids): Promise<SearchItem[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: amastyBlogPosts.postId, title: amastyBlogPosts.title, urlKey: amastyBlogPosts.urlKey, shortContent: amastyBlogPosts.shortContent })
      .from(amastyBlogPosts)
      .where(and(visibleInStore(view.id), inArray(amastyBlogPosts.postId, [...ids])));
    const route = await blogRoute(db, view.id);
    return rows.map((row) => ({ entityId: row.id, name: row.title, url: blogPostUrl(route, row.urlKey), description: stripHtml(row.shortContent ?? "") }));
  },
};

/** The store view's blog route (amblog/search_engine/route): its own value, else its website's, else the default. */
async function blogRoute(db: Database, storeId: number): Promise<string | null> {
  const [row] = await db
    .select({ value: coreConfigData.value })
    .from(coreConfigData)
    .where(
      and(
        eq(coreConfigData.path, "amblog/search_engine/route"),
        sql`((${coreConfigData.scope} = 'stores' and ${coreConfigData.scopeId} = ${storeId})
          or (${coreConfigData.scope} = 'websites' and ${coreConfigData.scopeId} = (select website_id from ${store} where store_id = ${storeId}))
          or ${coreConfigData.scope} = 'default')`,
      ),
    )
    .orderBy(sql`case ${coreConfigData.scope} when 'stores' then 0 when 'websites' then 1 else 2 end`)
    .limit(1);
  return row?.value ?? null;
}
