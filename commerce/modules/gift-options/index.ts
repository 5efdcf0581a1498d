/**
 * Gift options: gift messages (Magento Open Source's GiftMessage) and Adobe Commerce's gift wrapping
 * designs, gift receipts and printed cards (GiftWrapping): their settings, the message records and
 * the wrapping catalogue. The cart prices them and the order keeps them.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { GIFT_MESSAGE_MESSAGES, type GiftMessageRecord, readGiftMessages, saveGiftMessage } from "./messages";
export { DEMO_GIFT_WRAPPINGS, DEMO_PRINTED_CARD_PRICE, demoGiftOptionsPatch, GIFT_OPTIONS_DISPLAY_PATHS, giftOptionsDefaultConfigPatch } from "./patches";
export { GIFT_OPTIONS_PATHS, type GiftOptionsSettings, readGiftOptionsSettings } from "./settings";
export { availableGiftWrappings, type GiftWrappingRecord, readGiftWrappings } from "./wrappings";
export type { ChosenGiftOptions } from "./chosen";
