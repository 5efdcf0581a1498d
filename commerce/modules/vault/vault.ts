/**
 * Saved cards (Magento's Vault): a customer's cards the gateway keeps, listed by
 * `customerPaymentTokens`, paid with by `sandbox_card_vault` + `public_hash`, deleted by
 * `deletePaymentToken`. A card is saved when a signed-in customer pays by card and asks to keep it;
 * the row holds the gateway's reusable reference, never the card number.
 *
 * Every lookup is by public hash AND customer: another customer's hash is the same "not found" as a
 * hash that never existed.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { vaultPaymentToken } from "../../db/schema";
import type { KeptCard } from "../payment-gateway";

/** The card method whose cards are saved; the token's `payment_method_code` (as Magento's `braintree`). */
export const VAULT_PROVIDER_CODE = "sandbox_card";
/** The method that pays with a saved card (as Magento's `braintree_cc_vault`). */
export const VAULT_METHOD_CODE = "sandbox_card_vault";

/** Magento's text when a public hash is not one of the customer's tokens (VaultGraphQl). */
export const tokenNotFoundMessage = (publicHash: string) => `Could not find a token using public hash: ${publicHash}`;

/** Magento's vault card type codes (the `type` in `details`). */
const CARD_TYPES: Record<string, string> = { visa: "VI", mastercard: "MC", amex: "AE", jcb: "JCB" };

export interface SavedCardToken {
  publicHash: string;
  paymentMethodCode: string;
  type: "card";
  /** JSON, Magento's shape: {"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}. */
  details: string;
}

/** A customer's saved card with the reference to charge it (engine-internal). */
export interface ChargeableCard extends SavedCardToken {
  gatewayToken: string;
}

export interface VaultService {
  /** The customer's visible, active, unexpired cards, oldest first (Magento's VisibleTokenRetriever). */
  list(customerId: number, db?: Database): Promise<SavedCardToken[]>;
  /** One of the customer's usable cards, or null (unknown, another customer's, deleted or expired). */
  find(customerId: number, publicHash: string, db?: Database): Promise<ChargeableCard | null>;
  /**
   * Saves a card the gateway kept for the customer. The same card (brand, last 4, expiry) saved
   * again replaces the earlier reference instead of listing the card twice.
   */
  save(customerId: number, card: KeptCard, db?: Database): Promise<SavedCardToken>;
  /** Hides and deactivates the card (and lets the gateway forget it); false when not the customer's. */
  delete(customerId: number, publicHash: string): Promise<boolean>;
}

export interface VaultDependencies {
  db: Database;
  /** Tells the gateway to forget a deleted card's reference. */
  revokeCard?: (cardReference: string, db: Database) => Promise<void>;
  now?: () => Date;
}

/** Details as Magento's vault stores them for a card. */
export function cardDetails(card: Pick<KeptCard, "brand" | "last4" | "expMonth" | "expYear">): string {
  return JSON.stringify({
    type: CARD_TYPES[card.brand] ?? card.brand.toUpperCase(),
    maskedCC: card.last4,
    expirationDate: `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
  });
}

/** The first moment after the card's expiry month (UTC), when it stops working. */
export function cardExpiresAt(card: Pick<KeptCard, "expMonth" | "expYear">): Date {
  return new Date(Date.UTC(card.expYear, card.expMonth, 1));
}

const MAX_PUBLIC_HASH_LENGTH = 128;

const toToken = (row: typeof vaultPaymentToken.$inferSelect): ChargeableCard => ({
  publicHash: row.publicHash,
  paymentMethodCode: row.paymentMethodCode,
  type: "card",
  details: row.details,
  gatewayToken: row.gatewayToken,
});

const publicView = ({ gatewayToken: _secret, ...token }: ChargeableCard): SavedCardToken => token;

export function createVaultService(deps: VaultDependencies): VaultService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const usable = (customerId: number) =>
    and(eq(vaultPaymentToken.customerId, customerId), eq(vaultPaymentToken.isActive, true), eq(vaultPaymentToken.isVisible, true), gt(vaultPaymentToken.expiresAt, now()));

  return {
    async list(customerId, conn = db) {
      const rows = await conn.select().from(vaultPaymentToken).where(usable(customerId)).orderBy(asc(vaultPaymentToken.entityId));
      return rows.map((row) => publicView(toToken(row)));
    },

    async find(customerId, publicHash, conn = db) {
      if (typeof publicHash !== "string" || !publicHash || publicHash.length > MAX_PUBLIC_HASH_LENGTH) return null;
      const [row] = await conn.select().from(vaultPaymentToken).where(and(usable(customerId), eq(vaultPaymentToken.publicHash, publicHash)));
      return row ? toToken(row) : null;
    },

    async save(customerId, card, conn = db) {
      const details = cardDetails(card);
      const [same] = await conn
        .select()
        .from(vaultPaymentToken)
        .where(and(usable(customerId), eq(vaultPaymentToken.details, details), eq(vaultPaymentToken.paymentMethodCode, VAULT_PROVIDER_CODE)));
      if (same) {
        await conn.update(vaultPaymentToken).set({ gatewayToken: card.cardReference }).where(eq(vaultPaymentToken.entityId, same.entityId));
        if (deps.revokeCard) await deps.revokeCard(same.gatewayToken, conn);
        return publicView(toToken(same));
      }
      const [row] = await conn
        .insert(vaultPaymentToken)
        .values({
          customerId,
          publicHash: randomBytes(32).toString("hex"),
          paymentMethodCode: VAULT_PROVIDER_CODE,
          type: "card",
          gatewayToken: card.cardReference,
          details,
          createdAt: now(),
          expiresAt: cardExpiresAt(card),
        })
        .returning();
      return publicView(toToken(row!));
    },

    async delete(customerId, publicHash) {
      if (typeof publicHash !== "string" || !publicHash || publicHash.length > MAX_PUBLIC_HASH_LENGTH) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(vaultPaymentToken)
          .set({ isActive: false, isVisible: false })
          .where(and(eq(vaultPaymentToken.customerId, customerId), eq(vaultPaymentToken.publicHash, publicHash), eq(vaultPaymentToken.isVisible, true)))
          .returning();
        if (!row) return false;
        if (deps.revokeCard) await deps.revokeCard(row.gatewayToken, tx);
        return true;
      });
    },
  };
}
