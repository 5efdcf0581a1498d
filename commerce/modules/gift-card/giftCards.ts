/**
 * Adobe Commerce gift card accounts: a code with a balance in THB and an optional expiry date.
 * A card can be used when it is enabled, not expired and holds more than nothing; the balance is
 * only debited when an order is placed (checkout), applying a card to a cart reserves nothing.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { magentoGiftcardaccount, quoteGiftcard } from "../../db/schema";
import { noSuchEntityError } from "../../lib/errors";
import { roundMoney } from "../../lib/money";
import { shopDate, type StoreView } from "../store";

/** Adobe Commerce's texts (GiftCardAccountGraphQl). */
export const GIFT_CARD_MESSAGES = {
  /** applyGiftCardToCart with an unknown, expired, disabled or empty card. */
  cannotApply: "The gift card code couldn't be added. Verify your information and try again.",
  /** applyGiftCardToCart with a card already on the cart. */
  alreadyApplied: "This gift card account is already in the quote.",
  /** removeGiftCardFromCart with a card not on the cart. */
  cannotRemove: "The gift card couldn't be deleted from the quote.",
  /** giftCardAccount with an unknown, expired, disabled or fully redeemed card. */
  notFound: "Gift card not found",
} as const;

export interface GiftCardAccount {
  id: number;
  code: string;
  enabled: boolean;
  balance: number;
  /** "YYYY-MM-DD" or null when it never expires. */
  expiresAt: string | null;
}

function toAccount(row: typeof magentoGiftcardaccount.$inferSelect): GiftCardAccount {
  return { id: row.giftcardaccountId, code: row.code, enabled: row.status, balance: Number(row.balance), expiresAt: row.dateExpires };
}

/** The account with this code (case-insensitive), or null. */
export async function findGiftCard(db: Database, code: string): Promise<GiftCardAccount | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const [row] = await db
    .select()
    .from(magentoGiftcardaccount)
    .where(sql`upper(${magentoGiftcardaccount.code}) = upper(${trimmed})`)
    .limit(1);
  return row ? toAccount(row) : null;
}

/** True when the card may pay today ("YYYY-MM-DD" in the shop's timezone): enabled, not expired, with a balance. */
export function giftCardUsable(card: GiftCardAccount, today: string): boolean {
  return card.enabled && card.balance > 0 && !isExpired(card, today);
}

/** A card expires at the end of its expiry day. */
export function isExpired(card: Pick<GiftCardAccount, "expiresAt">, today: string): boolean {
  return card.expiresAt !== null && card.expiresAt < today;
}

export interface GiftCardBalance {
  code: string;
  /** What the card holds now; 0 for a card that cannot be used (expired, disabled). */
  balance: number;
}

/**
 * How much each gift card covers of `amountDue`, in the order given (oldest applied first): each
 * pays as much as its balance allows until nothing is left to pay.
 */
export function applyGiftCards(amountDue: number, cards: readonly GiftCardBalance[]): { code: string; applied: number; remaining: number }[] {
  let due = Math.max(roundMoney(amountDue), 0);
  return cards.map((card) => {
    const balance = Math.max(roundMoney(card.balance), 0);
    const applied = Math.min(balance, due);
    due = roundMoney(due - applied);
    return { code: card.code, applied, remaining: roundMoney(balance - applied) };
  });
}

/** The cards applied to a cart, oldest applied first (the order they pay in). */
export async function cartGiftCards(db: Database, quoteId: number): Promise<GiftCardAccount[]> {
  const rows = await db
    .select({ account: magentoGiftcardaccount })
    .from(quoteGiftcard)
    .innerJoin(magentoGiftcardaccount, eq(magentoGiftcardaccount.giftcardaccountId, quoteGiftcard.giftcardaccountId))
    .where(eq(quoteGiftcard.quoteId, quoteId))
    .orderBy(asc(quoteGiftcard.appliedAt), asc(quoteGiftcard.giftcardaccountId));
  return rows.map((row) => toAccount(row.account));
}

/**
 * Takes `amount` off the card as an order is placed: one conditional update, so a balance spent
 * meanwhile by another order is never taken below zero. False when the card has too little left.
 */
export async function debitGiftCard(tx: Database, code: string, amount: number): Promise<boolean> {
  const debited = await tx
    .update(magentoGiftcardaccount)
    .set({ balance: sql`${magentoGiftcardaccount.balance} - ${amount}` })
    .where(and(sql`upper(${magentoGiftcardaccount.code}) = upper(${code})`, sql`${magentoGiftcardaccount.balance} >= ${amount}`))
    .returning({ id: magentoGiftcardaccount.giftcardaccountId });
  return debited.length > 0;
}

/** A card's balance for the balance check; Adobe Commerce's "not found" for anything unusable. */
export async function giftCardBalance(db: Database, store: StoreView, code: string): Promise<GiftCardAccount> {
  const card = await findGiftCard(db, code);
  if (!card || !giftCardUsable(card, await shopDate(db, store))) throw noSuchEntityError(GIFT_CARD_MESSAGES.notFound);
  return card;
}
