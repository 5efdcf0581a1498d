/**
 * Customer accounts (modules/customer), as Magento's customer_entity and customer_address_entity.
 * Secrets (sign-in tokens, password reset tokens) are stored as their SHA-256 (hex) only; passwords
 * as scrypt hashes.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { store, storeWebsite } from "./store";

/** A customer account of a website: email unique per website (case-insensitive). */
export const customerEntity = pgTable("customer_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  websiteId: smallint("website_id").notNull().references(() => storeWebsite.websiteId),
  /** The store view the account was created in (Magento's store_id / created_in). */
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  groupId: smallint("group_id").notNull().default(1),
  email: varchar("email", { length: 255 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  /**
   * `scrypt$N$r$p$salt$hash` (base64 parts); null for an account created without a password (social
   * sign-in), entered only by a linked identity until a password is set through the reset email.
   */
  passwordHash: varchar("password_hash", { length: 255 }),
  isActive: boolean("is_active").notNull().default(true),
  defaultBilling: integer("default_billing"),
  defaultShipping: integer("default_shipping"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Sign-in attempts counted since the last success or lock (Magento's columns; modules/customer/signInLock.ts). */
  failuresNum: smallint("failures_num").notNull().default(0),
  firstFailure: timestamp("first_failure", { withTimezone: true }),
  /** Signing in is refused until then, even with the right password. */
  lockExpires: timestamp("lock_expires", { withTimezone: true }),
}, (t) => [uniqueIndex("customer_entity_email_website_uq").on(sql`lower(${t.email})`, t.websiteId)]);

/** A customer's saved address (Thailand: region is a province, as on carts and orders). */
export const customerAddressEntity = pgTable("customer_address_entity", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  street: text("street").array().notNull(),
  city: varchar("city", { length: 255 }).notNull(),
  regionId: integer("region_id"),
  regionCode: varchar("region_code", { length: 32 }),
  region: varchar("region", { length: 255 }),
  postcode: varchar("postcode", { length: 20 }),
  countryId: varchar("country_id", { length: 2 }).notNull(),
  telephone: varchar("telephone", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("customer_address_entity_parent_idx").on(t.parentId, t.entityId)]);

/** A sign-in token (generateCustomerToken): valid until expires_at unless revoked. */
export const customerToken = pgTable("customer_token", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
}, (t) => [index("customer_token_customer_idx").on(t.customerId)]);

/** A password reset link's token: single use, expiring. */
export const customerPasswordReset = pgTable("customer_password_reset", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
}, (t) => [index("customer_password_reset_customer_idx").on(t.customerId)]);

/**
 * Password-reset requests, as Magento's Security module logs them (password_reset_request_event):
 * what the reset-request protection counts per email and per client address. Every well-formed email
 * is logged, with or without an account, so the protection tells nothing about which emails exist.
 */
export const passwordResetRequestEvent = pgTable("password_reset_request_event", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** Magento's request type: 0 a customer's reset request. */
  requestType: smallint("request_type").notNull().default(0),
  /** The email asked for, lower-cased. */
  accountReference: varchar("account_reference", { length: 255 }).notNull(),
  /** The client address the request came from, when known. */
  ip: varchar("ip", { length: 64 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}, (t) => [
  index("password_reset_request_event_account_idx").on(t.accountReference, t.createdAt),
  index("password_reset_request_event_ip_idx").on(t.ip, t.createdAt),
]);

/**
 * The customer allows remote shopping assistance (Magento_LoginAsCustomerAssistance's table of the
 * same name: a row = allowed). Read and written as `allow_remote_shopping_assistance`.
 */
export const loginAsCustomerAssistanceAllowed = pgTable("login_as_customer_assistance_allowed", {
  customerId: integer("customer_id").primaryKey().references(() => customerEntity.entityId, { onDelete: "cascade" }),
});
