/**
 * Gift card accounts (Adobe Commerce's GiftCardAccount): finding and checking a card, what cards pay
 * of an amount, debiting one, and redeeming one into store credit.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { applyGiftCards, cartGiftCards, debitGiftCard, findGiftCard, GIFT_CARD_MESSAGES, giftCardBalance, giftCardUsable } from "./giftCards";
export { demoCustomerGiftCardPatch, demoGiftCardsPatch, demoRedeemableGiftCardsPatch } from "./patches";
export { REDEEM_MESSAGES, redeemGiftCard } from "./redeem";
