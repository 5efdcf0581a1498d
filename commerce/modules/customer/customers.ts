/**
 * Customer accounts (Magento's CustomerGraphQl, reduced to what the shop uses): creating an account,
 * signing in with a bearer token that expires (`oauth/access_token_lifetime/customer`, hours,
 * default 1) and can be revoked, account details, email and password changes, and the password
 * reset by email (a single-use link that expires after `customer/password/reset_link_expiration_period`
 * hours, default 24). Failed sign-ins lock the account for a while (signInLock.ts) and reset requests
 * are rate limited (resetRequestLimit.ts), as Magento's. Emails are unique per website, compared
 * without case. Messages are Magento's.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, customerPasswordReset, customerToken } from "../../db/schema";
import { alreadyExistsError, authorizationError, inputError, MagentoGraphQLError } from "../../lib/errors";
import type { Outbox } from "../email/outbox";
import type { ConfigReader } from "../store/configReader";
import type { StoreView } from "../store/storeRegistry";
import { createAddressBook, type AddressBook } from "./addressBook";
import { passwordResetEmail } from "./emails";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./password";
import { admitResetRequest, resetRequestPolicy } from "./resetRequestLimit";
import { beginSignInAttempt, lockoutPolicy, signInFailed, signInSucceeded, UNLOCKED } from "./signInLock";
import { hashToken, hoursSetting, newToken } from "./tokens";

export const CUSTOMER_MESSAGES = {
  notAuthorized: "The current customer isn't authorized.",
  signInFailed: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
  emailTaken: "A customer with the same email address already exists in an associated website.",
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  missing: (labels: string[]) => `Required parameters are missing: ${labels.join(", ")}`,
  specify: (field: string) => `Specify the "${field}" value.`,
  wrongPassword: "Invalid login or password.",
  resetFailed: "Cannot set the customer's password",
  /** requestPasswordResetEmail refused (Magento's resolver wraps the Security module's "too many requests" in it). */
  resetRequestRefused: "Cannot reset the customer's password",
  emailRequired: "You must specify an email address.",
  emailFormat: "The email address has an invalid format.",
  resetTokenRequired: '"resetPasswordToken" value must be specified',
  newPasswordRequired: '"newPassword" value must be specified',
} as const;

/** Who a request is signed in as (what the GraphQL context carries). */
export interface SignedInCustomer {
  id: number;
  /** Magento's customer group (1 General): part of X-Magento-Cache-Id. */
  groupId: number;
}

export interface CustomerRecord {
  id: number;
  websiteId: number;
  storeId: number | null;
  groupId: number;
  email: string;
  firstname: string;
  lastname: string;
  isActive: boolean;
  defaultBilling: number | null;
  defaultShipping: number | null;
  createdAt: Date;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

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
}

export interface CustomerServiceOptions {
  /** The clock tokens, sign-in locks and reset requests are checked against (tests move it). */
  now?: () => Date;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

type Row = typeof customerEntity.$inferSelect;

function record(row: Row): CustomerRecord {
  return {
    id: row.entityId,
    websiteId: row.websiteId,
    storeId: row.storeId,
    groupId: row.groupId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    isActive: row.isActive,
    defaultBilling: row.defaultBilling,
    defaultShipping: row.defaultShipping,
    createdAt: row.createdAt,
  };
}

const HOUR = 3_600_000;

/** Wrong credentials (GraphQlAuthenticationException). */
function authenticationError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-authentication");
}

export function createCustomerService(db: Database, config: ConfigReader, outbox: Outbox, options: CustomerServiceOptions = {}): CustomerService {
  const now = options.now ?? (() => new Date());
  const addresses = createAddressBook(db, config);

  const byEmail = async (conn: Database, email: string, websiteId?: number): Promise<Row | undefined> => {
    const condition = sql`lower(${customerEntity.email}) = ${email.trim().toLowerCase()}`;
    const [row] = await conn
      .select()
      .from(customerEntity)
      .where(websiteId === undefined ? condition : and(condition, eq(customerEntity.websiteId, websiteId)))
      .orderBy(customerEntity.entityId)
      .limit(1);
    return row;
  };

  const requireRow = async (conn: Database, customerId: number): Promise<Row> => {
    const [row] = await conn.select().from(customerEntity).where(eq(customerEntity.entityId, customerId));
    if (!row) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
    return row;
  };

  const hours = async (store: StoreView | null, path: string, fallback: number) =>
    hoursSetting(await config.getValue(path, store ? { storeId: store.id, websiteId: store.websiteId } : { storeId: 0, websiteId: 0 }), fallback);

  const checkPassword = async (row: Row, password: string) => {
    if (!(await verifyPassword(password, row.passwordHash))) throw authenticationError(CUSTOMER_MESSAGES.wrongPassword);
  };

  const isUniqueViolation = (error: unknown) => {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    return code === "23505";
  };

  return {
    addresses,

    async create(store, input) {
      const email = (input.email ?? "").trim();
      const firstname = (input.firstname ?? "").trim();
      const lastname = (input.lastname ?? "").trim();
      const missing = [!firstname && "First Name", !lastname && "Last Name", !email && "Email"].filter((label): label is string => Boolean(label));
      if (missing.length > 0) throw inputError(CUSTOMER_MESSAGES.missing(missing));
      if (!isEmail(email)) throw inputError(CUSTOMER_MESSAGES.invalidEmail(email));
      if (!input.password) throw inputError(CUSTOMER_MESSAGES.specify("password"));
      assertPasswordAllowed(input.password, undefined, email);
      if (await byEmail(db, email, store.websiteId)) throw inputError(CUSTOMER_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(customerEntity)
          .values({ websiteId: store.websiteId, storeId: store.id, email, firstname, lastname, passwordHash })
          .returning();
        return record(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw inputError(CUSTOMER_MESSAGES.emailTaken);
        throw error;
      }
    },

    async signIn(store, email, password) {
      if (!email?.trim()) throw inputError(CUSTOMER_MESSAGES.specify("email"));
      if (!password) throw inputError(CUSTOMER_MESSAGES.specify("password"));
      const row = await byEmail(db, email, store.websiteId);
      const issued = now();
      // A locked account answers like a wrong password, as Magento 2.4's generateCustomerToken does.
      const policy = await lockoutPolicy(config, store);
      const mayTry = row ? await beginSignInAttempt(db, row.entityId, policy, issued) : false;
      // Hash even when there is no account or it is locked, so timing does not tell them apart.
      const valid = row && mayTry ? await verifyPassword(password, row.passwordHash) : (await hashPassword(password), false);
      if (!row || !valid) {
        if (row && mayTry) await signInFailed(db, row.entityId, policy, issued);
        throw authenticationError(CUSTOMER_MESSAGES.signInFailed);
      }
      if (!row.isActive || !(await signInSucceeded(db, row.entityId, issued))) throw authenticationError(CUSTOMER_MESSAGES.signInFailed);
      const lifetime = await hours(store, "oauth/access_token_lifetime/customer", 1);
      const token = newToken();
      await db.insert(customerToken).values({
        tokenHash: hashToken(token),
        customerId: row.entityId,
        createdAt: issued,
        expiresAt: new Date(issued.getTime() + lifetime * HOUR),
      });
      return token;
    },

    async fromToken(token) {
      if (!token) return null;
      const [row] = await db
        .select({ id: customerEntity.entityId, groupId: customerEntity.groupId, expiresAt: customerToken.expiresAt, isActive: customerEntity.isActive })
        .from(customerToken)
        .innerJoin(customerEntity, eq(customerEntity.entityId, customerToken.customerId))
        .where(and(eq(customerToken.tokenHash, hashToken(token)), isNull(customerToken.revokedAt)));
      if (!row || !row.isActive || row.expiresAt.getTime() <= now().getTime()) return null;
      return { id: row.id, groupId: row.groupId };
    },

    async revokeToken(token) {
      await db
        .update(customerToken)
        .set({ revokedAt: now() })
        .where(and(eq(customerToken.tokenHash, hashToken(token)), isNull(customerToken.revokedAt)));
    },

    async findById(id) {
      const [row] = await db.select().from(customerEntity).where(eq(customerEntity.entityId, id));
      return row ? record(row) : null;
    },

    async findByEmail(email, websiteId) {
      const row = await byEmail(db, email, websiteId);
      return row ? record(row) : null;
    },

    async update(customerId, changes) {
      const row = await requireRow(db, customerId);
      const firstname = changes.firstname === undefined || changes.firstname === null ? row.firstname : changes.firstname.trim();
      const lastname = changes.lastname === undefined || changes.lastname === null ? row.lastname : changes.lastname.trim();
      const missing = [!firstname && "First Name", !lastname && "Last Name"].filter((label): label is string => Boolean(label));
      if (missing.length > 0) throw inputError(CUSTOMER_MESSAGES.missing(missing));
      const [updated] = await db
        .update(customerEntity)
        .set({ firstname, lastname, updatedAt: new Date() })
        .where(eq(customerEntity.entityId, customerId))
        .returning();
      return record(updated!);
    },

    async changePassword(customerId, currentPassword, newPassword) {
      if (!currentPassword) throw inputError(CUSTOMER_MESSAGES.specify("currentPassword"));
      if (!newPassword) throw inputError(CUSTOMER_MESSAGES.specify("newPassword"));
      const row = await requireRow(db, customerId);
      await checkPassword(row, currentPassword);
      assertPasswordAllowed(newPassword, undefined, row.email);
      const [updated] = await db
        .update(customerEntity)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(customerEntity.entityId, customerId))
        .returning();
      return record(updated!);
    },

    async changeEmail(customerId, email, password) {
      const next = (email ?? "").trim();
      const row = await requireRow(db, customerId);
      if (!isEmail(next)) throw inputError(CUSTOMER_MESSAGES.invalidEmail(next));
      if (!password) throw inputError('Provide the current "password" to change "email".');
      await checkPassword(row, password);
      if (next.toLowerCase() === row.email.toLowerCase()) return record(row);
      const other = await byEmail(db, next, row.websiteId);
      if (other && other.entityId !== customerId) throw alreadyExistsError(CUSTOMER_MESSAGES.emailTaken);
      try {
        const [updated] = await db
          .update(customerEntity)
          .set({ email: next, updatedAt: new Date() })
          .where(eq(customerEntity.entityId, customerId))
          .returning();
        return record(updated!);
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyExistsError(CUSTOMER_MESSAGES.emailTaken);
        throw error;
      }
    },

    async requestPasswordReset(store, email, linkBase, clientAddress = null) {
      const address = (email ?? "").trim();
      if (!address) throw inputError(CUSTOMER_MESSAGES.emailRequired);
      if (!isEmail(address)) throw inputError(CUSTOMER_MESSAGES.emailFormat);
      const admitted = await admitResetRequest(db, await resetRequestPolicy(config, store), { email: address, address: clientAddress, now: now() });
      if (!admitted) throw inputError(CUSTOMER_MESSAGES.resetRequestRefused);
      const row = await byEmail(db, address, store.websiteId);
      if (!row || !row.isActive) return;
      const lifetime = await hours(store, "customer/password/reset_link_expiration_period", 24);
      const locale = (await config.getValue("general/locale/code", { storeId: store.id, websiteId: store.websiteId })) ?? "en_US";
      const token = newToken();
      const issued = now();
      const link = `${linkBase}${store.code}/customer/account/createPassword?token=${encodeURIComponent(token)}`;
      const message = passwordResetEmail({ locale, firstname: row.firstname, link, storeName: store.name, hours: lifetime });
      await db.transaction(async (tx) => {
        // A new link replaces older ones: only the latest works.
        await tx
          .update(customerPasswordReset)
          .set({ usedAt: issued })
          .where(and(eq(customerPasswordReset.customerId, row.entityId), isNull(customerPasswordReset.usedAt)));
        await tx.insert(customerPasswordReset).values({
          tokenHash: hashToken(token),
          customerId: row.entityId,
          createdAt: issued,
          expiresAt: new Date(issued.getTime() + lifetime * HOUR),
        });
        await outbox.enqueue(tx, { template: "customer_password_forgot_email_template", storeId: store.id, recipient: row.email, ...message });
      });
      // Delivered after the commit, as order emails are (never throws; a no-op in memory).
      void outbox.deliverPending();
    },

    async resetPassword(store, email, token, newPassword) {
      const address = (email ?? "").trim();
      if (!address) throw inputError(CUSTOMER_MESSAGES.emailRequired);
      if (!isEmail(address)) throw inputError(CUSTOMER_MESSAGES.emailFormat);
      if (!token) throw inputError(CUSTOMER_MESSAGES.resetTokenRequired);
      if (!newPassword) throw inputError(CUSTOMER_MESSAGES.newPasswordRequired);
      const row = await byEmail(db, address, store.websiteId);
      if (!row) throw inputError(CUSTOMER_MESSAGES.resetFailed);
      assertPasswordAllowed(newPassword, undefined, row.email);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const used = await tx
          .update(customerPasswordReset)
          .set({ usedAt: at })
          .where(
            and(
              eq(customerPasswordReset.tokenHash, hashToken(token)),
              eq(customerPasswordReset.customerId, row.entityId),
              isNull(customerPasswordReset.usedAt),
              sql`${customerPasswordReset.expiresAt} > ${at.toISOString()}`,
            ),
          )
          .returning({ customerId: customerPasswordReset.customerId });
        if (used.length === 0) return false;
        // A new password also ends a sign-in lock, as Magento's resetPassword does.
        await tx.update(customerEntity).set({ passwordHash, updatedAt: new Date(), ...UNLOCKED }).where(eq(customerEntity.entityId, row.entityId));
        await tx.update(customerToken).set({ revokedAt: at }).where(and(eq(customerToken.customerId, row.entityId), isNull(customerToken.revokedAt)));
        return true;
      });
      if (!done) throw inputError(CUSTOMER_MESSAGES.resetFailed);
    },
  };
}
