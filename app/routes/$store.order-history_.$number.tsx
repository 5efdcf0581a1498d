import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderDetailsPage } from "~/components/account/OrderDetailsPage";
import { ORDER_NOT_FOUND, OrderNotFoundBoundary } from "~/components/account/OrderNotFound";
import { accountStylesheets } from "~/components/account/stylesheets";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { isOrderNumber } from "~/lib/customer/order-status";
import { loadOrderDetails } from "~/lib/customer/orders.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { PRIVATE } from "~/lib/customer/route.server";

/** One of the customer's orders: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/order-history/{number}` (signed in only; a sibling of the history, not nested in it).
 * A number the customer has no order with (unknown, or another customer's: the backend answers
 * only the customer's own) is a 404 "Order not found".
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const number = params.number;
  const notFound = () => json(ORDER_NOT_FOUND, { status: 404, headers: { "Cache-Control": PRIVATE } });
  if (!isOrderNumber(number)) throw notFound();
  const t = await i18nServer.getFixedT(request);
  const order = await loadOrderDetails(customer.client, number, intlLocale(storeView.locale, storeView.language)).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, storeHref(storeView.code, `/order-history/${number}`));
    return throwBackendFailure(error);
  });
  if (!order) throw notFound();
  return json({ order, storeCode: storeView.code, title: t("orders.details.title", { number: order.number }) }, { headers: { "Cache-Control": PRIVATE } });
}

export default function OrderDetailsRoute() {
  const { order, storeCode } = useLoaderData<typeof loader>();
  return <OrderDetailsPage order={order} storeCode={storeCode} />;
}

export const ErrorBoundary = OrderNotFoundBoundary;
