import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoEngine, type DemoEngine } from "../../commerce/testing/demoEngine";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { action as signupAction, loader as signupLoader } from "~/routes/$store.email-signup";
import { action as confirmAction, loader as confirmLoader } from "~/routes/$store.newsletter.subscriber.confirm";
import { action as unsubscribeAction } from "~/routes/$store.newsletter.subscriber.unsubscribe";
import { TEST_SETTINGS } from "./engine-context";

/**
 * Email signup as the storefront does it (the page's and the footer's form post to the same
 * action, with or without JS): each outcome has its own translated message, the typed email comes
 * back with every refusal, the Thai store sends a confirmation link whose page confirms only when
 * its button is pressed, and a bot or a flood is turned away. The engine's outbox is read directly.
 */
let demo: DemoEngine;
let context: AppLoadContext;
let counter = 0;

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "/", services: { emailBaseUrl: "https://shop.test/" } });
  context = { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "10.1.0.1", backend: inProcessBackend((request) => demo.engine.handle(request)) };
});
afterAll(() => demo?.close());

const newEmail = () => `signup${++counter}.${Date.now()}@example.com`;

/** The page's honeypot fields, as a browser would post them back. */
async function honeypotFields(store: string, ctx = context): Promise<Record<string, string>> {
  publicCache.clear();
  const page = (await (await signupLoader({ request: new Request(`http://shop.test/${store}/email-signup`), params: { store }, context: ctx })).json()) as {
    honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };
  };
  return { [page.honeypot.nameFieldName]: "", [page.honeypot.validFromFieldName]: page.honeypot.encryptedValidFrom };
}

type SignupAnswer = {
  result: { initialValue?: { email?: string }; error?: Record<string, string[]> } | null;
  done: { email: string; confirmationSent: boolean } | null;
  hint: string | null;
};

async function signUp(store: string, fields: Record<string, string>, ctx = context): Promise<{ status: number; data: SignupAnswer }> {
  const body = new URLSearchParams({ ...(await honeypotFields(store, ctx)), ...fields });
  const request = new Request(`http://shop.test/${store}/email-signup`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const response = await signupAction({ request, params: { store }, context: ctx });
  return { status: response.status, data: (await response.json()) as SignupAnswer };
}

async function mailsTo(email: string) {
  return (await demo.services.outbox.list()).filter((message) => message.recipient === email);
}

describe("the email signup form", () => {
  it("subscribes a guest of the English store at once, and refuses the same email again with the email kept", async () => {
    const email = newEmail();
    const first = await signUp("en", { email });
    expect(first).toEqual({ status: 200, data: { result: null, done: { email, confirmationSent: false }, hint: null } });
    const again = await signUp("en", { email });
    expect(again.status).toBe(400);
    expect(again.data.result?.initialValue?.email).toBe(email);
    expect(again.data.result?.error).toEqual({ email: ["This email address is already subscribed."] });
  });

  it("answers a bad or missing email with the form's own message, in Thai", async () => {
    const bad = await signUp("th", { email: "somchai@" });
    expect(bad.status).toBe(400);
    expect(bad.data.result?.initialValue?.email).toBe("somchai@");
    expect(bad.data.result?.error?.["email"]?.[0]).toMatch(/อีเมล/);
    const empty = await signUp("th", { email: "" });
    expect(empty.data.result?.error?.["email"]).toHaveLength(1);
  });

  it("tells a guest that an account's email is subscribed from the account, with a way to sign in", async () => {
    const customer = await demo.createCustomer({ store: "en" });
    const answer = await signUp("en", { email: customer.email });
    expect(answer.data.result?.error).toEqual({ email: ["This email address belongs to a customer account. Sign in and subscribe from your communication preferences."] });
    expect(answer.data.hint).toBe("signIn");
  });

  it("turns a bot that fills the honeypot away: it reads a thank-you, nothing is sent", async () => {
    const email = newEmail();
    const answer = await signUp("en", { email, ...Object.fromEntries(Object.keys(await honeypotFields("en")).slice(0, 1).map((name) => [name, "bot"])) });
    expect(answer.data.done).toEqual({ email, confirmationSent: false });
    expect(await mailsTo(email)).toEqual([]);
  });

  it("stops one client after too many signups, with the wait in the message", async () => {
    const flooder = { ...context, clientAddress: "10.9.9.9" };
    for (let i = 0; i < 30; i += 1) expect((await signUp("en", { email: newEmail() }, flooder)).status).toBe(200);
    const refused = await signUp("en", { email: newEmail() }, flooder);
    expect(refused.status).toBe(429);
    expect(refused.data.result?.error?.[""]?.[0]).toMatch(/^Too many signups were sent from here\. Please wait \d+ minutes? and try again\.$/);
  });
});

describe("the Thai store's confirmation link", () => {
  it("asks the guest to check their inbox, then confirms only when the link's button is pressed", async () => {
    const email = newEmail();
    const answer = await signUp("th", { email });
    expect(answer.data.done).toEqual({ email, confirmationSent: true });
    const [mail] = await mailsTo(email);
    const link = /https:\/\/shop\.test(\/th\/newsletter\/subscriber\/confirm\?id=(\d+)&code=(\w+))/.exec(mail!.textBody)!;
    expect(link).not.toBeNull();

    // Opening the link shows the button and changes nothing.
    const page = (await (await confirmLoader({ request: new Request(`http://shop.test${link[1]}`), params: { store: "th" }, context })).json()) as {
      link: { id: number; code: string };
      problem: string | null;
    };
    expect(page).toMatchObject({ link: { id: Number(link[2]), code: link[3] }, problem: null });
    expect(await mailsTo(email)).toHaveLength(1);

    const press = (fields: Record<string, string>, route = confirmAction) =>
      route({
        request: new Request(`http://shop.test${link[1]}`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
        params: { store: "th" },
        context,
      }).then(async (response) => ({ status: response.status, data: await response.json() }));
    expect(await press({ id: link[2]!, code: "0".repeat(32) })).toEqual({ status: 400, data: { done: false, problem: "newsletter.link.invalid" } });
    expect(await press({ id: link[2]!, code: link[3]! })).toEqual({ status: 200, data: { done: true, problem: null } });
    expect((await mailsTo(email)).at(-1)!.template).toBe("newsletter_subscription_success_email_template");
    expect(await press({ id: link[2]!, code: link[3]! }, unsubscribeAction)).toEqual({ status: 200, data: { done: true, problem: null } });
    expect(await press({ id: link[2]!, code: link[3]! })).toEqual({ status: 400, data: { done: false, problem: "newsletter.link.expired" } });
  });

  it("says so when the link lost its id or code", async () => {
    const response = await confirmLoader({ request: new Request("http://shop.test/th/newsletter/subscriber/confirm?id=12"), params: { store: "th" }, context });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ link: null, problem: "newsletter.link.invalid" });
  });
});
