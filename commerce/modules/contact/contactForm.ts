/**
 * Magento's `contactUs` (ContactGraphQl): a shopper's message to the shop. Refused with Magento's
 * messages when the form is off (`contact/contact/enabled`) or a field is wrong; otherwise kept in
 * `contact_message` and, in the same transaction, put into the outbox for the shop's contact
 * address (`contact/email/recipient_email`) with Reply-To the shopper, so answering is one click.
 * Magento sets no lengths; the engine bounds what it stores to the storefront's form limits.
 */
import type { Database } from "../../db/connect";
import { contactMessage } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { Outbox } from "../email";
import type { ConfigReader, StoreView } from "../store";
import { contactEmail } from "./contactEmail";
import type { ContactInput, ContactMessage } from "./types";

/** Magento's messages (Magento\ContactGraphQl), and the engine's own for its bounds. */
export const CONTACT_MESSAGES = {
  disabled: "The contact form is unavailable.",
  invalidEmail: "The email address is invalid. Verify the email address and try again.",
  nameRequired: "Name field is required.",
  commentRequired: "Comment field is required.",
  tooLong: (field: string, max: number) => `The "${field}" value must be ${max} characters or fewer.`,
  invalidTelephone: "The telephone number is invalid.",
} as const;

/** The form's limits (docs/engine.md "Contact form"); the storefront checks the same. */
export const CONTACT_LIMITS = { name: 100, email: 254, telephone: 20, comment: 2000 } as const;

/** Magento's default recipient (Contact's config.xml) when the shop has set none. */
const DEFAULT_RECIPIENT = "hello@example.com";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading + (Thai or international). */
const TELEPHONE = /^\+?[0-9 ()./-]*[0-9][0-9 ()./-]*$/;

export interface ContactService {
  /** Stores the message and queues its email; throws Magento's input errors. */
  send(store: StoreView, input: ContactInput): Promise<void>;
}

function checked(input: ContactInput): ContactMessage {
  const message = {
    name: (input.name ?? "").trim(),
    email: (input.email ?? "").trim(),
    comment: (input.comment ?? "").trim(),
    telephone: (input.telephone ?? "").trim() || null,
  };
  // Magento's order: email, then name, then comment.
  if (!EMAIL.test(message.email)) throw inputError(CONTACT_MESSAGES.invalidEmail);
  if (!message.name) throw inputError(CONTACT_MESSAGES.nameRequired);
  if (!message.comment) throw inputError(CONTACT_MESSAGES.commentRequired);
  for (const field of ["name", "email", "comment", "telephone"] as const) {
    const value = message[field];
    if (value !== null && [...value].length > CONTACT_LIMITS[field]) throw inputError(CONTACT_MESSAGES.tooLong(field, CONTACT_LIMITS[field]));
  }
  if (message.telephone !== null && !TELEPHONE.test(message.telephone)) throw inputError(CONTACT_MESSAGES.invalidTelephone);
  return message;
}

export function createContactService(db: Database, config: ConfigReader, outbox: Outbox): ContactService {
  return {
    async send(store, input) {
      const scope = { storeId: store.id, websiteId: store.websiteId };
      const settings = await config.getValues(["contact/contact/enabled", "contact/email/recipient_email", "general/locale/code"], scope);
      if (settings.get("contact/contact/enabled") !== "1") throw inputError(CONTACT_MESSAGES.disabled);
      const message = checked(input);
      const email = contactEmail({ locale: settings.get("general/locale/code") ?? "en_US", storeName: store.name, message });
      await db.transaction(async (tx) => {
        await tx.insert(contactMessage).values({ storeId: store.id, ...message });
        await outbox.enqueue(tx, {
          template: "contact_email_email_template",
          storeId: store.id,
          recipient: settings.get("contact/email/recipient_email") || DEFAULT_RECIPIENT,
          replyTo: message.email,
          ...email,
        });
      });
      // Delivered after the commit, as order emails are (never throws; a no-op in memory).
      void outbox.deliverPending();
    },
  };
}
