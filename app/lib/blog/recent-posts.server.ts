import type { Shop } from "~/lib/shop/shop.server";
/**
 * The blog's recent-posts widget (`amBlogRecentPostsWidget`), wherever the shop shows one: the home
 * page's blog carousel (widget 20) and the `amblog_widget` content type of Page Builder content.
 * The backend's answer is cached per store view; the cards are made per request, so "3 days ago"
 * moves on.
 */
import { toRecentPosts } from "~/lib/blog/cards.server";
import type { BlogRecentPosts } from "~/lib/blog/types";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";

/**
 * The widget `id` of the store view as its settings say; null when the shop has no such widget.
 * Backend failures are thrown: the caller decides whether the page goes on without it.
 */
export async function loadRecentPosts(shop: Shop, id: number, now?: Date): Promise<BlogRecentPosts | null> {
  const answer = await publicQuery(shop, BlogRecentPostsWidgetQuery, { id });
  const widget = answer.amBlogRecentPostsWidget;
  return widget ? toRecentPosts(widget, { storeCode: shop.storeCode, locale: shop.locale, timeZone: answer.storeConfig?.timezone ?? null, now }) : null;
}

const BlogRecentPostsWidgetQuery = graphql(`
  query BlogRecentPostsWidget($id: Int!) {
    storeConfig {
      timezone
    }
    amBlogRecentPostsWidget(id: $id) {
      header_text
      posts_limit
      show_images
      display_date
      date_manner
      display_short
      short_limit
      items {
        ...BlogPostCard
      }
    }
  }
`);
