/**
 * Newsletter subscriptions (Magento's newsletter_subscriber): a guest subscribes an email when the
 * store allows it (`newsletter/subscription/allow_guest_subscribe`); when the store asks for
 * confirmation (`newsletter/subscription/confirm`) the guest's subscription is NOT_ACTIVE until the
 * link of the confirmation email is followed. A customer's `is_subscribed` is the row linked to the
 * account. Every newsletter email carries an unsubscribe link (id + the row's confirm code) that
 * works without signing in. Messages are Magento's where it has them.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, newsletterSubscriber } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { Outbox } from "../email";
import type { ConfigReader, EmailLinkBase, StoreView } from "../store";
import { NEWSLETTER_TEMPLATES, type NewsletterEmailKind, newsletterEmail } from "./emails";

/** Magento's subscriber statuses. */
export const SUBSCRIBER_STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
export type SubscriptionStatus = keyof typeof SUBSCRIBER_STATUS;

export const NEWSLETTER_MESSAGES = {
  emailRequired: "You must specify an email address to subscribe to a newsletter.",
  invalidEmail: "Enter a valid email address.",
  alreadySubscribed: "This email address is already subscribed.",
  otherAccount: "Cannot create a newsletter subscription.",
  guestsNotAllowed: "Guests can not subscribe to the newsletter. You must create an account to subscribe.",
  invalidConfirmLink: "This is an invalid subscription confirmation code.",
  expiredConfirmLink: "This confirmation link has expired. Subscribe again to get a new one.",
  invalidUnsubscribeLink: "This is an invalid subscription ID or code.",
} as const;

/** How long a confirmation link works; subscribing again sends a fresh email. */
export const CONFIRM_LINK_DAYS = 7;

export interface NewsletterService {
  /**
   * Subscribes an email (as the signed-in customer when given); answers the resulting status:
   * NOT_ACTIVE when the store asks guests to confirm (a confirmation email is on its way).
   */
  subscribeEmail(store: StoreView, email: string, customerId: number | null): Promise<SubscriptionStatus>;
  /** The confirmation email's link: the subscription becomes SUBSCRIBED. */
  confirm(store: StoreView, subscriberId: number, code: string): Promise<SubscriptionStatus>;
  /** The unsubscribe link of any newsletter email: UNSUBSCRIBED, without signing in. */
  unsubscribe(store: StoreView, subscriberId: number, code: string): Promise<SubscriptionStatus>;
  isSubscribed(customerId: number): Promise<boolean>;
  /** A customer's own subscription on or off (updateCustomerV2 is_subscribed, account creation). */
  setCustomerSubscription(store: StoreView, customer: { id: number; email: string }, subscribed: boolean): Promise<void>;
}

export interface NewsletterDependencies {
  db: Database;
  config: ConfigReader;
  outbox: Outbox;
  emailLinkBase: EmailLinkBase;
  /** The clock (confirmation links expire). */
  now?: () => Date;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY_MS = 86_400_000;

function statusName(status: number): SubscriptionStatus {
  return (Object.entries(SUBSCRIBER_STATUS).find(([, value]) => value === status)?.[0] ?? "NOT_ACTIVE") as SubscriptionStatus;
}

/** Magento's confirm code: 32 characters, here random hex. */
function newCode(): string {
  return randomBytes(16).toString("hex");
}

function sameCode(stored: string | null, given: string): boolean {
  if (!stored || typeof given !== "string" || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(given));
}

export function createNewsletterService({ db, config, outbox, emailLinkBase, now = () => new Date() }: NewsletterDependencies): NewsletterService {
  const byEmail = async (email: string) => {
    const [row] = await db.select().from(newsletterSubscriber).where(sql`lower(${newsletterSubscriber.subscriberEmail}) = ${email.toLowerCase()}`);
    return row;
  };

  const byId = async (subscriberId: number) => {
    if (!Number.isSafeInteger(subscriberId) || subscriberId <= 0) return undefined;
    const [row] = await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.subscriberId, subscriberId));
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

  /**
   * Writes the row's new status and, in the same transaction, its email: the email exists exactly
   * when the change does. The row keeps its confirm code for life (every email's unsubscribe link
   * must keep working), made on the first email.
   */
  const changeAndTell = async (
    store: StoreView,
    row: { email: string; customerId: number | null; id: number | null; code: string | null },
    status: number,
    kind: NewsletterEmailKind,
  ): Promise<void> => {
    const scope = { storeId: store.id, websiteId: store.websiteId };
    const locale = (await config.getValue("general/locale/code", scope)) ?? "en_US";
    const linkBase = `${await emailLinkBase(store)}${store.code}/newsletter/subscriber`;
    const code = row.code ?? newCode();
    await db.transaction(async (tx) => {
      let id = row.id;
      const values = { subscriberStatus: status, storeId: store.id, changeStatusAt: now(), subscriberConfirmCode: code };
      if (id === null) {
        const [inserted] = await tx
          .insert(newsletterSubscriber)
          .values({ ...values, customerId: row.customerId, subscriberEmail: row.email })
          .returning({ id: newsletterSubscriber.subscriberId });
        id = inserted!.id;
      } else {
        await tx
          .update(newsletterSubscriber)
          .set({ ...values, ...(row.customerId !== null ? { customerId: row.customerId } : {}) })
          .where(eq(newsletterSubscriber.subscriberId, id));
      }
      const query = `?id=${id}&code=${encodeURIComponent(code)}`;
      const mail = newsletterEmail({
        kind,
        locale,
        storeName: store.name,
        confirmLink: kind === "confirm" ? `${linkBase}/confirm${query}` : null,
        unsubscribeLink: `${linkBase}/unsubscribe${query}`,
        confirmDays: CONFIRM_LINK_DAYS,
      });
      await outbox.enqueue(tx, { template: NEWSLETTER_TEMPLATES[kind], storeId: store.id, recipient: row.email, ...mail });
    });
    // Delivered after the commit, as order emails are (never throws; a no-op in memory).
    void outbox.deliverPending();
  };

  return {
    async subscribeEmail(store, email, customerId) {
      const address = (email ?? "").trim();
      if (!address) throw inputError(NEWSLETTER_MESSAGES.emailRequired);
      if (!EMAIL.test(address) || address.length > 255) throw inputError(NEWSLETTER_MESSAGES.invalidEmail);
      const scope = { storeId: store.id, websiteId: store.websiteId };
      const settings = await config.getValues(["newsletter/subscription/allow_guest_subscribe", "newsletter/subscription/confirm"], scope);
      if (customerId === null && settings.get("newsletter/subscription/allow_guest_subscribe") === "0") throw inputError(NEWSLETTER_MESSAGES.guestsNotAllowed);
      const existing = await byEmail(address);
      if (existing?.subscriberStatus === SUBSCRIBER_STATUS.SUBSCRIBED) throw inputError(NEWSLETTER_MESSAGES.alreadySubscribed);
      // The email of an account can only be subscribed by that account.
      const [owner] = await db
        .select({ id: customerEntity.entityId })
        .from(customerEntity)
        .where(and(sql`lower(${customerEntity.email}) = ${address.toLowerCase()}`, eq(customerEntity.websiteId, store.websiteId)));
      if (owner && owner.id !== customerId) throw inputError(NEWSLETTER_MESSAGES.otherAccount);
      // A guest proves the address is theirs through the link; a customer subscribes their own account's.
      const needsConfirmation = !owner && settings.get("newsletter/subscription/confirm") === "1";
      const status = needsConfirmation ? SUBSCRIBER_STATUS.NOT_ACTIVE : SUBSCRIBER_STATUS.SUBSCRIBED;
      const row = { email: existing?.subscriberEmail ?? address, customerId: owner ? owner.id : null, id: existing?.subscriberId ?? null, code: existing?.subscriberConfirmCode ?? null };
      await changeAndTell(store, row, status, needsConfirmation ? "confirm" : "success");
      return statusName(status);
    },

    async confirm(store, subscriberId, code) {
      const row = await byId(subscriberId);
      if (!row || !sameCode(row.subscriberConfirmCode, code)) throw inputError(NEWSLETTER_MESSAGES.invalidConfirmLink);
      if (row.subscriberStatus === SUBSCRIBER_STATUS.SUBSCRIBED) return "SUBSCRIBED";
      // An old confirmation link must not subscribe someone who has unsubscribed since.
      const expired = row.subscriberStatus !== SUBSCRIBER_STATUS.NOT_ACTIVE || now().getTime() - row.changeStatusAt.getTime() > CONFIRM_LINK_DAYS * DAY_MS;
      if (expired) throw inputError(NEWSLETTER_MESSAGES.expiredConfirmLink);
      const details = { email: row.subscriberEmail, customerId: row.customerId, id: row.subscriberId, code: row.subscriberConfirmCode };
      await changeAndTell(store, details, SUBSCRIBER_STATUS.SUBSCRIBED, "success");
      return "SUBSCRIBED";
    },

    async unsubscribe(store, subscriberId, code) {
      const row = await byId(subscriberId);
      if (!row || !sameCode(row.subscriberConfirmCode, code)) throw inputError(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
      if (row.subscriberStatus === SUBSCRIBER_STATUS.UNSUBSCRIBED) return "UNSUBSCRIBED";
      const details = { email: row.subscriberEmail, customerId: row.customerId, id: row.subscriberId, code: row.subscriberConfirmCode };
      await changeAndTell(store, details, SUBSCRIBER_STATUS.UNSUBSCRIBED, "unsubscribed");
      return "UNSUBSCRIBED";
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
