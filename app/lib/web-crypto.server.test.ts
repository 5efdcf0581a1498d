import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromBase64, fromBase64Url, hmacSha256, randomBase64Url, sameSecret, sha256Hex, toBase64, toBase64Url } from "~/lib/web-crypto.server";

describe("Web Crypto in place of node:crypto", () => {
  it("hashes as node:crypto did, so keys made before the move still match", async () => {
    for (const text of ["", "honeypot:secret", "สวัสดี ร้านค้า 🌿"]) {
      expect(await sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
      expect(toBase64(await hmacSha256("secret-a", text))).toBe(createHmac("sha256", "secret-a").update(text).digest("base64"));
    }
  });

  it("keys each HMAC on the secret it is given", async () => {
    const a = toBase64(await hmacSha256("secret-a", "somchai@example.com"));
    const b = toBase64(await hmacSha256("secret-b", "somchai@example.com"));
    expect(a).not.toBe(b);
    expect(toBase64(await hmacSha256("secret-a", "somchai@example.com"))).toBe(a);
  });

  it("writes and reads base64 and base64url as Buffer did, and refuses what is neither", () => {
    for (const length of [0, 1, 2, 3, 31, 32, 33]) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      expect(fromBase64(toBase64(bytes))).toEqual(bytes);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(fromBase64("not base64!")).toBeNull();
    expect(fromBase64Url("a+b/")).toBeNull();
    expect(fromBase64Url("abcde")).toBeNull();
    expect(randomBase64Url(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomBase64Url(32)).not.toBe(randomBase64Url(32));
  });

  it("compares secrets whole", () => {
    expect(sameSecret("state-ก", "state-ก")).toBe(true);
    expect(sameSecret("state-a", "state-b")).toBe(false);
    expect(sameSecret("state", "state-longer")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
  });
});
