/**
 * The outbox: a message exists only if the transaction that wrote it commits, and the deliverer
 * writes pending ones as RFC 5322 files (UTF-8 in base64, encoded Thai subject) and marks them sent.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { prepareDatabase } from "../../setup";
import { createConfigReader } from "../store";
import { createOutbox } from "./outbox";

let connection: DatabaseConnection;
let folder: string;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: false });
  folder = await mkdtemp(path.join(tmpdir(), "outbox-"));
});

afterAll(async () => {
  await connection?.close();
  await rm(folder, { recursive: true, force: true });
});

it("keeps only committed messages and delivers them as .eml files once", async () => {
  const outbox = createOutbox(connection.db, createConfigReader(connection.db), { folder });
  const message = { template: "sales_email_order_template", storeId: null, recipient: "somchai@example.com", subject: "ยืนยันคำสั่งซื้อ 300000001", textBody: "ขอบคุณครับ\nยอดชำระ ฿1,130.00", htmlBody: "<p>ขอบคุณครับ</p>" };

  await connection.db
    .transaction(async (tx) => {
      await outbox.enqueue(tx, { ...message, subject: "rolled back" });
      throw new Error("the order failed");
    })
    .catch(() => undefined);
  await connection.db.transaction((tx) => outbox.enqueue(tx, message));
  expect((await outbox.list()).map((m) => m.subject)).toEqual([message.subject]);

  expect(await outbox.deliverPending()).toBe(1);
  expect(await outbox.deliverPending()).toBe(0);
  const files = (await readdir(folder)).filter((name) => name.endsWith(".eml"));
  expect(files).toHaveLength(1);
  const eml = await readFile(path.join(folder, files[0]!), "utf8");
  expect(eml).toContain("To: somchai@example.com\r\n");
  const subject = /^Subject: (.+(?:\r\n .+)*)\r\n/m.exec(eml)![1]!;
  const decoded = subject.split("\r\n ").map((word) => Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)![1]!, "base64").toString("utf8")).join("");
  expect(decoded).toBe(message.subject);
  expect(subject.split("\r\n ").every((word) => word.length <= 75)).toBe(true);
  expect(eml).toMatch(/^From: "Sales" <sales@example\.com>\r\n/);
  expect(eml).toContain("MIME-Version: 1.0");
  const textPart = /Content-Type: text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(eml);
  expect(Buffer.from(textPart![1]!.replace(/\r\n/g, ""), "base64").toString("utf8")).toBe(message.textBody);
  expect((await outbox.list())[0]!.sentAt).toBeInstanceOf(Date);
});

it("keeps messages in the table when there is no folder (in-memory engines)", async () => {
  const outbox = createOutbox(connection.db, createConfigReader(connection.db), { folder: null });
  await connection.db.transaction((tx) => outbox.enqueue(tx, { template: "t", storeId: null, recipient: "a@example.com", subject: "s", textBody: "b" }));
  expect(await outbox.deliverPending()).toBe(0);
  expect((await outbox.list()).at(-1)!.sentAt).toBeNull();
});

it("writes a Reply-To header when the message has one (a contact message: the shopper)", async () => {
  const replies = await mkdtemp(path.join(tmpdir(), "outbox-reply-"));
  try {
    const outbox = createOutbox(connection.db, createConfigReader(connection.db), { folder: replies });
    await connection.db.transaction((tx) =>
      outbox.enqueue(tx, { template: "contact_email_email_template", storeId: null, recipient: "hello@example.com", replyTo: "somying@example.com", subject: "Contact Form", textBody: "Hi" }),
    );
    await outbox.deliverPending();
    const files = (await readdir(replies)).filter((name) => name.endsWith("contact_email_email_template.eml"));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(replies, files[0]!), "utf8");
    expect(eml).toContain("To: hello@example.com\r\nReply-To: somying@example.com\r\n");
    expect((await outbox.list()).at(-1)!.replyTo).toBe("somying@example.com");
  } finally {
    await rm(replies, { recursive: true, force: true });
  }
});
