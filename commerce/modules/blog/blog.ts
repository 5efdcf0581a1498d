/**
 * The blog as a shopper sees it in one store view: listings of posts (all, by category, tag,
 * author, search, related to a post), single posts, categories, tags, authors and the
 * recent-posts widget. Unknown or hidden entities are `graphql-no-such-entity` errors; page sizes
 * come from `amblog/list/count_per_page`.
 */
import type { Database } from "../../db/connect";
import { createBatchLoader, type BatchLoader } from "../../lib/batchLoader";
import { authorizationError, inputError, noSuchEntityError } from "../../lib/errors";
import type { ConfigReader, StoreView } from "../store";
import { approvedCommentsOf, type BlogCommentRecord, insertShopperComment } from "./comments";
import { parseBlogListing, type BlogListingArgs } from "./listingCriteria";
import {
  countVisiblePostsBy,
  findVisiblePostById,
  findVisiblePostByUrlKey,
  listVisiblePosts,
  newestVisiblePosts,
  type BlogPostRecord,
  type PostFilter,
} from "./postRepository";
import { searchPostIds } from "./postSearch";
import {
  categoriesOfPosts,
  findAuthor,
  findAuthorsByIds,
  findCategory,
  findTag,
  listAuthors,
  listCategories,
  listTags,
  tagsOfPosts,
  type BlogAuthorRecord,
  type BlogCategoryRecord,
  type BlogTagRecord,
  type EntityKey,
} from "./taxonomy";
import { findWidget, type BlogWidgetRecord } from "./widgets";

/** Used when `amblog/list/count_per_page` is unset or not a positive number. */
export const DEFAULT_POSTS_PER_PAGE = 9;

export interface BlogPostPage {
  items: BlogPostRecord[];
  allPostSize: number;
  pageSize: number;
}

/** By id or URL key, as the single-entity queries take them. */
export interface EntityKeyArgs {
  id?: number | null;
  urlKey?: string | null;
}

/** What a shopper sends to leave a comment (AmBlogLeaveCommentInput). */
export interface LeaveCommentInput {
  post_id: number;
  reply_to?: number | null;
  name?: string | null;
  email?: string | null;
  message: string;
}

/** The signed-in customer leaving a comment: their account's name and email are the defaults. */
export interface CommentWriter {
  customerId: number;
  name: string;
  email: string;
}

/** Per-request readers of what posts refer to, so a page of posts costs a few queries in all. */
export interface BlogLoaders {
  author: BatchLoader<number, BlogAuthorRecord>;
  categoriesOfPost: BatchLoader<number, BlogCategoryRecord[]>;
  tagsOfPost: BatchLoader<number, BlogTagRecord[]>;
  /** Visible posts per category / tag of the store view. */
  postCounts(by: "category" | "tag"): Promise<Map<number, number>>;
}

export interface BlogService {
  listPosts(view: StoreView, args: BlogListingArgs): Promise<BlogPostPage>;
  getPost(view: StoreView, args: EntityKeyArgs): Promise<BlogPostRecord>;
  listCategories(view: StoreView): Promise<BlogCategoryRecord[]>;
  getCategory(view: StoreView, args: EntityKeyArgs): Promise<BlogCategoryRecord>;
  listTags(view: StoreView): Promise<BlogTagRecord[]>;
  getTag(view: StoreView, args: EntityKeyArgs): Promise<BlogTagRecord>;
  listAuthors(view: StoreView): Promise<BlogAuthorRecord[]>;
  getAuthor(view: StoreView, args: EntityKeyArgs): Promise<BlogAuthorRecord>;
  recentPostsWidget(view: StoreView, widgetId: number): Promise<BlogWidgetRecord & { items: BlogPostRecord[] }>;
  /** Approved comments of a visible post, oldest first ([] when the shop has comments off). */
  listComments(view: StoreView, postId: number, type?: string | null): Promise<BlogCommentRecord[]>;
  /** Stores a pending comment on a visible post, if the shop's settings let this writer comment. */
  leaveComment(view: StoreView, input: LeaveCommentInput, writer: CommentWriter | null): Promise<BlogCommentRecord>;
  createLoaders(view: StoreView): BlogLoaders;
}

export function createBlogService(db: Database, config: ConfigReader): BlogService {
  const setting = (view: StoreView, path: string) => config.getValue(path, { storeId: view.id, websiteId: view.websiteId });
  const locale = async (view: StoreView) => (await setting(view, "general/locale/code")) ?? "en_US";

  const getCategory = async (view: StoreView, args: EntityKeyArgs) =>
    (await findCategory(db, view.id, entityKey(args, "category"))) ?? notFound("category", args);
  const getTag = async (view: StoreView, args: EntityKeyArgs) => (await findTag(db, view.id, entityKey(args, "tag"))) ?? notFound("tag", args);
  const getAuthor = async (view: StoreView, args: EntityKeyArgs) =>
    (await findAuthor(db, view.id, entityKey(args, "author"))) ?? notFound("author", args);
  const getPost = async (view: StoreView, args: EntityKeyArgs) => {
    const key = entityKey(args, "post");
    const post = "id" in key ? await findVisiblePostById(db, view.id, key.id) : await findVisiblePostByUrlKey(db, view.id, key.urlKey);
    return post ?? notFound("post", args);
  };

  return {
    async listPosts(view, args) {
      const minQueryLength = positiveInt(await setting(view, "catalog/search/min_query_length"), 3);
      const listing = parseBlogListing(args, minQueryLength);
      const pageSize = positiveInt(await setting(view, "amblog/list/count_per_page"), DEFAULT_POSTS_PER_PAGE);
      let filter: PostFilter;
      switch (listing.type) {
        case "ALL":
          filter = { kind: "all" };
          break;
        case "CATEGORY":
          filter = { kind: "category", categoryId: (await getCategory(view, { id: listing.entityId })).id };
          break;
        case "TAG":
          filter = { kind: "tag", tagId: (await getTag(view, { id: listing.entityId })).id };
          break;
        case "AUTHOR":
          filter = { kind: "author", authorId: (await getAuthor(view, { id: listing.entityId })).id };
          break;
        case "POST":
          filter = { kind: "related", postId: (await getPost(view, { id: listing.entityId })).id };
          break;
        case "SEARCH":
          filter = { kind: "ids", ids: await searchPostIds(db, view.id, await locale(view), listing.query) };
          break;
      }
      const page = await listVisiblePosts(db, view.id, filter, { size: pageSize, current: listing.page });
      return { items: page.items, allPostSize: page.totalCount, pageSize };
    },

    getPost,
    listCategories: (view) => listCategories(db, view.id),
    getCategory,
    listTags: async (view) => {
      const [tags, counts] = await Promise.all([listTags(db, view.id, await locale(view)), countVisiblePostsBy(db, view.id, "tag")]);
      // A tag cloud: only tags the store view has posts for.
      return tags.filter((tag) => (counts.get(tag.id) ?? 0) > 0);
    },
    getTag,
    listAuthors: (view) => listAuthors(db, view.id),
    getAuthor,

    async recentPostsWidget(view, widgetId) {
      const widget = await findWidget(db, view.id, widgetId);
      if (!widget) throw noSuchEntityError(`The blog widget with the "${widgetId}" ID doesn't exist.`);
      return { ...widget, items: await newestVisiblePosts(db, view.id, widget.postsLimit, widget.categoryId) };
    },

    async listComments(view, postId, type) {
      if (type && type !== "list") throw inputError(`"${type}" is not a kind of comment listing.`);
      const post = await getPost(view, { id: postId });
      if ((await setting(view, "amblog/comments/use_comments")) !== "1") return [];
      return approvedCommentsOf(db, post.id);
    },

    async leaveComment(view, input, writer) {
      const post = await getPost(view, { id: input.post_id });
      if ((await setting(view, "amblog/comments/use_comments")) !== "1") throw authorizationError("Comments are disabled for this blog.");
      if (!writer && (await setting(view, "amblog/comments/allow_guests")) !== "1") throw authorizationError("Please sign in to leave a comment.");
      return insertShopperComment(db, {
        postId: post.id,
        storeId: view.id,
        replyTo: input.reply_to ?? null,
        customerId: writer?.customerId ?? null,
        // A customer may sign a comment differently; the email is always the account's.
        name: input.name?.trim() || writer?.name || "",
        email: writer?.email ?? input.email ?? "",
        message: input.message,
      });
    },

    createLoaders(view) {
      const counts = new Map<string, Promise<Map<number, number>>>();
      const language = locale(view);
      return {
        author: createBatchLoader((ids) => findAuthorsByIds(db, view.id, ids)),
        categoriesOfPost: createBatchLoader((ids) => categoriesOfPosts(db, view.id, ids)),
        tagsOfPost: createBatchLoader(async (ids) => tagsOfPosts(db, view.id, await language, ids)),
        postCounts(by) {
          let found = counts.get(by);
          if (!found) counts.set(by, (found = countVisiblePostsBy(db, view.id, by)));
          return found;
        },
      };
    },
  };
}

type EntityName = "post" | "category" | "tag" | "author";

function entityKey(args: EntityKeyArgs, entity: EntityName): EntityKey {
  if (args.id !== undefined && args.id !== null) return { id: args.id };
  if (args.urlKey !== undefined && args.urlKey !== null && args.urlKey.trim() !== "") return { urlKey: args.urlKey.trim() };
  throw inputError(`The blog ${entity} id or URL key should be specified.`);
}

function notFound(entity: EntityName, args: EntityKeyArgs): never {
  const byId = args.id !== undefined && args.id !== null;
  const value = byId ? String(args.id) : (args.urlKey ?? "").trim();
  throw noSuchEntityError(`The blog ${entity} with the "${value}" ${byId ? "ID" : "URL key"} doesn't exist.`);
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
