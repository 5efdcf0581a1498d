/**
 * Customer accounts (Magento's CustomerGraphQl, reduced to what the shop uses): creating an account
 * and changing its details (accounts.ts), signing in with a bearer token (signIn.ts), email and
 * password changes (credentials.ts), the password reset by email (passwordReset.ts), and the address
 * book (addressBook.ts). This service composes them over one database. Messages are Magento's
 * (messages.ts).
 */
import type { Database } from "../../db/connect";
import type { Outbox } from "../email";
import type { ConfigReader, StoreView } from "../store";
import { createAccount, findByEmail, findById, updateAccount } from "./accounts";
import { createAddressBook, type AddressBook } from "./addressBook";
import { changeEmail, changePassword } from "./credentials";
import { isEmailAvailable } from "./emailAvailability";
import { remoteAssistanceAllowed, setRemoteAssistance, tokenAsAdmin } from "./loginAsCustomer";
import { requestPasswordReset, resetPassword } from "./passwordReset";
import { customerFromToken, revokeToken, signIn } from "./signIn";
import type { CustomerDependencies, CustomerRecord, NewCustomer, SignedInCustomer } from "./types";

export interface CustomerService {
  /** Creates an account in the store view's website (Magento's rules and messages). */
  create(store: StoreView, input: NewCustomer): Promise<CustomerRecord>;
  /**
   * Checks email and password and hands out a new bearer token; fails with Magento's sign-in message,
   * also while the account is locked after too many failures.
   */
  signIn(store: StoreView, email: string, password: string): Promise<string>;
  /** The customer a bearer token stands for, or null when it is unknown, expired, revoked or the account is disabled. */
  fromToken(token: string): Promise<SignedInCustomer | null>;
  /** Revokes a token (signing out); revoking twice is harmless. */
  revokeToken(token: string): Promise<void>;
  findById(id: number): Promise<CustomerRecord | null>;
  /** The account with this email (any website when none is given), for tools and tests. */
  findByEmail(email: string, websiteId?: number): Promise<CustomerRecord | null>;
  update(customerId: number, changes: { firstname?: string | null; lastname?: string | null }): Promise<CustomerRecord>;
  changePassword(customerId: number, currentPassword: string, newPassword: string): Promise<CustomerRecord>;
  changeEmail(customerId: number, email: string, password: string): Promise<CustomerRecord>;
  /**
   * Puts a reset link `{linkBase}{store}/customer/account/createPassword?token=` into the outbox
   * when the email has an account; answers nothing either way (no account guessing). Too many
   * requests for the email or from `clientAddress` fail with Magento's "Cannot reset the customer's
   * password", account or not.
   */
  requestPasswordReset(store: StoreView, email: string, linkBase: string, clientAddress?: string | null): Promise<void>;
  /**
   * Sets a new password with a reset token: once, before it expires; revokes the account's sign-in
   * tokens and clears a sign-in lock.
   */
  resetPassword(store: StoreView, email: string, token: string, newPassword: string): Promise<void>;
  /** Saved addresses with default shipping and billing. */
  addresses: AddressBook;
  /** isEmailAvailable: true unless the store tells (`checkout/options/enable_guest_checkout_login`) and the email has an account. */
  isEmailAvailable(store: StoreView, email: string): Promise<boolean>;
  /**
   * generateCustomerTokenAsAdmin, for an integration (the caller checks that): a customer token for
   * the email's account, refused with Magento's messages when Login as Customer is disabled or the
   * account does not exist.
   */
  tokenAsAdmin(store: StoreView, email: string): Promise<string>;
  remoteAssistanceAllowed(customerId: number): Promise<boolean>;
  setRemoteAssistance(customerId: number, allowed: boolean): Promise<void>;
}

export interface CustomerServiceOptions {
  /** The clock tokens, sign-in locks and reset requests are checked against (tests move it). */
  now?: () => Date;
}

export function createCustomerService(db: Database, config: ConfigReader, outbox: Outbox, options: CustomerServiceOptions = {}): CustomerService {
  const deps: CustomerDependencies = { db, config, outbox, now: options.now ?? (() => new Date()) };
  return {
    addresses: createAddressBook(db, config),
    create: (store, input) => createAccount(db, store, input),
    signIn: (store, email, password) => signIn(deps, store, email, password),
    fromToken: (token) => customerFromToken(deps, token),
    revokeToken: (token) => revokeToken(deps, token),
    findById: (id) => findById(db, id),
    findByEmail: (email, websiteId) => findByEmail(db, email, websiteId),
    update: (customerId, changes) => updateAccount(db, customerId, changes),
    changePassword: (customerId, currentPassword, newPassword) => changePassword(db, customerId, currentPassword, newPassword),
    changeEmail: (customerId, email, password) => changeEmail(db, customerId, email, password),
    requestPasswordReset: (store, email, linkBase, clientAddress) => requestPasswordReset(deps, store, email, linkBase, clientAddress ?? null),
    resetPassword: (store, email, token, newPassword) => resetPassword(deps, store, email, token, newPassword),
    isEmailAvailable: (store, email) => isEmailAvailable(db, config, store, email),
    tokenAsAdmin: (store, email) => tokenAsAdmin(deps, store, email),
    remoteAssistanceAllowed: (customerId) => remoteAssistanceAllowed(db, customerId),
    setRemoteAssistance: (customerId, allowed) => setRemoteAssistance(db, customerId, allowed),
  };
}
