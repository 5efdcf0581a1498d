import { fieldOfCardError, type CardField } from "~/lib/payment/card-checks";

/**
 * Where a card payment ends and what the shopper reads there. Every code that can arrive in a URL
 * (`/failed?reason=`, `/creditcard?error=`) is narrowed to a known one here, so a hand-typed URL
 * can only ever show one of our own messages.
 */

/** Why `/failed` is shown. `failed` is the fallback for anything unknown. */
export const FAILURE_REASONS = [
  "declined",
  "insufficient_funds",
  "authentication_failed",
  "expired",
  "invalid_cart",
  "out_of_stock",
  "incomplete",
  "failed",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What `/creditcard?error=` can say: the gateway's input errors plus a few of ours. */
export const CARD_FORM_ERRORS = [
  "invalid_number",
  "unsupported_card",
  "missing_name",
  "invalid_expiry",
  "expired_card",
  "invalid_cvc",
  "token_expired",
  "token_used",
  "token_invalid",
  "unavailable",
  "failed",
] as const;
export type CardFormError = (typeof CARD_FORM_ERRORS)[number];

export function failureReason(raw: string | null | undefined): FailureReason {
  return (FAILURE_REASONS as readonly string[]).includes(raw ?? "") ? (raw as FailureReason) : "failed";
}

export function cardFormError(raw: string | null | undefined): CardFormError | null {
  if (!raw) return null;
  return (CARD_FORM_ERRORS as readonly string[]).includes(raw) ? (raw as CardFormError) : "failed";
}

/** A card form error, its catalogue key and the field it is shown next to (null: above the form). */
export function describeCardFormError(code: CardFormError): { key: string; field: CardField | null } {
  return { key: `payment.errors.${code}`, field: fieldOfCardError(code) };
}

/** What the shopper can do next after a failure, most useful first. */
export type NextStep = "another-card" | "pay-by-card" | "another-method" | "cart" | "checkout";

/**
 * `/failed` in the shopper's words: a heading, what happened, and what to do. A card problem
 * offers another card first; a cart problem sends the shopper back to fix the cart.
 */
export function describeFailure(reason: FailureReason): { titleKey: string; textKey: string; nextSteps: NextStep[] } {
  const keys = { titleKey: `payment.failed.reasons.${reason}.title`, textKey: `payment.failed.reasons.${reason}.text` };
  switch (reason) {
    case "out_of_stock":
    case "invalid_cart":
      return { ...keys, nextSteps: ["cart"] };
    case "incomplete":
      return { ...keys, nextSteps: ["checkout"] };
    default:
      return { ...keys, nextSteps: ["another-card", "another-method"] };
  }
}

/** What `submitOrder` answers (see `app/lib/checkout/place-order.server.ts`). */
export type OrderOutcome =
  | { ok: true; orderNumber: string }
  | { ok: false; reason: "declined" | "insufficient_funds" | "invalid_cart" | "out_of_stock" | "incomplete" | "unavailable"; message?: string };

/** Store-relative path (`/confirmation`, `/failed?reason=…`, `/creditcard?error=…`) after the order was submitted. */
export function pathAfterOrder(outcome: OrderOutcome): string {
  if (outcome.ok) return "/confirmation";
  if (outcome.reason === "unavailable") return "/creditcard?error=unavailable";
  return `/failed?reason=${outcome.reason}`;
}

/**
 * Store-relative path after the gateway sent the shopper back with `?error=`: a failed 3-D Secure
 * check is a failed payment; typos and stale tokens go back to the form, with the message next to
 * the field.
 */
export function pathAfterGatewayError(code: string): string {
  if (code === "authentication_failed") return "/failed?reason=authentication_failed";
  if (code === "card_declined" || code === "declined") return "/failed?reason=declined";
  if (code === "insufficient_funds") return "/failed?reason=insufficient_funds";
  return `/creditcard?error=${cardFormError(code) ?? "failed"}`;
}
