import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/catalog/SearchResults";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isFreshSearch, loadSearchPage, recordSearch } from "~/lib/catalog/search-page.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { canonicalQuery } from "~/lib/seo/alternates";
import { seoMeta } from "~/lib/seo/meta";
import { shopperSessionKey } from "~/lib/search/shopper-key.server";
import { commitShopperSession, ensureShopperId, getShopperSession } from "~/lib/shop/shopper-session.server";
import { requireStoreView } from "~/lib/store-view.server";

/** Search pages are never indexed (robots.txt disallows them too); the canonical keeps the text and page. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error, location }) => {
  if (error || !data) return [{ title: errorPageTitle(matches, error) }, { name: "robots", content: "noindex" }];
  const storeName = storeMetaData(matches)?.storeName ?? "";
  return seoMeta(matches, {
    title: pageTitle(storeName, data.title),
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
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const url = new URL(request.url);
  // A fresh search is recorded (popular and recent searches) while the listing loads.
  const shopper = isFreshSearch(url.searchParams) ? await shopperOf(request) : null;
  const [result, t] = await Promise.all([
    loadSearchPage(context, {
      storeCode: storeView.code,
      locale: intlLocale(storeView.locale, storeView.language),
      search: url.searchParams,
    }).catch(throwBackendFailure),
    i18nServer.getFixedT(request),
    shopper
      ? recordSearch(context, {
          storeCode: storeView.code,
          query: (url.searchParams.get("query") ?? "").trim(),
          customerToken: shopper.session.get("customerToken")?.value,
          shopperSession: shopperSessionKey(shopper.id),
        })
      : undefined,
  ]);
  if (result.kind === "redirect") throw redirect(result.location, 302);
  const { page } = result;
  const title = page.query ? t("search.title", { query: page.query }) : t("search.heading");
  const headers = new Headers();
  // A refused search is not cached: the next shopper asks the backend again.
  if (page.state === "error") headers.set("Cache-Control", "no-store");
  if (shopper) {
    // The shopper's search was recorded, so this answer is theirs alone.
    headers.set("Cache-Control", "private, no-store");
    if (shopper.created) headers.append("Set-Cookie", await commitShopperSession(shopper.session));
  }
  return json({ kind: "search" as const, search: page, title, storeCode: storeView.code }, { headers });
}

async function shopperOf(request: Request) {
  const session = await getShopperSession(request);
  return { session, ...ensureShopperId(session) };
}

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  return <SearchResults page={data.search} />;
}

export const ErrorBoundary = PageErrorBoundary;
