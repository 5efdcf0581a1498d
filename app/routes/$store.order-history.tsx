import { type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { OrderHistoryPage } from "~/components/account/OrderHistoryPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { loadOrderHistory } from "~/lib/customer/orders.server";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";

/** The customer's own orders: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/order-history?status=&number=&page=` (signed in only): the customer's orders, newest
 * first, filtered by the customer-facing status and the order number, ten a page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeView } = shop;
  const customer = await requireCustomer(shop);
  const url = new URL(request.url);
  const page = await loadOrderHistory(customer.client, {
    storeCode: storeView.code,
    locale: shop.locale,
    query: url.searchParams,
  }).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, `${storeHref(storeView.code, "/order-history")}${url.search}`);
    return throwBackendFailure(error);
  });
  return shop.privateJson({ page, title: shop.t("orders.title") });
}

export default function OrderHistoryRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <OrderHistoryPage page={page} />;
}

export const ErrorBoundary = PageErrorBoundary;
