import type { CommentConstraint } from "~/lib/blog/comment-fields";
/**
 * The blog as the storefront's pages get it from their loaders: plain JSON, links already
 * store-prefixed, dates already in the store view's calendar, content parsed on the server.
 */
import type { BlogAuthorLink, BlogImage, BlogPostCard } from "~/lib/blog/card-types";
import type { CommentParagraph } from "~/lib/blog/comment-text";
import type { BlogDate } from "~/lib/blog/dates";
import type { BlogListingKind } from "~/lib/blog/paths";
import type { Crumb } from "~/lib/catalog/types";
import type { CmsContent } from "~/lib/page-builder/types";

export type { BlogAuthorLink, BlogImage, BlogPostCard, BlogRecentPosts } from "~/lib/blog/card-types";

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

/** An approved comment under a post, with the approved replies to it (oldest first). */
export interface BlogComment {
  id: number;
  /** The writer's name, or the catalogue's "Guest" when they gave none. */
  name: string;
  date: BlogDate | null;
  paragraphs: CommentParagraph[];
  replies: BlogComment[];
}

/** The comments part of a post page; null when the backend has no comments or the shop turned them off. */
export interface BlogCommentsSection {
  comments: BlogComment[];
  /** Approved comments, replies included. */
  count: number;
  /** Who may write: anyone, signed-in customers only (a guest sees a sign-in link), or nobody. */
  form: "open" | "sign-in" | "closed";
}

/** What the post page's comment form starts from. */
export interface CommentFormState {
  signedIn: boolean;
  /** A signed-in customer's name from the account, else empty. */
  name: string;
  /** The approved comment being answered (`?replyTo=` on the page), or null. */
  replyTo: { id: number; name: string } | null;
  /** Where the page sends a guest to sign in and come back. */
  signInHref: string;
  /** The form's HTML constraints from the server's schema (the browser loads zod only as the form is used). */
  constraint: CommentConstraint;
}
