/**
 * Newsletter subscriptions of guests and customers (Magento's Newsletter).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { demoNewsletterConfirmationPatch, newsletterDefaultConfigPatch } from "./patches";
export { createNewsletterService, NEWSLETTER_MESSAGES, type NewsletterService, SUBSCRIBER_STATUS } from "./subscribers";
