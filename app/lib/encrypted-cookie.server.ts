/**
 * A Remix cookie whose value is encrypted, not only signed: the session holds the customer's
 * token, the cart id and checkout addresses, and Remix's signed cookie is readable base64 JSON to
 * anyone who sees it (the browser's storage, a proxy log, a shared computer). AES-256-GCM both hides
 * and authenticates it: a changed byte, another key or an old-format (signed) cookie reads as
 * nothing, and the session starts empty, never an error.
 *
 * Keys: HKDF-SHA-256 from each secret. Like Remix's `secrets`, the first one encrypts and every
 * one decrypts, so a secret can be rotated without signing everyone out: new secret first, the old
 * one kept until the cookies it wrote have expired. The cookie's name is bound to the value
 * (additional data), so a value cannot be moved to another cookie.
 *
 * Web Crypto only (`crypto.subtle`, `crypto.getRandomValues`), no `node:` imports: the same code
 * runs on Node, Cloudflare Workers and Lambda. Imports only its base64 helpers, so tests can load it.
 */
import type { Cookie, CookieSerializeOptions } from "@remix-run/server-runtime";
import { fromBase64Url, toBase64Url } from "./web-crypto.server";

export interface EncryptedCookieOptions {
  /** At least one; the first encrypts. */
  secrets: readonly string[];
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
}

/** Format marker of the value: `v1.` + base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag). */
const VERSION = "v1.";
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Derived keys by cookie name and secret (deriving costs more than encrypting a cookie). */
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string, name: string): Promise<CryptoKey> {
  const cacheKey = `${name}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: encoder.encode("storefront cookie encryption"), info: encoder.encode(`AES-256-GCM ${name}`) },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(cacheKey, key);
  }
  return key;
}

/** `value` (anything JSON can hold) encrypted under `secret` for the cookie `name`. */
export async function sealCookieValue(value: unknown, secret: string, name: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = encoder.encode(JSON.stringify(value));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(name) }, await keyFor(secret, name), plaintext),
  );
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, IV_BYTES);
  return VERSION + toBase64Url(sealed);
}

/** The value sealed by any of `secrets`, or null (tampered, unknown key, another format). */
export async function openCookieValue(sealed: string, secrets: readonly string[], name: string): Promise<unknown> {
  if (!sealed.startsWith(VERSION)) return null;
  const bytes = fromBase64Url(sealed.slice(VERSION.length));
  if (!bytes || bytes.length < IV_BYTES + 16) return null;
  const iv = bytes.slice(0, IV_BYTES);
  const ciphertext = bytes.slice(IV_BYTES);
  for (const secret of secrets) {
    try {
      const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(name) }, await keyFor(secret, name), ciphertext);
      return JSON.parse(decoder.decode(plaintext)) as unknown;
    } catch {
      // Not this key (or not ours at all): try the next one.
    }
  }
  return null;
}

/**
 * A Remix `Cookie` (for `createCookieSessionStorage({ cookie })`) holding an encrypted JSON
 * object. `parse` answers null for anything it cannot open, which Remix turns into a new session.
 */
export function createEncryptedCookie(name: string, { secrets, ...attributes }: EncryptedCookieOptions): Cookie {
  if (secrets.length === 0) throw new Error(`the cookie ${name} needs at least one secret`);
  const defaults: EncryptedCookieOptions = { path: "/", sameSite: "lax", ...attributes, secrets };
  return {
    name,
    isSigned: true,
    get expires() {
      return defaults.maxAge !== undefined ? new Date(Date.now() + defaults.maxAge * 1000) : defaults.expires;
    },
    async parse(cookieHeader) {
      const sealed = cookieValue(cookieHeader, name);
      if (!sealed) return null;
      const value = await openCookieValue(sealed, secrets, name);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
    },
    async serialize(value, options) {
      const sealed = value === "" ? "" : await sealCookieValue(value, secrets[0]!, name);
      return setCookieHeader(name, sealed, { ...defaults, ...(options as EncryptedCookieOptions | undefined) });
    },
  };
}

/** The first `name=value` of a Cookie header (quotes removed), as browsers send it. */
function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    return pair.slice(at + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return null;
}

/** A Set-Cookie header; the value is base64url and needs no escaping. */
function setCookieHeader(name: string, value: string, options: EncryptedCookieOptions & CookieSerializeOptions): string {
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.sameSite) parts.push(`SameSite=${options.sameSite[0]!.toUpperCase()}${options.sameSite.slice(1)}`);
  return parts.join("; ");
}
