import { json, redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { loadPostComments } from "~/lib/blog/comment-action.server";
import { loadBlogListing } from "~/lib/blog/listing.server";
import { readBlogPage, type BlogListingKind } from "~/lib/blog/paths";
import { loadBlogPost } from "~/lib/blog/post.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor } from "~/lib/shop/shop.server";

/**
 * The loaders of the blog's routes (`$store.blog*.tsx`): a listing of one kind, or a post. Unknown
 * categories, tags, authors and posts are 404 pages; a page past the last is a 302 to the last; an
 * unreachable or slow backend is a 503 / 504 page.
 */
export async function blogListingLoader(args: LoaderFunctionArgs, kind: BlogListingKind) {
  const shop = await shopFor(args);
  const url = new URL(args.request.url);
  const result = await loadBlogListing(shop, {
    kind,
    key: args.params["key"],
    query: url.searchParams.get("query") ?? undefined,
    page: readBlogPage(url.searchParams.get("page")),
  }).catch(throwBackendFailure);
  if (result.kind === "not-found") throw json("page", { status: 404 });
  if (result.kind === "redirect") throw redirect(result.location, 302);
  return json({ listing: result.page });
}

/** What every listing route's `loader` is: `blogListingLoader` with its kind. */
export type BlogListingLoader = (args: LoaderFunctionArgs) => ReturnType<typeof blogListingLoader>;

export async function blogPostLoader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const post = await loadBlogPost(shop, args.params["post"] ?? "").catch(throwBackendFailure);
  if (!post) throw json("page", { status: 404 });
  return json({ post, ...(await loadPostComments(shop, post, new URL(args.request.url))) });
}
