import { Link } from "@remix-run/react";
import { BlogPostMeta } from "~/components/blog/BlogPostMeta";
import type { BlogPostCard as BlogPostCardData } from "~/lib/blog/types";

/**
 * A post in a listing: picture and title lead to the post (the picture is decorative for screen
 * readers, the title carries the link's name), then date, author and summary.
 */
export function BlogPostCard({ post, headingLevel = 2, eager = false }: { post: BlogPostCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="blog-teaser">
      {post.image ? (
        <Link to={post.href} className="blog-teaser__picture" tabIndex={-1} aria-hidden="true">
          <img src={post.image.src} alt="" width={800} height={600} loading={eager ? "eager" : "lazy"} decoding="async" />
        </Link>
      ) : null}
      <div className="blog-teaser__body">
        <Heading className="blog-teaser__title">
          <Link to={post.href}>{post.title}</Link>
        </Heading>
        <BlogPostMeta date={post.date} author={post.author} showAuthor={post.showAuthor} commentCount={post.commentCount} />
        {post.summary ? <p className="blog-teaser__summary">{post.summary}</p> : null}
      </div>
    </article>
  );
}
