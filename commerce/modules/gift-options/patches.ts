/**
 * Gift options' settings: Magento's defaults (every option off) for every engine database, and the
 * demo shop's choice: messages on the order and on items, two wrapping designs, gift receipts and a
 * printed card for ฿50, prices shown including VAT.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { magentoGiftwrapping, magentoGiftwrappingStoreAttributes } from "../../db/schema";
import { defaultScoped, writeConfig } from "../store";
import { GIFT_OPTIONS_PATHS } from "./settings";

/** Tax display of gift wrapping and printed cards: 1 excluding tax, 2 including, 3 both (Magento's values). */
export const GIFT_OPTIONS_DISPLAY_PATHS = {
  cartGiftWrapping: "tax/cart_display/gift_wrapping",
  cartPrintedCard: "tax/cart_display/printed_card",
  salesGiftWrapping: "tax/sales_display/gift_wrapping",
  salesPrintedCard: "tax/sales_display/printed_card",
} as const;

export const giftOptionsDefaultConfigPatch: DataPatch = {
  name: "gift-options/default-config",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        [GIFT_OPTIONS_PATHS.messagesOnOrder]: "0",
        [GIFT_OPTIONS_PATHS.messagesOnItems]: "0",
        [GIFT_OPTIONS_PATHS.wrappingOnOrder]: "0",
        [GIFT_OPTIONS_PATHS.wrappingOnItems]: "0",
        [GIFT_OPTIONS_PATHS.giftReceipt]: "0",
        [GIFT_OPTIONS_PATHS.printedCard]: "0",
        [GIFT_OPTIONS_PATHS.printedCardPrice]: null,
        [GIFT_OPTIONS_DISPLAY_PATHS.cartGiftWrapping]: "1",
        [GIFT_OPTIONS_DISPLAY_PATHS.cartPrintedCard]: "1",
        [GIFT_OPTIONS_DISPLAY_PATHS.salesGiftWrapping]: "1",
        [GIFT_OPTIONS_DISPLAY_PATHS.salesPrintedCard]: "1",
      }),
    );
  },
};

/** The demo's wrapping designs: names in English (store 0) and Thai (store view `th`), prices incl. VAT. */
export const DEMO_GIFT_WRAPPINGS = [
  { design: "Banana leaf and twine", thai: "ห่อใบตองผูกเชือก", price: 40 },
  { design: "Gold silk box", thai: "กล่องผ้าไหมสีทอง", price: 120 },
] as const;

export const DEMO_PRINTED_CARD_PRICE = 50;

export const demoGiftOptionsPatch: DataPatch = {
  name: "demo/gift-options",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        [GIFT_OPTIONS_PATHS.messagesOnOrder]: "1",
        [GIFT_OPTIONS_PATHS.messagesOnItems]: "1",
        [GIFT_OPTIONS_PATHS.wrappingOnOrder]: "1",
        [GIFT_OPTIONS_PATHS.wrappingOnItems]: "1",
        [GIFT_OPTIONS_PATHS.giftReceipt]: "1",
        [GIFT_OPTIONS_PATHS.printedCard]: "1",
        [GIFT_OPTIONS_PATHS.printedCardPrice]: String(DEMO_PRINTED_CARD_PRICE),
        [GIFT_OPTIONS_DISPLAY_PATHS.cartGiftWrapping]: "2",
        [GIFT_OPTIONS_DISPLAY_PATHS.cartPrintedCard]: "2",
        [GIFT_OPTIONS_DISPLAY_PATHS.salesGiftWrapping]: "2",
        [GIFT_OPTIONS_DISPLAY_PATHS.salesPrintedCard]: "2",
      }),
    );
    const [thai] = await queryRows<{ store_id: number }>(tx, sql`select store_id from store where code = 'th'`);
    for (const wrapping of DEMO_GIFT_WRAPPINGS) {
      const [row] = await tx.insert(magentoGiftwrapping).values({ basePrice: String(wrapping.price) }).returning({ id: magentoGiftwrapping.wrappingId });
      await tx.insert(magentoGiftwrappingStoreAttributes).values([
        { wrappingId: row!.id, storeId: 0, design: wrapping.design },
        ...(thai ? [{ wrappingId: row!.id, storeId: thai.store_id, design: wrapping.thai }] : []),
      ]);
    }
  },
};
