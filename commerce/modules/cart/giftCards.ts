/**
 * Gift cards on a cart (Adobe Commerce's applyGiftCardToCart / removeGiftCardFromCart). Applying
 * reserves nothing: the balance is debited when the order is placed, and the totals always use the
 * balance as it is then.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quoteGiftcard } from "../../db/schema";
import { inputError } from "../../lib/errors";
import { findGiftCard, GIFT_CARD_MESSAGES, giftCardUsable } from "../gift-card";
import { shopDate, type StoreView } from "../store";
import type { QuoteRow } from "./types";

export async function applyGiftCard(tx: Database, store: StoreView, cart: QuoteRow, code: string): Promise<void> {
  const card = await findGiftCard(tx, code);
  if (!card || !giftCardUsable(card, await shopDate(tx, store))) throw inputError(GIFT_CARD_MESSAGES.cannotApply);
  const added = await tx
    .insert(quoteGiftcard)
    .values({ quoteId: cart.entityId, giftcardaccountId: card.id })
    .onConflictDoNothing()
    .returning({ id: quoteGiftcard.giftcardaccountId });
  if (added.length === 0) throw inputError(GIFT_CARD_MESSAGES.alreadyApplied);
}

export async function removeGiftCard(tx: Database, cart: QuoteRow, code: string): Promise<void> {
  const card = await findGiftCard(tx, code);
  const removed = card
    ? await tx
        .delete(quoteGiftcard)
        .where(and(eq(quoteGiftcard.quoteId, cart.entityId), eq(quoteGiftcard.giftcardaccountId, card.id)))
        .returning({ id: quoteGiftcard.giftcardaccountId })
    : [];
  if (removed.length === 0) throw inputError(GIFT_CARD_MESSAGES.cannotRemove);
}
