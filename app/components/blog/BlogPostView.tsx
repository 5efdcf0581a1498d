import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import { BlogPostMeta } from "~/components/blog/BlogPostMeta";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { PageBuilderContent } from "~/components/page-builder/PageBuilderContent";
import type { BlogPostPage } from "~/lib/blog/types";

/**
 * A blog post: trail, title, date, author (or the guest label) and categories, the post picture,
 * the Page Builder content, tags, a word about the author, its comments (given by the page) and
 * related posts.
 */
export function BlogPostView({ post, comments }: { post: BlogPostPage; comments?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="blog blog--post">
      <Breadcrumbs crumbs={post.breadcrumbs} current={post.title} />
      <article className="blog-post" aria-labelledby="blog-post-title">
        <header className="blog-post__header">
          <h1 id="blog-post-title" className="blog-post__title">
            {post.title}
          </h1>
          <BlogPostMeta date={post.date} author={post.author} showAuthor={post.showAuthor} commentCount={post.commentCount} />
          {post.categories.length ? (
            <p className="blog-post__categories">
              {t("blog.postedIn")}{" "}
              {post.categories.map((category, index) => (
                <span key={category.href}>
                  {index > 0 ? ", " : null}
                  <Link to={category.href}>{category.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
        </header>
        {post.image ? (
          <figure className="blog-post__picture">
            <img src={post.image.src} alt={post.image.alt} width={1200} height={800} fetchPriority="high" decoding="async" />
          </figure>
        ) : null}
        <PageBuilderContent content={post.content} className="blog-post__content" />
        {post.tags.length ? (
          <footer className="blog-post__footer">
            <h2 className="blog-post__subheading">{t("blog.tags")}</h2>
            <ul className="blog-tags">
              {post.tags.map((tag) => (
                <li key={tag.href}>
                  <Link className="blog-tag" to={tag.href}>
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
        {post.showAuthor && post.author ? (
          <section className="blog-author" aria-labelledby="blog-author-heading">
            {post.author.image ? <img className="blog-author__portrait" src={post.author.image} alt="" width={72} height={72} loading="lazy" /> : null}
            <div>
              <h2 id="blog-author-heading" className="blog-post__subheading">
                {t("blog.aboutAuthor")}
              </h2>
              <p className="blog-author__name">
                <Link to={post.author.href}>{post.author.name}</Link>
              </p>
              {post.author.shortDescription ? <p className="blog-author__text">{post.author.shortDescription}</p> : null}
            </div>
          </section>
        ) : null}
      </article>
      {comments}
      {post.related.length ? (
        <section className="blog-related" aria-labelledby="blog-related-heading">
          <h2 id="blog-related-heading" className="blog-related__heading">
            {t("blog.related")}
          </h2>
          <div className="blog__posts">
            {post.related.map((related) => (
              <BlogPostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
