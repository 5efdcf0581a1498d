/** Newsletter subscriptions (modules/newsletter). */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customerEntity } from "./customer";
import { store } from "./store";

/** Newsletter subscriptions (Magento's status: 1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed). */
export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  subscriberId: integer("subscriber_id").primaryKey().generatedByDefaultAsIdentity(),
  storeId: smallint("store_id").references(() => store.storeId, { onDelete: "set null" }),
  customerId: integer("customer_id").references(() => customerEntity.entityId, { onDelete: "cascade" }),
  subscriberEmail: varchar("subscriber_email", { length: 255 }).notNull(),
  subscriberStatus: smallint("subscriber_status").notNull(),
  changeStatusAt: timestamp("change_status_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Magento's subscriber_confirm_code: the secret of the links in newsletter emails (confirm,
   * unsubscribe), so they work without signing in. Null until the first email is sent.
   */
  subscriberConfirmCode: varchar("subscriber_confirm_code", { length: 32 }),
}, (t) => [
  uniqueIndex("newsletter_subscriber_email_uq").on(sql`lower(${t.subscriberEmail})`),
  check("newsletter_subscriber_status_ck", sql`${t.subscriberStatus} in (1, 2, 3, 4)`),
]);
