import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { SubmissionResult } from "@conform-to/react";
import { BlogCommentForm } from "~/components/blog/BlogCommentForm";
import type { CommentParagraph } from "~/lib/blog/comment-text";
import type { BlogComment, BlogCommentsSection, CommentFormState } from "~/lib/blog/types";

/**
 * The comments under a post: approved ones as threads (replies indented under what they answer,
 * oldest first), each with a "Reply" link (a plain link, `?replyTo=`, so it works without JS), then
 * the form, or a sign-in link when only customers may comment.
 */
export function BlogComments({
  section,
  form,
  honeypot,
  postPath,
  lastResult,
}: {
  section: BlogCommentsSection;
  form: CommentFormState;
  honeypot: HoneypotInputProps;
  postPath: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  return (
    <section id="comments" className="blog-comments" aria-labelledby="blog-comments-heading">
      <h2 id="blog-comments-heading" className="blog-post__subheading">
        {section.count ? t("blog.comments.heading", { count: section.count }) : t("blog.comments.headingNone")}
      </h2>
      {section.comments.length ? (
        <CommentList comments={section.comments} postPath={postPath} canReply={form.signedIn || section.form === "open"} />
      ) : (
        <p className="blog-comments__none">{t("blog.comments.none")}</p>
      )}
      {section.form === "open" || form.signedIn ? (
        <BlogCommentForm form={form} honeypot={honeypot} postPath={postPath} lastResult={lastResult} />
      ) : (
        <p className="blog-comments__sign-in" id="comment-form">
          <Link to={form.signInHref}>{t("blog.comments.signInToComment")}</Link>
        </p>
      )}
    </section>
  );
}

function CommentList({ comments, postPath, canReply }: { comments: BlogComment[]; postPath: string; canReply: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="blog-comments__list">
      {comments.map((comment) => (
        <li key={comment.id} className="blog-comment" id={`comment-${comment.id}`}>
          <article aria-labelledby={`comment-${comment.id}-author`}>
            <header className="blog-comment__header">
              <span className="blog-comment__author" id={`comment-${comment.id}-author`}>
                {comment.name}
              </span>
              {comment.date ? (
                <time className="blog-comment__date" dateTime={comment.date.iso}>
                  {comment.date.label}
                </time>
              ) : null}
            </header>
            <CommentText paragraphs={comment.paragraphs} />
            {canReply ? (
              <p className="blog-comment__actions">
                <Link
                  to={`${postPath}?replyTo=${comment.id}#comment-form`}
                  preventScrollReset={false}
                  aria-label={t("blog.comments.replyTo", { name: comment.name })}
                >
                  {t("blog.comments.reply")}
                </Link>
              </p>
            ) : null}
          </article>
          {comment.replies.length ? <CommentList comments={comment.replies} postPath={postPath} canReply={canReply} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Plain text; addresses link out as the shop's readers expect of approved comments, vouching for nothing. */
function CommentText({ paragraphs }: { paragraphs: CommentParagraph[] }) {
  return (
    <div className="blog-comment__text">
      {paragraphs.map((lines, p) => (
        <p key={p}>
          {lines.map((segments, l) => (
            <span key={l}>
              {l > 0 ? <br /> : null}
              {segments.map((segment, s) =>
                "href" in segment ? (
                  <a key={s} href={segment.href} rel="nofollow ugc noopener" target="_blank">
                    {segment.text}
                  </a>
                ) : (
                  <span key={s}>{segment.text}</span>
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
