import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Carousel } from "~/components/home/Carousel";
import type { BlogPostCard, BlogRecentPosts } from "~/lib/blog/types";

/**
 * The home page's blog carousel (spec §2): the recent-posts widget's header and posts, three per
 * view (one below 500 px), each linking to its post; picture, date and excerpt as the widget's
 * settings say.
 */
export function BlogCarousel({ blog }: { blog: BlogRecentPosts }) {
  const { t } = useTranslation();
  const heading = blog.header || t("home.blog.heading");
  return (
    <div className="home-blog">
      <h2 className="home-blog__heading">{heading}</h2>
      <Carousel
        id="home-blog-posts"
        className="blog-carousel"
        label={heading}
        previousLabel={t("home.blog.previous")}
        nextLabel={t("home.blog.next")}
        slides={blog.posts.map((post) => ({ key: String(post.id || post.href), label: post.title, content: <BlogCard post={post} /> }))}
      />
    </div>
  );
}

function BlogCard({ post }: { post: BlogPostCard }) {
  return (
    <article className="blog-card">
      <Link className="blog-card__link" to={post.href}>
        {post.image ? (
          <img className="blog-card__image" src={post.image.src} alt={post.image.alt} width={480} height={300} loading="lazy" decoding="async" />
        ) : null}
        <h3 className="blog-card__title">{post.title}</h3>
      </Link>
      {post.date ? (
        <p className="blog-card__date">
          <time dateTime={post.date.iso}>{post.date.label}</time>
        </p>
      ) : null}
      {post.summary ? <p className="blog-card__excerpt">{post.summary}</p> : null}
    </article>
  );
}
