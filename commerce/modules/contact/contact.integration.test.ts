/**
 * `contactUs` through the engine's GraphQL handler, as a storefront sends it: a message is kept and
 * emailed to the shop's contact address with Reply-To the shopper (Thai in th, English in en);
 * Magento's messages refuse bad input and a store view whose contact form is off, and a refused
 * message leaves nothing behind.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import { startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { storeScoped, writeConfig } from "../store";

let demo: DemoEngine;

beforeAll(async () => {
  demo = await startDemoEngine();
});

afterAll(async () => {
  await demo?.close();
});

const CONTACT = `mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

async function stored() {
  return queryRows<{ name: string; email: string; telephone: string | null; comment: string; code: string }>(
    demo.connection.db,
    sql`select m.name, m.email, m.telephone, m.comment, s.code from contact_message m join store s using (store_id) order by m.message_id`,
  );
}

const contactMails = async () => (await demo.services.outbox.list()).filter((m) => m.template === "contact_email_email_template");

describe("contactUs", () => {
  it("keeps the message and emails it to the shop in the store view's language, Reply-To the shopper", async () => {
    const input = { name: "  สมหญิง ใจดี ", email: "somying@example.com", telephone: "081 234 5678", comment: "อยากทราบว่าผ้าครามส่งต่างจังหวัดได้ไหมคะ <b>ด่วน</b>" };
    const data = await graphqlData<{ contactUs: { status: boolean } }>(demo.engine, CONTACT, { store: "th", variables: { input } });
    expect(data.contactUs).toEqual({ status: true });

    expect((await stored()).at(-1)).toEqual({ name: "สมหญิง ใจดี", email: "somying@example.com", telephone: "081 234 5678", comment: input.comment, code: "th" });
    const mail = (await contactMails()).at(-1)!;
    expect(mail).toMatchObject({ recipient: "hello@baansuan.example", replyTo: "somying@example.com" });
    expect(mail.subject).toBe("บ้านสวน: ข้อความจากแบบฟอร์มติดต่อเรา (สมหญิง ใจดี)");
    expect(mail.textBody).toContain("เบอร์โทรศัพท์: 081 234 5678");
    expect(mail.textBody).toContain(input.comment);
    expect(mail.htmlBody).toContain("&#60;b&#62;ด่วน&#60;/b&#62;");
    expect(mail.htmlBody).not.toContain("<b>");
  });

  it("writes English for the English store view, and takes a message without a telephone", async () => {
    const input = { name: "John Smith", email: "john@example.com", comment: "Do you ship to Chiang Mai?" };
    await graphqlData(demo.engine, CONTACT, { store: "en", variables: { input } });
    expect((await stored()).at(-1)).toMatchObject({ telephone: null, code: "en" });
    const mail = (await contactMails()).at(-1)!;
    expect(mail.subject).toBe("Baan Suan: Contact Form (John Smith)");
    expect(mail.textBody).toContain("Phone Number: -");
  });

  it.each([
    [{ name: "A", email: "not-an-email", comment: "Hi" }, "The email address is invalid. Verify the email address and try again."],
    [{ name: "   ", email: "a@example.com", comment: "Hi" }, "Name field is required."],
    [{ name: "A", email: "a@example.com", comment: " \n " }, "Comment field is required."],
    [{ name: "A".repeat(101), email: "a@example.com", comment: "Hi" }, 'The "name" value must be 100 characters or fewer.'],
    [{ name: "A", email: "a@example.com", comment: "ก".repeat(2001) }, 'The "comment" value must be 2000 characters or fewer.'],
    [{ name: "A", email: "a@example.com", comment: "Hi", telephone: "call me maybe" }, "The telephone number is invalid."],
    [{ name: "A", email: "a@example.com\r\nBcc: x@example.com", comment: "Hi" }, "The email address is invalid. Verify the email address and try again."],
  ])("refuses %j with Magento's input error and keeps nothing", async (input, message) => {
    const [rowsBefore, mailsBefore] = [(await stored()).length, (await contactMails()).length];
    const reply = await graphql(demo.engine, CONTACT, { store: "en", variables: { input } });
    expect(reply.errors).toEqual([expect.objectContaining({ message, extensions: { category: "graphql-input" } })]);
    expect(reply.data).toEqual({ contactUs: null });
    expect((await stored()).length).toBe(rowsBefore);
    expect((await contactMails()).length).toBe(mailsBefore);
  });

  it("refuses with Magento's message when the store view's contact form is off, and says so in storeConfig", async () => {
    const enabled = `{ storeConfig { contact_enabled } }`;
    expect(await graphqlData(demo.engine, enabled, { store: "en" })).toEqual({ storeConfig: { contact_enabled: true } });
    await writeConfig(demo.connection.db, storeScoped(2, { "contact/contact/enabled": "0" }));
    demo.services.config.invalidate();
    try {
      expect(await graphqlData(demo.engine, enabled, { store: "en" })).toEqual({ storeConfig: { contact_enabled: false } });
      const mailsBefore = (await contactMails()).length;
      const reply = await graphql(demo.engine, CONTACT, { store: "en", variables: { input: { name: "A", email: "a@example.com", comment: "Hi" } } });
      expect(reply.errors?.[0]).toMatchObject({ message: "The contact form is unavailable.", extensions: { category: "graphql-input" } });
      expect((await contactMails()).length).toBe(mailsBefore);
      // The Thai store view keeps its form.
      await graphqlData(demo.engine, CONTACT, { store: "th", variables: { input: { name: "A", email: "a@example.com", comment: "Hi" } } });
    } finally {
      await writeConfig(demo.connection.db, storeScoped(2, { "contact/contact/enabled": "1" }));
      demo.services.config.invalidate();
    }
  });
});
