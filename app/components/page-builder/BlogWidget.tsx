import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { boxClassName, boxStyle } from "~/components/page-builder/box-style";
import type { BlogRecentPosts } from "~/lib/blog/types";
import { contentImageUrl } from "~/lib/page-builder/images";
import type { BlogWidgetNode } from "~/lib/page-builder/types";

/**
 * The blog's recent-posts widget: its header, then one card per post (picture, title, date,
 * summary as the widget's settings say) linking to the post at `/{store}/blog/{url_key}`.
 */
export function BlogWidget({ node, widget }: { node: BlogWidgetNode; widget: BlogRecentPosts | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!widget?.posts.length) return null;
  return (
    <section className={boxClassName("pb-blog-widget", node.settings)} style={boxStyle(node.settings)} aria-labelledby={headingId}>
      <h2 id={headingId} className="pb-blog-widget__title">
        {widget.header || t("pageBuilder.recentPosts")}
      </h2>
      <ul className="pb-blog-widget__posts">
        {widget.posts.map((post) => (
          <li key={post.id || post.href}>
            <article className="pb-blog-card">
              {post.image ? (
                <img className="pb-blog-card__image" src={contentImageUrl(post.image.src, 640)} alt={post.image.alt} loading="lazy" decoding="async" />
              ) : null}
              <h3 className="pb-blog-card__title">
                <Link to={post.href} prefetch="intent">
                  {post.title}
                </Link>
              </h3>
              {post.date ? (
                <time className="pb-blog-card__date" dateTime={post.date.iso}>
                  {post.date.label}
                </time>
              ) : null}
              {post.summary ? <p className="pb-blog-card__summary">{post.summary}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
