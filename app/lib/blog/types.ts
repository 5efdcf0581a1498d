/**
 * The blog as the storefront's pages get it from their loaders: plain JSON, links already
 * store-prefixed, dates already in the store view's calendar, content parsed on the server.
 */
import type { BlogDate } from "~/lib/blog/dates";
import type { BlogListingKind } from "~/lib/blog/paths";
import type { Crumb } from "~/lib/catalog/types";
import type { CmsContent } from "~/lib/page-builder/types";

export interface BlogImage {
  src: string;
  alt: string;
}

/** Who wrote a post: a linked author, or null for a post without one (shown as the guest label). */
export interface BlogAuthorLink {
  name: string;
  href: string;
}

/** A post as listings, the home page's blog carousel and recent-posts widgets show it. */
export interface BlogPostCard {
  id: number;
  title: string;
  /** `/{store}/blog/{url_key}`. */
  href: string;
  /** Plain text; empty when a widget does not show summaries. */
  summary: string;
  /** ISO for `<time>` and the label in the store view's calendar (or "3 days ago" in a widget). */
  date: BlogDate | null;
  image: BlogImage | null;
  author: BlogAuthorLink | null;
  /** False when the shop hides authors (`post_display_author`). */
  showAuthor: boolean;
  commentCount: number;
}

/** A recent-posts widget, ready to show: its header (empty when the shop left it empty) and posts. */
export interface BlogRecentPosts {
  header: string;
  posts: BlogPostCard[];
}

/** A category or tag in the sidebar, or on a post. */
export interface BlogTopic {
  name: string;
  href: string;
  postCount: number;
}

export interface BlogSidebar {
  categories: BlogTopic[];
  tags: BlogTopic[];
}

export interface BlogListingPage {
  kind: BlogListingKind;
  /** The blog's title (setting `search_engine_title`, else the catalogue's "Blog"). */
  blogTitle: string;
  /** The heading, in the store view's language ("Posts tagged Indigo", "Search results for …"). */
  heading: string;
  /** Category or author text under the heading. */
  description: string | null;
  /** The author's picture on an author listing. */
  image: BlogImage | null;
  /** Store-relative path without the store code: `/blog/tag/indigo`. */
  path: string;
  /** The search text on the search listing. */
  query: string | null;
  /** `too-short` and `no-query` are search pages that did not search. */
  state: "ok" | "too-short" | "no-query";
  posts: BlogPostCard[];
  page: number;
  totalPages: number;
  totalCount: number;
  metaTitle: string | null;
  metaDescription: string | null;
  breadcrumbs: Crumb[];
  sidebar: BlogSidebar;
}

export interface BlogPostPage {
  id: number;
  title: string;
  /** Store-prefixed path: `/th/blog/golden-turmeric-rice`. */
  path: string;
  summary: string;
  date: BlogDate | null;
  updatedIso: string | null;
  image: BlogImage | null;
  author: (BlogAuthorLink & { image: string | null; shortDescription: string }) | null;
  showAuthor: boolean;
  categories: BlogTopic[];
  tags: BlogTopic[];
  commentCount: number;
  content: CmsContent;
  related: BlogPostCard[];
  metaTitle: string | null;
  metaDescription: string | null;
  blogTitle: string;
  breadcrumbs: Crumb[];
}
