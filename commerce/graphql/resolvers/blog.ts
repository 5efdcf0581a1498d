/**
 * The Amasty-style blog (extension schema amasty-blog.graphqls): settings, post listings, posts,
 * categories, tags, authors and the recent-posts widget of the current store view. Pictures become
 * media URLs and post content has its {{media}} / {{store}} directives rendered, as CMS content.
 */
import {
  type BlogAuthorRecord,
  type BlogCategoryRecord,
  type BlogCommentRecord,
  type BlogLoaders,
  type CommentWriter, blogMediaUrl, type BlogPostRecord, blogPostUrl, type BlogTagRecord, type BlogWidgetRecord, magentoDateTime, readBlogSettings,
} from "../../modules/blog";
import { renderDirectives } from "../../modules/cms";
import type { GraphQLContext } from "../context";
import type {
  MutationAmBlogLeaveCommentArgs,
  QueryAmBlogAuthorArgs,
  QueryAmBlogCommentsArgs,
  QueryAmBlogCategoryArgs,
  QueryAmBlogPostArgs,
  QueryAmBlogPostsArgs,
  QueryAmBlogRecentPostsWidgetArgs,
  QueryAmBlogTagArgs,
} from "../generated/schema";
import type { Resolver, ResolverMap } from "./types";

/** One set of loaders per request (the context object lives as long as the request). */
const requestLoaders = new WeakMap<GraphQLContext, BlogLoaders>();

function loaders(ctx: GraphQLContext): BlogLoaders {
  let found = requestLoaders.get(ctx);
  if (!found) requestLoaders.set(ctx, (found = ctx.services.blog.createLoaders(ctx.store)));
  return found;
}

async function mediaUrl(ctx: GraphQLContext, path: string | null): Promise<string | null> {
  return path ? blogMediaUrl((await ctx.storeUrls()).baseMediaUrl, path) : null;
}

const postFields: Record<string, Resolver<BlogPostRecord, unknown>> = {
  post_id: (post) => post.id,
  title: (post) => post.title,
  status: (post) => post.status,
  url_key: (post) => post.urlKey,
  url: async (post, _args, ctx) => blogPostUrl(await ctx.setting("amblog/search_engine/route"), post.urlKey),
  short_content: (post) => post.shortContent,
  full_content: async (post, _args, ctx) => {
    if (post.fullContent === null) return null;
    const urls = await ctx.storeUrls();
    return renderDirectives(post.fullContent, { mediaBaseUrl: urls.baseMediaUrl, linkBaseUrl: urls.baseLinkUrl });
  },
  meta_title: (post) => post.metaTitle,
  meta_description: (post) => post.metaDescription,
  created_at: (post) => magentoDateTime(post.createdAt),
  published_at: (post) => magentoDateTime(post.publishedAt),
  updated_at: (post) => magentoDateTime(post.updatedAt),
  post_thumbnail: (post, _args, ctx) => mediaUrl(ctx, post.postThumbnail),
  list_thumbnail: (post, _args, ctx) => mediaUrl(ctx, post.listThumbnail),
  post_thumbnail_alt: (post) => post.postThumbnailAlt,
  list_thumbnail_alt: (post) => post.listThumbnailAlt,
  author_id: (post) => post.authorId,
  comment_count: (post) => post.commentCount,
  views: (post) => post.views,
  categories: async (post, _args, ctx) => ((await loaders(ctx).categoriesOfPost.load(post.id)) ?? []).map((category) => category.id).join(","),
  tag_ids: async (post, _args, ctx) => ((await loaders(ctx).tagsOfPost.load(post.id)) ?? []).map((tag) => tag.id).join(","),
  author: async (post, _args, ctx) => (post.authorId === null ? null : ((await loaders(ctx).author.load(post.authorId)) ?? null)),
  category_items: async (post, _args, ctx) => (await loaders(ctx).categoriesOfPost.load(post.id)) ?? [],
  tag_items: async (post, _args, ctx) => (await loaders(ctx).tagsOfPost.load(post.id)) ?? [],
};

const categoryFields: Record<string, Resolver<BlogCategoryRecord, unknown>> = {
  category_id: (category) => category.id,
  name: (category) => category.name,
  url_key: (category) => category.urlKey,
  description: (category) => category.description,
  meta_title: (category) => category.metaTitle,
  meta_description: (category) => category.metaDescription,
  parent_id: (category) => category.parentId,
  sort_order: (category) => category.sortOrder,
  post_count: async (category, _args, ctx) => (await loaders(ctx).postCounts("category")).get(category.id) ?? 0,
};

const tagFields: Record<string, Resolver<BlogTagRecord, unknown>> = {
  tag_id: (tag) => tag.id,
  name: (tag) => tag.name,
  url_key: (tag) => tag.urlKey,
  post_count: async (tag, _args, ctx) => (await loaders(ctx).postCounts("tag")).get(tag.id) ?? 0,
};

const authorFields: Record<string, Resolver<BlogAuthorRecord, unknown>> = {
  author_id: (author) => author.id,
  name: (author) => author.name,
  url_key: (author) => author.urlKey,
  short_description: (author) => author.shortDescription,
  description: (author) => author.description,
  image: (author, _args, ctx) => mediaUrl(ctx, author.image),
};

const widgetFields: Record<string, Resolver<BlogWidgetRecord & { items: BlogPostRecord[] }, unknown>> = {
  header_text: (widget) => widget.headerText,
  posts_limit: (widget) => widget.postsLimit,
  show_images: (widget) => widget.showImages,
  display_date: (widget) => widget.displayDate,
  date_manner: (widget) => widget.dateManner,
  display_short: (widget) => widget.displayShort,
  short_limit: (widget) => widget.shortLimit,
  category_id: (widget) => widget.categoryId,
  items: (widget) => widget.items,
};

/** Comment fields; ids as strings, as Amasty's schema has them. The email only reaches its writer. */
const commentFields: Record<string, Resolver<BlogCommentRecord & { own?: boolean }, unknown>> = {
  comment_id: (comment) => comment.id,
  post_id: (comment) => String(comment.postId),
  status: (comment) => String(comment.status),
  store_id: (comment) => String(comment.storeId),
  reply_to: (comment) => (comment.replyTo === null ? null : String(comment.replyTo)),
  customer_id: (comment) => (comment.customerId === null ? null : String(comment.customerId)),
  name: (comment) => comment.name,
  email: (comment) => (comment.own ? comment.email : null),
  message: (comment) => comment.message,
  created_at: (comment) => magentoDateTime(comment.createdAt),
  updated_at: (comment) => magentoDateTime(comment.updatedAt),
};

/** The signed-in customer as a comment's writer (their account's name and email), or null for a guest. */
async function commentWriter(ctx: GraphQLContext): Promise<CommentWriter | null> {
  if (!ctx.customer) return null;
  const account = await ctx.services.customers.findById(ctx.customer.id);
  if (!account) return null;
  return { customerId: account.id, name: [account.firstname, account.lastname].filter(Boolean).join(" "), email: account.email };
}

export const blogResolvers: ResolverMap = {
  Query: {
    amBlogSetting: (_: unknown, __: unknown, ctx: GraphQLContext) => readBlogSettings(ctx.services.config, ctx.store),
    amBlogPosts: async (_: unknown, args: QueryAmBlogPostsArgs, ctx: GraphQLContext) => {
      const page = await ctx.services.blog.listPosts(ctx.store, args);
      return { items: page.items, all_post_size: page.allPostSize, page_size: page.pageSize };
    },
    amBlogPost: (_: unknown, args: QueryAmBlogPostArgs, ctx: GraphQLContext) => ctx.services.blog.getPost(ctx.store, args),
    amBlogCategories: async (_: unknown, __: unknown, ctx: GraphQLContext) => ({ items: await ctx.services.blog.listCategories(ctx.store) }),
    amBlogCategory: (_: unknown, args: QueryAmBlogCategoryArgs, ctx: GraphQLContext) => ctx.services.blog.getCategory(ctx.store, args),
    amBlogTags: async (_: unknown, __: unknown, ctx: GraphQLContext) => ({ items: await ctx.services.blog.listTags(ctx.store) }),
    amBlogTag: (_: unknown, args: QueryAmBlogTagArgs, ctx: GraphQLContext) => ctx.services.blog.getTag(ctx.store, args),
    amBlogAuthors: async (_: unknown, __: unknown, ctx: GraphQLContext) => ({ items: await ctx.services.blog.listAuthors(ctx.store) }),
    amBlogAuthor: (_: unknown, args: QueryAmBlogAuthorArgs, ctx: GraphQLContext) => ctx.services.blog.getAuthor(ctx.store, args),
    amBlogRecentPostsWidget: (_: unknown, args: QueryAmBlogRecentPostsWidgetArgs, ctx: GraphQLContext) => ctx.services.blog.recentPostsWidget(ctx.store, args.id),
    amBlogComments: async (_: unknown, args: QueryAmBlogCommentsArgs, ctx: GraphQLContext) => ({
      items: await ctx.services.blog.listComments(ctx.store, args.postId, args.type),
    }),
  },
  Mutation: {
    AmBlogLeaveComment: async (_: unknown, args: MutationAmBlogLeaveCommentArgs, ctx: GraphQLContext) => {
      const comment = await ctx.services.blog.leaveComment(ctx.store, args.input, await commentWriter(ctx));
      return { comment: { ...comment, own: true } };
    },
  },
  AmBlogPost: postFields,
  AmBlogCategory: categoryFields,
  AmBlogTag: tagFields,
  AmBlogAuthor: authorFields,
  AmBlogRecentPostsWidget: widgetFields,
  AmBlogComment: commentFields,
};
