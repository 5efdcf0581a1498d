/**
 * Integrations (modules/integration): the shop owner's tools that call the engine's admin Web API
 * with `Authorization: Bearer <integration token>`, as Magento's integrations do. Only a sha256 of
 * the token is stored; the token itself is shown once, when the command that creates it runs.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** One integration per name; status 1 active, 0 revoked (its token is refused). */
export const integration = pgTable("integration", {
  integrationId: integer("integration_id").primaryKey().generatedByDefaultAsIdentity(),
  name: varchar("name", { length: 255 }).notNull(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull(),
  status: smallint("status").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("integration_name_uq").on(t.name),
  uniqueIndex("integration_token_hash_uq").on(t.tokenHash),
  check("integration_status_ck", sql`${t.status} in (0, 1)`),
]);
