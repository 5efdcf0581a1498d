/**
 * Checkout (Magento's Checkout and QuoteGraphQl's order placement): the steps from email to placing
 * the order, and the payment methods.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type CheckoutService, createCheckoutService } from "./checkout";
export { PaymentDeclinedError, PlaceOrderError } from "./errors";
export { demoCheckoutSettingsPatch, paymentMethodsPatch } from "./patches";
export { availablePaymentMethods } from "./payments";
export type { CartAddressView, CheckoutState } from "./types";
