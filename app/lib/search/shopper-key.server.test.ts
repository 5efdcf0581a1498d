import { createHash } from "node:crypto";
import { createSession } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { existingShopperSessionKey, shopperSessionKey } from "~/lib/search/shopper-key.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

describe("the shopper's key for recent searches", () => {
  it("is the id's SHA-256 in base64url, the same the backend has kept recent searches under", async () => {
    const id = "Qm9vLXNob3BwZXItaWQtMjQtYnl0ZXM";
    const key = await shopperSessionKey(id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).toBe(createHash("sha256").update(id).digest("base64url"));
    expect(await shopperSessionKey("ก่อน")).toBe(createHash("sha256").update("ก่อน").digest("base64url"));
  });

  it("is there only for a session that has an id", async () => {
    const session = createSession({}) as ShopperSession;
    expect(await existingShopperSessionKey(session)).toBeUndefined();
    session.set("shopperId", "abc");
    expect(await existingShopperSessionKey(session)).toBe(await shopperSessionKey("abc"));
  });
});
