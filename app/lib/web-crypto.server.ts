/**
 * Hashes, keyed hashes, random values and base64 through Web Crypto and `btoa`/`atob`: what
 * `node:crypto` and `Buffer` gave the server, in the form every host has (Node, Cloudflare
 * Workers, Lambda), so code that runs in the request handler needs no `node:` import.
 * Imports nothing of the app, so tests can load it.
 */

const encoder = new TextEncoder();

/** `bytes` as base64 (`+`, `/` and `=` padding): what `Buffer#toString("base64")` gave. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `bytes` as base64url without padding: what `Buffer#toString("base64url")` gave. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of base64 (padding optional), or null when `text` is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The bytes of base64url (no padding), or null when `text` is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
}

/** `byteCount` random bytes as base64url: ids, nonces and one-time states. */
export function randomBase64Url(byteCount: number): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** SHA-256 of `text` (UTF-8). */
export async function sha256(text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** SHA-256 of `text` in lower-case hex: what `createHash("sha256").update(text).digest("hex")` gave. */
export async function sha256Hex(text: string): Promise<string> {
  return [...(await sha256(text))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * HMAC-SHA-256 keys by secret: importing costs more than signing a short text. Keyed on the
 * secret itself, so a host that serves several shops (or a test that changes secrets) never signs
 * with another's key. Few secrets ever exist in one process; the map stays tiny.
 */
const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** The HMAC-SHA-256 key of `secret`, for signing and verifying. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of `text` (UTF-8) under `secret`. */
export async function hmacSha256(secret: string, text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));
}

/**
 * True when `given` equals `expected`, in time that depends only on their lengths: for secrets a
 * client echoes back, so timing tells nothing about how much of a guess was right.
 */
export function sameSecret(expected: string, given: string): boolean {
  const a = encoder.encode(expected);
  const b = encoder.encode(given);
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}
