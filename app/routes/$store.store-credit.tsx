import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { StoreCreditPage } from "~/components/account/StoreCreditPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { historyPageOf, loadStoreCredit } from "~/lib/store-credit/store-credit.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own balance: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/store-credit?page=` (signed in only): the store credit balance and its history, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  await requireBackendFeature(context, "storeCredit");
  const customer = await requireCustomer(request, context, storeView.code);
  const url = new URL(request.url);
  const [credit, t] = await Promise.all([
    loadStoreCredit(customer.client, {
      storeCode: storeView.code,
      locale: intlLocale(storeView.locale, storeView.language),
      page: historyPageOf(url.searchParams.get("page")),
    }).catch(async (error: unknown) => {
      if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, `${storeHref(storeView.code, "/store-credit")}${url.search}`);
      return throwBackendFailure(error);
    }),
    i18nServer.getFixedT(request),
  ]);
  return json({ credit, title: t("storeCredit.title") }, { headers: { "Cache-Control": PRIVATE } });
}

export default function StoreCreditRoute() {
  const { credit } = useLoaderData<typeof loader>();
  return <StoreCreditPage credit={credit} />;
}

export const ErrorBoundary = PageErrorBoundary;
