/**
 * Customer accounts (Magento's customer_entity): creating one in the store view's website (emails
 * unique per website, compared without case), reading and changing its details.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, loginAsCustomerAssistanceAllowed } from "../../db/schema";
import { authorizationError, inputError } from "../../lib/errors";
import type { StoreView } from "../store";
import { CUSTOMER_MESSAGES } from "./messages";
import { assertPasswordAllowed, hashPassword } from "./password";
import type { CustomerRecord, NewCustomer } from "./types";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export type CustomerRow = typeof customerEntity.$inferSelect;

export function toRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.entityId,
    websiteId: row.websiteId,
    storeId: row.storeId,
    groupId: row.groupId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    isActive: row.isActive,
    defaultBilling: row.defaultBilling,
    defaultShipping: row.defaultShipping,
    createdAt: row.createdAt,
    passwordSet: row.passwordHash !== null,
  };
}

/** The account with this email (case-insensitive), in a website or in any (the oldest first). */
export async function findRowByEmail(conn: Database, email: string, websiteId?: number): Promise<CustomerRow | undefined> {
  const condition = sql`lower(${customerEntity.email}) = ${email.trim().toLowerCase()}`;
  const [row] = await conn
    .select()
    .from(customerEntity)
    .where(websiteId === undefined ? condition : and(condition, eq(customerEntity.websiteId, websiteId)))
    .orderBy(customerEntity.entityId)
    .limit(1);
  return row;
}

/** The signed-in customer's row; Magento's "not authorized" when the account is gone. */
export async function requireRow(conn: Database, customerId: number): Promise<CustomerRow> {
  const [row] = await conn.select().from(customerEntity).where(eq(customerEntity.entityId, customerId));
  if (!row) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  return row;
}

/** A unique index refused the write (two sign-ups with one email at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

/**
 * Creates an account in the store view's website (Magento's rules and messages). Without a password
 * the account has none (as Magento's createAccount with a null password): it is entered by a linked
 * social identity, or after a password is set through the reset email.
 */
export async function createAccount(db: Database, store: StoreView, input: NewCustomer): Promise<CustomerRecord> {
  const email = (input.email ?? "").trim();
  const firstname = (input.firstname ?? "").trim();
  const lastname = (input.lastname ?? "").trim();
  const missing = [!firstname && "First Name", !lastname && "Last Name", !email && "Email"].filter((label): label is string => Boolean(label));
  if (missing.length > 0) throw inputError(CUSTOMER_MESSAGES.missing(missing));
  if (!isEmail(email)) throw inputError(CUSTOMER_MESSAGES.invalidEmail(email));
  if (input.password) assertPasswordAllowed(input.password, undefined, email);
  if (await findRowByEmail(db, email, store.websiteId)) throw inputError(CUSTOMER_MESSAGES.emailTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerEntity)
        .values({ websiteId: store.websiteId, storeId: store.id, email, firstname, lastname, passwordHash })
        .returning();
      if (input.allowRemoteShoppingAssistance) await tx.insert(loginAsCustomerAssistanceAllowed).values({ customerId: row!.entityId });
      return toRecord(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inputError(CUSTOMER_MESSAGES.emailTaken);
    throw error;
  }
}

export async function findById(db: Database, id: number): Promise<CustomerRecord | null> {
  const [row] = await db.select().from(customerEntity).where(eq(customerEntity.entityId, id));
  return row ? toRecord(row) : null;
}

export async function findByEmail(db: Database, email: string, websiteId?: number): Promise<CustomerRecord | null> {
  const row = await findRowByEmail(db, email, websiteId);
  return row ? toRecord(row) : null;
}

/** Changes the name; an absent or null part stays as it is, an empty one is refused. */
export async function updateAccount(db: Database, customerId: number, changes: { firstname?: string | null; lastname?: string | null }): Promise<CustomerRecord> {
  const row = await requireRow(db, customerId);
  const firstname = changes.firstname === undefined || changes.firstname === null ? row.firstname : changes.firstname.trim();
  const lastname = changes.lastname === undefined || changes.lastname === null ? row.lastname : changes.lastname.trim();
  const missing = [!firstname && "First Name", !lastname && "Last Name"].filter((label): label is string => Boolean(label));
  if (missing.length > 0) throw inputError(CUSTOMER_MESSAGES.missing(missing));
  const [updated] = await db
    .update(customerEntity)
    .set({ firstname, lastname, updatedAt: new Date() })
    .where(eq(customerEntity.entityId, customerId))
    .returning();
  return toRecord(updated!);
}
