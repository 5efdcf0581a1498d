/**
 * Newsletter subscriptions of guests and customers (Magento's Newsletter).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { createNewsletterService, type NewsletterService, SUBSCRIBER_STATUS } from "./subscribers";
