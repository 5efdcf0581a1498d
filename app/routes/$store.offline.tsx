import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useTranslation } from "~/lib/translation/use-translation";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { AskedPageAddress } from "~/components/offline/AskedPageAddress";
import { RetryLink } from "~/components/offline/RetryLink";
import { SavedPages } from "~/components/offline/SavedPages";
import { useStoreCode, useStoreLayoutData } from "~/hooks/use-store-layout";
import { sharedPageCacheControl } from "~/lib/http-cache.server";
import { pageHeaders } from "~/lib/page-headers";
import { offlinePagePath } from "~/lib/pwa/worker-contract";
import { errorPageTitle, pageTitle, storeMetaData, unindexedPageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import offlineStylesheet from "~/styles/offline.css?url";

/** Nothing for search engines: the page only says the shopper is offline. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  unindexedPageMeta(matches, error || !data ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", data.title));

/** The page reads no cookie (see `isOfflinePage`), so it does not vary with one. */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(pageHeaders(args));
  if (!args.errorHeaders) headers.delete("Vary");
  return headers;
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: offlineStylesheet }];

/**
 * `/{store}/offline` (`offlinePagePath`): the page the service worker precaches at install and
 * shows when a page is neither reachable nor in its cache. One copy for every shopper, so public
 * like any anonymous page, even with CDN caching off: `shopFor` reads no session for it and
 * nothing sets a cookie.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const cacheControl = sharedPageCacheControl(shop.context.settings.PUBLIC_CACHE_SECONDS);
  return json({ title: shop.t("offline.title") }, { headers: { "Cache-Control": cacheControl } });
}

export default function OfflineRoute() {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const storeName = useStoreLayoutData()?.shell.config.storeName ?? "";
  return (
    <section className="offline-page" aria-labelledby="offline-heading">
      <AskedPageAddress offlinePath={offlinePagePath(storeCode)} />
      <h1 id="offline-heading" className="offline-page__heading">
        {t("offline.title")}
      </h1>
      <p className="offline-page__message">{t("offline.message")}</p>
      <RetryLink home={storeHref(storeCode)} />
      <SavedPages storeCode={storeCode} storeName={storeName} />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
