/**
 * The contact form (Magento's Contact): shoppers' messages, kept and emailed to the shop.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { CONTACT_LIMITS, CONTACT_MESSAGES, createContactService, type ContactService } from "./contactForm";
export { demoContactSettingsPatch } from "./patches";
export type { ContactInput } from "./types";
