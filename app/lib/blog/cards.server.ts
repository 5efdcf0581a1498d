/**
 * A post as a card, wherever posts are listed: blog listings and related posts, the home page's
 * blog carousel and Page Builder's recent-posts widget. One GraphQL fragment says what a card
 * reads, one mapper turns it into what the card components show; a recent-posts widget then keeps
 * only what its settings show.
 */
import { blogDate, widgetPostDate } from "~/lib/blog/dates";
import { blogListingPath, blogPostPath } from "~/lib/blog/paths";
import type { BlogPostCard, BlogRecentPosts } from "~/lib/blog/types";
import { graphql } from "~/lib/magento/generated";
import type { BlogPostCardFragment } from "~/lib/magento/generated/graphql";
import { plainText } from "~/lib/seo/structured-data";
import { storeHref } from "~/lib/store-view";
import { htmlToText } from "~/lib/text/plain-text.server";
import { truncateText } from "~/lib/text/truncate";

export interface BlogCardSettings {
  storeCode: string;
  /** BCP 47 locale for dates (`th-TH`). */
  locale: string;
  /** The shop's time zone (`storeConfig.timezone`). */
  timeZone: string | null;
  showAuthor: boolean;
}

/** Pictures a card may show: http(s) URLs and site-relative paths (never `javascript:` or `data:`). */
const PICTURE_URL = /^(?:https?:\/\/|\/(?!\/))/;

/** A post as a listing card: the list picture (else the post picture), plain-text summary, store-prefixed links. */
export function toBlogPostCard(post: BlogPostCardFragment, scope: BlogCardSettings): BlogPostCard {
  const picture = post.list_thumbnail || post.post_thumbnail;
  const alt = post.list_thumbnail ? post.list_thumbnail_alt : post.post_thumbnail_alt;
  return {
    id: post.post_id ?? 0,
    title: post.title?.trim() ?? "",
    href: storeHref(scope.storeCode, blogPostPath(post.url_key ?? "")),
    summary: plainText(post.short_content ?? "", 400),
    date: blogDate(post.published_at || post.created_at, scope.locale, { timeZone: scope.timeZone }),
    image: picture && PICTURE_URL.test(picture) ? { src: picture, alt: alt?.trim() ?? "" } : null,
    author:
      post.author?.name && post.author.url_key
        ? { name: post.author.name, href: storeHref(scope.storeCode, blogListingPath("author", post.author.url_key)) }
        : null,
    showAuthor: scope.showAuthor,
    commentCount: post.comment_count ?? 0,
  };
}

/** Listings keep posts that can be linked (a URL key and a title). */
export function isLinkablePost<T extends { url_key?: string | null; title?: string | null }>(post: T | null | undefined): post is T {
  return Boolean(post?.url_key && post.title?.trim());
}

/** A recent-posts widget's settings and posts (`amBlogRecentPostsWidget`, spec §3). */
export interface RecentPostsWidgetSource {
  header_text?: string | null;
  posts_limit?: number | null;
  show_images?: boolean | null;
  display_date?: boolean | null;
  date_manner?: string | null;
  display_short?: boolean | null;
  short_limit?: number | null;
  items?: ReadonlyArray<BlogPostCardFragment | null> | null;
}

/**
 * A recent-posts widget as its settings say (spec §3 "Recent-posts widget settings"): at most
 * `posts_limit` linkable posts, the picture only with `show_images`, the date only with
 * `display_date` (medium, or "3 days ago" with `date_manner` "passed"), the summary only with
 * `display_short`, cut to `short_limit` characters; never the author.
 */
export function toRecentPosts(
  widget: RecentPostsWidgetSource,
  scope: Omit<BlogCardSettings, "showAuthor"> & { now?: Date },
): BlogRecentPosts {
  const limit = widget.posts_limit && widget.posts_limit > 0 ? widget.posts_limit : undefined;
  const posts = (widget.items ?? [])
    .filter(isLinkablePost)
    .slice(0, limit)
    .map((post): BlogPostCard => {
      const card = toBlogPostCard(post, { ...scope, showAuthor: false });
      return {
        ...card,
        image: widget.show_images ? card.image : null,
        date: widget.display_date
          ? widgetPostDate(post.published_at || post.created_at, { locale: scope.locale, timeZone: scope.timeZone, manner: widget.date_manner, now: scope.now })
          : null,
        summary: widget.display_short ? truncateText(htmlToText(post.short_content), widget.short_limit, scope.locale) : "",
      };
    });
  return { header: widget.header_text?.trim() ?? "", posts };
}

export const BlogPostCardFragmentDoc = graphql(`
  fragment BlogPostCard on AmBlogPost {
    post_id
    title
    url_key
    short_content
    published_at
    created_at
    list_thumbnail
    list_thumbnail_alt
    post_thumbnail
    post_thumbnail_alt
    comment_count
    author {
      name
      url_key
    }
  }
`);
