/**
 * The password reset by email: a single-use link that expires after `customer/password/
 * reset_link_expiration_period` hours (default 24), put into the outbox only when the email has an
 * account (the answer is the same either way). Requests are rate limited (resetRequestLimit.ts), as
 * Magento's Security module does.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { customerEntity, customerPasswordReset, customerToken } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { StoreView } from "../store";
import { findRowByEmail, isEmail } from "./accounts";
import { passwordResetEmail } from "./emails";
import { CUSTOMER_MESSAGES } from "./messages";
import { assertPasswordAllowed, hashPassword } from "./password";
import { admitResetRequest, resetRequestPolicy } from "./resetRequestLimit";
import { UNLOCKED } from "./signInLock";
import { hashToken, HOUR_MS, lifetimeHours, newToken } from "./tokens";
import type { CustomerDependencies } from "./types";

/**
 * Puts a reset link `{linkBase}{store}/customer/account/createPassword?token=` into the outbox when
 * the email has an account; too many requests for the email or from `clientAddress` fail with
 * Magento's "Cannot reset the customer's password", account or not.
 */
export async function requestPasswordReset(
  { db, config, outbox, now }: CustomerDependencies,
  store: StoreView,
  email: string,
  linkBase: string,
  clientAddress: string | null = null,
): Promise<void> {
  const address = (email ?? "").trim();
  if (!address) throw inputError(CUSTOMER_MESSAGES.emailRequired);
  if (!isEmail(address)) throw inputError(CUSTOMER_MESSAGES.emailFormat);
  const admitted = await admitResetRequest(db, await resetRequestPolicy(config, store), { email: address, address: clientAddress, now: now() });
  if (!admitted) throw inputError(CUSTOMER_MESSAGES.resetRequestRefused);
  const row = await findRowByEmail(db, address, store.websiteId);
  if (!row || !row.isActive) return;
  const lifetime = await lifetimeHours(config, store, "customer/password/reset_link_expiration_period", 24);
  const locale = (await config.getValue("general/locale/code", { storeId: store.id, websiteId: store.websiteId })) ?? "en_US";
  const token = newToken();
  const issued = now();
  const link = `${linkBase}${store.code}/customer/account/createPassword?token=${encodeURIComponent(token)}`;
  const message = passwordResetEmail({ locale, firstname: row.firstname, link, storeName: store.name, hours: lifetime });
  await db.transaction(async (tx) => {
    // A new link replaces older ones: only the latest works.
    await tx
      .update(customerPasswordReset)
      .set({ usedAt: issued })
      .where(and(eq(customerPasswordReset.customerId, row.entityId), isNull(customerPasswordReset.usedAt)));
    await tx.insert(customerPasswordReset).values({
      tokenHash: hashToken(token),
      customerId: row.entityId,
      createdAt: issued,
      expiresAt: new Date(issued.getTime() + lifetime * HOUR_MS),
    });
    await outbox.enqueue(tx, { template: "customer_password_forgot_email_template", storeId: store.id, recipient: row.email, ...message });
  });
  // Delivered after the commit, as order emails are (never throws; a no-op in memory).
  void outbox.deliverPending();
}

/**
 * Sets a new password with a reset token: once, before it expires; revokes the account's sign-in
 * tokens and clears a sign-in lock.
 */
export async function resetPassword({ db, now }: CustomerDependencies, store: StoreView, email: string, token: string, newPassword: string): Promise<void> {
  const address = (email ?? "").trim();
  if (!address) throw inputError(CUSTOMER_MESSAGES.emailRequired);
  if (!isEmail(address)) throw inputError(CUSTOMER_MESSAGES.emailFormat);
  if (!token) throw inputError(CUSTOMER_MESSAGES.resetTokenRequired);
  if (!newPassword) throw inputError(CUSTOMER_MESSAGES.newPasswordRequired);
  const row = await findRowByEmail(db, address, store.websiteId);
  if (!row) throw inputError(CUSTOMER_MESSAGES.resetFailed);
  assertPasswordAllowed(newPassword, undefined, row.email);
  const passwordHash = await hashPassword(newPassword);
  const at = now();
  const done = await db.transaction(async (tx) => {
    const used = await tx
      .update(customerPasswordReset)
      .set({ usedAt: at })
      .where(
        and(
          eq(customerPasswordReset.tokenHash, hashToken(token)),
          eq(customerPasswordReset.customerId, row.entityId),
          isNull(customerPasswordReset.usedAt),
          sql`${customerPasswordReset.expiresAt} > ${at.toISOString()}`,
        ),
      )
      .returning({ customerId: customerPasswordReset.customerId });
    if (used.length === 0) return false;
    // A new password also ends a sign-in lock, as Magento's resetPassword does.
    await tx.update(customerEntity).set({ passwordHash, updatedAt: new Date(), ...UNLOCKED }).where(eq(customerEntity.entityId, row.entityId));
    await tx.update(customerToken).set({ revokedAt: at }).where(and(eq(customerToken.customerId, row.entityId), isNull(customerToken.revokedAt)));
    return true;
  });
  if (!done) throw inputError(CUSTOMER_MESSAGES.resetFailed);
}
