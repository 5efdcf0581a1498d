/**
 * Gift options on a cart and its lines, always inside `withCart`: the message, wrapping, gift
 * receipt and printed card of setGiftOptionsOnCart, and a line's message and wrapping from
 * updateCartItems. What they cost is worked out with the totals (totals.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quote, quoteItem } from "../../db/schema";
import { inputError } from "../../lib/errors";
import { decodeNumericUid } from "../../lib/uid";
import { GIFT_MESSAGE_MESSAGES, type GiftMessageRecord, readGiftOptionsSettings, readGiftWrappings, saveGiftMessage } from "../gift-options";
import type { StoreView } from "../store";
import type { QuoteRow } from "./types";

/** The engine's texts for Adobe Commerce's options (its own are not published). */
export const GIFT_OPTIONS_MESSAGES = {
  wrappingNotAvailable: "Gift wrapping is not available",
  wrappingNotFound: (uid: string) => `Could not find gift wrapping with ID "${uid}"`,
  giftReceiptNotAvailable: "Gift receipt is not available",
  printedCardNotAvailable: "Printed card is not available",
} as const;

export interface CartGiftOptionsInput {
  gift_message?: GiftMessageRecord | null;
  gift_wrapping_id?: string | null;
  gift_receipt_included: boolean;
  printed_card_included: boolean;
}

/** An active design the store view offers, from its uid; Magento's uid error for a malformed one. */
async function wrappingFromUid(tx: Database, store: StoreView, uid: string): Promise<number> {
  const id = decodeNumericUid(uid);
  const wrapping = id === null ? undefined : (await readGiftWrappings(tx, store.id, [id])).get(id);
  if (!wrapping || !wrapping.active) throw inputError(GIFT_OPTIONS_MESSAGES.wrappingNotFound(uid));
  return wrapping.id;
}

/**
 * setGiftOptionsOnCart: every option is replaced by what is sent (a null message or wrapping
 * removes it). An option the store view has switched off is refused; Magento refuses a message on
 * an empty cart.
 */
export async function setCartGiftOptions(tx: Database, store: StoreView, cart: QuoteRow, input: CartGiftOptionsInput): Promise<void> {
  const settings = await readGiftOptionsSettings(tx, store);
  const message = input.gift_message ?? null;
  if (message && message.message !== "") {
    const [line] = await tx.select({ id: quoteItem.itemId }).from(quoteItem).where(eq(quoteItem.quoteId, cart.entityId)).limit(1);
    if (!line) throw inputError(GIFT_MESSAGE_MESSAGES.emptyCart);
    if (!settings.messagesOnOrder) throw inputError(GIFT_MESSAGE_MESSAGES.notAvailable);
  }
  let gwId: number | null = null;
  if (input.gift_wrapping_id) {
    if (!settings.wrappingOnOrder) throw inputError(GIFT_OPTIONS_MESSAGES.wrappingNotAvailable);
    gwId = await wrappingFromUid(tx, store, input.gift_wrapping_id);
  }
  if (input.gift_receipt_included && !settings.giftReceipt) throw inputError(GIFT_OPTIONS_MESSAGES.giftReceiptNotAvailable);
  if (input.printed_card_included && !settings.printedCard) throw inputError(GIFT_OPTIONS_MESSAGES.printedCardNotAvailable);

  const giftMessageId = await saveGiftMessage(tx, cart.giftMessageId ?? null, message, cart.customerId ?? null);
  await tx
    .update(quote)
    .set({ giftMessageId, gwId, gwAllowGiftReceipt: input.gift_receipt_included, gwAddCard: input.printed_card_included, updatedAt: new Date() })
    .where(eq(quote.entityId, cart.entityId));
}

export interface CartItemGiftOptionsUpdate {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
  gift_message?: GiftMessageRecord | null;
  gift_wrapping_id?: string | null;
}

/**
 * updateCartItems' gift fields, after the quantities: a line's message is skipped, as Magento's
 * GiftMessageCartItemUpdater does, while messages on items are switched off; likewise its wrapping.
 * A line that is gone (quantity 0) is left alone.
 */
export async function updateCartItemGiftOptions(tx: Database, store: StoreView, cart: QuoteRow, updates: readonly (CartItemGiftOptionsUpdate | null)[]): Promise<void> {
  const wanted = updates.filter((update): update is CartItemGiftOptionsUpdate => update !== null && (Boolean(update.gift_message) || Boolean(update.gift_wrapping_id)));
  if (wanted.length === 0) return;
  const settings = await readGiftOptionsSettings(tx, store);
  for (const update of wanted) {
    const itemId = update.cart_item_uid ? decodeNumericUid(update.cart_item_uid) : (update.cart_item_id ?? null);
    if (itemId === null) continue;
    const [line] = await tx.select().from(quoteItem).where(and(eq(quoteItem.quoteId, cart.entityId), eq(quoteItem.itemId, itemId)));
    if (!line) continue;
    const set: { giftMessageId?: number | null; gwId?: number | null } = {};
    if (update.gift_message && settings.messagesOnItems) {
      set.giftMessageId = await saveGiftMessage(tx, line.giftMessageId ?? null, update.gift_message, cart.customerId ?? null);
    }
    if (update.gift_wrapping_id && settings.wrappingOnItems) set.gwId = await wrappingFromUid(tx, store, update.gift_wrapping_id);
    if (Object.keys(set).length) await tx.update(quoteItem).set(set).where(eq(quoteItem.itemId, line.itemId));
  }
}
