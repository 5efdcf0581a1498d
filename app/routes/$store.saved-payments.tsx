import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { SavedPaymentsPage } from "~/components/account/SavedPaymentsPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { deleteSavedCard, loadSavedCards } from "~/lib/saved-payments/saved-payments.server";
import { storeHref } from "~/lib/store-view";

/** The customer's own cards: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/saved-payments[?delete=HASH]` (signed in only): the saved cards, one maybe asking "delete?". */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { storeCode, t } = shop;
  await requireBackendFeature(context, "savedCards");
  const customer = await requireCustomer(shop);
  const path = storeHref(storeCode, "/saved-payments");
  const cards = await loadSavedCards(customer.client).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, path);
    return throwBackendFailure(error);
  });
  const asked = new URL(request.url).searchParams.get("delete");
  const confirming = cards.some((card) => card.publicHash === asked) ? asked : null;
  return shop.privateJson({ cards, confirming, pagePath: path, title: t("savedPayments.title") });
}

/** `intent=delete` + `hash`: `deletePaymentToken`, then 303 back with a flash saying how it went. */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { request, context } = args;
  const { storeCode } = shop;
  await requireBackendFeature(context, "savedCards");
  const customer = await requireCustomer(shop);
  const path = storeHref(storeCode, "/saved-payments");
  const formData = await request.formData();
  const hash = formData.get("hash");
  if (formData.get("intent") !== "delete" || typeof hash !== "string" || !hash) {
    shop.session.flash("flash", { type: "error", key: "savedPayments.deleteFailed" });
    return shop.redirect(path);
  }
  const deleted = await deleteSavedCard(customer.client, hash);
  if (!deleted.ok && deleted.reason === "signed-out") return signInAgain(shop, path);
  shop.session.flash("flash", deleted.ok ? { type: "success", key: "savedPayments.deleted" } : { type: "error", key: "savedPayments.deleteFailed" });
  return shop.redirect(path);
}

export default function SavedPaymentsRoute() {
  const { cards, confirming, pagePath } = useLoaderData<typeof loader>();
  return <SavedPaymentsPage cards={cards} pagePath={pagePath} confirming={confirming} />;
}

export const ErrorBoundary = PageErrorBoundary;
