import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { BlogAuthorLink } from "~/lib/blog/types";

/**
 * The line under a post's title: its date, who wrote it (the author's page, or the spec's guest
 * label for a post without an author; nothing when the shop hides authors) and its comment count.
 */
export function BlogPostMeta({
  date,
  author,
  showAuthor,
  commentCount,
}: {
  date: { iso: string; label: string } | null;
  author: BlogAuthorLink | null;
  showAuthor: boolean;
  commentCount: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="blog-meta">
      {date ? <time dateTime={date.iso}>{date.label}</time> : null}
      {showAuthor ? (
        <span className="blog-meta__author">
          {t("blog.writtenBy")} {author ? <Link to={author.href}>{author.name}</Link> : t("blog.guest")}
        </span>
      ) : null}
      {commentCount > 0 ? <span className="blog-meta__comments">{t("blog.commentCount", { count: commentCount })}</span> : null}
    </p>
  );
}
