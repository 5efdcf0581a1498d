import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutPage, type CheckoutActionData } from "~/components/checkout/CheckoutPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { readCart } from "~/lib/cart/cart.server";
import {
  placeOrder,
  submitPaymentInformation,
  submitShippingInformation,
  submitShippingMethod,
  type ActionScope,
  type StepOutcome,
} from "~/lib/checkout/actions.server";
import { loadCheckoutPage } from "~/lib/checkout/page.server";
import { saveCheckout } from "~/lib/checkout/state.server";
import { checkoutCustomerToken, customerClient } from "~/lib/checkout/customer.server";
import { setCheckoutStoreCredit, storeCreditIntentOf } from "~/lib/store-credit/checkout.server";
import { isSignedOutError, signInAgain } from "~/lib/customer/addresses.server";
import { signInPath } from "~/lib/customer/redirect-target";
import { signOutIfExpired } from "~/lib/customer/session.server";
import { formHoneypot } from "~/lib/forms/honeypot.server";
import { intlLocale } from "~/lib/i18n";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import checkoutStylesheet from "~/styles/checkout.css?url";
import { PRIVATE } from "~/lib/customer/route.server";

/** Checkout is the shopper's own: never indexed, never cached. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => [
  { title: error || !data ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", data.title) },
  { name: "robots", content: "noindex" },
];

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

/**
 * `/{store}/checkout`: the checkout (a guest's, or a signed-in customer's with the saved addresses) as POST forms, one step at a time, each kept in the
 * session (ADR 008). An empty cart goes back to the cart; so does a cart with an out-of-stock line
 * (with the spec's message), which must be removed first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storeView, session, scope } = await checkoutScope(request, context);
  const cart = await readCart(context, storeView.code, session).catch(throwBackendFailure);
  if (!cart || cart.items.length === 0) throw await toCart(storeView.code, session);
  if (cart.hasStockErrors) {
    session.flash("flash", { type: "error", key: "checkout.errors.outOfStock" });
    throw await toCart(storeView.code, session);
  }
  const requested = new URL(request.url).searchParams.get("step");
  const [page, t] = await Promise.all([
    loadCheckoutPage(scope, cart.id, requested).catch(async (error: unknown) => {
      if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, session, storeHref(storeView.code, "/checkout"));
      return throwBackendFailure(error);
    }),
    i18nServer.getFixedT(request),
  ]);
  return json(
    { page, cart, honeypot: formHoneypot().getInputProps(), title: t("checkout.title") },
    { headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } },
  );
}

/** One action, switching on the form's `intent`: shipping, method, payment, place-order. */
export async function action({ request, context }: ActionFunctionArgs) {
  const [{ storeView, session, scope }, formData, t] = await Promise.all([
    checkoutScope(request, context),
    request.formData(),
    i18nServer.getFixedT(request),
  ]);
  const intent = formData.get("intent");
  const cartId = session.get("cartId");
  const checkoutHref = storeHref(storeView.code, "/checkout");
  if (!cartId && intent !== "place-order") throw await toCart(storeView.code, session);
  const actionScope: ActionScope = { ...scope, t: (key, values) => t(key, values ?? {}), cartId: cartId ?? "" };

  if (intent === "place-order") {
    const outcome = await placeOrder(actionScope);
    if (outcome.kind === "confirmation") return redirectWithSession(storeHref(storeView.code, "/confirmation"), session);
    if (outcome.kind === "card") return redirectWithSession(storeHref(storeView.code, "/creditcard"), session);
    if (outcome.kind === "signed-out") return signInAgain(context, storeView.code, session, checkoutHref);
    if (outcome.kind === "cart") {
      session.flash("flash", { type: "error", key: outcome.flash });
      return redirectWithSession(storeHref(storeView.code, "/cart"), session);
    }
    return json<CheckoutActionData>(
      { intent: "place-order", error: outcome.error },
      { status: outcome.error === "incomplete" ? 400 : 503, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } },
    );
  }

  const creditIntent = storeCreditIntentOf(intent);
  if (creditIntent) {
    // Store credit changes the total: the payment step is chosen again (a covered order pays with "free").
    const token = checkoutCustomerToken(session);
    if (!token) return redirectWithSession(checkoutHref, session);
    const written = await setCheckoutStoreCredit(customerClient(scope, token), actionScope.cartId, creditIntent);
    if (!written.ok && written.reason === "signed-out") return signInAgain(context, storeView.code, session, checkoutHref);
    if (written.ok) saveCheckout(session, actionScope.cartId, { paymentCode: undefined, paymentTitle: undefined });
    else session.flash("flash", { type: "error", key: "storeCredit.checkout.failed" });
    return redirectWithSession(`${checkoutHref}?step=payment`, session);
  }

  const steps = { shipping: submitShippingInformation, method: submitShippingMethod, payment: submitPaymentInformation } as const;
  if (intent !== "shipping" && intent !== "method" && intent !== "payment") {
    return redirectWithSession(checkoutHref, session);
  }
  const outcome: StepOutcome = await steps[intent](actionScope, formData);
  if (outcome.kind === "done") return redirectWithSession(checkoutHref, session);
  if (outcome.kind === "signed-out") return signInAgain(context, storeView.code, session, checkoutHref);
  if (outcome.kind === "cart-replaced") {
    session.flash("flash", { type: "error", key: "checkout.errors.invalidCart" });
    return redirectWithSession(storeHref(storeView.code, "/cart"), session);
  }
  return json<CheckoutActionData>(
    { intent, result: outcome.result },
    { status: 400, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } },
  );
}

export default function CheckoutRoute() {
  const { page, cart, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CheckoutActionData | undefined;
  return <CheckoutPage page={page} cart={cart} honeypot={honeypot} actionData={actionData} />;
}

export const ErrorBoundary = PageErrorBoundary;

async function checkoutScope(request: Request, context: LoaderFunctionArgs["context"]) {
  const [storeView, session] = await Promise.all([requireStoreView(request, context).catch(throwBackendFailure), getShopperSession(request)]);
  // A customer whose token's lifetime ran out is signed out before any step uses it (spec §4),
  // and comes back to checkout after signing in again.
  if (await signOutIfExpired(context, storeView.code, session)) {
    throw redirect(signInPath(storeView.code, storeHref(storeView.code, "/checkout")), {
      status: 303,
      headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) },
    });
  }
  const scope = { context, storeCode: storeView.code, session, locale: intlLocale(storeView.locale, storeView.language) };
  return { storeView, session, scope };
}

async function toCart(storeCode: string, session: ShopperSession) {
  return redirectWithSession(storeHref(storeCode, "/cart"), session);
}

/** 303: the browser follows a POST's answer with a GET (no "resend the form?" on reload). */
async function redirectWithSession(location: string, session: ShopperSession) {
  return redirect(location, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } });
}
