import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderHistoryPage } from "~/components/account/OrderHistoryPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { loadOrderHistory } from "~/lib/customer/orders.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own orders: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/order-history?status=&number=&page=` (signed in only): the customer's orders, newest
 * first, filtered by the customer-facing status and the order number, ten a page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request);
  const page = await loadOrderHistory(customer.client, {
    storeCode: storeView.code,
    locale: intlLocale(storeView.locale, storeView.language),
    query: url.searchParams,
  }).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, `${storeHref(storeView.code, "/order-history")}${url.search}`);
    return throwBackendFailure(error);
  });
  return json({ page, title: t("orders.title") }, { headers: { "Cache-Control": PRIVATE } });
}

export default function OrderHistoryRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <OrderHistoryPage page={page} />;
}

export const ErrorBoundary = PageErrorBoundary;
