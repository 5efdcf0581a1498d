import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import type { Shop } from "~/lib/shop/shop.server";

/** The blog settings the pages need, per store view. */
export interface BlogSettings {
  /** `search_engine_title`; empty when the shop left it empty (pages then say "Blog"). */
  title: string;
  metaTitle: string;
  metaDescription: string;
  showAuthor: boolean;
  /** The shop's time zone (dates are shown as days there). */
  timeZone: string | null;
}

/** Blog settings and the shop's time zone, from the public cache. */
export async function loadBlogSettings(shop: Shop): Promise<BlogSettings> {
  const data = await publicQuery(shop, BlogSettingsQuery);
  const setting = data.amBlogSetting;
  return {
    title: setting?.search_engine_title?.trim() ?? "",
    metaTitle: setting?.search_engine_meta_title?.trim() ?? "",
    metaDescription: setting?.search_engine_meta_description?.trim() ?? "",
    showAuthor: setting?.post_display_author ?? true,
    timeZone: data.storeConfig?.timezone ?? null,
  };
}

/**
 * The answer of a lookup that may name nothing: null when the backend says the entity does not
 * exist (`graphql-no-such-entity`), so the page can answer 404; any other failure is thrown.
 */
export async function unlessNoSuchEntity<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof MagentoGraphQLError && error.hasCategory("graphql-no-such-entity")) return null;
    throw error;
  }
}

const BlogSettingsQuery = graphql(`
  query BlogSettings {
    amBlogSetting {
      search_engine_title
      search_engine_meta_title
      search_engine_meta_description
      post_display_author
    }
    storeConfig {
      timezone
    }
  }
`);
