/**
 * Saved cards as choices of checkout's payment step: the radio's value is
 * `sandbox_card_vault:{public_hash}` beside the backend's method codes; picking one records the
 * stored-cards method (`sandbox_card_vault`, as Magento's `braintree_cc_vault`) and the card's hash,
 * and Place Order pays with it without the card form.
 */

/** The method that pays with a saved card. */
export const SAVED_CARD_METHOD = "sandbox_card_vault";
/** The method whose cards can be saved and paid with again: saved cards are offered with it only. */
export const CARD_METHOD = "sandbox_card";

const PREFIX = `${SAVED_CARD_METHOD}:`;

export function savedCardChoice(publicHash: string): string {
  return `${PREFIX}${publicHash}`;
}

/** The saved card's hash a choice names, or null for a plain method code. */
export function savedCardOfChoice(value: unknown): string | null {
  return typeof value === "string" && value.startsWith(PREFIX) && value.length > PREFIX.length ? value.slice(PREFIX.length) : null;
}
