import { useTranslation } from "~/lib/translation/use-translation";
import { BlogPostCard } from "~/components/blog/BlogPostCard";
import { BlogSidebar } from "~/components/blog/BlogSidebar";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { Pagination } from "~/components/common/Pagination";
import { blogPageHref } from "~/lib/blog/paths";
import type { BlogListingPage } from "~/lib/blog/types";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * A blog listing (home, category, tag, author, search): trail, heading, the category's or
 * author's text, the posts newest first with page links, and the sidebar. Search pages that did
 * not search say why (no text yet, or too short).
 */
export function BlogListing({ listing }: { listing: BlogListingPage }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const message =
    listing.state === "no-query"
      ? t("blog.noQuery")
      : listing.state === "too-short"
        ? t("search.tooShort")
        : listing.posts.length === 0
          ? listing.kind === "search"
            ? t("search.noResults")
            : t("blog.noPosts")
          : null;
  return (
    <div className="blog">
      <Breadcrumbs crumbs={listing.breadcrumbs} current={listing.heading} />
      <div className="blog__layout">
        <section className="blog__main" aria-labelledby="blog-heading">
          <header className="blog__header">
            {listing.image ? <img className="blog__portrait" src={listing.image.src} alt="" width={96} height={96} /> : null}
            <div>
              <h1 id="blog-heading" className="blog__title">
                {listing.heading}
              </h1>
              {listing.description ? <p className="blog__description">{listing.description}</p> : null}
              {listing.state === "ok" && listing.totalCount > 0 ? (
                <p className="blog__count">{t("blog.postCount", { count: listing.totalCount })}</p>
              ) : null}
            </div>
          </header>
          {message ? (
            <p className="blog__message" role={listing.state === "too-short" ? "alert" : undefined}>
              {message}
            </p>
          ) : (
            <div className="blog__posts">
              {listing.posts.map((post, index) => (
                <BlogPostCard key={post.id} post={post} eager={index < 3} />
              ))}
            </div>
          )}
          <Pagination
            page={listing.page}
            totalPages={listing.totalPages}
            href={(page) => blogPageHref(storeCode, listing.path, page, listing.query)}
          />
        </section>
        <BlogSidebar sidebar={listing.sidebar} query={listing.query} currentHref={blogPageHref(storeCode, listing.path, 1)} />
      </div>
    </div>
  );
}
