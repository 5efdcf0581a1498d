import type { Translate } from "~/lib/forms/messages";
import { isLinkablePost, toBlogPostCard } from "~/lib/blog/cards.server";
import { blogListingPath, blogPageHref, type BlogListingKind } from "~/lib/blog/paths";
import { loadBlogSettings, unlessNoSuchEntity } from "~/lib/blog/settings.server";
import { loadBlogSidebar } from "~/lib/blog/sidebar.server";
import type { BlogListingPage } from "~/lib/blog/types";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { AmBlogPageType } from "~/lib/magento/generated/graphql";
import { publicQuery } from "~/lib/magento/public-query.server";
import { plainText } from "~/lib/seo/structured-data";
import { storeHref } from "~/lib/store-view";
import type { Shop } from "~/lib/shop/shop.server";

export interface BlogListingRequest {
  kind: BlogListingKind;
  /** URL key of the category, tag or author. */
  key?: string;
  /** Search text (search listing). */
  query?: string;
  page: number;
}

export type BlogListingResult =
  | { kind: "page"; page: BlogListingPage }
  | { kind: "not-found" }
  /** A page past the last: 302 to the last page. */
  | { kind: "redirect"; location: string };

/** What a listing is about: the backend's entity for a category, tag or author listing. */
interface Subject {
  type: AmBlogPageType;
  entityId?: number;
  name: string;
  description: string | null;
  image: { src: string; alt: string } | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

/**
 * One page of a blog listing (spec §2 "Blog": ALL, CATEGORY, AUTHOR, TAG, SEARCH), newest first,
 * with the sidebar's categories and tags. An unknown category, tag or author is "not found"; a
 * search shorter than the backend allows shows the spec's message instead of results.
 */
export async function loadBlogListing(shop: Shop, request: BlogListingRequest): Promise<BlogListingResult> {
  const { storeCode, t } = shop;
  const [settings, sidebar, subject] = await Promise.all([
    loadBlogSettings(shop),
    loadBlogSidebar(shop),
    loadSubject(shop, request),
  ]);
  if (!subject) return { kind: "not-found" };

  const blogTitle = settings.title || t("blog.title");
  const path = blogListingPath(request.kind, request.key);
  const query = request.kind === "search" ? (request.query ?? "").trim() : null;
  const base = {
    kind: request.kind,
    blogTitle,
    heading: heading(request.kind, subject.name, query, blogTitle, t),
    description: subject.description,
    image: subject.image,
    path,
    query,
    metaTitle: request.kind === "all" ? settings.metaTitle || null : subject.metaTitle,
    metaDescription: request.kind === "all" ? settings.metaDescription || null : subject.metaDescription,
    breadcrumbs: request.kind === "all" ? [] : [{ name: blogTitle, href: storeHref(storeCode, "/blog") }],
    sidebar,
  };
  const empty = { posts: [], page: 1, totalPages: 0, totalCount: 0 };
  if (request.kind === "search" && !query) return { kind: "page", page: { ...base, ...empty, state: "no-query" } };

  let answer;
  try {
    answer = await publicQuery(shop, BlogPostsQuery, {
      type: subject.type,
      entityId: subject.entityId,
      query: query ?? undefined,
      page: request.page,
    });
  } catch (error) {
    // The backend refuses a search text below its minimum length (graphql-input).
    if (request.kind === "search" && error instanceof MagentoGraphQLError && error.hasCategory("graphql-input")) {
      return { kind: "page", page: { ...base, ...empty, state: "too-short" } };
    }
    throw error;
  }
  const listing = answer.amBlogPosts;
  const totalCount = listing?.all_post_size ?? 0;
  const pageSize = Math.max(listing?.page_size ?? 1, 1);
  const totalPages = Math.ceil(totalCount / pageSize);
  if (request.page > Math.max(totalPages, 1)) {
    return { kind: "redirect", location: blogPageHref(storeCode, path, Math.max(totalPages, 1), query) };
  }
  const cardScope = { storeCode, locale: shop.locale, timeZone: settings.timeZone, showAuthor: settings.showAuthor };
  return {
    kind: "page",
    page: {
      ...base,
      state: "ok",
      posts: (listing?.items ?? []).filter(isLinkablePost).map((post) => toBlogPostCard(post, cardScope)),
      page: request.page,
      totalPages,
      totalCount,
    },
  };
}

async function loadSubject(shop: Shop, request: BlogListingRequest): Promise<Subject | null> {
  const none = { description: null, image: null, metaTitle: null, metaDescription: null };
  switch (request.kind) {
    case "all":
      return { type: "ALL", name: "", ...none };
    case "search":
      return { type: "SEARCH", name: "", ...none };
    case "category": {
      const found = (await unlessNoSuchEntity(publicQuery(shop, BlogCategoryQuery, { urlKey: request.key ?? "" })))?.amBlogCategory;
      if (!found?.category_id) return null;
      return {
        type: "CATEGORY",
        entityId: found.category_id,
        name: found.name ?? "",
        description: found.description ? plainText(found.description, 600) : null,
        image: null,
        metaTitle: found.meta_title || null,
        metaDescription: found.meta_description || null,
      };
    }
    case "tag": {
      const found = (await unlessNoSuchEntity(publicQuery(shop, BlogTagQuery, { urlKey: request.key ?? "" })))?.amBlogTag;
      if (!found?.tag_id) return null;
      return { type: "TAG", entityId: found.tag_id, name: found.name ?? "", ...none };
    }
    case "author": {
      const found = (await unlessNoSuchEntity(publicQuery(shop, BlogAuthorQuery, { urlKey: request.key ?? "" })))?.amBlogAuthor;
      if (!found?.author_id) return null;
      return {
        type: "AUTHOR",
        entityId: found.author_id,
        name: found.name ?? "",
        description: plainText(found.description || found.short_description || "", 600) || null,
        image: found.image ? { src: found.image, alt: found.name ?? "" } : null,
        metaTitle: null,
        metaDescription: found.short_description ? plainText(found.short_description, 160) : null,
      };
    }
  }
}

function heading(kind: BlogListingKind, name: string, query: string | null, blogTitle: string, t: Translate): string {
  switch (kind) {
    case "all":
      return blogTitle;
    case "category":
      return name;
    case "tag":
      return t("blog.postsTagged", { name });
    case "author":
      return t("blog.moreFrom", { name });
    case "search":
      return query ? t("blog.searchResultsFor", { query }) : t("blog.searchHeading");
  }
}


const BlogPostsQuery = graphql(`
  query BlogPosts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {
    amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) {
      all_post_size
      page_size
      items {
        ...BlogPostCard
      }
    }
  }
`);

const BlogCategoryQuery = graphql(`
  query BlogCategory($urlKey: String!) {
    amBlogCategory(urlKey: $urlKey) {
      category_id
      name
      description
      meta_title
      meta_description
    }
  }
`);

const BlogTagQuery = graphql(`
  query BlogTag($urlKey: String!) {
    amBlogTag(urlKey: $urlKey) {
      tag_id
      name
    }
  }
`);

const BlogAuthorQuery = graphql(`
  query BlogAuthor($urlKey: String!) {
    amBlogAuthor(urlKey: $urlKey) {
      author_id
      name
      short_description
      description
      image
    }
  }
`);
