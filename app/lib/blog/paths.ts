/**
 * The blog's URLs (READING.md): `/{store}/blog`, `/{store}/blog/{post}`,
 * `/{store}/blog/category/{key}`, `/{store}/blog/tag/{key}`, `/{store}/blog/author/{key}` and
 * `/{store}/blog/search?query=`; listings page with `?page=` (left out on page 1).
 */
import { storeHref } from "~/lib/store-view";

export type BlogListingKind = "all" | "category" | "tag" | "author" | "search";

/** Store-relative path of a listing: "/blog", "/blog/tag/indigo", "/blog/search". */
export function blogListingPath(kind: BlogListingKind, key?: string): string {
  if (kind === "all") return "/blog";
  if (kind === "search") return "/blog/search";
  return `/blog/${kind}/${encodeURIComponent(key ?? "")}`;
}

/** Store-relative path of a post: "/blog/golden-turmeric-rice". */
export function blogPostPath(urlKey: string): string {
  return `/blog/${encodeURIComponent(urlKey)}`;
}

/** A listing page's link in the store view, with the search text and the page (page 1 has none). */
export function blogPageHref(storeCode: string, path: string, page: number, query?: string | null): string {
  const params = new URLSearchParams();
  if (query) params.set("query", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${storeHref(storeCode, path)}${search ? `?${search}` : ""}`;
}

/** `?page=` as a page number: a positive integer, anything else page 1. */
export function readBlogPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
