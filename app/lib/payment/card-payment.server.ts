import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { readCart, type CartView } from "~/lib/cart/cart.server";
import { submitOrder } from "~/lib/checkout/place-order.server";
import { readCheckout } from "~/lib/checkout/state.server";
import { i18nServer } from "~/lib/i18n.server";
import { expiryYears } from "~/lib/payment/card-checks";
import { cardFormTarget } from "~/lib/payment/gateway.server";
import { cardFormError, describeCardFormError, pathAfterGatewayError, pathAfterOrder } from "~/lib/payment/outcomes";
import { cardPaymentState, checkReturnedState, completeCardPaymentState } from "~/lib/payment/state.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { liveCustomerToken } from "~/lib/customer/session.server";
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/session.server";
import { requireStoreView } from "~/lib/store-view.server";

/**
 * The card payment pages' server side: the card form (`/creditcard`) and the gateway's way back
 * (`/creditcard/complete`). The storefront never sees a card number: the form posts to the
 * gateway, which sends the shopper back with a one-time token (or an error code) and the `state`.
 */

/** Every card payment page is the shopper's own: never stored by a browser or a CDN. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store", Vary: "Cookie" } as const;

/** The payment code of the sandbox gateway's card method (engine: `sandbox_card`). */
export const CARD_PAYMENT_METHOD = "sandbox_card";

/**
 * The card form only makes sense for a cart ready to be paid by card: items without stock
 * problems, an amount to pay, and the checkout steps done with card chosen. Anything else goes
 * back to checkout, which knows which step is missing.
 */
export function readyForCardPayment(session: ShopperSession, cart: CartView | null): cart is CartView {
  if (!cart || cart.items.length === 0 || cart.hasStockErrors) return false;
  if (!cart.prices || cart.prices.grandTotal.value <= 0) return false;
  const checkout = readCheckout(session, cart.id);
  return Boolean(checkout.email && checkout.shippingAddress && checkout.shippingMethod && checkout.paymentCode === CARD_PAYMENT_METHOD);
}

/** `/{store}/creditcard[?error=]`: the card form, the amount and the order summary. */
export async function loadCardPaymentPage({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const session = await getShopperSession(request);
  const cart = await readCart(context, storeView.code, session).catch(throwBackendFailure);
  if (!readyForCardPayment(session, cart)) {
    throw redirect(`/${storeView.code}/checkout`, { status: 303, headers: { ...PRIVATE_PAGE, "Set-Cookie": await commitShopperSession(session) } });
  }
  const state = cardPaymentState(session);
  const error = cardFormError(new URL(request.url).searchParams.get("error"));
  const t = await i18nServer.getFixedT(request);
  return json(
    {
      storeCode: storeView.code,
      title: t("payment.card.title"),
      form: { ...cardFormTarget(request, storeView.code, storeView.language), state },
      error: error ? { code: error, ...describeCardFormError(error) } : null,
      expiryYears: expiryYears(),
      // Only a signed-in customer has saved cards to keep it with.
      canSaveCard: Boolean(liveCustomerToken(session)),
      cart: { items: cart.items, totalQuantity: cart.totalQuantity, prices: cart.prices! },
    },
    { headers: { ...PRIVATE_PAGE, "Set-Cookie": await commitShopperSession(session) } },
  );
}

/**
 * `/{store}/creditcard/complete?token=&state=` (or `?error=&state=`): the gateway's redirect
 * back. The state must be this browser's; then the order is submitted with the token as the
 * payment nonce, and the shopper lands on the receipt, on `/failed` with the reason, or on the
 * card form with the message next to the field. A reload of a finished payment's return URL
 * leads to the receipt again (the token is single use, the order is not placed twice).
 */
export async function completeCardPayment({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const session = await getShopperSession(request);
  const params = new URL(request.url).searchParams;
  const to = async (path: string) =>
    redirect(`/${storeView.code}${path}`, { status: 303, headers: { ...PRIVATE_PAGE, "Set-Cookie": await commitShopperSession(session) } });

  const returned = checkReturnedState(session, params.get("state"));
  if (returned.kind === "mismatch") return to("/failed?reason=expired");
  if (returned.kind === "completed") return to("/confirmation");

  const error = params.get("error");
  if (error) return to(pathAfterGatewayError(error));
  const token = params.get("token");
  if (!token) return to("/creditcard");

  let outcome: Awaited<ReturnType<typeof submitOrder>>;
  try {
    // "Save this card for later", echoed by the gateway: only a signed-in customer's card is kept.
    const saveCard = params.get("save_card") === "1" && Boolean(liveCustomerToken(session));
    outcome = await submitOrder(context, storeView.code, session, { method: CARD_PAYMENT_METHOD, nonce: token, saveCard });
  } catch (failure) {
    console.error("[payment] submitting the card order failed:", failure);
    return to("/failed?reason=failed");
  }
  if (outcome.ok) {
    completeCardPaymentState(session, outcome.orderNumber);
    session.flash("flash", { type: "success", key: "payment.progress.saved" });
  }
  return to(pathAfterOrder(outcome));
}
