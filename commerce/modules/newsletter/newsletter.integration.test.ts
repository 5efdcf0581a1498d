/**
 * Email signup through the engine's GraphQL, as a storefront uses it: a guest subscribes (at once
 * in the demo's English store view; after confirming by email in the Thai one), each refusal has
 * Magento's message, and every newsletter email carries an absolute unsubscribe link that works
 * without signing in. The confirm and unsubscribe links go through the extension's mutations.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql } from "../../testing/graphqlClient";
import { storeScoped, writeConfig } from "../store";

let demo: DemoEngine;
let engine: CommerceEngine;
let services: EngineServices;

beforeAll(async () => {
  // The engine mounted at "/" on the storefront, as `npm start` runs it: links must still be absolute.
  demo = await startDemoEngine({ baseUrl: "/", services: { cacheTtlMs: 0, emailBaseUrl: "https://shop.test/" } });
  ({ engine, services } = demo);
});

afterAll(async () => {
  await demo?.close();
});

const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;
const CONFIRM = `mutation($id: Int!, $code: String!) { confirmNewsletterSubscription(id: $id, code: $code) { status } }`;
const UNSUBSCRIBE = `mutation($id: Int!, $code: String!) { unsubscribeNewsletterSubscriber(id: $id, code: $code) { status } }`;

let counter = 0;
const newEmail = () => `reader${++counter}.${Date.now()}@example.com`;

async function subscribe(store: string, email: string, headers: Record<string, string> = {}) {
  const result = await graphql(engine, SUBSCRIBE, { store, variables: { e: email }, headers });
  return result.errors?.[0]?.message ?? (result.data as { subscribeEmailToNewsletter: { status: string } }).subscribeEmailToNewsletter.status;
}

async function follow(mutation: string, link: { id: number; code: string }, store = "th") {
  const result = await graphql(engine, mutation, { store, variables: link });
  const data = result.data as Record<string, { status: string } | null> | null;
  return result.errors?.[0]?.message ?? Object.values(data ?? {})[0]?.status;
}

/** The newsletter emails sent to `email`, oldest first. */
async function mails(email: string) {
  return (await services.outbox.list()).filter((m) => m.recipient === email && m.template.startsWith("newsletter_"));
}

async function isSubscribed(email: string): Promise<boolean> {
  const rows = await queryRows<{ status: number }>(services.db, sql`select subscriber_status as status from newsletter_subscriber where subscriber_email = ${email}`);
  return rows[0]?.status === 1;
}

/** The id and code of a link of the given kind in an email's text. */
function linkIn(text: string, kind: "confirm" | "unsubscribe", store = "th") {
  const match = new RegExp(`https://shop\\.test/${store}/newsletter/subscriber/${kind}\\?id=(\\d+)&code=([0-9a-f]{32})`).exec(text);
  expect(match, `${kind} link in:\n${text}`).not.toBeNull();
  return { id: Number(match![1]), code: match![2]! };
}

describe("a store view without confirmation (the demo's en)", () => {
  it("subscribes a guest at once and sends a welcome email with an unsubscribe link", async () => {
    const email = newEmail();
    expect(await subscribe("en", email)).toBe("SUBSCRIBED");
    const [welcome, ...rest] = await mails(email);
    expect(rest).toEqual([]);
    expect(welcome!.template).toBe("newsletter_subscription_success_email_template");
    expect(welcome!.subject).toBe("You are subscribed to the Baan Suan newsletter");
    const link = linkIn(welcome!.textBody, "unsubscribe", "en");
    expect(welcome!.htmlBody).toContain(`href="https://shop.test/en/newsletter/subscriber/unsubscribe?id=${link.id}&amp;code=${link.code}"`);

    expect(await follow(UNSUBSCRIBE, link, "en")).toBe("UNSUBSCRIBED");
    const notice = (await mails(email)).at(-1)!;
    expect(notice.template).toBe("newsletter_subscription_un_email_template");
    expect(linkIn(notice.textBody, "unsubscribe", "en")).toEqual(link);
    // Following it again changes nothing and sends nothing.
    expect(await follow(UNSUBSCRIBE, link, "en")).toBe("UNSUBSCRIBED");
    expect(await mails(email)).toHaveLength(2);
  });

  it("refuses an email twice, a bad email, and an account's email from a guest, each with its own message", async () => {
    const email = newEmail();
    expect(await subscribe("en", email)).toBe("SUBSCRIBED");
    expect(await subscribe("en", email.toUpperCase())).toBe("This email address is already subscribed.");
    expect(await subscribe("en", "not-an-email")).toBe("Enter a valid email address.");
    expect(await subscribe("en", " ")).toBe("You must specify an email address to subscribe to a newsletter.");
    const customer = await demo.createCustomer({ store: "en" });
    expect(await subscribe("en", customer.email)).toBe("Cannot create a newsletter subscription.");
    // The account itself may subscribe its email.
    expect(await subscribe("en", customer.email, bearer(customer.token))).toBe("SUBSCRIBED");
    expect(await subscribe("en", customer.email, bearer(customer.token))).toBe("This email address is already subscribed.");
  });

  it("refuses guests when the store view does not allow them", async () => {
    const en = (await services.stores.findByCode("en"))!;
    await writeConfig(services.db, storeScoped(en.id, { "newsletter/subscription/allow_guest_subscribe": "0" }));
    try {
      expect(await subscribe("en", newEmail())).toBe("Guests can not subscribe to the newsletter. You must create an account to subscribe.");
      const customer = await demo.createCustomer({ store: "en" });
      expect(await subscribe("en", customer.email, bearer(customer.token))).toBe("SUBSCRIBED");
    } finally {
      await writeConfig(services.db, storeScoped(en.id, { "newsletter/subscription/allow_guest_subscribe": null }));
    }
  });
});

describe("a store view that asks guests to confirm (the demo's th)", () => {
  it("keeps the subscription inactive until the email's link confirms it", async () => {
    const email = newEmail();
    expect(await subscribe("th", email)).toBe("NOT_ACTIVE");
    const [request] = await mails(email);
    expect(request!.template).toBe("newsletter_subscription_confirm_email_template");
    expect(request!.subject).toBe("ยืนยันการรับจดหมายข่าวจาก บ้านสวน");
    const confirm = linkIn(request!.textBody, "confirm");
    expect(linkIn(request!.textBody, "unsubscribe")).toEqual(confirm);
    expect(await isSubscribed(email)).toBe(false);

    // Subscribing again before confirming sends the link again (same link).
    expect(await subscribe("th", email)).toBe("NOT_ACTIVE");
    expect(linkIn((await mails(email)).at(-1)!.textBody, "confirm")).toEqual(confirm);

    expect(await follow(CONFIRM, { ...confirm, code: "0".repeat(32) })).toBe("This is an invalid subscription confirmation code.");
    expect(await follow(CONFIRM, { id: 999_999, code: confirm.code })).toBe("This is an invalid subscription confirmation code.");
    expect(await follow(CONFIRM, confirm)).toBe("SUBSCRIBED");
    expect(await isSubscribed(email)).toBe(true);
    expect((await mails(email)).at(-1)!.template).toBe("newsletter_subscription_success_email_template");
    expect(await follow(CONFIRM, confirm)).toBe("SUBSCRIBED");
    expect(await subscribe("th", email)).toBe("This email address is already subscribed.");

    // After unsubscribing, the old confirmation link no longer subscribes anyone.
    expect(await follow(UNSUBSCRIBE, confirm)).toBe("UNSUBSCRIBED");
    expect(await follow(CONFIRM, confirm)).toBe("This confirmation link has expired. Subscribe again to get a new one.");
    expect(await follow(UNSUBSCRIBE, { ...confirm, code: "f".repeat(32) })).toBe("This is an invalid subscription ID or code.");
  });

  it("lets a confirmation link expire after a week", async () => {
    const email = newEmail();
    expect(await subscribe("th", email)).toBe("NOT_ACTIVE");
    const confirm = linkIn((await mails(email))[0]!.textBody, "confirm");
    await services.db.execute(sql`update newsletter_subscriber set change_status_at = now() - interval '8 days' where subscriber_id = ${confirm.id}`);
    expect(await follow(CONFIRM, confirm)).toBe("This confirmation link has expired. Subscribe again to get a new one.");
    // Subscribing again gives a fresh week.
    expect(await subscribe("th", email)).toBe("NOT_ACTIVE");
    expect(await follow(CONFIRM, confirm)).toBe("SUBSCRIBED");
  });

  it("subscribes a signed-in customer's own email without confirmation", async () => {
    const customer = await demo.createCustomer({ store: "th" });
    expect(await subscribe("th", customer.email, bearer(customer.token))).toBe("SUBSCRIBED");
  });
});
