/** Changing a signed-in customer's password or email: both need the current password (Magento's messages). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity } from "../../db/schema";
import { alreadyExistsError, authenticationError, inputError } from "../../lib/errors";
import { findRowByEmail, isEmail, isUniqueViolation, requireRow, toRecord, type CustomerRow } from "./accounts";
import { CUSTOMER_MESSAGES } from "./messages";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./password";
import type { CustomerRecord } from "./types";

async function checkPassword(row: CustomerRow, password: string): Promise<void> {
  // An account without a password answers like a wrong one.
  if (!row.passwordHash || !(await verifyPassword(password, row.passwordHash))) throw authenticationError(CUSTOMER_MESSAGES.wrongPassword);
}

export async function changePassword(db: Database, customerId: number, currentPassword: string, newPassword: string): Promise<CustomerRecord> {
  if (!currentPassword) throw inputError(CUSTOMER_MESSAGES.specify("currentPassword"));
  if (!newPassword) throw inputError(CUSTOMER_MESSAGES.specify("newPassword"));
  const row = await requireRow(db, customerId);
  await checkPassword(row, currentPassword);
  assertPasswordAllowed(newPassword, undefined, row.email);
  const [updated] = await db
    .update(customerEntity)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(customerEntity.entityId, customerId))
    .returning();
  return toRecord(updated!);
}

export async function changeEmail(db: Database, customerId: number, email: string, password: string): Promise<CustomerRecord> {
  const next = (email ?? "").trim();
  const row = await requireRow(db, customerId);
  if (!isEmail(next)) throw inputError(CUSTOMER_MESSAGES.invalidEmail(next));
  if (!password) throw inputError('Provide the current "password" to change "email".');
  await checkPassword(row, password);
  if (next.toLowerCase() === row.email.toLowerCase()) return toRecord(row);
  const other = await findRowByEmail(db, next, row.websiteId);
  if (other && other.entityId !== customerId) throw alreadyExistsError(CUSTOMER_MESSAGES.emailTaken);
  try {
    const [updated] = await db
      .update(customerEntity)
      .set({ email: next, updatedAt: new Date() })
      .where(eq(customerEntity.entityId, customerId))
      .returning();
    return toRecord(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExistsError(CUSTOMER_MESSAGES.emailTaken);
    throw error;
  }
}
