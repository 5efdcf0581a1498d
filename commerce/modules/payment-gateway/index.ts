/**
 * The sandbox card gateway: card tokens, 3-D Secure challenges, authorisations and kept cards, with
 * its pages and return URLs. Uses no other module.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { createPaymentGateway, type GatewayLocale, type KeptCard, type PaymentGateway, type PaymentGatewayOptions } from "./gateway";
export { challengePage, type ProblemKind, problemPage, STYLE_HASH_SOURCE } from "./pages";
export { absoluteOrigin, checkReturnUrl, withParams } from "./returnUrl";
