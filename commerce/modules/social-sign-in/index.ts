/**
 * Social sign-in (Google, Facebook, LINE), which Magento lacks: identities linked to customers and
 * the confirmation of emails typed by shoppers whose provider gave none.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export type { ConfirmedSocialEmail, SocialEmailRequest } from "./emailConfirmation";
export { CONFIRMATION_HOURS } from "./emailConfirmation";
export type { CustomerSocialSignIn, SocialIdentityRecord } from "./identities";
export { PROVIDER_NAMES, SOCIAL_MESSAGES, type SocialProvider } from "./messages";
export { createSocialSignInService, type SocialSignInDependencies, type SocialSignInService } from "./socialSignIn";
