import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SavedPaymentsPage } from "~/components/account/SavedPaymentsPage";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { accountScope, PRIVATE, redirectWithSession } from "~/lib/customer/route.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { deleteSavedCard, loadSavedCards } from "~/lib/saved-payments/saved-payments.server";
import { storeHref } from "~/lib/store-view";

/** The customer's own cards: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** `/{store}/saved-payments[?delete=HASH]` (signed in only): the saved cards, one maybe asking "delete?". */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storeCode, t } = await accountScope(request, context);
  await requireBackendFeature(context, "savedCards");
  const customer = await requireCustomer(request, context, storeCode);
  const path = storeHref(storeCode, "/saved-payments");
  const cards = await loadSavedCards(customer.client).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(context, storeCode, customer.session, path);
    return throwBackendFailure(error);
  });
  const asked = new URL(request.url).searchParams.get("delete");
  const confirming = cards.some((card) => card.publicHash === asked) ? asked : null;
  return json({ cards, confirming, pagePath: path, title: t("savedPayments.title") }, { headers: { "Cache-Control": PRIVATE } });
}

/** `intent=delete` + `hash`: `deletePaymentToken`, then 303 back with a flash saying how it went. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { storeCode } = await accountScope(request, context);
  await requireBackendFeature(context, "savedCards");
  const customer = await requireCustomer(request, context, storeCode);
  const path = storeHref(storeCode, "/saved-payments");
  const formData = await request.formData();
  const hash = formData.get("hash");
  if (formData.get("intent") !== "delete" || typeof hash !== "string" || !hash) {
    customer.session.flash("flash", { type: "error", key: "savedPayments.deleteFailed" });
    return redirectWithSession(path, customer.session);
  }
  const deleted = await deleteSavedCard(customer.client, hash);
  if (!deleted.ok && deleted.reason === "signed-out") return signInAgain(context, storeCode, customer.session, path);
  customer.session.flash("flash", deleted.ok ? { type: "success", key: "savedPayments.deleted" } : { type: "error", key: "savedPayments.deleteFailed" });
  return redirectWithSession(path, customer.session);
}

export default function SavedPaymentsRoute() {
  const { cards, confirming, pagePath } = useLoaderData<typeof loader>();
  return <SavedPaymentsPage cards={cards} pagePath={pagePath} confirming={confirming} />;
}

export const ErrorBoundary = PageErrorBoundary;
