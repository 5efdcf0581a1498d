import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, TRUST_NO_PROXY, type TrustedProxies } from "./client-address";
import { createRateLimiter, refuseWriteOverLimit } from "./rate-limit";

describe("createRateLimiter", () => {
  it("lets `limit` requests through per window, then says how long to wait", async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 120_000;
    expect([await limiter.hit("a", t0), await limiter.hit("a", t0 + 1), await limiter.hit("a", t0 + 2)]).toEqual([0, 0, 0]);
    expect(await limiter.hit("a", t0 + 3)).toBe(60_000 - 3);
    expect(await limiter.hit("b", t0 + 3)).toBe(0);
  });

  it("weighs the previous window by how much of it still overlaps (no burst at the window edge)", async () => {
    const limiter = createRateLimiter({ limit: 4, windowMs: 60_000 });
    for (let i = 0; i < 4; i++) expect(await limiter.hit("a", 60_000 + 59_000)).toBe(0);
    // Just after the edge nearly all of the previous four still count: one more fits, not two.
    expect(await limiter.hit("a", 120_000 + 1_000)).toBe(0);
    expect(await limiter.hit("a", 120_000 + 1_001)).toBeGreaterThan(0);
    // Half-way through, two of the previous four count, plus the one taken: one more fits.
    expect(await limiter.hit("a", 120_000 + 30_000)).toBe(0);
    expect(await limiter.hit("a", 120_000 + 30_000)).toBeGreaterThan(0);
  });

  it("is off with a limit of 0", async () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let i = 0; i < 1000; i++) expect(await limiter.hit("a")).toBe(0);
  });
});

describe("createRateLimiter with a shared store", () => {
  const counters = (hitWindow: (key: string) => Promise<number>) => ({
    hitWindow,
    failures: async () => ({ count: 0, remainingMs: 0 }),
    addFailure: async () => undefined,
    forget: async () => undefined,
  });

  it("answers what the shared count says (other instances' writes included)", async () => {
    const seen: string[] = [];
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, counters(async (key) => (seen.push(key), 42_000)));
    expect(await limiter.hit("writes:198.51.100.7")).toBe(42_000);
    expect(seen).toEqual(["writes:198.51.100.7"]);
  });

  it("counts in the process while the shared store does not answer", async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, counters(async () => Promise.reject(new Error("Redis is unavailable"))));
    const t0 = 120_000;
    expect([await limiter.hit("a", t0), await limiter.hit("a", t0 + 1)]).toEqual([0, 0]);
    expect(await limiter.hit("a", t0 + 2)).toBeGreaterThan(0);
  });
});

/** A POST (or `method`) from the client `trust` says sent it, through a limiter of 2 writes a minute. */
function limitedWrites(trust: TrustedProxies) {
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
  return async (path: string, { method = "POST", peer = "127.0.0.1", forwardedFor }: { method?: string; peer?: string; forwardedFor?: string } = {}) => {
    const request = new Request(`http://shop.test${path}`, { method });
    const refused = await refuseWriteOverLimit(request, clientAddress(peer, forwardedFor, trust), limiter, "forms");
    return refused ?? new Response("ok");
  };
}

describe("refuseWriteOverLimit", () => {
  it("answers the third POST from one client with 429, Retry-After and a page in the store view's language; reads pass", async () => {
    const send = limitedWrites(TRUST_NO_PROXY);
    expect((await send("/en/cart")).status).toBe(200);
    expect((await send("/en/cart")).status).toBe(200);
    const refused = await send("/en/cart");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Please wait a moment and try again.");
    const thai = await send("/th/checkout");
    expect(await thai.text()).toContain('lang="th"');
    expect((await send("/en/cart", { method: "GET" })).status).toBe(200);
  });
});

describe("refuseWriteOverLimit keys on the address the server trusts", () => {
  it("without trusted proxies a rotating X-Forwarded-For changes nothing", async () => {
    const send = limitedWrites(TRUST_NO_PROXY);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send("/en/cart", { forwardedFor: `203.0.113.${i}` })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("behind a trusted proxy each client counts apart, by the entry the proxy appended", async () => {
    const send = limitedWrites(parseTrustedProxies("127.0.0.1"));
    const post = (forwardedFor: string) => send("/en/cart", { forwardedFor }).then((r) => r.status);
    // The client rotates its own left-most entry; the proxy's entry stays the same.
    expect([await post("1.1.1.1, 198.51.100.1"), await post("2.2.2.2, 198.51.100.1"), await post("3.3.3.3, 198.51.100.1")]).toEqual([200, 200, 429]);
    expect(await post("198.51.100.2")).toBe(200);
  });
});
