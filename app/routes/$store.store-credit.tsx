import { type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { StoreCreditPage } from "~/components/account/StoreCreditPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { redeemedCardsIn } from "~/lib/store-credit/redeemed-cards.server";
import { historyPageOf, loadStoreCredit } from "~/lib/store-credit/store-credit.server";
import { storeHref } from "~/lib/store-view";

/** The customer's own balance: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/store-credit?page=` (signed in only): the store credit balance and its history, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { storeView } = shop;
  await requireBackendFeature(context, "storeCredit");
  const customer = await requireCustomer(shop);
  const url = new URL(request.url);
  const credit = await loadStoreCredit(customer.client, {
    storeCode: storeView.code,
    locale: shop.locale,
    page: historyPageOf(url.searchParams.get("page")),
    redeemedCards: redeemedCardsIn(shop.session),
  }).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, `${storeHref(storeView.code, "/store-credit")}${url.search}`);
    return throwBackendFailure(error);
  });
  return shop.privateJson({ credit, title: shop.t("storeCredit.title") });
}

export default function StoreCreditRoute() {
  const { credit } = useLoaderData<typeof loader>();
  return <StoreCreditPage credit={credit} />;
}

export const ErrorBoundary = PageErrorBoundary;
