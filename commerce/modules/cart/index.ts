/**
 * Carts (Magento's Quote): creating them, serialised writes, lines, totals (with the coupon, gift
 * cards and store credit), carrier rates, the customer's cart and merging a guest's into it.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { ADD_MESSAGES, addProducts, type CartUserError, findBySku, removeItem, updateItems } from "./cartItems";
export { type CartService, createCartService } from "./carts";
export { applyCoupon, dropStaleCoupon, removeCoupon } from "./coupon";
export { customerCartId, mergeGuestCart } from "./customerCarts";
export { applyGiftCard, removeGiftCard } from "./giftCards";
export { GIFT_OPTIONS_MESSAGES, setCartGiftOptions, updateCartItemGiftOptions } from "./giftOptions";
export { readOptionLabels } from "./optionLabels";
export { carrierDefaultsPatch, demoCarrierTitlesPatch } from "./patches";
export { stopUsingStoreCredit, useStoreCredit } from "./storeCredit";
export type { CartGiftOptions, CartTotals, CartTotalsLine, QuoteRow, ShippingRate } from "./types";
export { excludingVat } from "./vat";
