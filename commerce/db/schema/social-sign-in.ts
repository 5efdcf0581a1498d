/**
 * Social sign-in (modules/social-sign-in), which Magento lacks: which provider identity (Google,
 * Facebook, LINE: the provider's stable subject id) belongs to which customer, and the pending
 * confirmations of an email typed by a shopper whose provider gave none. Confirmation codes are
 * stored as their SHA-256 (hex) only.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customerEntity } from "./customer";
import { store } from "./store";

const PROVIDERS = sql`('GOOGLE', 'FACEBOOK', 'LINE')`;

/** One identity per (provider, subject); a customer has at most one identity per provider. */
export const customerSocialIdentity = pgTable("customer_social_identity", {
  identityId: integer("identity_id").primaryKey().generatedByDefaultAsIdentity(),
  /** GOOGLE, FACEBOOK or LINE (the GraphQL enum's names). */
  provider: varchar("provider", { length: 16 }).notNull(),
  /** The provider's stable id of the person (OpenID Connect `sub`, Facebook's app-scoped id). */
  subject: varchar("subject", { length: 255 }).notNull(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("customer_social_identity_subject_uq").on(t.provider, t.subject),
  uniqueIndex("customer_social_identity_customer_uq").on(t.customerId, t.provider),
  check("customer_social_identity_provider_ck", sql`${t.provider} in ${PROVIDERS}`),
]);

/** An emailed link proving an address belongs to the shopper behind an identity: 24 hours, once. */
export const socialEmailConfirmation = pgTable("social_email_confirmation", {
  confirmationId: integer("confirmation_id").primaryKey().generatedByDefaultAsIdentity(),
  provider: varchar("provider", { length: 16 }).notNull(),
  subject: varchar("subject", { length: 255 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  firstname: varchar("firstname", { length: 255 }).notNull(),
  lastname: varchar("lastname", { length: 255 }).notNull(),
  /** The store view whose language the email was in (and whose link it carries). */
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  /** SHA-256 (hex) of the link's code. */
  codeHash: varchar("code_hash", { length: 64 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when the link is used: it never works again. */
  usedAt: timestamp("used_at", { withTimezone: true }),
}, (t) => [
  index("social_email_confirmation_created_idx").on(t.createdAt),
  check("social_email_confirmation_provider_ck", sql`${t.provider} in ${PROVIDERS}`),
]);
