/**
 * Adobe Commerce's redeemGiftCardBalanceAsStoreCredit: a signed-in customer moves a gift card's
 * whole balance into their store credit. One transaction: the card is emptied with a conditional
 * update (a card redeemed or spent at the same moment elsewhere is emptied once), the credit added
 * and a history row written with Magento's note, "Gift Card Redeemed: CODE. For customer #ID."
 * (GiftCardAccount's Redeemer; the note is for the admin: GraphQL's history items do not carry it).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { magentoGiftcardaccount } from "../../db/schema";
import { inputError, noSuchEntityError } from "../../lib/errors";
import { changeBalance, storeCreditEnabled } from "../store-credit";
import { shopDate, type StoreView } from "../store";
import { findGiftCard, GIFT_CARD_MESSAGES, giftCardUsable, type GiftCardAccount } from "./giftCards";

/** Adobe Commerce's texts (GiftCardAccountGraphQl's redeem tests). */
export const REDEEM_MESSAGES = {
  guest: "Cannot find the customer to update balance",
  notRedeemable: "Gift card account is not redeemable.",
  storeCreditOff: "You can't redeem a gift card now.",
  notFound: GIFT_CARD_MESSAGES.notFound,
} as const;

/**
 * The history note Magento writes (`__('Gift Card Redeemed: %1. For customer #%2.', $code, $forCustomerId)`):
 * with the code as the customer gave it (trimmed here), not the card's stored spelling.
 */
export function redeemedNote(code: string, customerId: number): string {
  return `Gift Card Redeemed: ${code.trim()}. For customer #${customerId}.`;
}

/** Redeems the card for the customer; answers the card afterwards (balance 0). */
export async function redeemGiftCard(tx: Database, store: StoreView, customerId: number, code: string): Promise<GiftCardAccount & { redeemed: number }> {
  if (!(await storeCreditEnabled(tx, store))) throw inputError(REDEEM_MESSAGES.storeCreditOff);
  const card = await findGiftCard(tx, code);
  if (!card) throw noSuchEntityError(REDEEM_MESSAGES.notFound);
  if (!giftCardUsable(card, await shopDate(tx, store))) throw inputError(REDEEM_MESSAGES.notRedeemable);
  const [emptied] = await tx
    .update(magentoGiftcardaccount)
    .set({ balance: "0" })
    .where(and(eq(magentoGiftcardaccount.giftcardaccountId, card.id), sql`${magentoGiftcardaccount.balance} = ${card.balance.toFixed(6)}::numeric`))
    .returning({ id: magentoGiftcardaccount.giftcardaccountId });
  if (!emptied) throw inputError(REDEEM_MESSAGES.notRedeemable);
  await changeBalance(tx, { customerId, websiteId: store.websiteId, delta: card.balance, action: "updated", info: redeemedNote(code, customerId) });
  return { ...card, balance: 0, redeemed: card.balance };
}
