/**
 * How blog values leave the engine: pictures as absolute media URLs under media/amasty/blog/ (where
 * Amasty keeps them), dates as Magento writes datetimes ("2026-03-14 09:30:00", UTC), and post
 * URLs relative to the store ("blog/cooking-with-turmeric", the blog's route first).
 */

/** Media URL of a blog picture, e.g. "posts/turmeric.svg" → "<media base>amasty/blog/posts/turmeric.svg". */
export function blogMediaUrl(mediaBaseUrl: string, path: string | null): string | null {
  if (!path) return null;
  return `${mediaBaseUrl}amasty/blog/${path.replace(/^\/+/, "")}`;
}

/** A UTC datetime in Magento's "YYYY-MM-DD HH:MM:SS" form. */
export function magentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** Store-relative URL of a post: "<route>/<url key>" (the route from amblog/search_engine/route). */
export function blogPostUrl(route: string | null, urlKey: string): string {
  const prefix = (route ?? "blog").replace(/^\/+|\/+$/g, "") || "blog";
  return `${prefix}/${urlKey}`;
}
