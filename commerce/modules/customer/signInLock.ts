/**
 * Magento's sign-in lockout (Customer\Model\Authentication), kept in customer_entity's own columns
 * (failures_num, first_failure, lock_expires): after `customer/password/lockout_failures` failed
 * sign-ins (default 10) the account is locked for `customer/password/lockout_threshold` minutes
 * (default 10); while locked even the right password is refused; a successful sign-in and a password
 * reset clear the count. Either setting at 0 turns counting off, as in Magento.
 *
 * One difference, for concurrency: Magento counts a failure after checking the password, so a burst
 * of parallel guesses is checked in full before the first failure is written. Here each attempt takes
 * its number first, in one UPDATE (no read-modify-write), and an attempt numbered past the limit is
 * refused unchecked and locks the account: a burst gets at most `lockout_failures` guesses.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity } from "../../db/schema";
import type { ConfigReader, StoreView } from "../store";

export const LOCKOUT_FAILURES_PATH = "customer/password/lockout_failures";
export const LOCKOUT_THRESHOLD_PATH = "customer/password/lockout_threshold";

export interface LockoutPolicy {
  /** Failed sign-ins that lock the account; 0 = no lockout. */
  maxFailures: number;
  /** Minutes a lock lasts; 0 = no lockout. */
  lockMinutes: number;
}

/** A whole number of at least 0 from a setting; the fallback when unset or not a number. */
function countSetting(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && value.trim() !== "" && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** The store view's lockout settings (store view → website → default, like Magento's config). */
export async function lockoutPolicy(config: ConfigReader, store: StoreView): Promise<LockoutPolicy> {
  const scope = { storeId: store.id, websiteId: store.websiteId };
  const [failures, threshold] = await Promise.all([config.getValue(LOCKOUT_FAILURES_PATH, scope), config.getValue(LOCKOUT_THRESHOLD_PATH, scope)]);
  return { maxFailures: countSetting(failures, 10), lockMinutes: countSetting(threshold, 10) };
}

const isOn = (policy: LockoutPolicy) => policy.maxFailures > 0 && policy.lockMinutes > 0;

/** Not locked at `now`: no lock, or one that has run out. */
const unlockedAt = (now: Date) => sql`(${customerEntity.lockExpires} is null or ${customerEntity.lockExpires} <= ${now.toISOString()}::timestamptz)`;

/**
 * Starts a sign-in attempt: answers false when the account is locked (the password must then not be
 * checked), true when the password may be checked. The attempt is counted as a failure until
 * {@link signInSucceeded} clears it. An attempt after a lock ran out starts the count afresh, as
 * Magento's does.
 */
export async function beginSignInAttempt(db: Database, customerId: number, policy: LockoutPolicy, now: Date): Promise<boolean> {
  if (!isOn(policy)) {
    // Counting is off, but a lock set before still holds until it runs out (Magento's isLocked).
    const [row] = await db.select({ id: customerEntity.entityId }).from(customerEntity).where(and(eq(customerEntity.entityId, customerId), unlockedAt(now)));
    return row !== undefined;
  }
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString()}::timestamptz`;
  // Every right-hand side sees the row as it was: a lock still here has run out (see the WHERE).
  const fresh = sql`(${customerEntity.lockExpires} is not null or ${customerEntity.firstFailure} is null or ${customerEntity.failuresNum} = 0)`;
  const number = sql`(case when ${fresh} then 1 else ${customerEntity.failuresNum} + 1 end)`;
  const [row] = await db
    .update(customerEntity)
    .set({
      failuresNum: sql`${number}`,
      firstFailure: sql`case when ${fresh} then ${at} else ${customerEntity.firstFailure} end`,
      lockExpires: sql`case when ${number} > ${policy.maxFailures} then ${until} else null end`,
    })
    .where(and(eq(customerEntity.entityId, customerId), unlockedAt(now)))
    .returning({ failures: customerEntity.failuresNum, lockExpires: customerEntity.lockExpires });
  // No row: locked. A lock set just now: this attempt is one past the limit.
  return row !== undefined && row.lockExpires === null;
}

/**
 * The password was wrong: the attempt stays counted, and the failure that reaches the limit locks the
 * account (unless a success cleared the count meanwhile). Answers whether the account is now locked.
 */
export async function signInFailed(db: Database, customerId: number, policy: LockoutPolicy, now: Date): Promise<boolean> {
  if (!isOn(policy)) return false;
  const until = new Date(now.getTime() + policy.lockMinutes * 60_000);
  const locked = await db
    .update(customerEntity)
    .set({ lockExpires: until })
    .where(and(eq(customerEntity.entityId, customerId), sql`${customerEntity.failuresNum} >= ${policy.maxFailures}`, unlockedAt(now)))
    .returning({ id: customerEntity.entityId });
  return locked.length > 0;
}

/**
 * The password was right: clears the count (Magento's CustomerLoginSuccessObserver). Answers false
 * when a concurrent failure locked the account in the meantime: the sign-in is then refused too.
 */
export async function signInSucceeded(db: Database, customerId: number, now: Date): Promise<boolean> {
  const cleared = await db
    .update(customerEntity)
    .set({ failuresNum: 0, firstFailure: null, lockExpires: null })
    .where(and(eq(customerEntity.entityId, customerId), unlockedAt(now)))
    .returning({ id: customerEntity.entityId });
  return cleared.length > 0;
}

/** The values that clear a lock and its count, for a password reset's update (Magento's resetPassword). */
export const UNLOCKED = { failuresNum: 0, firstFailure: null, lockExpires: null } as const;
