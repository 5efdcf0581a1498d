import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { CommunicationsPage } from "~/components/account/CommunicationsPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { loadSubscription, saveSubscription, subscribedOf } from "~/lib/customer/newsletter.server";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";

/** The customer's own preferences: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/communications` (signed in only): the newsletter subscription, one checkbox. */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { storeView } = shop;
  const customer = await requireCustomer(shop);
  const path = storeHref(storeView.code, "/communications");
  const subscription = await loadSubscription(customer.client).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, path);
    return throwBackendFailure(error);
  });
  return shop.privateJson({ subscription, title: shop.t("accountPages.communications.title") });
}

/** Saves the checkbox (`updateCustomerV2 { is_subscribed }`), then 303 back with a flash. */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request } = args;
  const { storeView } = shop;
  const customer = await requireCustomer(shop);
  const path = storeHref(storeView.code, "/communications");
  const formData = await request.formData();
  const saved = await saveSubscription(customer.client, subscribedOf(formData));
  if (!saved.ok && saved.reason === "signed-out") return signInAgain(shop, path);
  shop.session.flash(
    "flash",
    saved.ok ? { type: "success", key: "accountPages.communications.saved" } : { type: "error", key: "accountPages.communications.failed" },
  );
  return shop.redirect(path);
}

export default function CommunicationsRoute() {
  const { subscription } = useLoaderData<typeof loader>();
  return <CommunicationsPage subscription={subscription} />;
}

export const ErrorBoundary = PageErrorBoundary;
