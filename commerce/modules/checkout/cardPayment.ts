/**
 * Charging the card an order is paid with, inside the order's transaction, so the one-time token is
 * consumed and the charge kept only if the order commits: a card typed in (`sandbox_card`, kept in
 * the customer's vault when they asked and it is approved) or a saved card (`sandbox_card_vault`,
 * charged by the gateway's reference, without 3-D Secure).
 */
import type { Database } from "../../db/connect";
import { tokenNotFoundMessage, VAULT_METHOD_CODE, type VaultService } from "../vault";
import { PaymentDeclinedError, PlaceOrderError } from "./errors";
import type { CardGateway, CheckoutState } from "./types";

/** What the order keeps of an approved charge (never the number). */
export interface CardCharge {
  chargeId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardPaymentInput {
  method: string;
  payment: CheckoutState["payment"];
  customerId: number | null;
  amount: number;
  orderNumber: string;
  gateway: CardGateway | undefined;
  vault: VaultService | undefined;
}

/**
 * Charges the order's card, if it is paid by card: the charge and the order's comment ("Authorized
 * amount of ฿…"); nothing for the other methods. A declined card throws PaymentDeclinedError.
 */
export async function chargeCard(tx: Database, input: CardPaymentInput): Promise<{ card?: CardCharge; comment: string | null }> {
  const { method, payment, customerId, amount, orderNumber, gateway, vault } = input;
  const comment = (chargeId: string) => `Authorized amount of ฿${amount.toFixed(2)}. Transaction ID: "${chargeId}"`;

  if (method === "sandbox_card") {
    if (!gateway) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");
    if (!payment?.nonce) throw new PlaceOrderError("Enter a valid payment method and try again.", "UNABLE_TO_PLACE_ORDER");
    // A customer who asked to save the card gets it kept once approved (a guest has no vault).
    const keepCard = Boolean(payment.saveCard && customerId !== null && vault);
    const result = await gateway.authorize({ token: payment.nonce, amount, currency: "THB", reference: orderNumber, keepCard }, tx);
    if (result.status === "declined") throw new PaymentDeclinedError(result.reason);
    if (result.keptCard && vault && customerId !== null) await vault.save(customerId, result.keptCard, tx);
    return { card: { chargeId: result.chargeId, ...result.card }, comment: comment(result.chargeId) };
  }

  if (method === VAULT_METHOD_CODE) {
    const hash = payment?.publicHash ?? "";
    const saved = gateway && vault && customerId !== null ? await vault.find(customerId, hash, tx) : null;
    if (!gateway || !saved) throw new PlaceOrderError(tokenNotFoundMessage(hash), "UNABLE_TO_PLACE_ORDER");
    const result = await gateway.authorizeKeptCard({ cardReference: saved.gatewayToken, amount, currency: "THB", reference: orderNumber }, tx);
    if (result.status === "declined") throw new PaymentDeclinedError(result.reason);
    return { card: { chargeId: result.chargeId, ...result.card }, comment: comment(result.chargeId) };
  }

  return { comment: null };
}
