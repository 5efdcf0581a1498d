/**
 * Gift messages (Magento_GiftMessage): one `gift_message` row per cart, cart line or order that has
 * one. Saving a message with an empty text removes it, as Magento's GiftMessageManager does.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { giftMessage } from "../../db/schema";

export interface GiftMessageRecord {
  from: string;
  to: string;
  message: string;
}

/** Magento's texts (GiftMessage CartRepository / ItemRepository, GiftMessageGraphQl). */
export const GIFT_MESSAGE_MESSAGES = {
  notAvailable: "Gift Message is not available",
  emptyCart: "Gift Messages are not applicable for empty cart",
  cannotUpdate: "Gift Message cannot be updated.",
} as const;

/**
 * Writes a message where `currentId` was (or a new row) and answers the id to keep; null when the
 * message is removed (no input, or an empty text).
 */
export async function saveGiftMessage(tx: Database, currentId: number | null, input: GiftMessageRecord | null, customerId: number | null): Promise<number | null> {
  if (!input || input.message === "") {
    if (currentId !== null) await tx.delete(giftMessage).where(eq(giftMessage.giftMessageId, currentId));
    return null;
  }
  const values = { sender: input.from, recipient: input.to, message: input.message, customerId };
  if (currentId !== null) {
    const updated = await tx.update(giftMessage).set(values).where(eq(giftMessage.giftMessageId, currentId)).returning({ id: giftMessage.giftMessageId });
    if (updated.length) return currentId;
  }
  const [row] = await tx.insert(giftMessage).values(values).returning({ id: giftMessage.giftMessageId });
  return row!.id;
}

/** Messages by id, for a cart and its lines or an order and its lines. */
export async function readGiftMessages(db: Database, ids: readonly (number | null)[]): Promise<Map<number, GiftMessageRecord>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(giftMessage).where(inArray(giftMessage.giftMessageId, wanted));
  return new Map(rows.map((row) => [row.giftMessageId, { from: row.sender, to: row.recipient, message: row.message }]));
}
