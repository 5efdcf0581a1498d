/**
 * Social sign-in's backend (schema/extensions/social-sign-in.graphqls, docs/decisions/032): the
 * storefront verifies the shopper at Google, Facebook or LINE; the engine keeps which identity
 * belongs to which customer (identities.ts) and confirms emails typed by shoppers whose provider gave
 * none (emailConfirmation.ts). Who may call what is the GraphQL layer's check.
 */
import type { Database } from "../../db/connect";
import type { Outbox } from "../email";
import type { ConfigReader, EmailLinkBase, StoreView } from "../store";
import { confirmEmail, type ConfirmedSocialEmail, requestEmailConfirmation, type SocialEmailRequest } from "./emailConfirmation";
import { type CustomerSocialSignIn, identityOwnerEmail, linkIdentity, socialSignInOf, unlinkIdentity } from "./identities";
import type { SocialProvider } from "./messages";

export interface SocialSignInService {
  /** The email of the customer the identity is linked to, or null. */
  identityOwnerEmail(provider: SocialProvider, subject: string): Promise<string | null>;
  /** Links an identity to the customer with this email (store view's website); refuses conflicts. */
  link(store: StoreView, provider: SocialProvider, subject: string, customerEmail: string): Promise<void>;
  /** Disconnects a provider; refused while it is the only way in. */
  unlink(customerId: number, provider: SocialProvider): Promise<CustomerSocialSignIn>;
  /** The customer's linked identities and whether a password is set. */
  ofCustomer(customerId: number): Promise<CustomerSocialSignIn>;
  /** Emails a confirmation link in the store view's language. */
  requestEmailConfirmation(store: StoreView, request: SocialEmailRequest): Promise<void>;
  /** The request behind a link, once, within 24 hours; else null. */
  confirmEmail(id: number, code: string): Promise<ConfirmedSocialEmail | null>;
}

export interface SocialSignInDependencies {
  db: Database;
  config: ConfigReader;
  outbox: Outbox;
  emailLinkBase: EmailLinkBase;
  /** The clock confirmation links expire by (tests move it). */
  now?: () => Date;
}

export function createSocialSignInService({ db, config, outbox, emailLinkBase, now = () => new Date() }: SocialSignInDependencies): SocialSignInService {
  const deps = { db, config, outbox, emailLinkBase, now };
  return {
    identityOwnerEmail: (provider, subject) => identityOwnerEmail(db, provider, subject),
    link: (store, provider, subject, customerEmail) => linkIdentity(db, store, provider, subject, customerEmail),
    unlink: (customerId, provider) => unlinkIdentity(db, customerId, provider),
    ofCustomer: (customerId) => socialSignInOf(db, customerId),
    requestEmailConfirmation: (store, request) => requestEmailConfirmation(deps, store, request),
    confirmEmail: (id, code) => confirmEmail(deps, id, code),
  };
}
