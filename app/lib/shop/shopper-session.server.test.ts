import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieDecodings } from "~/lib/testing/cookie-decodings";

/**
 * The shop's own session (`__session`) as the server writes it in production: nothing inside can
 * be read from the cookie, forged or old cookies start a new session, and SESSION_PREVIOUS_SECRETS
 * keeps shoppers signed in across a rotation.
 */
const SECRET = "production-session-secret-0123456789abcdef";
const NEXT_SECRET = "rotated-session-secret-0123456789abcdefghi";
const TOKEN = "tok_4e9b1c7a3d5f8e2b6a0c9d1e7f3a5b8c";
const CART_ID = "cart-Jq8Wd3Kp5Zr7Ts2Nv4";

async function sessionModule(env: Record<string, string>) {
  vi.resetModules();
  Object.assign(process.env, env);
  return import("~/lib/shop/shopper-session.server");
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const request = (cookie: string) => new Request("https://shop.example/th", { headers: { Cookie: cookie } });

describe("the shopper's session cookie", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.NODE_ENV = "production";
    delete process.env.SESSION_PREVIOUS_SECRETS;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  async function signedInCookie(secret: string): Promise<string> {
    const { commitShopperSession, getShopperSession } = await sessionModule({ SESSION_SECRET: secret });
    const session = await getShopperSession(new Request("https://shop.example/th"));
    session.set("customerToken", { value: TOKEN, storedAt: Date.now(), ttlSeconds: 3600 });
    session.set("cartId", CART_ID);
    return commitShopperSession(session);
  }

  it("holds the customer token and cart id where no decoding of the cookie shows them", async () => {
    const setCookie = await signedInCookie(SECRET);
    for (const decoded of cookieDecodings(cookieOf(setCookie).slice("__session=".length))) {
      expect(decoded).not.toContain(TOKEN);
      expect(decoded).not.toContain(CART_ID);
    }
    expect(setCookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("reads it back, and starts a new empty session for a tampered one", async () => {
    const cookie = cookieOf(await signedInCookie(SECRET));
    const { getShopperSession } = await sessionModule({ SESSION_SECRET: SECRET });
    const session = await getShopperSession(request(cookie));
    expect(session.get("customerToken")?.value).toBe(TOKEN);
    expect(session.get("cartId")).toBe(CART_ID);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("AAA") ? "BBB" : "AAA");
    expect((await getShopperSession(request(tampered))).data).toEqual({});
  });

  it("keeps shoppers signed in when the secret is rotated with SESSION_PREVIOUS_SECRETS", async () => {
    const before = cookieOf(await signedInCookie(SECRET));
    const rotated = await sessionModule({ SESSION_SECRET: NEXT_SECRET, SESSION_PREVIOUS_SECRETS: SECRET });
    expect((await rotated.getShopperSession(request(before))).get("cartId")).toBe(CART_ID);
    const withoutOld = await sessionModule({ SESSION_SECRET: NEXT_SECRET, SESSION_PREVIOUS_SECRETS: "" });
    expect((await withoutOld.getShopperSession(request(before))).data).toEqual({});
  });

  it("gives each browser a random id without node:crypto", async () => {
    const { ensureShopperId, getShopperSession } = await sessionModule({ SESSION_SECRET: SECRET });
    const first = ensureShopperId(await getShopperSession(new Request("https://shop.example/th")));
    const second = ensureShopperId(await getShopperSession(new Request("https://shop.example/th")));
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.created).toBe(true);
    expect(second.id).not.toBe(first.id);
  });
});
