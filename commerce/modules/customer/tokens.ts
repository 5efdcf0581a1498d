/**
 * Secrets handed to customers (sign-in tokens, password reset tokens): random, shown once, stored
 * only as their SHA-256 (hex), so a copy of the database cannot sign anyone in.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ConfigReader, StoreView } from "../store";

export const HOUR_MS = 3_600_000;

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Hours from a setting ("1", "0.5"); the fallback when unset, not a number or not positive. */
export function hoursSetting(value: string | null | undefined, fallback: number): number {
  const hours = Number(value);
  return value !== null && value !== undefined && value.trim() !== "" && Number.isFinite(hours) && hours > 0 ? hours : fallback;
}

/** How long a token lives, in hours: the store view's setting at `path`, else `fallback`. */
export async function lifetimeHours(config: ConfigReader, store: StoreView, path: string, fallback: number): Promise<number> {
  return hoursSetting(await config.getValue(path, { storeId: store.id, websiteId: store.websiteId }), fallback);
}
