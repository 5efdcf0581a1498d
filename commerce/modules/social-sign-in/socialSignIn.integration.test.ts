/**
 * Social sign-in's backend through the engine's GraphQL handler, as the storefront's server calls it
 * with its integration token: finding the customer of an identity, linking (and every conflict),
 * the customer's own view and disconnecting (never the last way in), and the emailed confirmation
 * of an address typed by a shopper whose provider gave none (Thai and English, the link, once,
 * 24 hours). Integration-only operations refuse guests, customers and revoked integrations.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialEmailConfirmation } from "../../db/schema";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { createIntegration, revokeIntegration } from "../integration";

let demo: DemoEngine;
let engine: CommerceEngine;
let services: EngineServices;
let clock = Date.now();
let integration: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "/", store: "en", services: { emailBaseUrl: "https://shop.test/", socialSignIn: { now: () => new Date(clock) } } });
  ({ engine, services } = demo);
  integration = bearer((await createIntegration(services.db, "storefront")).token);
});

afterAll(async () => {
  await demo?.close();
});

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const OWNER = `query($p: SocialProvider!, $s: String!) { socialIdentityCustomer(provider: $p, subject: $s) { email } }`;
const LINK = `mutation($p: SocialProvider!, $s: String!, $e: String!) { linkSocialIdentity(input: { provider: $p, subject: $s, customer_email: $e }) { result } }`;
const UNLINK = `mutation($p: SocialProvider!) { unlinkSocialIdentity(provider: $p) { identities { provider linked_at } password_set } }`;
const MINE = `{ customer { email social_sign_in { identities { provider linked_at } password_set } } }`;
const REQUEST = `mutation($input: SocialEmailConfirmationInput!) { requestSocialEmailConfirmation(input: $input) }`;
const CONFIRM = `mutation($id: Int!, $code: String!) { confirmSocialEmail(id: $id, code: $code) { provider subject email firstname lastname } }`;

let counter = 0;
const unique = (what: string) => `${what}-${++counter}-${Date.now()}`;

/** An account without a password (as social sign-in creates) and a customer token for it. */
async function passwordlessCustomer(): Promise<{ email: string; token: string }> {
  const email = `${unique("line")}@example.com`;
  await graphqlData(engine, `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
    store: "en",
    variables: { input: { email, firstname: "Nok", lastname: "Chaiyo", allow_remote_shopping_assistance: true } },
  });
  const issued = await graphqlData<{ generateCustomerTokenAsAdmin: { customer_token: string } }>(
    engine,
    `mutation($e: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $e }) { customer_token } }`,
    { store: "en", variables: { e: email }, headers: integration },
  );
  return { email, token: issued.generateCustomerTokenAsAdmin.customer_token };
}

const link = (provider: string, subject: string, email: string, headers = integration) =>
  graphql<{ linkSocialIdentity: { result: boolean } | null }>(engine, LINK, { store: "en", variables: { p: provider, s: subject, e: email }, headers });

const owner = async (provider: string, subject: string) =>
  (await graphqlData<{ socialIdentityCustomer: { email: string } | null }>(engine, OWNER, { store: "en", variables: { p: provider, s: subject }, headers: integration })).socialIdentityCustomer;

describe("linking an identity", () => {
  it("links it to the customer with that email, finds the customer by it, and linking again is a success", async () => {
    const { email } = await demo.createCustomer({ store: "en" });
    const subject = unique("google-sub");
    expect(await owner("GOOGLE", subject)).toBeNull();
    expect((await link("GOOGLE", subject, email.toUpperCase())).data?.linkSocialIdentity).toEqual({ result: true });
    expect(await owner("GOOGLE", subject)).toEqual({ email });
    expect((await link("GOOGLE", subject, email)).data?.linkSocialIdentity).toEqual({ result: true });
    // The same subject at another provider is another person.
    expect(await owner("LINE", subject)).toBeNull();
  });

  it("refuses an identity already linked to another customer, and a second identity of one provider", async () => {
    const first = await demo.createCustomer({ store: "en" });
    const second = await demo.createCustomer({ store: "en" });
    const subject = unique("fb-id");
    await link("FACEBOOK", subject, first.email);

    const taken = await link("FACEBOOK", subject, second.email);
    expect(taken.errors?.[0]).toMatchObject({ message: "This Facebook account is already linked to another customer account.", extensions: { category: "graphql-already-exists" } });
    expect(await owner("FACEBOOK", subject)).toEqual({ email: first.email });

    const another = await link("FACEBOOK", unique("fb-id"), first.email);
    expect(another.errors?.[0]).toMatchObject({ message: "This customer account is already linked to another Facebook account.", extensions: { category: "graphql-already-exists" } });
  });

  it("answers Magento's no-such-entity error for an email without an account", async () => {
    const email = `${unique("nobody")}@example.com`;
    const reply = await link("LINE", unique("line-sub"), email);
    expect(reply.errors?.[0]).toMatchObject({ message: `No such entity with email = ${email}, websiteId = 1`, extensions: { category: "graphql-no-such-entity" } });
  });

  it("refuses an empty subject", async () => {
    const { email } = await demo.createCustomer({ store: "en" });
    expect((await link("LINE", "  ", email)).errors?.[0]).toMatchObject({ message: 'Specify the "subject" value.', extensions: { category: "graphql-input" } });
  });
});

describe("who may call the storefront's operations", () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ["socialIdentityCustomer", OWNER, { p: "GOOGLE", s: "someone" }],
    ["linkSocialIdentity", LINK, { p: "GOOGLE", s: "someone", e: "somchai@example.com" }],
    ["requestSocialEmailConfirmation", REQUEST, { input: { provider: "LINE", subject: "someone", email: "a@example.com", firstname: "A", lastname: "B" } }],
    ["confirmSocialEmail", CONFIRM, { id: 1, code: "x" }],
  ];

  it("refuses guests and customers with Magento's authorization error, and changes nothing", async () => {
    const { email, token } = await demo.createCustomer({ store: "en" });
    for (const [field, query, variables] of calls) {
      for (const headers of [{}, bearer(token)]) {
        const reply = await graphql<Record<string, unknown>>(engine, query, { store: "en", variables: field === "linkSocialIdentity" ? { ...variables, e: email } : variables, headers });
        expect(reply.errors?.[0], field).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
        expect(reply.data?.[field] ?? null).toBeNull();
      }
    }
    expect(await owner("GOOGLE", "someone")).toBeNull();
    expect((await services.outbox.list()).filter((m) => m.recipient === "a@example.com")).toEqual([]);
  });

  it("refuses a revoked integration's token for the whole request", async () => {
    const name = unique("old tool");
    const { token } = await createIntegration(services.db, name);
    await revokeIntegration(services.db, name);
    const reply = await graphql(engine, OWNER, { store: "en", variables: { p: "GOOGLE", s: "someone" }, headers: bearer(token) });
    expect(reply.status).toBe(403);
    expect(reply.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });

  it("lets only the customer read and change their own sign-in methods", async () => {
    const guest = await graphql(engine, UNLINK, { store: "en", variables: { p: "GOOGLE" } });
    expect(guest.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
    const tool = await graphql(engine, UNLINK, { store: "en", variables: { p: "GOOGLE" }, headers: integration });
    expect(tool.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { category: "graphql-authorization" } });
    const created = await graphql(engine, `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { social_sign_in { password_set } } } }`, {
      store: "en",
      variables: { input: { email: `${unique("peek")}@example.com`, firstname: "A", lastname: "B" } },
    });
    expect(created.errors?.[0]?.message).toBe(NOT_AUTHORIZED);
  });
});

describe("a customer's sign-in methods", () => {
  it("lists linked providers and whether a password is set", async () => {
    const withPassword = await demo.createCustomer({ store: "en" });
    await link("GOOGLE", unique("g"), withPassword.email);
    const mine = await graphqlData<{ customer: { social_sign_in: { identities: { provider: string; linked_at: string }[]; password_set: boolean } } }>(engine, MINE, {
      store: "en",
      headers: bearer(withPassword.token),
    });
    expect(mine.customer.social_sign_in.password_set).toBe(true);
    expect(mine.customer.social_sign_in.identities).toEqual([{ provider: "GOOGLE", linked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }]);

    const without = await passwordlessCustomer();
    const theirs = await graphqlData<{ customer: { social_sign_in: { identities: unknown[]; password_set: boolean } } }>(engine, MINE, { store: "en", headers: bearer(without.token) });
    expect(theirs.customer.social_sign_in).toEqual({ identities: [], password_set: false });
  });

  it("refuses to disconnect the only way into an account without a password, and keeps the identity", async () => {
    const { email, token } = await passwordlessCustomer();
    const subject = unique("line-only");
    await link("LINE", subject, email);
    const refused = await graphql(engine, UNLINK, { store: "en", variables: { p: "LINE" }, headers: bearer(token) });
    expect(refused.errors?.[0]).toMatchObject({ message: "LINE is the only way to sign in to this account. Set a password first.", extensions: { category: "graphql-input" } });
    expect(await owner("LINE", subject)).toEqual({ email });
  });

  it("disconnects one of two providers of an account without a password, then refuses the last", async () => {
    const { email, token } = await passwordlessCustomer();
    await link("LINE", unique("l"), email);
    await link("FACEBOOK", unique("f"), email);
    const first = await graphqlData<{ unlinkSocialIdentity: { identities: { provider: string }[]; password_set: boolean } }>(engine, UNLINK, { store: "en", variables: { p: "LINE" }, headers: bearer(token) });
    expect(first.unlinkSocialIdentity.identities.map((identity) => identity.provider)).toEqual(["FACEBOOK"]);
    expect(first.unlinkSocialIdentity.password_set).toBe(false);
    const last = await graphql(engine, UNLINK, { store: "en", variables: { p: "FACEBOOK" }, headers: bearer(token) });
    expect(last.errors?.[0]?.message).toBe("Facebook is the only way to sign in to this account. Set a password first.");
  });

  it("disconnects a provider of an account with a password; the identity can then be linked again", async () => {
    const { email, token } = await demo.createCustomer({ store: "en" });
    const subject = unique("g");
    await link("GOOGLE", subject, email);
    const done = await graphqlData<{ unlinkSocialIdentity: { identities: unknown[]; password_set: boolean } }>(engine, UNLINK, { store: "en", variables: { p: "GOOGLE" }, headers: bearer(token) });
    expect(done.unlinkSocialIdentity).toEqual({ identities: [], password_set: true });
    expect(await owner("GOOGLE", subject)).toBeNull();
    expect((await link("GOOGLE", subject, email)).data?.linkSocialIdentity).toEqual({ result: true });
  });
});

describe("confirming a typed email", () => {
  async function request(store: string, email: string, subject: string) {
    const reply = await graphql<{ requestSocialEmailConfirmation: boolean }>(engine, REQUEST, {
      store,
      variables: { input: { provider: "LINE", subject, email, firstname: "สมชาย", lastname: "ใจดี" } },
      headers: integration,
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.requestSocialEmailConfirmation).toBe(true);
    const mail = (await services.outbox.list()).filter((message) => message.recipient === email).at(-1)!;
    const found = /https:\/\/shop\.test\/([a-z]+)\/sign-in\/confirm-email\?id=(\d+)&code=([A-Za-z0-9_-]+)/.exec(mail.textBody);
    expect(found, mail.textBody).not.toBeNull();
    return { mail, store: found![1], id: Number(found![2]), code: found![3]! };
  }

  it("emails a Thai link for the Thai store view, which gives the identity back once", async () => {
    const email = `${unique("typed")}@example.com`;
    const subject = unique("line-sub");
    const { mail, store, id, code } = await request("th", email, subject);
    expect(store).toBe("th");
    expect(mail.subject).toBe("ยืนยันอีเมลเพื่อเข้าสู่ระบบ บ้านสวน ด้วย LINE");
    expect(mail.textBody).toContain("กรุณายืนยันว่าอีเมลนี้เป็นของคุณ");
    expect(mail.htmlBody).toContain(`href="https://shop.test/th/sign-in/confirm-email?id=${id}&amp;code=${code}"`);
    expect(mail.template).toBe("social_sign_in_email_confirmation");

    const confirmed = await graphqlData<{ confirmSocialEmail: unknown }>(engine, CONFIRM, { store: "th", variables: { id, code }, headers: integration });
    expect(confirmed.confirmSocialEmail).toEqual({ provider: "LINE", subject, email, firstname: "สมชาย", lastname: "ใจดี" });
    const again = await graphqlData<{ confirmSocialEmail: unknown }>(engine, CONFIRM, { store: "th", variables: { id, code }, headers: integration });
    expect(again.confirmSocialEmail).toBeNull();
  });

  it("gives the identity to one of two requests that use the same link at the same moment", async () => {
    const { id, code } = await request("en", `${unique("typed")}@example.com`, unique("line-sub"));
    const both = await Promise.all(
      [1, 2].map(() => graphqlData<{ confirmSocialEmail: unknown }>(engine, CONFIRM, { store: "en", variables: { id, code }, headers: integration })),
    );
    expect(both.filter((reply) => reply.confirmSocialEmail !== null)).toHaveLength(1);
  });

  it("emails an English link for the English store view", async () => {
    const email = `${unique("typed")}@example.com`;
    const { mail, store } = await request("en", email, unique("line-sub"));
    expect(store).toBe("en");
    expect(mail.subject).toMatch(/^Confirm your email to sign in to .+ with LINE$/);
    expect(mail.textBody).toContain("To confirm that this email address is yours, follow this link within 24 hours");
  });

  it("answers null for a wrong code, an unknown id and a link older than 24 hours", async () => {
    const { id, code } = await request("en", `${unique("typed")}@example.com`, unique("line-sub"));
    const confirm = (variables: { id: number; code: string }) => graphqlData<{ confirmSocialEmail: unknown }>(engine, CONFIRM, { store: "en", variables, headers: integration });
    expect((await confirm({ id, code: code.slice(0, -1) + (code.endsWith("A") ? "B" : "A") })).confirmSocialEmail).toBeNull();
    expect((await confirm({ id: id + 1000, code })).confirmSocialEmail).toBeNull();
    const now = clock;
    clock = now + 24 * 3_600_000 + 60_000;
    try {
      expect((await confirm({ id, code })).confirmSocialEmail).toBeNull();
    } finally {
      clock = now;
    }
    // A wrong try does not use the link up.
    expect((await confirm({ id, code })).confirmSocialEmail).not.toBeNull();
  });

  it("keeps no address or name of a used or expired link once another link is asked for", async () => {
    const stored = async (email: string) =>
      (await services.db.select({ id: socialEmailConfirmation.confirmationId }).from(socialEmailConfirmation).where(eq(socialEmailConfirmation.email, email))).length;
    const used = await request("en", `${unique("typed")}@example.com`, unique("line-sub"));
    expect((await graphqlData<{ confirmSocialEmail: unknown }>(engine, CONFIRM, { store: "en", variables: { id: used.id, code: used.code }, headers: integration })).confirmSocialEmail).not.toBeNull();
    expect(await stored(used.mail.recipient)).toBe(1);
    const waiting = await request("en", `${unique("typed")}@example.com`, unique("line-sub"));
    expect(await stored(used.mail.recipient)).toBe(0);
    expect(await stored(waiting.mail.recipient)).toBe(1);
    const now = clock;
    clock = now + 24 * 3_600_000 + 60_000;
    try {
      const next = await request("en", `${unique("typed")}@example.com`, unique("line-sub"));
      expect(await stored(waiting.mail.recipient)).toBe(0);
      expect(await stored(next.mail.recipient)).toBe(1);
    } finally {
      clock = now;
    }
  });

  it("refuses a malformed email and sends nothing", async () => {
    const before = (await services.outbox.list()).length;
    const reply = await graphql(engine, REQUEST, {
      store: "en",
      variables: { input: { provider: "LINE", subject: "s", email: "not an email", firstname: "A", lastname: "B" } },
      headers: integration,
    });
    expect(reply.errors?.[0]).toMatchObject({ message: '"not an email" is not a valid email address.', extensions: { category: "graphql-input" } });
    expect((await services.outbox.list()).length).toBe(before);
  });
});
