/**
 * The gift options' switches and prices under Magento's paths (Stores > Configuration > Sales >
 * Sales > Gift Options, and Tax > Shopping Cart / Orders display). Read through the caller's
 * connection (a cart write's transaction, see store/transactionSettings.ts).
 */
import type { Database } from "../../db/connect";
import { roundMoney } from "../../lib/money";
import { readSettings, type StoreView } from "../store";

/** Open Source (Magento_GiftMessage) and Adobe Commerce (Magento_GiftWrapping) paths. */
export const GIFT_OPTIONS_PATHS = {
  messagesOnOrder: "sales/gift_options/allow_order",
  messagesOnItems: "sales/gift_options/allow_items",
  wrappingOnOrder: "sales/gift_options/wrapping_allow_order",
  wrappingOnItems: "sales/gift_options/wrapping_allow_items",
  giftReceipt: "sales/gift_options/allow_gift_receipt",
  printedCard: "sales/gift_options/allow_printed_card",
  printedCardPrice: "sales/gift_options/printed_card_price",
} as const;

export interface GiftOptionsSettings {
  messagesOnOrder: boolean;
  messagesOnItems: boolean;
  wrappingOnOrder: boolean;
  wrappingOnItems: boolean;
  giftReceipt: boolean;
  printedCard: boolean;
  /** The printed card's price in the base currency, incl. VAT like the catalogue's. */
  printedCardPrice: number;
}

/** Magento's switches are off unless set to "1" (its config.xml defaults are 0). */
const on = (value: string | null | undefined) => value === "1";

export async function readGiftOptionsSettings(db: Database, store: StoreView): Promise<GiftOptionsSettings> {
  const values = await readSettings(db, store, Object.values(GIFT_OPTIONS_PATHS));
  const get = (key: keyof typeof GIFT_OPTIONS_PATHS) => values.get(GIFT_OPTIONS_PATHS[key]);
  const price = Number(get("printedCardPrice") ?? 0);
  return {
    messagesOnOrder: on(get("messagesOnOrder")),
    messagesOnItems: on(get("messagesOnItems")),
    wrappingOnOrder: on(get("wrappingOnOrder")),
    wrappingOnItems: on(get("wrappingOnItems")),
    giftReceipt: on(get("giftReceipt")),
    printedCard: on(get("printedCard")),
    printedCardPrice: Number.isFinite(price) && price > 0 ? roundMoney(price) : 0,
  };
}
