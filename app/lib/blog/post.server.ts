import { isLinkablePost, toBlogPostCard } from "~/lib/blog/cards.server";
import { blogDate, parseBlogDate } from "~/lib/blog/dates";
import { blogListingPath, blogPostPath } from "~/lib/blog/paths";
import { loadBlogSettings, unlessNoSuchEntity } from "~/lib/blog/settings.server";
import { toTopics } from "~/lib/blog/sidebar.server";
import type { BlogPostPage } from "~/lib/blog/types";
import { graphql } from "~/lib/magento/generated";
import { publicQuery } from "~/lib/magento/public-query.server";
import { loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { plainText } from "~/lib/seo/structured-data";
import { storeHref } from "~/lib/store-view";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

/** How many related posts a post page shows. */
export const RELATED_POSTS = 3;

/**
 * A post page: the post by URL key (null when the backend has no such post in the store view, or
 * it is not published), its Page Builder content parsed on the server, and a few related posts
 * (the backend's POST listing: sharing a category or a tag). A failing related list is left out.
 */
export async function loadBlogPost(shop: Shop, urlKey: string): Promise<BlogPostPage | null> {
  const { storeCode } = shop;
  const [settings, answer] = await Promise.all([
    loadBlogSettings(shop),
    unlessNoSuchEntity(publicQuery(shop, BlogPostQuery, { urlKey })),
  ]);
  const post = answer?.amBlogPost;
  if (!post?.post_id || !post.title) return null;

  const cardScope = { storeCode, locale: shop.locale, timeZone: settings.timeZone, showAuthor: settings.showAuthor };
  const [content, related] = await Promise.all([
    loadPageBuilderContent(shop, post.full_content),
    publicQuery(shop, RelatedBlogPostsQuery, { postId: post.post_id }).then(
      (data) => (data.amBlogPosts?.items ?? []).filter(isLinkablePost).slice(0, RELATED_POSTS).map((item) => toBlogPostCard(item, cardScope)),
      (error: unknown) => {
        log.error({ err: error }, "[blog] related posts failed");
        return [];
      },
    ),
  ]);

  const blogTitle = settings.title || shop.t("blog.title");
  const categories = toTopics(post.category_items, storeCode, "category");
  const picture = post.post_thumbnail || post.list_thumbnail;
  const pictureAlt = post.post_thumbnail ? post.post_thumbnail_alt : post.list_thumbnail_alt;
  const author = post.author;
  return {
    id: post.post_id,
    title: post.title,
    path: storeHref(storeCode, blogPostPath(post.url_key ?? urlKey)),
    summary: plainText(post.short_content ?? "", 400),
    date: blogDate(post.published_at || post.created_at, shop.locale, { timeZone: settings.timeZone }),
    updatedIso: parseBlogDate(post.updated_at)?.toISOString() ?? null,
    image: picture ? { src: picture, alt: pictureAlt?.trim() ?? "" } : null,
    author:
      author?.name && author.url_key
        ? {
            name: author.name,
            href: storeHref(storeCode, blogListingPath("author", author.url_key)),
            image: author.image ?? null,
            shortDescription: plainText(author.short_description ?? "", 300),
          }
        : null,
    showAuthor: settings.showAuthor,
    categories,
    tags: toTopics(post.tag_items, storeCode, "tag"),
    commentCount: post.comment_count ?? 0,
    content,
    related,
    metaTitle: post.meta_title || null,
    metaDescription: post.meta_description || null,
    blogTitle,
    breadcrumbs: [
      { name: blogTitle, href: storeHref(storeCode, "/blog") },
      ...categories.slice(0, 1).map((category) => ({ name: category.name, href: category.href })),
    ],
  };
}

const BlogPostQuery = graphql(`
  query BlogPost($urlKey: String!) {
    amBlogPost(urlKey: $urlKey) {
      ...BlogPostCard
      full_content
      meta_title
      meta_description
      updated_at
      author {
        name
        url_key
        image
        short_description
      }
      category_items {
        name
        url_key
        post_count
      }
      tag_items {
        name
        url_key
        post_count
      }
    }
  }
`);

const RelatedBlogPostsQuery = graphql(`
  query RelatedBlogPosts($postId: Int!) {
    amBlogPosts(type: POST, entityId: $postId) {
      items {
        ...BlogPostCard
      }
    }
  }
`);
