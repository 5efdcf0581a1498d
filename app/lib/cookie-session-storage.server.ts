/**
 * Remix's cookie session storage without `@remix-run/node`: the runtime-neutral package leaves
 * signing to the host, so cookies are signed here with HMAC-SHA-256 through Web Crypto, in the
 * format Node's Remix writes (`value.base64(mac)` without padding), so a signed cookie reads the
 * same on every host. The shop's own session is encrypted instead (encrypted-cookie.server.ts):
 * storage built from such a `Cookie` never signs.
 */
import { createCookieFactory, createCookieSessionStorageFactory, type SignFunction, type UnsignFunction } from "@remix-run/server-runtime";
import { fromBase64, hmacKey, hmacSha256, toBase64 } from "~/lib/web-crypto.server";

const encoder = new TextEncoder();

const sign: SignFunction = async (value, secret) => `${value}.${toBase64(await hmacSha256(secret, value)).replace(/=+$/, "")}`;

/** The value when its signature is `secret`'s (checked by Web Crypto, in constant time), else false. */
const unsign: UnsignFunction = async (signed, secret) => {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  const signature = fromBase64(signed.slice(dot + 1));
  if (!signature) return false;
  return (await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(value))) ? value : false;
};

/** Remix's `createCookie`, signing with Web Crypto. */
export const createCookie = createCookieFactory({ sign, unsign });

/** Remix's `createCookieSessionStorage`, signing with Web Crypto. */
export const createCookieSessionStorage = createCookieSessionStorageFactory(createCookie);
