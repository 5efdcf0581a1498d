import { type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { OrderDetailsPage } from "~/components/account/OrderDetailsPage";
import { ORDER_NOT_FOUND, OrderNotFoundBoundary } from "~/components/account/OrderNotFound";
import { accountStylesheets } from "~/components/account/stylesheets";
import { isOrderNumber } from "~/lib/customer/order-status";
import { loadOrderDetails } from "~/lib/customer/orders.server";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";

/** One of the customer's orders: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/order-history/{number}` (signed in only; a sibling of the history, not nested in it).
 * A number the customer has no order with (unknown, or another customer's: the backend answers
 * only the customer's own) is a 404 "Order not found".
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { params } = args;
  const { storeView } = shop;
  const customer = await requireCustomer(shop);
  const number = params.number;
  const notFound = () => shop.privateJson(ORDER_NOT_FOUND, { status: 404 });
  if (!isOrderNumber(number)) throw await notFound();
  const order = await loadOrderDetails(customer.client, number, shop.locale).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, storeHref(storeView.code, `/order-history/${number}`));
    return throwBackendFailure(error);
  });
  if (!order) throw await notFound();
  return shop.privateJson({ order, title: shop.t("orders.details.title", { number: order.number }) });
}

export default function OrderDetailsRoute() {
  const { order } = useLoaderData<typeof loader>();
  return <OrderDetailsPage order={order} />;
}

export const ErrorBoundary = OrderNotFoundBoundary;
