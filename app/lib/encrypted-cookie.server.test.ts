import { readFileSync } from "node:fs";
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createEncryptedCookie, openCookieValue, sealCookieValue } from "~/lib/encrypted-cookie.server";
import { cookieDecodings } from "~/lib/testing/cookie-decodings";

const CURRENT = "current-secret-0123456789abcdefghijklmnop";
const OLD = "old-secret-0123456789abcdefghijklmnopqrstu";
const TOKEN = "tok_8f3a2c9e1d7b4a6f0e5c2b9d8a7f6e5d";
const CART_ID = "cart-Xy7Qp2Lm9Rt4Vb6Nz1";

function storage(secrets: string[], secure = false) {
  return createCookieSessionStorage({
    cookie: createEncryptedCookie("__session", { secrets, httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 60 * 60 * 24 * 30 }),
  });
}

/** A session holding a customer token and a cart id, as its Set-Cookie header. */
async function committed(secrets: string[], secure = false): Promise<string> {
  const sessions = storage(secrets, secure);
  const session = await sessions.getSession(null);
  session.set("customerToken", { value: TOKEN, storedAt: 1_700_000_000_000, ttlSeconds: 3600 });
  session.set("cartId", CART_ID);
  session.set("shopperName", "สมชาย ใจดี");
  return sessions.commitSession(session);
}

const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;
const valueOf = (setCookie: string) => cookieHeader(setCookie).slice("__session=".length);

describe("the encrypted session cookie", () => {
  it("does not contain the customer token or the cart id in any decoding", async () => {
    const value = valueOf(await committed([CURRENT]));
    for (const decoded of cookieDecodings(value)) {
      expect(decoded).not.toContain(TOKEN);
      expect(decoded).not.toContain(CART_ID);
      expect(decoded).not.toContain("customerToken");
    }
  });

  it("reads back what was written (round trip), Thai included", async () => {
    const session = await storage([CURRENT]).getSession(cookieHeader(await committed([CURRENT])));
    expect(session.get("customerToken")).toEqual({ value: TOKEN, storedAt: 1_700_000_000_000, ttlSeconds: 3600 });
    expect(session.get("cartId")).toBe(CART_ID);
    expect(session.get("shopperName")).toBe("สมชาย ใจดี");
  });

  it("never writes the same value twice (a fresh IV each time)", async () => {
    expect(valueOf(await committed([CURRENT]))).not.toBe(valueOf(await committed([CURRENT])));
  });

  it("keeps the cookie's attributes: HttpOnly, SameSite=Lax, Path, Max-Age, Secure when asked", async () => {
    const header = await committed([CURRENT], true);
    expect(header).toMatch(/^__session=v1\.[A-Za-z0-9_-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await committed([CURRENT], false)).not.toContain("Secure");
    const sessions = storage([CURRENT]);
    const destroyed = await sessions.destroySession(await sessions.getSession(null));
    expect(destroyed).toBe("__session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax");
  });

  it("gives a new empty session for a tampered, cut, foreign or old-format cookie, never an error", async () => {
    const value = valueOf(await committed([CURRENT]));
    const flipped = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    // The signed cookie the shop wrote before (Remix's createCookieSessionStorage with the same secret).
    const signed = createCookieSessionStorage({ cookie: { name: "__session", secrets: [CURRENT] } });
    const oldSession = await signed.getSession(null);
    oldSession.set("cartId", CART_ID);
    const oldFormat = valueOf(await signed.commitSession(oldSession));
    const forged = [flipped, value.slice(0, -5), `${value}AAAA`, "v1.", "v1.!!!!", "v2." + value.slice(3), oldFormat, "%%%", "", '"quoted"'];
    for (const candidate of forged) {
      const session = await storage([CURRENT]).getSession(`__session=${candidate}`);
      expect(session.data, candidate).toEqual({});
    }
    // Another cookie's sealed value does not open as this one.
    const other = await sealCookieValue({ cartId: CART_ID }, CURRENT, "__other");
    expect((await storage([CURRENT]).getSession(`__session=${other}`)).data).toEqual({});
    expect(await openCookieValue(other, [CURRENT], "__other")).toEqual({ cartId: CART_ID });
  });

  it("rotates like Remix's secrets: the first encrypts, every one decrypts", async () => {
    const written = cookieHeader(await committed([OLD]));
    // After the rotation (new secret first, the old one kept) the shopper stays signed in...
    const rotated = storage([CURRENT, OLD]);
    const session = await rotated.getSession(written);
    expect(session.get("cartId")).toBe(CART_ID);
    // ...and the cookie written back is under the new secret alone.
    const rewritten = cookieHeader(await rotated.commitSession(session));
    expect((await storage([CURRENT]).getSession(rewritten)).get("cartId")).toBe(CART_ID);
    expect((await storage([OLD]).getSession(rewritten)).data).toEqual({});
    // Once the old secret is dropped, its cookies read as a new session.
    expect((await storage([CURRENT]).getSession(written)).data).toEqual({});
  });

  it("reads the right cookie among others, and quoted values", async () => {
    const value = valueOf(await committed([CURRENT]));
    const session = await storage([CURRENT]).getSession(`theme=dark; __session="${value}"; __session=ignored`);
    expect(session.get("cartId")).toBe(CART_ID);
  });

  it("uses Web Crypto only: no node:crypto in it or in the session module", () => {
    for (const file of ["./encrypted-cookie.server.ts", "./shop/shopper-session.server.ts", "./shop/shop.server.ts"]) {
      expect(readFileSync(new URL(file, import.meta.url), "utf8"), file).not.toMatch(/from\s+["']node:|require\(/);
    }
  });

  it("is not Remix's signed format, which anyone can read", async () => {
    // What the shop wrote before: base64 JSON with a signature, the cart id readable.
    const signed = createCookie("__session", { secrets: [CURRENT] });
    const value = decodeURIComponent((await signed.serialize({ cartId: CART_ID })).split(";")[0]!.slice("__session=".length));
    expect(cookieDecodings(value).some((decoded) => decoded.includes(CART_ID))).toBe(true);
  });
});
