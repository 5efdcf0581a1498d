import { blogDate } from "~/lib/blog/dates";
import { commentParagraphs } from "~/lib/blog/comment-text";
import type { BlogComment, BlogCommentsSection } from "~/lib/blog/types";
import { graphql } from "~/lib/magento/generated";
import type { BlogCommentsQuery as BlogCommentsAnswer } from "~/lib/magento/generated/graphql";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { publicQuery } from "~/lib/magento/public-query.server";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

type CommentItem = NonNullable<NonNullable<NonNullable<BlogCommentsAnswer["amBlogComments"]>["items"]>[number]>;

/**
 * A post's approved comments as threads (replies under what they answer, oldest first) and who may
 * write, from the public cache: every shopper sees the same approved comments. A backend without
 * Amasty's comments (the field is pruned, its answer null) or a shop with comments off gives null,
 * and the page shows no comments part at all.
 */
export async function loadBlogComments(shop: Shop, postId: number, timeZone: string | null): Promise<BlogCommentsSection | null> {
  const data = await publicQuery(shop, BlogCommentsQuery, { postId });
  const setting = data.amBlogSetting;
  if (!data.amBlogComments || setting?.comments_use_comments === false) return null;
  const items = (data.amBlogComments.items ?? []).filter((item): item is CommentItem => Boolean(item?.comment_id));
  const signedIn = shop.customerToken() !== null;
  return {
    comments: commentThreads(items, (item) => ({
      id: item.comment_id!,
      name: item.name?.trim() || shop.t("blog.guest"),
      date: blogDate(item.created_at, shop.locale, { timeZone }),
      paragraphs: commentParagraphs(item.message ?? ""),
      replies: [],
    })),
    count: items.length,
    form: signedIn || setting?.comments_allow_guests !== false ? "open" : "sign-in",
  };
}

/** Flat comments → threads; a reply whose comment is not shown (any more) stands on its own. */
export function commentThreads<T extends { comment_id?: number | null; reply_to?: string | null }>(items: T[], toComment: (item: T) => BlogComment): BlogComment[] {
  const byId = new Map<number, BlogComment>();
  for (const item of items) byId.set(item.comment_id!, toComment(item));
  const top: BlogComment[] = [];
  for (const item of items) {
    const comment = byId.get(item.comment_id!)!;
    const parent = item.reply_to ? byId.get(Number(item.reply_to)) : undefined;
    if (parent && parent !== comment) parent.replies.push(comment);
    else top.push(comment);
  }
  return top;
}

/** A comment's outcome: sent (pending), or why not, as a catalogue key. */
export type LeaveCommentResult = { ok: true } | { ok: false; messageKey: string };

/**
 * `AmBlogLeaveComment` as this shopper (a signed-in customer's account gives the email). Refusals
 * become catalogue keys; a backend that is down throws (the page's error boundary says so).
 */
export async function leaveBlogComment(
  shop: Shop,
  input: { postId: number; replyTo?: number; name: string; email?: string; message: string },
): Promise<LeaveCommentResult> {
  try {
    await shop.client().mutate(LeaveBlogCommentMutation, {
      input: { post_id: input.postId, reply_to: input.replyTo ?? null, name: input.name, email: input.email ?? null, message: input.message },
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    if (error.hasCategory("graphql-authorization")) return { ok: false, messageKey: "blog.comments.errors.signInRequired" };
    if (error.hasCategory("graphql-no-such-entity")) return { ok: false, messageKey: "blog.comments.errors.replyGone" };
    log.warn({ err: error.errors[0]?.message }, "[blog] comment refused");
    return { ok: false, messageKey: "blog.comments.errors.notSent" };
  }
}

/** The id of the published post with this URL key in the store view, or null. */
export async function findBlogPostId(shop: Shop, urlKey: string): Promise<number | null> {
  try {
    const data = await publicQuery(shop, BlogPostIdQuery, { urlKey });
    return data.amBlogPost?.post_id ?? null;
  } catch (error) {
    if (error instanceof MagentoGraphQLError && error.hasCategory("graphql-no-such-entity")) return null;
    throw error;
  }
}

const BlogCommentsQuery = graphql(`
  query BlogComments($postId: Int!) {
    amBlogSetting {
      comments_use_comments
      comments_allow_guests
    }
    amBlogComments(postId: $postId) {
      items {
        comment_id
        reply_to
        name
        message
        created_at
      }
    }
  }
`);

const BlogPostIdQuery = graphql(`
  query BlogPostId($urlKey: String!) {
    amBlogPost(urlKey: $urlKey) {
      post_id
    }
  }
`);

const LeaveBlogCommentMutation = graphql(`
  mutation LeaveBlogComment($input: AmBlogLeaveCommentInput!) {
    AmBlogLeaveComment(input: $input) {
      comment {
        comment_id
        status
      }
    }
  }
`);
