import { toRestAddress } from "~/lib/checkout/address.server";
import { clearCheckout, readCheckout } from "~/lib/checkout/state.server";
import type { CheckoutReceipt } from "~/lib/checkout/types";
import { BackendTimeoutError, BackendUnavailableError } from "~/lib/magento/errors";
import { checkoutRestPath, isUnauthorizedRestError, type MagentoRestError, type RestCart } from "~/lib/magento/rest.server";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

export type SubmitOrderFailure =
  | "declined"
  | "insufficient_funds"
  | "invalid_cart"
  | "out_of_stock"
  | "incomplete"
  | "unavailable";

export type SubmitOrderResult =
  | { ok: true; orderNumber: string }
  /** `signedOut`: the backend refused a signed-in customer's token (revoked or expired). */
  | { ok: false; reason: SubmitOrderFailure; message?: string; signedOut?: boolean };

/**
 * Submits shipping-information then payment-information (REST, spec §7: the guest path, or
 * `carts/mine` with the bearer token for a signed-in customer), records the
 * receipt in the session, forgets the cart. Never retried blindly; the engine answers the same
 * order for a second call from one cart, and a second Place Order for a cart this session already
 * ordered answers the session's receipt without asking the backend again.
 */
export async function submitOrder(
  shop: Shop,
  payment: { method: string; nonce?: string; publicHash?: string; saveCard?: boolean },
): Promise<SubmitOrderResult> {
  const { session } = shop;
  const cartId = shop.cart.id;
  const receipt = session.get("receipt");
  if (!cartId) {
    // The cart was already ordered (double submit after the first answer reached the browser).
    if (receipt) return { ok: true, orderNumber: receipt.orderNumber };
    return { ok: false, reason: "invalid_cart" };
  }
  if (receipt?.cartId === cartId) return { ok: true, orderNumber: receipt.orderNumber };

  const checkout = readCheckout(session, cartId);
  const shipping = checkout.shippingAddress;
  const method = checkout.shippingMethod;
  const email = checkout.email;
  if (!shipping || !method || !email) return { ok: false, reason: "incomplete" };
  const billing = checkout.billingSameAsShipping === false && checkout.billingAddress ? checkout.billingAddress : shipping;

  // A signed-in customer orders the customer's cart through the `mine` paths with the token.
  const signedIn = shop.customerToken() !== null;
  const rest = shop.rest();
  const cart: RestCart = signedIn ? { mine: true } : { guestCartId: cartId };
  const billingAddress = toRestAddress(billing, email);
  try {
    const shippingAnswer = await rest.post<unknown>(checkoutRestPath(cart, "shipping-information"), {
      addressInformation: {
        shipping_address: toRestAddress(shipping, email),
        billing_address: billingAddress,
        shipping_carrier_code: method.carrierCode,
        shipping_method_code: method.methodCode,
      },
    });
    // A cart that is no longer active may be the one this shopper just ordered (a double submit
    // whose first answer never reached the browser): payment-information answers that order.
    if (!shippingAnswer.ok && isUnauthorizedRestError(shippingAnswer.error)) return signedOut(shippingAnswer.error);
    if (!shippingAnswer.ok && reasonForRestError(shippingAnswer.error) !== "invalid_cart") return failure(shippingAnswer.error);

    const paymentMethod: { method: string; additional_data?: Record<string, string> } = { method: payment.method };
    if (payment.nonce) paymentMethod.additional_data = { payment_method_nonce: payment.nonce };
    // Saved cards (Magento's vault): keep the card paid with, or pay with a saved one.
    if (payment.nonce && payment.saveCard) paymentMethod.additional_data = { ...paymentMethod.additional_data, is_active_payment_token_enabler: "true" };
    if (payment.publicHash) paymentMethod.additional_data = { public_hash: payment.publicHash };
    // The `mine` path knows the cart and the email from the token (Magento's body has neither).
    const paymentAnswer = await rest.post<unknown>(
      checkoutRestPath(cart, "payment-information"),
      signedIn ? { billingAddress, paymentMethod } : { cartId, email, billingAddress, paymentMethod },
    );
    if (!paymentAnswer.ok && isUnauthorizedRestError(paymentAnswer.error)) return signedOut(paymentAnswer.error);
    if (!paymentAnswer.ok) return failure(paymentAnswer.error);
    const orderNumber = orderNumberOf(paymentAnswer.data);
    if (!orderNumber) return { ok: false, reason: "unavailable" };

    const placed: CheckoutReceipt = {
      orderNumber,
      email,
      firstName: shipping.firstname,
      lastName: shipping.lastname,
      paymentMethod: payment.method,
      cartId,
    };
    if (signedIn) placed.customer = true;
    session.set("receipt", placed);
    clearCheckout(session);
    shop.cart.forget();
    return { ok: true, orderNumber };
  } catch (error) {
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) {
      log.error({ err: error }, `[checkout] order submission failed`);
      return { ok: false, reason: "unavailable" };
    }
    throw error;
  }
}

/** Magento answers the order id as a JSON string (`"000000012"`); a number is accepted too. */
function orderNumberOf(data: unknown): string | null {
  if (typeof data === "string" && data.trim()) return data.trim();
  if (typeof data === "number" && Number.isFinite(data)) return String(data);
  return null;
}

const INVALID_CART = [
  "Could not find a cart",
  "The cart isn't active",
  "The current user cannot perform operations on cart",
  "No such entity with cartId",
  "No such entity with %fieldName = %fieldValue",
];
const OUT_OF_STOCK = [
  "Some of the products are out of stock",
  "There are no source items with the in stock status",
  "The requested qty is not available",
  "Product that you are trying to add is not available",
];
const UNAVAILABLE_PAYMENT = ["payment method you requested is not available", "The requested Payment Method is not available"];

/**
 * A Web API error as the reason the shopper is told (spec §8). Magento's REST errors carry no
 * codes, so its message templates (English, stable across locales) are matched.
 */
export function reasonForRestError(error: MagentoRestError): SubmitOrderFailure {
  const text = `${error.template}\n${error.message}`;
  const has = (needles: string[]) => needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase()));
  if (has(INVALID_CART)) return "invalid_cart";
  if (has(OUT_OF_STOCK)) return "out_of_stock";
  const declineReason = error.parameters?.reason ?? "";
  if (declineReason === "insufficient_funds" || /insufficient/i.test(text)) return "insufficient_funds";
  if (declineReason || /declined/i.test(text)) return "declined";
  if (has(UNAVAILABLE_PAYMENT) || error.status >= 500) return "unavailable";
  return "incomplete";
}

/** The token was refused: nothing was ordered; the caller signs the customer out to sign in again. */
function signedOut(error: MagentoRestError): SubmitOrderResult {
  return { ok: false, reason: "invalid_cart", message: error.message, signedOut: true };
}

function failure(error: MagentoRestError): SubmitOrderResult {
  return { ok: false, reason: reasonForRestError(error), message: error.message };
}
