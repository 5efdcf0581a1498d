/** The email outbox (modules/email). */
import { index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

/**
 * Emails waiting to go out and those sent: written in the same transaction as what caused them (an
 * order), then delivered by the outbox (SMTP when configured, else .eml files under the data dir).
 */
export const emailOutbox = pgTable("email_outbox", {
  messageId: integer("message_id").primaryKey().generatedByDefaultAsIdentity(),
  template: varchar("template", { length: 64 }).notNull(),
  storeId: smallint("store_id").references(() => store.storeId),
  recipient: varchar("recipient", { length: 255 }).notNull(),
  /** Where answers go when not to the sender (a contact message: the shopper). */
  replyTo: varchar("reply_to", { length: 255 }),
  subject: varchar("subject", { length: 255 }).notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
}, (t) => [index("email_outbox_pending_idx").on(t.sentAt, t.messageId)]);
