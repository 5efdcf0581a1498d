import { shopFor } from "~/lib/shop/shop.server";
import { json, redirect, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/catalog/SearchResults";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isFreshSearch, loadSearchPage, recordSearch } from "~/lib/catalog/search-page.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeDescription, storeMetaData } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { canonicalQuery } from "~/lib/seo/alternates";
import { seoMeta } from "~/lib/seo/meta";
import { shopperSessionKey } from "~/lib/search/shopper-key.server";
import { searchTextOf } from "~/lib/search/search-text";
import type { SearchPageData } from "~/lib/catalog/types";
import { storeHref } from "~/lib/store-view";
import { ensureShopperId } from "~/lib/shop/shopper-session.server";

/** Search pages are never indexed (robots.txt disallows them too); the canonical keeps the text and page. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error, location }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  const storeName = storeMetaData(matches)?.storeName ?? "";
  return seoMeta(matches, {
    title: pageTitle(storeName, data.title),
    description: storeDescription(matches),
    path: "/search.html",
    query: canonicalQuery(location.search, ["query", "page"]),
    noindex: true,
  });
};

export const headers = pageHeaders;

/**
 * `/{store}/search.html?query=`: the product listing of `products(search:)`, Best Match first,
 * with the category listing's filters, sort, size and pages in the URL (a fixed route, so it wins
 * over the resolver's splat). A fresh search (first page, no filters) is recorded for popular and
 * recent searches; that page is then private, and a shopper without one gets a shopper id.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { t } = shop;
  const url = new URL(args.request.url);
  // A text whose escapes do not decode is not searched, nor recorded: the page says so (400).
  if (searchTextOf(url.search) === "malformed") {
    const page: SearchPageData = { path: storeHref(shop.storeCode, "/search.html"), query: "", state: "malformed", listing: null };
    return json({ kind: "search" as const, search: page, title: t("search.heading"), storeCode: shop.storeCode }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  // A fresh search is recorded (popular and recent searches) while the listing loads, as this
  // shopper (a shopper without an id gets one).
  const fresh = isFreshSearch(url.searchParams);
  const [result] = await Promise.all([
    loadSearchPage(shop, url.searchParams).catch(throwBackendFailure),
    fresh
      ? shopperSessionKey(ensureShopperId(shop.session).id).then((shopperSession) =>
          recordSearch(shop, { query: (url.searchParams.get("query") ?? "").trim(), shopperSession }),
        )
      : undefined,
  ]);
  if (result.kind === "redirect") throw redirect(result.location, 302);
  const { page } = result;
  const title = page.query ? t("search.title", { query: page.query }) : t("search.heading");
  const data = { kind: "search" as const, search: page, title, storeCode: shop.storeCode };
  // The shopper's search was recorded, so this answer is theirs alone.
  if (fresh) return shop.privateJson(data);
  // A refused search is not cached: the next shopper asks the backend again.
  return json(data, page.state === "error" ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  return <SearchResults page={data.search} />;
}

export const ErrorBoundary = PageErrorBoundary;
