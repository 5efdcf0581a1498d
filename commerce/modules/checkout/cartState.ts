/**
 * The checkout data a cart holds (Magento's quote_address and quote_payment rows): read back as a
 * whole, and written one part at a time. `db` / `tx` may be a transaction (inside `withCart`).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote, quoteAddress, quotePayment } from "../../db/schema";
import type { QuoteRow } from "../cart";
import { addressColumns, addressFromRow, type AddressRecord } from "../customer";
import type { CardChoice, CartAddressView, CartPayment, CheckoutState } from "./types";

/** Email, addresses and payment of a cart; a billing address "same as shipping" carries the shipping address's values. */
export async function readState(conn: Database, cart: QuoteRow): Promise<CheckoutState> {
  const [addresses, payments] = await Promise.all([
    conn.select().from(quoteAddress).where(eq(quoteAddress.quoteId, cart.entityId)),
    conn.select().from(quotePayment).where(eq(quotePayment.quoteId, cart.entityId)),
  ]);
  const view = (row: (typeof addresses)[number]): CartAddressView => ({
    ...addressFromRow(row),
    id: row.addressId,
    sameAsShipping: row.sameAsShipping,
    shippingMethod: row.shippingMethod,
  });
  const shippingRow = addresses.find((a) => a.addressType === "shipping");
  const billingRow = addresses.find((a) => a.addressType === "billing");
  const shipping = shippingRow ? view(shippingRow) : null;
  let billing = billingRow ? view(billingRow) : null;
  if (billing?.sameAsShipping && shipping) billing = { ...shipping, id: billing.id, sameAsShipping: true, shippingMethod: null };
  const payment = payments[0];
  let additional: { payment_method_nonce?: string; public_hash?: string; is_active_payment_token_enabler?: boolean } = {};
  if (payment?.additionalInformation) {
    try {
      additional = JSON.parse(payment.additionalInformation) as typeof additional;
    } catch {
      additional = {};
    }
  }
  const cartPayment: CartPayment | null = payment
    ? {
        method: payment.method,
        nonce: additional.payment_method_nonce ?? null,
        publicHash: additional.public_hash ?? null,
        saveCard: additional.is_active_payment_token_enabler === true,
      }
    : null;
  return { email: cart.customerEmail, shipping, billing, payment: cartPayment };
}

/** Sets the cart's shipping or billing address (one of each). */
export async function saveAddress(tx: Database, cart: QuoteRow, type: "shipping" | "billing", record: AddressRecord, sameAsShipping = false): Promise<void> {
  const values = { ...addressColumns(record), sameAsShipping };
  await tx
    .insert(quoteAddress)
    .values({ quoteId: cart.entityId, addressType: type, ...values })
    .onConflictDoUpdate({ target: [quoteAddress.quoteId, quoteAddress.addressType], set: values });
  await tx.update(quote).set({ updatedAt: new Date() }).where(eq(quote.entityId, cart.entityId));
}

/** Sets the cart's payment method and what it needs (a card token, a saved card, "keep this card"). */
export async function savePayment(tx: Database, cart: QuoteRow, method: string, nonce: string | null, card: CardChoice = {}): Promise<void> {
  const details: Record<string, string | boolean> = {};
  if (nonce) details["payment_method_nonce"] = nonce;
  if (card.publicHash) details["public_hash"] = card.publicHash;
  // Only a customer's card can be saved (a guest has no vault).
  if (card.saveCard && cart.customerId !== null) details["is_active_payment_token_enabler"] = true;
  const additional = Object.keys(details).length ? JSON.stringify(details) : null;
  await tx
    .insert(quotePayment)
    .values({ quoteId: cart.entityId, method, additionalInformation: additional })
    .onConflictDoUpdate({ target: quotePayment.quoteId, set: { method, additionalInformation: additional } });
}

/** The same address, field for field. */
export function sameAddress(a: AddressRecord, b: AddressRecord): boolean {
  return JSON.stringify(addressColumns(a)) === JSON.stringify(addressColumns(b));
}
