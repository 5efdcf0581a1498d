import type { ServerRuntimeMetaDescriptor as MetaDescriptor } from "@remix-run/server-runtime";
import type { BlogListingPage, BlogPostPage } from "~/lib/blog/types";
import type { Crumb } from "~/lib/catalog/types";
import { pageTitle } from "~/lib/page-meta";
import { canonicalQuery } from "~/lib/seo/alternates";
import { absolute, seoMeta, storeSeo } from "~/lib/seo/meta";
import { breadcrumbListJsonLd, plainText } from "~/lib/seo/structured-data";
import { splitStorePath, storeHref } from "~/lib/store-view";

interface MatchLike {
  id: string;
  data: unknown;
}

function trail(origin: string, storeCode: string, homeName: string, crumbs: Crumb[], current: { name: string; path: string }) {
  return breadcrumbListJsonLd([
    { name: homeName, url: absolute(origin, storeHref(storeCode)) },
    ...crumbs.map((crumb) => ({ name: crumb.name, url: absolute(origin, crumb.href) })),
    { name: current.name, url: absolute(origin, current.path) },
  ]);
}

/**
 * A listing's head: canonical on the listing with only `page` (and the search text) kept; search
 * results are not indexed (as the product search); BreadcrumbList data.
 */
export function blogListingMeta(matches: ReadonlyArray<MatchLike>, storeName: string, listing: BlogListingPage, search: string): MetaDescriptor[] {
  const store = storeSeo(matches);
  const description = listing.metaDescription || (listing.description ? plainText(listing.description, 160) : undefined);
  return seoMeta(matches, {
    title: pageTitle(storeName, listing.metaTitle || listing.heading),
    description: description || undefined,
    path: listing.path,
    query: canonicalQuery(search, listing.kind === "search" ? ["query", "page"] : ["page"]),
    noindex: listing.kind === "search",
    image: listing.image?.src ?? listing.posts[0]?.image?.src,
    jsonLd: store ? [trail(store.origin, store.storeCode, storeName, listing.breadcrumbs, { name: listing.heading, path: storeHref(store.storeCode, listing.path) })] : [],
  });
}

/** A post's head: its meta title and description, its picture, BlogPosting and BreadcrumbList data. */
export function blogPostMeta(matches: ReadonlyArray<MatchLike>, storeName: string, post: BlogPostPage): MetaDescriptor[] {
  const store = storeSeo(matches);
  const description = post.metaDescription || plainText(post.summary, 160) || undefined;
  const jsonLd = store
    ? [
        blogPostingJsonLd({
          headline: post.title,
          url: absolute(store.origin, post.path),
          description,
          image: post.image ? absolute(store.origin, post.image.src) : undefined,
          datePublished: post.date?.iso,
          dateModified: post.updatedIso ?? undefined,
          author: post.showAuthor && post.author ? { name: post.author.name, url: absolute(store.origin, post.author.href) } : undefined,
          publisher: { name: storeName, logo: absolute(store.origin, store.logoUrl) },
          language: store.language,
        }),
        trail(store.origin, store.storeCode, storeName, post.breadcrumbs, { name: post.title, path: post.path }),
      ]
    : [];
  return seoMeta(matches, {
    title: pageTitle(storeName, post.metaTitle || post.title),
    description,
    path: splitStorePath(post.path).path,
    image: post.image?.src,
    jsonLd,
  });
}

/** schema.org BlogPosting: what search engines show for an article. */
export function blogPostingJsonLd(options: {
  headline: string;
  url: string;
  description?: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  author?: { name: string; url: string };
  publisher: { name: string; logo: string };
  language: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: options.headline,
    url: options.url,
    mainEntityOfPage: options.url,
    inLanguage: options.language,
    ...(options.description ? { description: options.description } : {}),
    ...(options.image ? { image: [options.image] } : {}),
    ...(options.datePublished ? { datePublished: options.datePublished } : {}),
    ...(options.dateModified ? { dateModified: options.dateModified } : {}),
    ...(options.author ? { author: { "@type": "Person", name: options.author.name, url: options.author.url } } : {}),
    publisher: { "@type": "Organization", name: options.publisher.name, logo: { "@type": "ImageObject", url: options.publisher.logo } },
  };
}
