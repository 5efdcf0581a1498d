/**
 * Magento's password-reset request protection (the Security module's Frequency and Quantity checks on
 * password_reset_request_event): per email and/or client address, at most
 * `customer/password/max_number_password_reset_requests` requests an hour (default 5) and none within
 * `customer/password/min_time_between_password_reset_requests` minutes of the last (default 10), by
 * `customer/password/password_reset_protection_type` (1 address or email, the default; 2 address;
 * 3 email; 0 off). A refused request is not logged, an admitted one is.
 *
 * Unlike Magento, which checks only after finding the account, every well-formed email is checked and
 * logged, so the answer never tells which emails have accounts. The address is what the request says
 * (`X-Forwarded-For`); a request without one (the storefront calling in process) is limited by email.
 * The check and the log are one transaction holding an advisory lock per email and address, so
 * parallel requests cannot all slip through.
 */
import { and, gt, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { passwordResetRequestEvent } from "../../db/schema";
import type { ConfigReader, StoreView } from "../store";

export const RESET_PROTECTION_TYPE_PATH = "customer/password/password_reset_protection_type";
export const RESET_MAX_REQUESTS_PATH = "customer/password/max_number_password_reset_requests";
export const RESET_MIN_MINUTES_PATH = "customer/password/min_time_between_password_reset_requests";

/** Magento's ResetMethod options. */
export const RESET_PROTECTION = { none: 0, addressOrEmail: 1, address: 2, email: 3 } as const;

export interface ResetRequestPolicy {
  type: number;
  /** Requests an hour; 0 = no count limit. */
  maxPerHour: number;
  /** Minutes between requests; 0 = no wait. */
  minMinutes: number;
}

const HOUR = 3_600_000;
/** Magento's cron deletes events older than a day (SecurityManager::SECURITY_CONTROL_RECORDS_LIFE_TIME). */
const KEPT_FOR = 24 * HOUR;
/** Arbitrary constant naming the reset-request advisory locks (second key: a hash of email or address). */
const RESET_REQUEST_LOCK = 734_201;

function countSetting(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && value.trim() !== "" && Number.isInteger(number) && number >= 0 ? number : fallback;
}

export async function resetRequestPolicy(config: ConfigReader, store: StoreView): Promise<ResetRequestPolicy> {
  const scope = { storeId: store.id, websiteId: store.websiteId };
  const [type, max, minutes] = await Promise.all([
    config.getValue(RESET_PROTECTION_TYPE_PATH, scope),
    config.getValue(RESET_MAX_REQUESTS_PATH, scope),
    config.getValue(RESET_MIN_MINUTES_PATH, scope),
  ]);
  return { type: countSetting(type, RESET_PROTECTION.addressOrEmail), maxPerHour: countSetting(max, 5), minMinutes: countSetting(minutes, 10) };
}

/**
 * Logs a reset request for `email` from `address` unless it is one too many; answers false when it
 * is refused. `email` is compared without case.
 */
export async function admitResetRequest(db: Database, policy: ResetRequestPolicy, request: { email: string; address: string | null; now: Date }): Promise<boolean> {
  const email = request.email.trim().toLowerCase();
  const { address, now } = request;
  const byEmail = policy.type === RESET_PROTECTION.addressOrEmail || policy.type === RESET_PROTECTION.email;
  const byAddress = address !== null && (policy.type === RESET_PROTECTION.addressOrEmail || policy.type === RESET_PROTECTION.address);
  const checked = policy.type !== RESET_PROTECTION.none && (policy.maxPerHour > 0 || policy.minMinutes > 0);

  return db.transaction(async (tx) => {
    const matching: SQL[] = [];
    const keys: string[] = [];
    if (byEmail) {
      matching.push(sql`${passwordResetRequestEvent.accountReference} = ${email}`);
      keys.push(`email:${email}`);
    }
    if (byAddress) {
      matching.push(sql`${passwordResetRequestEvent.ip} = ${address}`);
      keys.push(`address:${address}`);
    }
    if (checked && matching.length > 0) {
      // In a fixed order, so two requests sharing both keys cannot wait on each other.
      for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(${RESET_REQUEST_LOCK}, hashtext(${key}))`);
      const since = (ms: number) => gt(passwordResetRequestEvent.createdAt, new Date(now.getTime() - ms));
      const wait = policy.minMinutes * 60_000;
      const [recent] = await tx
        .select({
          lastHour: sql<number>`count(*) filter (where ${since(HOUR)})::int`,
          lastWait: sql<number>`count(*) filter (where ${since(wait)})::int`,
        })
        .from(passwordResetRequestEvent)
        .where(and(or(...matching), since(Math.max(HOUR, wait))));
      if (policy.minMinutes > 0 && (recent?.lastWait ?? 0) > 0) return false;
      if (policy.maxPerHour > 0 && (recent?.lastHour ?? 0) >= policy.maxPerHour) return false;
    }
    await tx.delete(passwordResetRequestEvent).where(lt(passwordResetRequestEvent.createdAt, new Date(now.getTime() - KEPT_FOR)));
    await tx.insert(passwordResetRequestEvent).values({ accountReference: email, ip: address, createdAt: now });
    return true;
  });
}
