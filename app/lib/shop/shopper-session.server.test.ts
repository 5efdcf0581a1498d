import { describe, expect, it } from "vitest";
import { commitShopperSession, ensureShopperId, getShopperSession, type SessionSettings } from "~/lib/shop/shopper-session.server";
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

/** The settings of a production host with `secret` (and previous secrets). */
const production = (secret: string, previous: string[] = []): SessionSettings => ({ NODE_ENV: "production", SESSION_SECRET: secret, SESSION_PREVIOUS_SECRETS: previous });

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const request = (cookie: string) => new Request("https://shop.example/th", { headers: { Cookie: cookie } });

describe("the shopper's session cookie", () => {
  async function signedInCookie(settings: SessionSettings): Promise<string> {
    const session = await getShopperSession(new Request("https://shop.example/th"), settings);
    session.set("customerToken", { value: TOKEN, storedAt: Date.now(), ttlSeconds: 3600 });
    session.set("cartId", CART_ID);
    return commitShopperSession(session, settings);
  }

  it("holds the customer token and cart id where no decoding of the cookie shows them", async () => {
    const setCookie = await signedInCookie(production(SECRET));
    for (const decoded of cookieDecodings(cookieOf(setCookie).slice("__session=".length))) {
      expect(decoded).not.toContain(TOKEN);
      expect(decoded).not.toContain(CART_ID);
    }
    expect(setCookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("reads it back, and starts a new empty session for a tampered one", async () => {
    const cookie = cookieOf(await signedInCookie(production(SECRET)));
    const session = await getShopperSession(request(cookie), production(SECRET));
    expect(session.get("customerToken")?.value).toBe(TOKEN);
    expect(session.get("cartId")).toBe(CART_ID);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("AAA") ? "BBB" : "AAA");
    expect((await getShopperSession(request(tampered), production(SECRET))).data).toEqual({});
  });

  it("keeps shoppers signed in when the secret is rotated with SESSION_PREVIOUS_SECRETS", async () => {
    const before = cookieOf(await signedInCookie(production(SECRET)));
    expect((await getShopperSession(request(before), production(NEXT_SECRET, [SECRET]))).get("cartId")).toBe(CART_ID);
    expect((await getShopperSession(request(before), production(NEXT_SECRET))).data).toEqual({});
  });

  it("gives each browser a random id without node:crypto", async () => {
    const first = ensureShopperId(await getShopperSession(new Request("https://shop.example/th"), production(SECRET)));
    const second = ensureShopperId(await getShopperSession(new Request("https://shop.example/th"), production(SECRET)));
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.created).toBe(true);
    expect(second.id).not.toBe(first.id);
  });

  it("reads each request with the secrets it is given, and is not Secure outside production", async () => {
    const cookie = cookieOf(await signedInCookie(production(SECRET)));
    expect((await getShopperSession(request(cookie), production(NEXT_SECRET))).data).toEqual({});
    expect((await getShopperSession(request(cookie), production(SECRET))).get("cartId")).toBe(CART_ID);
    const development = await signedInCookie({ NODE_ENV: "development", SESSION_SECRET: SECRET, SESSION_PREVIOUS_SECRETS: [] });
    expect(development).toMatch(/; HttpOnly; SameSite=Lax$/);
  });
});
