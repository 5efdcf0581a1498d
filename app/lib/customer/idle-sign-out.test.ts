import { describe, expect, it } from "vitest";
import { IDLE_RETRY_MS, sessionCheckDue } from "~/lib/customer/idle-sign-out";
import { sessionExpiresInMs } from "~/lib/customer/idle-session.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

function sessionWith(token: { value: string; storedAt: number; ttlSeconds: number } | undefined) {
  return { get: (key: string) => (key === "customerToken" ? token : undefined) } as unknown as ShopperSession;
}

describe("an idle tab's session check", () => {
  it("tells the page how long the signed-in session has left, nothing when signed out", () => {
    const now = 1_000_000;
    expect(sessionExpiresInMs(sessionWith({ value: "t", storedAt: now - 1000, ttlSeconds: 3600 }), now)).toBe(3_599_000);
    expect(sessionExpiresInMs(sessionWith({ value: "t", storedAt: now - 4_000_000, ttlSeconds: 3600 }), now)).toBe(0);
    expect(sessionExpiresInMs(sessionWith(undefined), now)).toBeNull();
  });

  it("asks the server once the time is up, and not again at once when the server disagrees", () => {
    const deadline = 10_000;
    expect(sessionCheckDue(deadline, 9_999, null)).toBe(false);
    expect(sessionCheckDue(deadline, 10_000, null)).toBe(true);
    expect(sessionCheckDue(deadline, 11_000, 10_000)).toBe(false);
    expect(sessionCheckDue(deadline, 10_000 + IDLE_RETRY_MS, 10_000)).toBe(true);
  });
});
