/**
 * Signing in (generateCustomerToken): a bearer token that expires (`oauth/access_token_lifetime/
 * customer`, hours, default 1) and can be revoked. Failed sign-ins lock the account for a while
 * (signInLock.ts), as Magento's do; a locked, unknown or disabled account answers like a wrong
 * password, and takes as long.
 */
import { and, eq, isNull } from "drizzle-orm";
import { customerEntity, customerToken } from "../../db/schema";
import { authenticationError, inputError } from "../../lib/errors";
import type { StoreView } from "../store";
import { findRowByEmail } from "./accounts";
import { CUSTOMER_MESSAGES } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { beginSignInAttempt, lockoutPolicy, signInFailed, signInSucceeded } from "./signInLock";
import { hashToken, HOUR_MS, lifetimeHours, newToken } from "./tokens";
import type { CustomerDependencies, SignedInCustomer } from "./types";

/** Checks email and password and hands out a new bearer token. */
export async function signIn({ db, config, now }: CustomerDependencies, store: StoreView, email: string, password: string): Promise<string> {
  if (!email?.trim()) throw inputError(CUSTOMER_MESSAGES.specify("email"));
  if (!password) throw inputError(CUSTOMER_MESSAGES.specify("password"));
  const row = await findRowByEmail(db, email, store.websiteId);
  const issued = now();
  // A locked account answers like a wrong password, as Magento 2.4's generateCustomerToken does.
  const policy = await lockoutPolicy(config, store);
  const mayTry = row ? await beginSignInAttempt(db, row.entityId, policy, issued) : false;
  // Hash even when there is no account, it is locked or has no password, so timing does not tell them apart.
  const valid = row?.passwordHash && mayTry ? await verifyPassword(password, row.passwordHash) : (await hashPassword(password), false);
  if (!row || !valid) {
    if (row && mayTry) await signInFailed(db, row.entityId, policy, issued);
    throw authenticationError(CUSTOMER_MESSAGES.signInFailed);
  }
  if (!row.isActive || !(await signInSucceeded(db, row.entityId, issued))) throw authenticationError(CUSTOMER_MESSAGES.signInFailed);
  return issueToken({ db, config, now }, store, row.entityId);
}

/**
 * A new bearer token for the customer, living `oauth/access_token_lifetime/customer` hours (default
 * 1): what signing in and generateCustomerTokenAsAdmin hand out, revoked the same way.
 */
export async function issueToken({ db, config, now }: Pick<CustomerDependencies, "db" | "config" | "now">, store: StoreView, customerId: number): Promise<string> {
  const issued = now();
  const lifetime = await lifetimeHours(config, store, "oauth/access_token_lifetime/customer", 1);
  const token = newToken();
  await db.insert(customerToken).values({
    tokenHash: hashToken(token),
    customerId,
    createdAt: issued,
    expiresAt: new Date(issued.getTime() + lifetime * HOUR_MS),
  });
  return token;
}

/** The customer a bearer token stands for, or null when it is unknown, expired, revoked or the account is disabled. */
export async function customerFromToken({ db, now }: CustomerDependencies, token: string): Promise<SignedInCustomer | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: customerEntity.entityId, groupId: customerEntity.groupId, expiresAt: customerToken.expiresAt, isActive: customerEntity.isActive })
    .from(customerToken)
    .innerJoin(customerEntity, eq(customerEntity.entityId, customerToken.customerId))
    .where(and(eq(customerToken.tokenHash, hashToken(token)), isNull(customerToken.revokedAt)));
  if (!row || !row.isActive || row.expiresAt.getTime() <= now().getTime()) return null;
  return { id: row.id, groupId: row.groupId };
}

/** Revokes a token (signing out); revoking twice is harmless. */
export async function revokeToken({ db, now }: CustomerDependencies, token: string): Promise<void> {
  await db
    .update(customerToken)
    .set({ revokedAt: now() })
    .where(and(eq(customerToken.tokenHash, hashToken(token)), isNull(customerToken.revokedAt)));
}
