import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeScoped, writeConfig } from "../../commerce/modules/store";
import { startDemoEngine, type DemoEngine } from "../../commerce/testing/demoEngine";
import { publicCache } from "~/lib/cache.server";
import { formHoneypot } from "~/lib/forms/honeypot.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { THROTTLE_POLICIES } from "~/lib/throttle/shop-throttles.server";
import { loader as storeLoader } from "~/routes/$store";
import { action as contactAction, loader as contactLoader } from "~/routes/$store.contact-us";
import { cookieJar, TEST_SETTINGS } from "./engine-context";

/**
 * `/{store}/contact-us` against the demo engine: the page with its CMS blocks, a message sent
 * through `contactUs` into the engine's outbox and a thank-you after the redirect, and every
 * refusal (the form's rules, the engine's answer, a backend that fails, the throttle, the store's
 * switch) answered with what was typed and the message next to its field.
 */
let demo: DemoEngine;
let nextAddress = 20;
const ORIGIN = "http://shop.test";

beforeAll(async () => {
  demo = await startDemoEngine();
});
afterAll(() => demo?.close());
beforeEach(() => publicCache.clear());

/** A load context for one client address; `fail` answers the contact mutation with an outage. */
function client(fail = false): AppLoadContext {
  return {
    settings: TEST_SETTINGS,
    cspNonce: "test",
    clientAddress: `198.51.100.${nextAddress++}`,
    backend: inProcessBackend(async (request) => {
      if (fail && (await request.clone().text()).includes("SubmitContactForm")) return new Response("Bad gateway", { status: 502 });
      return demo.engine.handle(request);
    }),
  };
}

async function honeypotFields(): Promise<Record<string, string>> {
  const honeypot = (await formHoneypot(TEST_SETTINGS)).getInputProps();
  return { [honeypot.nameFieldName]: "", [honeypot.validFromFieldName ?? "from__confirm"]: honeypot.encryptedValidFrom ?? "" };
}

type Reply = { result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, string> } };

const contactMails = async () => (await demo.services.outbox.list()).filter((mail) => mail.template === "contact_email_email_template");

const message = { name: "Malee Srisuk", email: "malee@example.com", telephone: "+66 81 234 5678", comment: "Do you deliver to Chiang Mai?" };

describe("contact page", () => {
  it("shows the contact blocks and the form in both store views", async () => {
    for (const store of ["th", "en"] as const) {
      const response = await contactLoader({ request: new Request(`${ORIGIN}/${store}/contact-us`), context: client(), params: { store } });
      expect(response.status).toBe(200);
      const data = (await response.json()) as { title: string; enabled: boolean; honeypot: unknown; blocks: { banner: { kind: string; blocks: unknown[] }; sidebar: { kind: string; blocks: unknown[] } } };
      expect(data.title).toBe(store === "th" ? "ติดต่อเรา" : "Contact Us");
      expect(data.enabled).toBe(true);
      expect(data.honeypot).not.toBeNull();
      expect(data.blocks.banner.blocks).toHaveLength(1);
      expect(JSON.stringify(data.blocks.sidebar)).toContain("@baansuan");
    }
  });

  it("sends the message to the shop's outbox, then thanks the shopper after the redirect", async () => {
    const context = client();
    const jar = cookieJar(ORIGIN);
    const before = (await contactMails()).length;
    const response = jar.keep(await contactAction({ request: jar.request("/th/contact-us", { ...message, ...(await honeypotFields()) }), context, params: { store: "th" } }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/th/contact-us");
    const mails = await contactMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ recipient: "hello@baansuan.example", replyTo: "malee@example.com" });
    expect(mails.at(-1)!.textBody).toContain("Do you deliver to Chiang Mai?");
    const layout = (await (await storeLoader({ request: jar.request("/th/contact-us"), context, params: { store: "th" } })).json()) as { flash: { key: string } | null };
    expect(layout.flash).toEqual({ type: "success", key: "contact.sent", messages: { contact: { sent: expect.any(String) } } });
  });

  it("refuses what the form's rules refuse, in the store view's language, keeping what was typed", async () => {
    const jar = cookieJar(ORIGIN);
    const before = (await contactMails()).length;
    const typed = { name: "", email: "malee@", telephone: "12-34", comment: "ก".repeat(2001) };
    const response = await contactAction({ request: jar.request("/th/contact-us", { ...typed, ...(await honeypotFields()) }), context: client(), params: { store: "th" } });
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as Reply;
    expect(result.error).toMatchObject({
      name: ["กรุณากรอกชื่อ"],
      email: [expect.stringContaining("อีเมล")],
      telephone: ["กรอกเบอร์โทรศัพท์ 9 ถึง 15 หลัก ขึ้นต้นด้วย + ได้ และเว้นวรรค ขีด หรือวงเล็บได้"],
      comment: [expect.stringContaining("2000")],
    });
    expect(result.initialValue).toMatchObject({ email: "malee@", telephone: "12-34", comment: typed.comment });
    expect((await contactMails()).length).toBe(before);
  });

  it("keeps what was typed and says to try again when the backend fails to take the message", async () => {
    const jar = cookieJar(ORIGIN);
    const response = await contactAction({ request: jar.request("/en/contact-us", { ...message, ...(await honeypotFields()) }), context: client(true), params: { store: "en" } });
    expect(response.status).toBe(503);
    const { result } = (await response.json()) as Reply;
    expect(result.error).toEqual({ "": ["Your message could not be sent just now. Please try again in a moment."] });
    expect(result.initialValue).toMatchObject(message);
  });

  it("thanks a bot that filled the honeypot and sends nothing", async () => {
    const jar = cookieJar(ORIGIN);
    const before = (await contactMails()).length;
    const fields = await honeypotFields();
    const bait = Object.keys(fields)[0]!;
    const response = await contactAction({ request: jar.request("/en/contact-us", { ...message, ...fields, [bait]: "http://spam.example" }), context: client(), params: { store: "en" } });
    expect(response.status).toBe(303);
    expect((await contactMails()).length).toBe(before);
  });

  it("lets one address send a few messages, then asks it to wait", async () => {
    const context = client();
    const send = async () => contactAction({ request: cookieJar(ORIGIN).request("/en/contact-us", { ...message, ...(await honeypotFields()) }), context, params: { store: "en" } });
    for (let i = 0; i < THROTTLE_POLICIES.contactMessagesByAddress.limit; i++) expect((await send()).status).toBe(303);
    const refused = await send();
    expect(refused.status).toBe(429);
    const { result } = (await refused.json()) as Reply;
    expect(result.error?.[""]).toEqual(["You have sent several messages in a short time. Please wait 15 minutes and try again."]);
    expect(result.initialValue).toMatchObject(message);
  });

  it("says politely that the form is closed when the store view turns it off (200), and refuses a message sent anyway", async () => {
    await writeConfig(demo.connection.db, storeScoped(2, { "contact/contact/enabled": "0" }));
    demo.services.config.invalidate();
    try {
      const page = await contactLoader({ request: new Request(`${ORIGIN}/en/contact-us`), context: client(), params: { store: "en" } });
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ enabled: false, honeypot: null });
      const jar = cookieJar(ORIGIN);
      const response = await contactAction({ request: jar.request("/en/contact-us", { ...message, ...(await honeypotFields()) }), context: client(), params: { store: "en" } });
      expect(response.status).toBe(403);
      const { result } = (await response.json()) as Reply;
      expect(result.error?.[""]).toEqual(["The contact form is not available right now, so your message was not sent. Please reach us by phone, LINE or email."]);
      expect(result.initialValue).toMatchObject(message);
    } finally {
      await writeConfig(demo.connection.db, storeScoped(2, { "contact/contact/enabled": "1" }));
      demo.services.config.invalidate();
    }
  });
});
