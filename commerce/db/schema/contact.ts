/** Messages sent through the contact form (modules/contact). */
import { index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { store } from "./store";

/**
 * Every contact form message, kept besides the email to the shop (Magento only emails it): a
 * message is never lost to a mail problem, and the shop can answer from a list. Lengths are the
 * form's limits (name 100, email 254, telephone 20, comment 2000 characters).
 */
export const contactMessage = pgTable("contact_message", {
  messageId: integer("message_id").primaryKey().generatedByDefaultAsIdentity(),
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  name: varchar("name", { length: 100 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  telephone: varchar("telephone", { length: 20 }),
  comment: text("comment").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("contact_message_created_idx").on(t.createdAt)]);
