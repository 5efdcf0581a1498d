/**
 * Which provider identity belongs to which customer. An identity (provider + the provider's subject
 * id) belongs to one customer and a customer has at most one identity per provider, so a sign-in by
 * an identity always lands in the same account and never by email alone. Changes run under a lock
 * on the customer's row, so two requests cannot both take away the account's last way in.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, customerSocialIdentity } from "../../db/schema";
import { alreadyExistsError, inputError, noSuchEntityError } from "../../lib/errors";
import type { StoreView } from "../store";
import { SOCIAL_MESSAGES, type SocialProvider } from "./messages";

export interface SocialIdentityRecord {
  provider: SocialProvider;
  linkedAt: Date;
}

/** How a customer can sign in besides the email sign-in. */
export interface CustomerSocialSignIn {
  identities: SocialIdentityRecord[];
  passwordSet: boolean;
}

/** A subject as providers give it: 1 to 255 characters. */
export function checkSubject(subject: string): string {
  const value = (subject ?? "").trim();
  if (!value) throw inputError(SOCIAL_MESSAGES.specify("subject"));
  if (value.length > 255) throw inputError(SOCIAL_MESSAGES.tooLong("subject", 255));
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

/** The email of the customer the identity is linked to, or null. */
export async function identityOwnerEmail(db: Database, provider: SocialProvider, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ email: customerEntity.email })
    .from(customerSocialIdentity)
    .innerJoin(customerEntity, eq(customerEntity.entityId, customerSocialIdentity.customerId))
    .where(and(eq(customerSocialIdentity.provider, provider), eq(customerSocialIdentity.subject, checkSubject(subject))));
  return row?.email ?? null;
}

/** Locks the customer's row for the rest of the transaction; its password state. */
async function lockCustomer(tx: Database, customerId: number): Promise<{ passwordSet: boolean } | null> {
  const [row] = await tx
    .select({ passwordHash: customerEntity.passwordHash })
    .from(customerEntity)
    .where(eq(customerEntity.entityId, customerId))
    .for("update");
  return row ? { passwordSet: row.passwordHash !== null } : null;
}

/** Links the identity to the customer with this email in the store view's website (idempotent). */
export async function linkIdentity(db: Database, store: StoreView, provider: SocialProvider, subject: string, email: string): Promise<void> {
  const sub = checkSubject(subject);
  const address = (email ?? "").trim();
  if (!address) throw inputError(SOCIAL_MESSAGES.specify("customer_email"));
  const [customer] = await db
    .select({ id: customerEntity.entityId })
    .from(customerEntity)
    .where(and(sql`lower(${customerEntity.email}) = ${address.toLowerCase()}`, eq(customerEntity.websiteId, store.websiteId)));
  if (!customer) throw noSuchEntityError(SOCIAL_MESSAGES.noSuchCustomer(address, store.websiteId));
  try {
    await db.transaction(async (tx) => {
      await lockCustomer(tx, customer.id);
      const [owner] = await tx
        .select({ customerId: customerSocialIdentity.customerId })
        .from(customerSocialIdentity)
        .where(and(eq(customerSocialIdentity.provider, provider), eq(customerSocialIdentity.subject, sub)));
      if (owner) {
        if (owner.customerId === customer.id) return;
        throw alreadyExistsError(SOCIAL_MESSAGES.identityTaken(provider));
      }
      const [other] = await tx
        .select({ subject: customerSocialIdentity.subject })
        .from(customerSocialIdentity)
        .where(and(eq(customerSocialIdentity.customerId, customer.id), eq(customerSocialIdentity.provider, provider)));
      if (other) throw alreadyExistsError(SOCIAL_MESSAGES.otherIdentityLinked(provider));
      await tx.insert(customerSocialIdentity).values({ provider, subject: sub, customerId: customer.id });
    });
  } catch (error) {
    // Another customer linked the same identity at the same moment.
    if (isUniqueViolation(error)) throw alreadyExistsError(SOCIAL_MESSAGES.identityTaken(provider));
    throw error;
  }
}

export async function socialSignInOf(db: Database, customerId: number): Promise<CustomerSocialSignIn> {
  const [customer] = await db.select({ passwordHash: customerEntity.passwordHash }).from(customerEntity).where(eq(customerEntity.entityId, customerId));
  const identities = await db
    .select({ provider: customerSocialIdentity.provider, linkedAt: customerSocialIdentity.linkedAt })
    .from(customerSocialIdentity)
    .where(eq(customerSocialIdentity.customerId, customerId))
    .orderBy(asc(customerSocialIdentity.linkedAt), asc(customerSocialIdentity.identityId));
  return {
    identities: identities.map((row) => ({ provider: row.provider as SocialProvider, linkedAt: row.linkedAt })),
    passwordSet: customer?.passwordHash !== null && customer?.passwordHash !== undefined,
  };
}

/** Disconnects a provider; refused while it is the account's only way in. Unlinked already: nothing to do. */
export async function unlinkIdentity(db: Database, customerId: number, provider: SocialProvider): Promise<CustomerSocialSignIn> {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) return;
    const [linked] = await tx
      .select({ id: customerSocialIdentity.identityId })
      .from(customerSocialIdentity)
      .where(and(eq(customerSocialIdentity.customerId, customerId), eq(customerSocialIdentity.provider, provider)));
    if (!linked) return;
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(customerSocialIdentity)
      .where(and(eq(customerSocialIdentity.customerId, customerId), ne(customerSocialIdentity.provider, provider)));
    if (!customer.passwordSet && (others?.count ?? 0) === 0) throw inputError(SOCIAL_MESSAGES.onlyWayIn(provider));
    await tx.delete(customerSocialIdentity).where(eq(customerSocialIdentity.identityId, linked.id));
  });
  return socialSignInOf(db, customerId);
}
