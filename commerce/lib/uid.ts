/**
 * Magento's `uid` values: the base64 of the numeric id ("3" → "Mw=="), so clients treat them as
 * opaque strings while the engine keeps integer keys.
 */
import { inputError } from "./errors";

/** Encodes an entity id as a Magento uid. */
export function encodeUid(id: number | string): string {
  return Buffer.from(String(id), "utf8").toString("base64");
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decodes a uid back to its id, rejecting what is not canonical base64 with Magento's message
 * (Magento\Framework\GraphQl\Query\Uid::decode).
 */
export function decodeUid(uid: string): string {
  if (!BASE64.test(uid) || uid.length % 4 !== 0) {
    throw inputError(`Value of uid "${uid}" is incorrect.`);
  }
  const decoded = Buffer.from(uid, "base64").toString("utf8");
  if (decoded === "" || encodeUid(decoded) !== uid) {
    throw inputError(`Value of uid "${uid}" is incorrect.`);
  }
  return decoded;
}

/** Decodes a uid expected to name a numeric entity; null when it decodes to something else. */
export function decodeNumericUid(uid: string): number | null {
  const decoded = decodeUid(uid);
  return /^\d+$/.test(decoded) ? Number(decoded) : null;
}
