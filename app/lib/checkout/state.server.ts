import type { CheckoutState } from "~/lib/checkout/types";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

/**
 * Checkout progress for the cart `cartId`. Steps done for another cart (one that was ordered or
 * replaced by invalid-cart recovery) are not done for this one: the backend's new cart has none
 * of them. What the shopper typed is still offered again through `checkoutPrefill`.
 */
export function readCheckout(session: ShopperSession, cartId: string): CheckoutState {
  const state = session.get("checkout");
  return state && state.cartId === cartId ? state : {};
}

/** Everything the shopper typed in earlier steps, whatever cart it was for: form defaults. */
export function checkoutPrefill(session: ShopperSession): CheckoutState {
  return session.get("checkout") ?? {};
}

/** Records a finished step for `cartId`; `patch` values replace the earlier ones. */
export function saveCheckout(session: ShopperSession, cartId: string, patch: Partial<CheckoutState>): CheckoutState {
  const next: CheckoutState = { ...readCheckout(session, cartId), ...patch, cartId };
  session.set("checkout", next);
  return next;
}

export function clearCheckout(session: ShopperSession): void {
  session.unset("checkout");
}
