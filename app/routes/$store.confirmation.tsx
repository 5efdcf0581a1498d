import { type LinksFunction, type LoaderFunctionArgs, type ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { Receipt } from "~/components/checkout/Receipt";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData, unindexedPageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import checkoutStylesheet from "~/styles/checkout.css?url";

/** The receipt is the shopper's own: never indexed, never cached. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  unindexedPageMeta(matches, error || !data ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", data.title));

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

/**
 * `/{store}/confirmation`: the receipt of the last order placed from this browser (kept in the
 * session, so a reload shows it again), or a short note when there is none.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { t } = shop;
  const stored = shop.session.get("receipt") ?? null;
  const receipt = stored
    ? {
        orderNumber: stored.orderNumber,
        email: stored.email,
        firstName: stored.firstName,
        lastName: stored.lastName,
        paymentMethod: stored.paymentMethod,
        customer: stored.customer === true,
      }
    : null;
  const title = receipt ? t("checkout.confirmation.title") : t("checkout.confirmation.noOrderTitle");
  return shop.privateJson({ receipt, title });
}

export default function ConfirmationRoute() {
  const { receipt } = useLoaderData<typeof loader>();
  return <Receipt receipt={receipt} />;
}

export const ErrorBoundary = PageErrorBoundary;
