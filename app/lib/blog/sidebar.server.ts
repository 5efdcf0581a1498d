import { blogListingPath } from "~/lib/blog/paths";
import type { BlogSidebar, BlogTopic } from "~/lib/blog/types";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { storeHref } from "~/lib/store-view";
import type { Shop } from "~/lib/shop/shop.server";

interface TopicSource {
  name?: string | null;
  url_key?: string | null;
  post_count?: number | null;
}

/** The blog's categories (in the shop's order) and tags (those with posts), for the listings' sidebar. */
export async function loadBlogSidebar(shop: Shop): Promise<BlogSidebar> {
  const data = await publicQuery(shop, BlogSidebarQuery);
  return {
    categories: toTopics(data.amBlogCategories?.items, shop.storeCode, "category"),
    tags: toTopics(data.amBlogTags?.items, shop.storeCode, "tag"),
  };
}

export function toTopics(items: ReadonlyArray<TopicSource | null> | null | undefined, storeCode: string, kind: "category" | "tag"): BlogTopic[] {
  return (items ?? [])
    .filter((item): item is TopicSource => Boolean(item?.name && item.url_key))
    .map((item) => ({ name: item.name ?? "", href: storeHref(storeCode, blogListingPath(kind, item.url_key ?? "")), postCount: item.post_count ?? 0 }));
}

const BlogSidebarQuery = graphql(`
  query BlogSidebar {
    amBlogCategories {
      items {
        name
        url_key
        post_count
      }
    }
    amBlogTags {
      items {
        name
        url_key
        post_count
      }
    }
  }
`);
