import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { readCart, type CartView } from "~/lib/cart/cart.server";
import { submitOrder } from "~/lib/checkout/place-order.server";
import { readCheckout } from "~/lib/checkout/state.server";
import { expiryYears } from "~/lib/payment/card-checks";
import { cardFormTarget } from "~/lib/payment/gateway.server";
import { cardFormError, describeCardFormError, pathAfterGatewayError, pathAfterOrder } from "~/lib/payment/outcomes";
import { cardPaymentState, checkReturnedState, completeCardPaymentState } from "~/lib/payment/state.server";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor } from "~/lib/shop/shop.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { log } from "../../../logging/logger";

/**
 * The card payment pages' server side: the card form (`/creditcard`) and the gateway's way back
 * (`/creditcard/complete`). The storefront never sees a card number: the form posts to the
 * gateway, which sends the shopper back with a one-time token (or an error code) and the `state`.
 */

/** Every card payment page is the shopper's own (private, never stored) and differs by cookie. */
const VARY_COOKIE = { Vary: "Cookie" } as const;

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
export async function loadCardPaymentPage(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const { session, storeView } = shop;
  const cart = await readCart(shop).catch(throwBackendFailure);
  if (!readyForCardPayment(session, cart)) throw await shop.redirect(`/${storeView.code}/checkout`, { headers: VARY_COOKIE });
  const state = cardPaymentState(session);
  const error = cardFormError(new URL(args.request.url).searchParams.get("error"));
  return shop.privateJson(
    {
      storeCode: storeView.code,
      title: shop.t("payment.card.title"),
      form: { ...cardFormTarget(args.request, storeView.code, storeView.language, shop.context.settings), state },
      error: error ? { code: error, ...describeCardFormError(error) } : null,
      expiryYears: expiryYears(),
      // Only a signed-in customer has saved cards to keep it with.
      canSaveCard: shop.customerToken() !== null,
      cart: { items: cart.items, totalQuantity: cart.totalQuantity, prices: cart.prices! },
    },
    { headers: VARY_COOKIE },
  );
}

/**
 * `/{store}/creditcard/complete?token=&state=` (or `?error=&state=`): the gateway's redirect
 * back. The state must be this browser's; then the order is submitted with the token as the
 * payment nonce, and the shopper lands on the receipt, on `/failed` with the reason, or on the
 * card form with the message next to the field. A reload of a finished payment's return URL
 * leads to the receipt again (the token is single use, the order is not placed twice).
 */
export async function completeCardPayment(args: LoaderFunctionArgs): Promise<Response> {
  const shop = await shopFor(args);
  const { session } = shop;
  const params = new URL(args.request.url).searchParams;
  const to = (path: string) => shop.redirect(`/${shop.storeCode}${path}`, { headers: VARY_COOKIE });

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
    const saveCard = params.get("save_card") === "1" && shop.customerToken() !== null;
    outcome = await submitOrder(shop, { method: CARD_PAYMENT_METHOD, nonce: token, saveCard });
  } catch (failure) {
    log.error({ err: failure }, "[payment] submitting the card order failed");
    return to("/failed?reason=failed");
  }
  if (outcome.ok) {
    completeCardPaymentState(session, outcome.orderNumber);
    session.flash("flash", { type: "success", key: "payment.progress.saved" });
  }
  return to(pathAfterOrder(outcome));
}
