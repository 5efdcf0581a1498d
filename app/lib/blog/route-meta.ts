import type { ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { blogListingMeta, blogPostMeta } from "~/lib/blog/meta";
import type { BlogListingLoader, blogPostLoader } from "~/lib/blog/routes.server";
import { errorPageTitle, storeMetaData } from "~/lib/page-meta";

/** `meta` of every listing route; error pages are not indexed. */
export const blogListingRouteMeta: MetaFunction<BlogListingLoader> = ({ data, matches, error, location }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  return blogListingMeta(matches, storeMetaData(matches)?.storeName ?? "", data.listing, location.search);
};

/** `meta` of the post route. */
export const blogPostRouteMeta: MetaFunction<typeof blogPostLoader> = ({ data, matches, error }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  return blogPostMeta(matches, storeMetaData(matches)?.storeName ?? "", data.post);
};
