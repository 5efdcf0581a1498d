/**
 * Newsletter subscriptions (Magento's newsletter_subscriber): a guest subscribes an email; a
 * customer's `is_subscribed` is the row linked to the account. Subscriptions need no confirmation
 * (`newsletter/subscription/confirm` 0), so they are SUBSCRIBED at once. Messages are Magento's.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, newsletterSubscriber } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { StoreView } from "../store";

/** Magento's subscriber statuses. */
export const SUBSCRIBER_STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
export type SubscriptionStatus = keyof typeof SUBSCRIBER_STATUS;

export const NEWSLETTER_MESSAGES = {
  emailRequired: "You must specify an email address to subscribe to a newsletter.",
  invalidEmail: "Enter a valid email address.",
  alreadySubscribed: "This email address is already subscribed.",
  otherAccount: "Cannot create a newsletter subscription.",
} as const;

export interface NewsletterService {
  /** Subscribes an email (as the signed-in customer when given); answers the resulting status. */
  subscribeEmail(store: StoreView, email: string, customerId: number | null): Promise<SubscriptionStatus>;
  isSubscribed(customerId: number): Promise<boolean>;
  /** A customer's own subscription on or off (updateCustomerV2 is_subscribed, account creation). */
  setCustomerSubscription(store: StoreView, customer: { id: number; email: string }, subscribed: boolean): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function statusName(status: number): SubscriptionStatus {
  return (Object.entries(SUBSCRIBER_STATUS).find(([, value]) => value === status)?.[0] ?? "NOT_ACTIVE") as SubscriptionStatus;
}

export function createNewsletterService(db: Database): NewsletterService {
  const byEmail = async (email: string) => {
    const [row] = await db.select().from(newsletterSubscriber).where(sql`lower(${newsletterSubscriber.subscriberEmail}) = ${email.toLowerCase()}`);
    return row;
  };

  const upsert = async (store: StoreView, email: string, customerId: number | null, status: number) => {
    const existing = await byEmail(email);
    if (existing) {
      await db
        .update(newsletterSubscriber)
        .set({ subscriberStatus: status, customerId: customerId ?? existing.customerId, storeId: store.id, changeStatusAt: new Date() })
        .where(eq(newsletterSubscriber.subscriberId, existing.subscriberId));
      return;
    }
    await db.insert(newsletterSubscriber).values({ storeId: store.id, customerId, subscriberEmail: email, subscriberStatus: status });
  };

  return {
    async subscribeEmail(store, email, customerId) {
      const address = (email ?? "").trim();
      if (!address) throw inputError(NEWSLETTER_MESSAGES.emailRequired);
      if (!EMAIL.test(address)) throw inputError(NEWSLETTER_MESSAGES.invalidEmail);
      const existing = await byEmail(address);
      if (existing?.subscriberStatus === SUBSCRIBER_STATUS.SUBSCRIBED) throw inputError(NEWSLETTER_MESSAGES.alreadySubscribed);
      // The email of an account can only be subscribed by that account.
      const [owner] = await db
        .select({ id: customerEntity.entityId })
        .from(customerEntity)
        .where(and(sql`lower(${customerEntity.email}) = ${address.toLowerCase()}`, eq(customerEntity.websiteId, store.websiteId)));
      if (owner && owner.id !== customerId) throw inputError(NEWSLETTER_MESSAGES.otherAccount);
      await upsert(store, address, owner ? owner.id : null, SUBSCRIBER_STATUS.SUBSCRIBED);
      return statusName(SUBSCRIBER_STATUS.SUBSCRIBED);
    },

    async isSubscribed(customerId) {
      const [row] = await db
        .select({ status: newsletterSubscriber.subscriberStatus })
        .from(newsletterSubscriber)
        .where(eq(newsletterSubscriber.customerId, customerId));
      return row?.status === SUBSCRIBER_STATUS.SUBSCRIBED;
    },

    async setCustomerSubscription(store, customer, subscribed) {
      const status = subscribed ? SUBSCRIBER_STATUS.SUBSCRIBED : SUBSCRIBER_STATUS.UNSUBSCRIBED;
      const [linked] = await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.customerId, customer.id));
      if (linked) {
        await db
          .update(newsletterSubscriber)
          .set({ subscriberStatus: status, subscriberEmail: customer.email, changeStatusAt: new Date() })
          .where(eq(newsletterSubscriber.subscriberId, linked.subscriberId));
        return;
      }
      if (!subscribed && !(await byEmail(customer.email))) return;
      await upsert(store, customer.email, customer.id, status);
    },
  };
}
