/**
 * The demo blog as a patch of its own, applied after the other demo patches (also to databases
 * seeded before the blog existed): authors, categories and tags (English as the default, Thai for
 * th), every post twice, in Thai for th and in English for en under the same URL key, their
 * comments, and the home page's recent-posts widget (id 20). A new database's search index is built
 * after all demo patches (search/build-index); a database that has one already gets its blog part
 * reindexed here.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import type { DataPatch } from "../../db/patches";
import { engineDataPatch } from "../../db/schema";
import { COMMENT_STATUS, insertBlogAuthor, insertBlogCategory, insertBlogComments, insertBlogPosts, insertBlogTag, type NewBlogComment, type NewBlogPost, POST_STATUS, saveWidget } from "../../modules/blog";
import { reindexSearch, searchIndexPatch } from "../../modules/search";
import type { DemoLanguage } from "../cmsBlocks";
import { demoPatch } from "../patch";
import { demoIds } from "../shop";
import { demoPostContent } from "./content";
import { blogPicturePaths } from "./pictures";
import { demoPosts, type DemoPost } from "./posts";
import { demoBlogAuthors, demoBlogCategories, demoBlogTags } from "./taxonomy";

/** The recent-posts widget the home page shows (spec: widget id 20). */
export const DEMO_BLOG_WIDGET_ID = 20;

const storeOf: Record<DemoLanguage, number> = { th: demoIds.storeTh, en: demoIds.storeEn };
const DAY_MS = 86_400_000;

export const demoBlogPatch: DataPatch = {
  name: "demo/blog",
  shouldApply: (db) => patchApplied(db, demoPatch.name),
  async apply(tx) {
    const authors = new Map<string, number>();
    for (const author of demoBlogAuthors) {
      authors.set(
        author.urlKey,
        await insertBlogAuthor(tx, { urlKey: author.urlKey, image: blogPicturePaths.author(author.urlKey), text: { 0: author.text.en, [demoIds.storeTh]: author.text.th } }),
      );
    }
    const categories = new Map<string, number>();
    for (const category of demoBlogCategories) {
      categories.set(
        category.urlKey,
        await insertBlogCategory(tx, { urlKey: category.urlKey, sortOrder: category.sortOrder, text: { 0: category.text.en, [demoIds.storeTh]: category.text.th } }),
      );
    }
    const tags = new Map<string, number>();
    for (const tag of demoBlogTags) {
      tags.set(tag.urlKey, await insertBlogTag(tx, { urlKey: tag.urlKey, text: { 0: { name: tag.name.en }, [demoIds.storeTh]: { name: tag.name.th } } }));
    }

    const now = Date.now();
    const entries = demoPosts.flatMap((post) => (["th", "en"] as const).map((lang) => ({ post, lang })));
    const postIds = await insertBlogPosts(
      tx,
      entries.map(({ post, lang }) => demoPostRow(post, lang, now, { authors, categories, tags })),
    );
    await insertBlogComments(
      tx,
      entries.flatMap(({ post, lang }, index) => demoComments(post, lang, now, postIds[index] ?? 0)),
    );

    await saveWidget(tx, { ...recentPostsWidget, storeId: 0, headerText: "Latest from the blog" });
    await saveWidget(tx, { ...recentPostsWidget, storeId: demoIds.storeTh, headerText: "เรื่องล่าสุดจากบล็อก" });
    // A database seeded before: its search index exists already. A new one is indexed next (search/build-index).
    if (await patchApplied(tx, searchIndexPatch.name)) await reindexSearch(tx, { entityTypes: ["blog_post"] });
  },
};

const recentPostsWidget = {
  id: DEMO_BLOG_WIDGET_ID,
  postsLimit: 6,
  showImages: true,
  displayDate: true,
  dateManner: "date",
  displayShort: true,
  shortLimit: 120,
  categoryId: null,
};

const statusOf = { published: POST_STATUS.published, scheduled: POST_STATUS.scheduled, disabled: POST_STATUS.disabled } as const;

function demoPostRow(
  post: DemoPost,
  lang: DemoLanguage,
  now: number,
  ids: { authors: Map<string, number>; categories: Map<string, number>; tags: Map<string, number> },
): NewBlogPost {
  const copy = post.copy[lang];
  const publishedAt = publicationTime(post, now);
  const blogName = lang === "th" ? "บล็อกบ้านสวน" : "Baan Suan Blog";
  return {
    title: copy.title,
    urlKey: post.urlKey,
    status: statusOf[post.status],
    shortContent: copy.shortContent,
    fullContent: demoPostContent(post, lang),
    metaTitle: `${copy.title} | ${blogName}`,
    metaDescription: copy.shortContent,
    postThumbnail: blogPicturePaths.post(post.picture),
    listThumbnail: blogPicturePaths.list(post.picture),
    postThumbnailAlt: copy.pictureAlt,
    listThumbnailAlt: copy.listPictureAlt,
    authorId: post.author ? required(ids.authors, post.author) : null,
    views: post.views,
    publishedAt,
    // Written a few days before it went out.
    createdAt: new Date(Math.min(publishedAt.getTime(), now) - 3 * DAY_MS),
    storeIds: [storeOf[lang]],
    categoryIds: post.categories.map((key) => required(ids.categories, key)),
    tagIds: post.tags.map((key) => required(ids.tags, key)),
  };
}

/** The post's comments in that language, a day apart after publication (never in the future). */
function demoComments(post: DemoPost, lang: DemoLanguage, now: number, postId: number): NewBlogComment[] {
  const publishedAt = publicationTime(post, now).getTime();
  return post.copy[lang].comments.map((comment, index) => ({
    postId,
    storeId: storeOf[lang],
    status: comment.pending ? COMMENT_STATUS.pending : COMMENT_STATUS.approved,
    name: comment.name,
    message: comment.message,
    createdAt: new Date(Math.min(publishedAt + (index + 1) * DAY_MS, now)),
  }));
}

function publicationTime(post: DemoPost, now: number): Date {
  return typeof post.publishedAt === "string" ? new Date(post.publishedAt) : new Date(now + post.publishedAt.daysAfterSeeding * DAY_MS);
}

async function patchApplied(db: Database, name: string): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(engineDataPatch).where(eq(engineDataPatch.patchName, name));
  return (row?.count ?? 0) > 0;
}

function required(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo blog: unknown key "${key}"`);
  return id;
}
