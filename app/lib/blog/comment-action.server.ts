import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/server-runtime";
import { COMMENT_INTENT } from "~/lib/blog/comment-fields";
import { blogCommentSchema } from "~/lib/blog/comment-form";
import { findBlogPostId, leaveBlogComment, loadBlogComments } from "~/lib/blog/comments.server";
import { blogPostPath } from "~/lib/blog/paths";
import { loadBlogSettings } from "~/lib/blog/settings.server";
import type { BlogComment, BlogCommentsSection, CommentFormState } from "~/lib/blog/types";
import { readAccount } from "~/lib/customer/account.server";
import { signInPath } from "~/lib/customer/redirect-target";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { blogCommentRetryAfterMs } from "~/lib/throttle/shop-throttles.server";
import type { Shop } from "~/lib/shop/shop.server";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { log } from "../../../logging/logger";

/**
 * The comments part of a post page and its form's starting point. A failure to read the comments
 * only leaves them out (the post is still worth reading).
 */
export async function loadPostComments(shop: Shop, post: { id: number; path: string }, url: URL) {
  const settings = await loadBlogSettings(shop);
  const section = await loadBlogComments(shop, post.id, settings.timeZone).catch((error: unknown) => {
    log.error({ err: error }, "[blog] comments failed");
    return null;
  });
  if (!section) return { comments: null, commentForm: null, honeypot: null };
  const signedIn = shop.customerToken() !== null;
  const account = signedIn ? await readAccount(shop.client()).catch(() => null) : null;
  const wanted = Number(url.searchParams.get("replyTo"));
  const answered = Number.isInteger(wanted) && wanted > 0 ? findComment(section.comments, wanted) : null;
  const commentForm: CommentFormState = {
    signedIn,
    name: account ? [account.firstname, account.lastname].filter(Boolean).join(" ") : "",
    replyTo: answered ? { id: answered.id, name: answered.name } : null,
    signInHref: signInPath(shop.storeCode, post.path),
    // The schema's HTML constraints; its messages come to the browser only with the checks' chunk.
    constraint: getZodConstraint(blogCommentSchema((key) => key, { signedIn })),
  };
  return { comments: section satisfies BlogCommentsSection, commentForm, honeypot: (await formHoneypot(shop.context.settings)).getInputProps() };
}

function findComment(comments: BlogComment[], id: number): BlogComment | null {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const inReplies = findComment(comment.replies, id);
    if (inReplies) return inReplies;
  }
  return null;
}

/**
 * The post page's action: a new comment (or reply). Bad input comes back with what was typed and
 * the messages next to the fields (400); an address that sent several comments lately waits (429);
 * a bot filling the honeypot is thanked and nothing is stored. A sent comment is pending: the
 * shopper is told so on the post page they are sent back to (303, so reloading sends nothing twice).
 */
export async function blogCommentAction(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { t } = shop;
  const urlKey = args.params["post"] ?? "";
  const postPath = storeHref(shop.storeCode, blogPostPath(urlKey));
  const formData = await request.formData();
  if (formData.get("intent") !== COMMENT_INTENT) throw json("page", { status: 400 });
  const postId = await findBlogPostId(shop, urlKey).catch(throwBackendFailure);
  if (postId === null) throw json("page", { status: 404 });

  const signedIn = shop.customerToken() !== null;
  const submission = parseWithZod(formData, { schema: blogCommentSchema(t, { signedIn }) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply() }, { status: 400 });

  const sent = () => {
    shop.session.flash("flash", { type: "success", key: "blog.comments.sent" });
    return shop.redirect(`${postPath}#comments`);
  };
  if (await isSpam(formData, context.settings)) return sent();
  const retryAfterMs = await blogCommentRetryAfterMs(context);
  if (retryAfterMs > 0) {
    const formErrors = [t("blog.comments.errors.tooMany", { count: minutesToWait(retryAfterMs) })];
    return shop.privateJson({ result: submission.reply({ formErrors }) }, { status: 429 });
  }
  const { name, email, message, replyTo } = submission.value;
  const outcome = await leaveBlogComment(shop, { postId, replyTo, name, email: signedIn ? undefined : email, message }).catch(throwBackendFailure);
  if (!outcome.ok) return shop.privateJson({ result: submission.reply({ formErrors: [t(outcome.messageKey)] }) }, { status: 400 });
  return sent();
}
