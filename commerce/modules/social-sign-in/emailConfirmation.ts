/**
 * Confirming an email a shopper typed because their provider gave none (LINE without the email
 * permission, Facebook without email): the storefront asks for a link to be emailed, and only the
 * person who opens it gets the identity, address and names back, once, within 24 hours. The code is
 * random (256 bits), stored as its SHA-256 and compared in constant time. A link that can no longer
 * work (used, or older than 24 hours) keeps no address or name: each new request deletes those.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { socialEmailConfirmation } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { Outbox } from "../email";
import type { ConfigReader, EmailLinkBase, StoreView } from "../store";
import { SOCIAL_EMAIL_TEMPLATE, socialEmailConfirmationEmail } from "./emails";
import { checkSubject } from "./identities";
import { SOCIAL_MESSAGES, type SocialProvider } from "./messages";

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 24;
const HOUR_MS = 3_600_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SocialEmailRequest {
  provider: SocialProvider;
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
}

export type ConfirmedSocialEmail = SocialEmailRequest;

export interface EmailConfirmationDependencies {
  db: Database;
  config: ConfigReader;
  outbox: Outbox;
  emailLinkBase: EmailLinkBase;
  now: () => Date;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Checks the request and writes the link's email into the outbox, with the row, in one transaction; spent links go. */
export async function requestEmailConfirmation(deps: EmailConfirmationDependencies, store: StoreView, request: SocialEmailRequest): Promise<void> {
  const subject = checkSubject(request.subject);
  const email = (request.email ?? "").trim();
  const firstname = (request.firstname ?? "").trim();
  const lastname = (request.lastname ?? "").trim();
  if (!email) throw inputError(SOCIAL_MESSAGES.specify("email"));
  if (email.length > 254 || !EMAIL.test(email)) throw inputError(SOCIAL_MESSAGES.invalidEmail(email));
  const missing = [!firstname && "First Name", !lastname && "Last Name"].filter((label): label is string => Boolean(label));
  if (missing.length > 0) throw inputError(SOCIAL_MESSAGES.missing(missing));
  if (firstname.length > 255) throw inputError(SOCIAL_MESSAGES.tooLong("firstname", 255));
  if (lastname.length > 255) throw inputError(SOCIAL_MESSAGES.tooLong("lastname", 255));

  const locale = (await deps.config.getValue("general/locale/code", { storeId: store.id, websiteId: store.websiteId })) ?? "en_US";
  const linkBase = `${await deps.emailLinkBase(store)}${store.code}/sign-in/confirm-email`;
  const code = randomBytes(32).toString("base64url");
  await deps.db.transaction(async (tx) => {
    const spentBefore = new Date(deps.now().getTime() - CONFIRMATION_HOURS * HOUR_MS);
    await tx
      .delete(socialEmailConfirmation)
      .where(or(isNotNull(socialEmailConfirmation.usedAt), lt(socialEmailConfirmation.createdAt, spentBefore)));
    const [row] = await tx
      .insert(socialEmailConfirmation)
      .values({ provider: request.provider, subject, email, firstname, lastname, storeId: store.id, codeHash: sha256(code), createdAt: deps.now() })
      .returning({ id: socialEmailConfirmation.confirmationId });
    const link = `${linkBase}?id=${row!.id}&code=${encodeURIComponent(code)}`;
    const mail = socialEmailConfirmationEmail({ locale, storeName: store.name, provider: request.provider, firstname, link, hours: CONFIRMATION_HOURS });
    await deps.outbox.enqueue(tx, { template: SOCIAL_EMAIL_TEMPLATE, storeId: store.id, recipient: email, ...mail });
  });
  // Delivered after the commit, as the other emails are (never throws; a no-op in memory).
  void deps.outbox.deliverPending();
}

/** The identity and address behind a link, once; null for an unknown, wrong, used or expired one. */
export async function confirmEmail(deps: EmailConfirmationDependencies, id: number, code: string): Promise<ConfirmedSocialEmail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || typeof code !== "string" || !code || code.length > 200) return null;
  const [row] = await deps.db.select().from(socialEmailConfirmation).where(eq(socialEmailConfirmation.confirmationId, id));
  if (!row) return null;
  const given = Buffer.from(sha256(code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) return null;
  if (row.usedAt !== null || deps.now().getTime() - row.createdAt.getTime() > CONFIRMATION_HOURS * HOUR_MS) return null;
  // Used up in one statement: of two requests with the same link, only one gets the identity.
  const used = await deps.db
    .update(socialEmailConfirmation)
    .set({ usedAt: deps.now() })
    .where(and(eq(socialEmailConfirmation.confirmationId, id), isNull(socialEmailConfirmation.usedAt)))
    .returning({ id: socialEmailConfirmation.confirmationId });
  if (used.length === 0) return null;
  return { provider: row.provider as SocialProvider, subject: row.subject, email: row.email, firstname: row.firstname, lastname: row.lastname };
}
