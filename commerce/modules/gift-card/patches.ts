/** The demo shop's gift cards (documented in docs/engine.md, "Carts"). */
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { magentoGiftcardaccount, salesOrder, salesOrderPayment } from "../../db/schema";
import { DEMO_CUSTOMER } from "../customer";

export const demoGiftCardsPatch: DataPatch = {
  name: "demo/gift-cards",
  async apply(tx) {
    await tx
      .insert(magentoGiftcardaccount)
      .values([
        { code: "GIFT-1000-THAI", balance: "1000" },
        { code: "GIFT-300-THAI", balance: "300" },
        { code: "GIFT-EMPTY-00", balance: "0" },
        { code: "GIFT-EXPIRED-00", balance: "500", dateExpires: "2024-12-31" },
      ])
      .onConflictDoNothing();
  },
};

/** The demo customer's own gift card: ฿500, of which ฿200 paid part of his complete order (applied_gift_cards). */
export const DEMO_CUSTOMER_GIFT_CARD = { code: "GIFT-SOMCHAI-500", initial: 500, used: 200, expires: "2030-12-31" } as const;

export const demoCustomerGiftCardPatch: DataPatch = {
  name: "demo/customer-somchai-gift-card",
  async apply(tx) {
    const card = DEMO_CUSTOMER_GIFT_CARD;
    // The demo customer's complete order (the one with a shipment) is the one the card helped pay.
    const [order] = await queryRows<{ entity_id: number; grand_total: string }>(
      tx,
      sql`select o.entity_id, o.grand_total from sales_order o join customer_entity c on c.entity_id = o.customer_id
        where lower(c.email) = ${DEMO_CUSTOMER.email} and o.status = 'complete' order by o.entity_id limit 1`,
    );
    const used = order ? Math.min(card.used, Number(order.grand_total)) : 0;
    await tx
      .insert(magentoGiftcardaccount)
      .values({ code: card.code, balance: String(card.initial - used), dateExpires: card.expires })
      .onConflictDoNothing();
    if (!order || used <= 0) return;
    const grandTotal = (Number(order.grand_total) - used).toFixed(4);
    await tx
      .update(salesOrder)
      .set({ giftCards: JSON.stringify([{ code: card.code, amount: used }]), giftCardsAmount: used.toFixed(4), grandTotal })
      .where(eq(salesOrder.entityId, order.entity_id));
    await tx.update(salesOrderPayment).set({ amountOrdered: grandTotal }).where(eq(salesOrderPayment.parentId, order.entity_id));
  },
};

/**
 * Gift cards nobody has used, for trying "Add to store credit" on /gift-cards (redeeming empties a
 * card for good). The browser journeys take one each (tests/e2e/store-credit.spec.ts), so they never
 * spend the cards or the store credit other journeys and the demo customer rely on.
 */
export const DEMO_REDEEMABLE_GIFT_CARDS = ["GIFT-1500-A", "GIFT-1500-B", "GIFT-1500-C", "GIFT-1500-D"] as const;

export const demoRedeemableGiftCardsPatch: DataPatch = {
  name: "demo/gift-cards-to-redeem",
  async apply(tx) {
    await tx
      .insert(magentoGiftcardaccount)
      .values(DEMO_REDEEMABLE_GIFT_CARDS.map((code) => ({ code, balance: "1500" })))
      .onConflictDoNothing();
  },
};
