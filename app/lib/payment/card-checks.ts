/**
 * The checks the card form runs in the browser before it posts to the gateway, so a typo is
 * caught while the typed card is still on the page (the gateway answers with a redirect, and the
 * storefront never gets the card back to fill the form in again). The gateway checks the same
 * things itself; these only save the shopper a round trip. Codes are the gateway's error codes.
 */

/** The fields of the card form, as the gateway names them. */
export type CardField = "card_number" | "card_name" | "expiry" | "cvc";

/** The gateway's error codes for bad card input (`?error=` on the return URL). */
export type CardInputError = "invalid_number" | "missing_name" | "invalid_expiry" | "expired_card" | "invalid_cvc" | "unsupported_card";

export interface CardInput {
  number: string;
  name: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type CardProblems = Partial<Record<CardField, CardInputError>>;

/** The digits of a typed card number, or null when it holds anything but digits, spaces and dashes. */
export function cardDigits(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "");
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** American Express cards start with 34 or 37 and carry a four-digit security code. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** Four-digit year from what the form sent: `2030`, or `30` meaning 2030. */
export function fullYear(typed: string): number | null {
  const trimmed = typed.trim();
  if (/^\d{4}$/.test(trimmed)) return Number(trimmed);
  if (/^\d{2}$/.test(trimmed)) return 2000 + Number(trimmed);
  return null;
}

/**
 * What is wrong with the typed card, field by field (empty when nothing is). A card is valid up to
 * the last day of its expiry month, in the shopper's own calendar month (`now`).
 */
export function checkCard(card: CardInput, now: Date = new Date()): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(card.number);
  if (digits === null || digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) problems.card_number = "invalid_number";

  if (!card.name.trim()) problems.card_name = "missing_name";

  const month = /^\d{1,2}$/.test(card.expMonth.trim()) ? Number(card.expMonth) : NaN;
  const year = fullYear(card.expYear);
  if (!(month >= 1 && month <= 12) || year === null) {
    problems.expiry = "invalid_expiry";
  } else {
    const current = now.getFullYear() * 12 + now.getMonth();
    const expires = year * 12 + (month - 1);
    if (expires < current) problems.expiry = "expired_card";
    else if (expires > current + 12 * 20) problems.expiry = "invalid_expiry";
  }

  const cvcLength = digits && isAmex(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.cvc = "invalid_cvc";
  return problems;
}

/** The field a gateway error belongs to; null for errors about the payment as a whole. */
export function fieldOfCardError(code: string): CardField | null {
  switch (code) {
    case "invalid_number":
    case "unsupported_card":
      return "card_number";
    case "missing_name":
      return "card_name";
    case "invalid_expiry":
    case "expired_card":
      return "expiry";
    case "invalid_cvc":
      return "cvc";
    default:
      return null;
  }
}

/** The months and years the expiry selects offer: this year and the next fifteen. */
export function expiryYears(now: Date = new Date(), count = 16): number[] {
  return Array.from({ length: count }, (_, index) => now.getFullYear() + index);
}
