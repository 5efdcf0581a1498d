/**
 * A customer's cart (QuoteGraphQl `customerCart`, `mergeCarts`): the active cart of the customer in
 * the store view's website, created when there is none; and a guest cart merged into it when the
 * shopper signs in (same product and options add up; the guest cart is deactivated, as Magento's).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { quote, quoteItem, store as storeTable } from "../../db/schema";
import { authorizationError, inputError, noSuchEntityError } from "../../lib/errors";
import type { StoreView } from "../store";
import { CART_MESSAGES, type CartService } from "./carts";
import type { QuoteRow } from "./types";

/**
 * The customer's active cart id in the store view's website, created when there is none. The cart
 * carries the account's email (Magento's customer quote does), which the order is placed with.
 */
export async function customerCartId(db: Database, carts: CartService, store: StoreView, customerId: number): Promise<string> {
  const maskedId = await activeCartId(db, carts, store, customerId);
  await db
    .update(quote)
    .set({ customerEmail: sql`(select email from customer_entity where entity_id = ${customerId})` })
    .where(and(eq(quote.maskedId, maskedId), sql`${quote.customerEmail} is distinct from (select email from customer_entity where entity_id = ${customerId})`));
  return maskedId;
}

async function activeCartId(db: Database, carts: CartService, store: StoreView, customerId: number): Promise<string> {
  const storeIds = db.select({ id: storeTable.storeId }).from(storeTable).where(eq(storeTable.websiteId, store.websiteId));
  const [row] = await db
    .select({ maskedId: quote.maskedId })
    .from(quote)
    .where(and(eq(quote.customerId, customerId), eq(quote.isActive, true), inArray(quote.storeId, storeIds)))
    .orderBy(desc(quote.updatedAt), desc(quote.entityId))
    .limit(1);
  if (row) return row.maskedId;
  return (await carts.create(store, customerId)).maskedId;
}

/**
 * Moves the guest cart's lines into the customer's cart (the destination, or the customer's active
 * cart when none is named) and deactivates the guest cart. The source must be an active guest cart
 * of the website: Magento checks it as a guest would (a customer's cart is "not yours").
 * Answers the destination's masked id.
 */
export async function mergeGuestCart(
  db: Database,
  carts: CartService,
  store: StoreView,
  customerId: number,
  sourceId: string,
  destinationId: string | null | undefined,
): Promise<string> {
  if (!sourceId?.trim()) throw inputError('Required parameter "source_cart_id" is missing');
  const destination = destinationId?.trim() ? destinationId : await customerCartId(db, carts, store, customerId);
  if (destination === sourceId) return destination;
  await carts.withCart(store, destination, customerId, async (tx, target) => {
    // Inside withCart only `tx` may be used (PGlite has one connection).
    const [source] = await tx.select().from(quote).where(eq(quote.maskedId, sourceId)).for("update");
    await checkGuestCart(tx, source, sourceId, store);
    await moveLines(tx, source!, target);
    await tx.update(quote).set({ isActive: false, updatedAt: new Date() }).where(eq(quote.entityId, source!.entityId));
    await tx.update(quote).set({ updatedAt: new Date(), ...giftOptionsToMerge(source!, target) }).where(eq(quote.entityId, target.entityId));
  });
  return destination;
}

/**
 * The guest cart's gift message goes along (Magento's GiftMessage SalesEventQuoteMerge), and its
 * wrapping, receipt and card when the customer's cart has none of its own.
 */
function giftOptionsToMerge(source: QuoteRow, target: QuoteRow): Partial<QuoteRow> {
  const merged: Partial<QuoteRow> = {};
  if (source.giftMessageId !== null) merged.giftMessageId = source.giftMessageId;
  if (target.gwId === null && !target.gwAddCard && !target.gwAllowGiftReceipt) {
    merged.gwId = source.gwId;
    merged.gwAddCard = source.gwAddCard;
    merged.gwAllowGiftReceipt = source.gwAllowGiftReceipt;
  }
  return merged;
}

async function checkGuestCart(tx: Database, row: QuoteRow | undefined, maskedId: string, store: StoreView): Promise<void> {
  if (!row) throw noSuchEntityError(CART_MESSAGES.notFound(maskedId));
  if (!row.isActive) throw noSuchEntityError(CART_MESSAGES.inactive);
  if (row.storeId !== store.id) {
    const [owner] = await queryRows<{ website_id: number }>(tx, sql`select website_id from store where store_id = ${row.storeId}`);
    if (!owner || owner.website_id !== store.websiteId) throw noSuchEntityError(CART_MESSAGES.wrongStore(maskedId));
  }
  if (row.customerId !== null) throw authorizationError(CART_MESSAGES.notYours(maskedId));
}

async function moveLines(tx: Database, source: QuoteRow, target: QuoteRow): Promise<void> {
  const incoming = await tx.select().from(quoteItem).where(eq(quoteItem.quoteId, source.entityId)).orderBy(quoteItem.itemId);
  if (incoming.length === 0) return;
  const present = await tx.select().from(quoteItem).where(eq(quoteItem.quoteId, target.entityId));
  const key = (line: typeof quoteItem.$inferSelect) => `${line.productId}|${line.parentProductId ?? ""}|${[...line.selectedOptions].sort().join(",")}`;
  const byKey = new Map(present.map((line) => [key(line), line]));
  for (const line of incoming) {
    const same = byKey.get(key(line));
    if (same) {
      const qty = Number(same.qty) + Number(line.qty);
      await tx.update(quoteItem).set({ qty: String(qty) }).where(eq(quoteItem.itemId, same.itemId));
      byKey.set(key(line), { ...same, qty: String(qty) });
    } else {
      await tx.insert(quoteItem).values({
        quoteId: target.entityId,
        productId: line.productId,
        parentProductId: line.parentProductId,
        sku: line.sku,
        qty: line.qty,
        selectedOptions: line.selectedOptions,
        giftMessageId: line.giftMessageId,
        gwId: line.gwId,
      });
    }
  }
}
