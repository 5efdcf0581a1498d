/** Customers' saved cards (modules/vault), as Magento's vault_payment_token. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customerEntity } from "./customer";

/**
 * Magento's vault_payment_token (commerce/modules/vault): a customer's saved card. `gateway_token`
 * is the gateway's reusable card reference (never a card number); `public_hash` is what clients
 * see and send back. Deleting hides and deactivates the row, as Magento's repository does.
 */
export const vaultPaymentToken = pgTable("vault_payment_token", {
  entityId: integer("entity_id").primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer("customer_id").notNull().references(() => customerEntity.entityId, { onDelete: "cascade" }),
  publicHash: varchar("public_hash", { length: 128 }).notNull(),
  paymentMethodCode: varchar("payment_method_code", { length: 128 }).notNull(),
  type: varchar("type", { length: 128 }).notNull(),
  gatewayToken: varchar("gateway_token", { length: 255 }).notNull(),
  /** JSON as Magento's vault: {"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}. */
  details: text("details").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isVisible: boolean("is_visible").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The first moment the card no longer works (the month after its expiry). */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex("vault_payment_token_public_hash_uq").on(t.publicHash),
  index("vault_payment_token_customer_idx").on(t.customerId),
]);
