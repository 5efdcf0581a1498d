/**
 * The sandbox card gateway (modules/payment-gateway). It never stores a card number or a CVC: only
 * the brand, the last four digits, the expiry and what the test card answers. Secrets that travel
 * in URLs (tokens, 3-D Secure challenge ids) are stored as their SHA-256 (hex) only.
 */
import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** A one-time card token: valid for 15 minutes, consumed by the first authorisation. */
export const paymentGatewayToken = pgTable("payment_gateway_token", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  /** What authorising it answers (decided by the test card): approved, card_declined, insufficient_funds. */
  outcome: varchar("outcome", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
}, (t) => [check("payment_gateway_token_outcome_ck", sql`${t.outcome} in ('approved', 'card_declined', 'insufficient_funds')`)]);

/**
 * A 3-D Secure challenge waiting for the shopper: the card (as above) and where to send the shopper
 * back. Finished once (authenticated, failed or cancelled); expires after 15 minutes.
 */
export const paymentGatewayChallenge = pgTable("payment_gateway_challenge", {
  challengeHash: varchar("challenge_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  outcome: varchar("outcome", { length: 32 }).notNull(),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  state: varchar("state", { length: 256 }).notNull().default(""),
  locale: varchar("locale", { length: 2 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  result: varchar("result", { length: 16 }),
}, (t) => [
  check("payment_gateway_challenge_result_ck", sql`${t.result} is null or ${t.result} in ('authenticated', 'failed', 'cancelled')`),
]);

/** An authorisation attempt with a valid token: approved or declined, for the amount and reference asked. */
export const paymentGatewayCharge = pgTable("payment_gateway_charge", {
  chargeId: varchar("charge_id", { length: 40 }).primaryKey(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().references(() => paymentGatewayToken.tokenHash),
  amount: numeric("amount", { precision: 20, scale: 4 }).notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  /** The caller's reference (the order's increment id). */
  reference: varchar("reference", { length: 64 }).notNull(),
  status: varchar("status", { length: 16 }).notNull(),
  declineReason: varchar("decline_reason", { length: 32 }),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex("payment_gateway_charge_token_uq").on(t.tokenHash),
  index("payment_gateway_charge_reference_idx").on(t.reference),
  check("payment_gateway_charge_status_ck", sql`${t.status} in ('approved', 'declined')`),
]);

/**
 * A card the gateway keeps for reuse (a vault): created when an approved authorisation asked to
 * keep the card, charged again by its reference without the shopper typing it. The reference is a
 * secret like a token, stored as its SHA-256 only; revoked when the shop forgets the card.
 */
export const paymentGatewayCard = pgTable("payment_gateway_card", {
  cardHash: varchar("card_hash", { length: 64 }).primaryKey(),
  brand: varchar("brand", { length: 32 }).notNull(),
  last4: varchar("last4", { length: 4 }).notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  outcome: varchar("outcome", { length: 32 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
}, (t) => [check("payment_gateway_card_outcome_ck", sql`${t.outcome} in ('approved', 'card_declined', 'insufficient_funds')`)]);
