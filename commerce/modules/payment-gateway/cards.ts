/**
 * Checks a card as a shopper typed it, before anything is stored: the number (digits, length,
 * Luhn), the brand (from the number's prefix), the expiry (a month that has not ended yet) and the
 * CVC (3 digits, 4 for American Express). Pure; the clock is passed in.
 */
import { testCardBehaviour, type CardOutcome } from "./testCards";

export type CardBrand = "visa" | "mastercard" | "amex" | "jcb";

/** What the gateway sends back to the shop for input it cannot take, in the order it checks them. */
export type CardError = "invalid_number" | "unsupported_card" | "missing_name" | "invalid_expiry" | "expired_card" | "invalid_cvc";

export interface CardInput {
  number: string;
  name: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** What is kept of a card: never the number or the CVC. */
export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** What authorising it will answer, and whether the bank asks for 3-D Secure first (test cards). */
  outcome: CardOutcome;
  threeDSecure: boolean;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; error: CardError };

/** The number's digits, with the spaces and dashes shoppers type removed; null when anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn checksum every card number carries (catches one mistyped digit and most swaps). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  matches: (digits: string) => boolean;
  lengths: readonly number[];
}

const prefixBetween = (digits: string, size: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, size));
  return prefix >= low && prefix <= high;
};

/** The brands the sandbox takes (Visa, Mastercard, JCB, American Express), by their number ranges. */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: "visa", matches: (d) => d.startsWith("4"), lengths: [13, 16, 19] },
  { brand: "mastercard", matches: (d) => prefixBetween(d, 2, 51, 55) || prefixBetween(d, 4, 2221, 2720), lengths: [16] },
  { brand: "amex", matches: (d) => d.startsWith("34") || d.startsWith("37"), lengths: [15] },
  { brand: "jcb", matches: (d) => prefixBetween(d, 4, 3528, 3589), lengths: [16, 17, 18, 19] },
];

/** The brand a number belongs to by its prefix, or null for brands the sandbox does not take. */
export function detectBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.matches(digits))?.brand ?? null;
}

/** Month 1-12 ("1" or "01") and a 4- or 2-digit year (20xx); null when malformed or absurdly far ahead. */
export function parseExpiry(month: string, year: string, now: Date): { month: number; year: number } | null {
  const m = month.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return null;
  const monthNumber = Number(m);
  const yearNumber = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (monthNumber < 1 || monthNumber > 12) return null;
  if (yearNumber > now.getUTCFullYear() + 20) return null;
  return { month: monthNumber, year: yearNumber };
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth);
}

export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return (brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test(cvc.trim());
}

/** Every check in the order the form asks for the fields; the first failure is the answer. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = cardDigits(input.number);
  if (!digits || digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return { ok: false, error: "invalid_number" };
  const rule = BRAND_RULES.find((candidate) => candidate.matches(digits));
  if (!rule) return { ok: false, error: "unsupported_card" };
  if (!rule.lengths.includes(digits.length)) return { ok: false, error: "invalid_number" };
  if (!input.name.trim()) return { ok: false, error: "missing_name" };
  const expiry = parseExpiry(input.expMonth, input.expYear, now);
  if (!expiry) return { ok: false, error: "invalid_expiry" };
  if (isExpired(expiry, now)) return { ok: false, error: "expired_card" };
  if (!isValidCvc(input.cvc, rule.brand)) return { ok: false, error: "invalid_cvc" };
  const behaviour = testCardBehaviour(digits);
  return {
    ok: true,
    card: { brand: rule.brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, ...behaviour },
  };
}
