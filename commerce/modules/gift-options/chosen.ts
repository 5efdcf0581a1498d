import type { GiftMessageRecord } from "./messages";
import type { GiftWrappingRecord } from "./wrappings";

/** The gift options chosen for a whole cart or order, and what they cost (base currency, incl. VAT). */
export interface ChosenGiftOptions {
  message: GiftMessageRecord | null;
  wrapping: GiftWrappingRecord | null;
  giftReceipt: boolean;
  printedCard: boolean;
  /** Wrapping for the order, for all lines (price per piece × quantity) and the printed card. */
  wrappingForOrder: number;
  wrappingForItems: number;
  printedCardPrice: number;
}
