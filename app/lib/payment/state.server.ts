import type { ShopperSession } from "~/lib/shop/shopper-session.server";
import { randomBase64Url, sameSecret } from "~/lib/web-crypto.server";

/**
 * The `state` of a card payment: a random value the card form sends to the gateway and the gateway
 * echoes on its way back. The return URL is only acted on when it carries the state this browser's
 * session holds, so a link someone else made (with their token) cannot place an order here.
 */

/** How long one card form stays valid: long enough to find the card, short enough not to linger. */
export const CARD_PAYMENT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The state for the card form on the page: the current one while it is fresh and unused, else a
 * new one (32 random bytes). Kept across reloads and tabs, so any open card form of this browser
 * still works. The caller commits the session.
 */
export function cardPaymentState(session: ShopperSession, now = Date.now()): string {
  const current = session.get("cardPayment");
  if (current && !current.orderNumber && now - current.startedAt < CARD_PAYMENT_LIFETIME_MS) return current.state;
  const state = randomBase64Url(32);
  session.set("cardPayment", { state, startedAt: now });
  return state;
}

export type ReturnedState = { kind: "ok" } | { kind: "completed"; orderNumber: string } | { kind: "mismatch" };

/** Compares the state the gateway sent back with the session's (in constant time). */
export function checkReturnedState(session: ShopperSession, returned: string | null, now = Date.now()): ReturnedState {
  const current = session.get("cardPayment");
  if (!current || !returned || !sameSecret(current.state, returned)) return { kind: "mismatch" };
  if (current.orderNumber) return { kind: "completed", orderNumber: current.orderNumber };
  if (now - current.startedAt >= CARD_PAYMENT_LIFETIME_MS) return { kind: "mismatch" };
  return { kind: "ok" };
}

/** Marks the payment done: its return URL now only leads to the receipt, and the next form gets a new state. */
export function completeCardPaymentState(session: ShopperSession, orderNumber: string): void {
  const current = session.get("cardPayment");
  if (current) session.set("cardPayment", { ...current, orderNumber });
}
