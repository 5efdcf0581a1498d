import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CommunicationsPage } from "~/components/account/CommunicationsPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { loadSubscription, saveSubscription, subscribedOf } from "~/lib/customer/newsletter.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own preferences: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/communications` (signed in only): the newsletter subscription, one checkbox. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const path = storeHref(storeView.code, "/communications");
  const [subscription, t] = await Promise.all([
    loadSubscription(customer.client).catch(async (error: unknown) => {
      if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, path);
      return throwBackendFailure(error);
    }),
    i18nServer.getFixedT(request),
  ]);
  return json({ subscription, storeCode: storeView.code, title: t("accountPages.communications.title") }, { headers: { "Cache-Control": PRIVATE } });
}

/** Saves the checkbox (`updateCustomerV2 { is_subscribed }`), then 303 back with a flash. */
export async function action({ request, context }: ActionFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const path = storeHref(storeView.code, "/communications");
  const formData = await request.formData();
  const saved = await saveSubscription(customer.client, subscribedOf(formData));
  if (!saved.ok && saved.reason === "signed-out") return signInAgain(context, storeView.code, customer.session, path);
  customer.session.flash(
    "flash",
    saved.ok ? { type: "success", key: "accountPages.communications.saved" } : { type: "error", key: "accountPages.communications.failed" },
  );
  return redirect(path, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(customer.session) } });
}

export default function CommunicationsRoute() {
  const { subscription, storeCode } = useLoaderData<typeof loader>();
  return <CommunicationsPage subscription={subscription} storeCode={storeCode} />;
}

export const ErrorBoundary = PageErrorBoundary;
