import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, ServerRuntimeMetaFunction as MetaFunction } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutPage, type CheckoutActionData } from "~/components/checkout/CheckoutPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { readCart } from "~/lib/cart/cart.server";
import {
  placeOrder,
  submitPaymentInformation,
  submitShippingInformation,
  submitShippingMethod,
  type StepOutcome,
} from "~/lib/checkout/actions.server";
import { loadCheckoutPage } from "~/lib/checkout/page.server";
import { checkoutFormConstraints } from "~/lib/checkout/form-constraints.server";
import { saveCheckout } from "~/lib/checkout/state.server";
import { setCheckoutStoreCredit, storeCreditIntentOf } from "~/lib/store-credit/checkout.server";
import { signInPath } from "~/lib/customer/redirect-target";
import { isSignedOutError, signInAgain, signOutIfExpired } from "~/lib/customer/sign-in.server";
import { formHoneypot } from "~/lib/forms/honeypot.server";
import { pageHeaders } from "~/lib/page-headers";
import { errorPageTitle, pageTitle, storeMetaData, unindexedPageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor, type Shop } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import checkoutStylesheet from "~/styles/checkout.css?url";

/** Checkout is the shopper's own: never indexed, never cached. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  unindexedPageMeta(matches, error || !data ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", data.title));

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStylesheet }];

/**
 * `/{store}/checkout`: the checkout (a guest's, or a signed-in customer's with the saved addresses) as POST forms, one step at a time, each kept in the
 * session (ADR 008). An empty cart goes back to the cart; so does a cart with an out-of-stock line
 * (with the spec's message), which must be removed first.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await checkoutShop(args);
  const cart = await readCart(shop).catch(throwBackendFailure);
  if (!cart || cart.items.length === 0) throw await toCart(shop);
  if (cart.hasStockErrors) {
    shop.session.flash("flash", { type: "error", key: "checkout.errors.outOfStock" });
    throw await toCart(shop);
  }
  const requested = new URL(args.request.url).searchParams.get("step");
  const page = await loadCheckoutPage(shop, cart.id, requested).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, storeHref(shop.storeCode, "/checkout"));
    return throwBackendFailure(error);
  });
  return shop.privateJson({
    page,
    cart,
    honeypot: (await formHoneypot(shop.context.settings)).getInputProps(),
    title: shop.t("checkout.title"),
    constraints: checkoutFormConstraints(),
  });
}

/** One action, switching on the form's `intent`: shipping, method, payment, place-order. */
export async function action(args: ActionFunctionArgs) {
  const [shop, formData] = await Promise.all([checkoutShop(args), args.request.formData()]);
  const intent = formData.get("intent");
  const cartId = shop.cart.id;
  const checkoutHref = storeHref(shop.storeCode, "/checkout");
  if (!cartId && intent !== "place-order") throw await toCart(shop);

  if (intent === "place-order") {
    const outcome = await placeOrder(shop, cartId ?? "");
    if (outcome.kind === "confirmation") return shop.redirect(storeHref(shop.storeCode, "/confirmation"));
    if (outcome.kind === "card") return shop.redirect(storeHref(shop.storeCode, "/creditcard"));
    if (outcome.kind === "signed-out") return signInAgain(shop, checkoutHref);
    if (outcome.kind === "cart") {
      shop.session.flash("flash", { type: "error", key: outcome.flash });
      return shop.redirect(storeHref(shop.storeCode, "/cart"));
    }
    return shop.privateJson<CheckoutActionData>(
      { intent: "place-order", error: outcome.error },
      { status: outcome.error === "incomplete" ? 400 : 503 },
    );
  }

  const creditIntent = storeCreditIntentOf(intent);
  if (creditIntent) {
    // Store credit changes the total: the payment step is chosen again (a covered order pays with "free").
    if (!shop.customerToken()) return shop.redirect(checkoutHref);
    const written = await setCheckoutStoreCredit(shop.client(), cartId ?? "", creditIntent);
    if (!written.ok && written.reason === "signed-out") return signInAgain(shop, checkoutHref);
    if (written.ok) saveCheckout(shop.session, cartId ?? "", { paymentCode: undefined, paymentTitle: undefined });
    else shop.session.flash("flash", { type: "error", key: "storeCredit.checkout.failed" });
    return shop.redirect(`${checkoutHref}?step=payment`);
  }

  const steps = { shipping: submitShippingInformation, method: submitShippingMethod, payment: submitPaymentInformation } as const;
  if (intent !== "shipping" && intent !== "method" && intent !== "payment") return shop.redirect(checkoutHref);
  const outcome: StepOutcome = await steps[intent](shop, cartId ?? "", formData);
  if (outcome.kind === "done") return shop.redirect(checkoutHref);
  if (outcome.kind === "signed-out") return signInAgain(shop, checkoutHref);
  if (outcome.kind === "cart-replaced") {
    shop.session.flash("flash", { type: "error", key: "checkout.errors.invalidCart" });
    return shop.redirect(storeHref(shop.storeCode, "/cart"));
  }
  return shop.privateJson<CheckoutActionData>({ intent, result: outcome.result }, { status: 400 });
}

export default function CheckoutRoute() {
  const { page, cart, honeypot, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CheckoutActionData | undefined;
  return <CheckoutPage page={page} cart={cart} honeypot={honeypot} actionData={actionData} constraints={constraints} />;
}

export const ErrorBoundary = PageErrorBoundary;

/**
 * The checkout's shop request. A customer whose token's lifetime ran out is signed out before any
 * step uses it (spec §4), and comes back to checkout after signing in again.
 */
async function checkoutShop(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  if (await signOutIfExpired(shop)) throw await shop.redirect(signInPath(shop.storeCode, storeHref(shop.storeCode, "/checkout")));
  return shop;
}

function toCart(shop: Shop) {
  return shop.redirect(storeHref(shop.storeCode, "/cart"));
}
