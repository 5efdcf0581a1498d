import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadBlogListing } from "~/lib/blog/listing.server";
import { readBlogPage, type BlogListingKind } from "~/lib/blog/paths";
import { loadBlogPost } from "~/lib/blog/post.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { requireStoreView } from "~/lib/store-view.server";

/**
 * The loaders of the blog's routes (`$store.blog*.tsx`): a listing of one kind, or a post. Unknown
 * categories, tags, authors and posts are 404 pages; a page past the last is a 302 to the last; an
 * unreachable or slow backend is a 503 / 504 page.
 */
export async function blogListingLoader({ request, context, params }: LoaderFunctionArgs, kind: BlogListingKind) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request);
  const result = await loadBlogListing(
    context,
    { storeCode: storeView.code, locale: intlLocale(storeView.locale, storeView.language), t },
    {
      kind,
      key: params["key"],
      query: url.searchParams.get("query") ?? undefined,
      page: readBlogPage(url.searchParams.get("page")),
    },
  ).catch(throwBackendFailure);
  if (result.kind === "not-found") throw json("page", { status: 404 });
  if (result.kind === "redirect") throw redirect(result.location, 302);
  return json({ listing: result.page, storeCode: storeView.code });
}

/** What every listing route's `loader` is: `blogListingLoader` with its kind. */
export type BlogListingLoader = (args: LoaderFunctionArgs) => ReturnType<typeof blogListingLoader>;

export async function blogPostLoader({ request, context, params }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const t = await i18nServer.getFixedT(request);
  const post = await loadBlogPost(context, { storeCode: storeView.code, locale: intlLocale(storeView.locale, storeView.language), t }, params["post"] ?? "").catch(
    throwBackendFailure,
  );
  if (!post) throw json("page", { status: 404 });
  return json({ post, storeCode: storeView.code });
}
