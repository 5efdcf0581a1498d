/**
 * The email outbox: messages are written in the same transaction as what caused them (an order),
 * so an email exists exactly when its order does. A deliverer then writes pending messages as .eml
 * files into `<dataDir>/outbox/` and marks them sent; an in-memory engine has no folder, so its
 * messages stay in the table (tests read them through `list()`).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { emailOutbox, store } from "../../db/schema";
import type { ConfigReader } from "../store";
import { renderEml } from "./eml";
import { log } from "../../../logging/logger";

export interface OutboxMessage {
  /** What kind of email, e.g. "sales_email_order_template" (Magento's template id). */
  template: string;
  storeId: number | null;
  recipient: string;
  /** Where the recipient's answer goes (a contact message: the shopper); absent = the sender. */
  replyTo?: string | null;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
}

export interface OutboxEntry extends Required<OutboxMessage> {
  id: number;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

export interface Outbox {
  /** Adds a message inside the caller's transaction; returns its id. */
  enqueue(tx: Database, message: OutboxMessage): Promise<number>;
  /** Every message, oldest first (tests, tools). */
  list(): Promise<OutboxEntry[]>;
  /**
   * Writes pending messages as .eml files and marks them sent; answers how many went out. Without
   * a folder (in-memory engine) it does nothing. Never throws: a failure is recorded on the row.
   */
  deliverPending(): Promise<number>;
  /** Resolves once no delivery is running (the engine waits for it before closing the database). */
  settled(): Promise<void>;
  /** How many messages are not sent yet (those given up on after their attempts included): the backlog metric. */
  pendingCount(): Promise<number>;
}

export interface OutboxOptions {
  /** Folder for .eml files; null keeps messages in the table only. */
  folder: string | null;
}

const MAX_ATTEMPTS = 5;

export function createOutbox(db: Database, config: ConfigReader, options: OutboxOptions): Outbox {
  // One delivery at a time in this process; other processes skip rows this one has locked.
  let delivering: Promise<number> = Promise.resolve(0);

  const sender = async (storeId: number | null) => {
    let scope = { storeId: 0, websiteId: 0 };
    if (storeId !== null) {
      const [row] = await db.select({ websiteId: store.websiteId }).from(store).where(eq(store.storeId, storeId));
      if (row) scope = { storeId, websiteId: row.websiteId };
    }
    const values = await config.getValues(["trans_email/ident_sales/email", "trans_email/ident_sales/name"], scope);
    return {
      address: values.get("trans_email/ident_sales/email") ?? "sales@example.com",
      name: values.get("trans_email/ident_sales/name") ?? "Sales",
    };
  };

  const deliverBatch = async (folder: string): Promise<number> => {
    await mkdir(folder, { recursive: true });
    // Senders are read before any transaction: inside one only the transaction may be used
    // (PGlite has a single connection).
    const pending = await db
      .select({ id: emailOutbox.messageId, storeId: emailOutbox.storeId })
      .from(emailOutbox)
      .where(sql`${emailOutbox.sentAt} is null and ${emailOutbox.attempts} < ${MAX_ATTEMPTS}`)
      .orderBy(asc(emailOutbox.messageId));
    const senders = new Map<number | null, { name: string; address: string }>();
    for (const { storeId } of pending) if (!senders.has(storeId)) senders.set(storeId, await sender(storeId));

    let sent = 0;
    for (const { id, storeId } of pending) {
      const from = senders.get(storeId)!;
      const delivered = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(emailOutbox)
          .where(sql`${emailOutbox.messageId} = ${id} and ${emailOutbox.sentAt} is null`)
          .for("update", { skipLocked: true });
        if (!row) return false;
        try {
          const eml = renderEml({
            from,
            to: row.recipient,
            replyTo: row.replyTo,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            date: row.createdAt,
            messageId: `outbox-${row.messageId}-${row.createdAt.getTime()}@commerce.local`,
          });
          const name = `${String(row.messageId).padStart(8, "0")}-${row.template.replace(/[^a-z0-9_-]/gi, "_")}.eml`;
          const temporary = path.join(folder, `.${name}.tmp`);
          await writeFile(temporary, eml, "utf8");
          await rename(temporary, path.join(folder, name));
          await tx.update(emailOutbox).set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where(eq(emailOutbox.messageId, row.messageId));
          return true;
        } catch (error) {
          await tx
            .update(emailOutbox)
            .set({ attempts: row.attempts + 1, lastError: String(error instanceof Error ? error.message : error).slice(0, 1000) })
            .where(eq(emailOutbox.messageId, row.messageId));
          return false;
        }
      });
      if (delivered) sent += 1;
    }
    return sent;
  };

  return {
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          template: message.template,
          storeId: message.storeId,
          recipient: message.recipient,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          textBody: message.textBody,
          htmlBody: message.htmlBody ?? null,
        })
        .returning({ id: emailOutbox.messageId });
      return row!.id;
    },
    async list() {
      const rows = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.messageId));
      return rows.map((row) => ({
        id: row.messageId,
        template: row.template,
        storeId: row.storeId,
        recipient: row.recipient,
        replyTo: row.replyTo,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: row.htmlBody,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
        attempts: row.attempts,
        lastError: row.lastError,
      }));
    },
    deliverPending() {
      const folder = options.folder;
      if (!folder) return Promise.resolve(0);
      delivering = delivering.then(
        () => deliverBatch(folder),
        () => deliverBatch(folder),
      ).catch((error: unknown) => {
        log.error({ err: error }, "[commerce] outbox delivery failed");
        return 0;
      });
      return delivering;
    },
    settled: () => delivering.then(() => undefined),
    async pendingCount() {
      const [row] = await db.select({ pending: sql<number>`count(*)::int` }).from(emailOutbox).where(sql`${emailOutbox.sentAt} is null`);
      return row?.pending ?? 0;
    },
  };
}
