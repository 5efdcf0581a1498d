/**
 * A saved card as the shopper sees it, read from Magento's vault token: `details` is JSON with the
 * card type code, the last four digits and the expiry ({"type":"VI","maskedCC":"4242",
 * "expirationDate":"12/2030"}). Shared by the saved-payments page and checkout.
 */

export interface SavedCard {
  publicHash: string;
  /** Brand name as printed on cards (Visa, Mastercard, …); the type code itself when unknown. */
  brand: string;
  last4: string;
  /** "MM/YYYY". */
  expiry: string;
  /** The underlying method (`sandbox_card`, or `braintree` on a Magento with Braintree). */
  methodCode: string;
}

/** Magento's card type codes (Vault, Braintree, Payflow) and the brand names shoppers know. */
const BRANDS: Record<string, string> = {
  VI: "Visa",
  MC: "Mastercard",
  AE: "American Express",
  JCB: "JCB",
  DI: "Discover",
  DN: "Diners Club",
  UPI: "UnionPay",
  CUP: "UnionPay",
};

/** The card in a token, or null for tokens that are not cards (PayPal accounts) or unreadable. */
export function savedCardOf(token: { details?: string | null; public_hash: string; type: string; payment_method_code: string }): SavedCard | null {
  if (token.type !== "card" || !token.details) return null;
  let details: { type?: unknown; maskedCC?: unknown; expirationDate?: unknown };
  try {
    details = JSON.parse(token.details) as typeof details;
  } catch {
    return null;
  }
  const type = typeof details.type === "string" ? details.type : "";
  const last4 = typeof details.maskedCC === "string" ? details.maskedCC.slice(-4) : "";
  if (!last4) return null;
  return {
    publicHash: token.public_hash,
    brand: BRANDS[type] ?? type,
    last4,
    expiry: typeof details.expirationDate === "string" ? details.expirationDate.replace("\\/", "/") : "",
    methodCode: token.payment_method_code,
  };
}
