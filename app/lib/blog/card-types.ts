/**
 * Posts as cards (listings, the home page's carousel, recent-posts widgets). Apart from the page
 * types in `types.ts`, so that Page Builder content, which holds widgets of cards, can name them
 * without depending on the pages that hold Page Builder content.
 */
import type { BlogDate } from "~/lib/blog/dates";

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
