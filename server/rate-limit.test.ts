import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter, limitWrites } from "./rate-limit";

describe("createRateLimiter", () => {
  it("lets `limit` requests through per window, then says how long to wait", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 120_000;
    expect([limiter.hit("a", t0), limiter.hit("a", t0 + 1), limiter.hit("a", t0 + 2)]).toEqual([0, 0, 0]);
    expect(limiter.hit("a", t0 + 3)).toBe(60_000 - 3);
    expect(limiter.hit("b", t0 + 3)).toBe(0);
  });

  it("weighs the previous window by how much of it still overlaps (no burst at the window edge)", () => {
    const limiter = createRateLimiter({ limit: 4, windowMs: 60_000 });
    for (let i = 0; i < 4; i++) expect(limiter.hit("a", 60_000 + 59_000)).toBe(0);
    // Just after the edge nearly all of the previous four still count: one more fits, not two.
    expect(limiter.hit("a", 120_000 + 1_000)).toBe(0);
    expect(limiter.hit("a", 120_000 + 1_001)).toBeGreaterThan(0);
    // Half-way through, two of the previous four count, plus the one taken: one more fits.
    expect(limiter.hit("a", 120_000 + 30_000)).toBe(0);
    expect(limiter.hit("a", 120_000 + 30_000)).toBeGreaterThan(0);
  });

  it("is off with a limit of 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let i = 0; i < 1000; i++) expect(limiter.hit("a")).toBe(0);
  });
});

describe("limitWrites", () => {
  let origin = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(limitWrites(createRateLimiter({ limit: 2, windowMs: 60_000 }), "forms"));
    app.all("*", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  it("answers the third POST from one client with 429, Retry-After and a page in the store view's language; reads pass", async () => {
    expect((await fetch(`${origin}/en/cart`, { method: "POST" })).status).toBe(200);
    expect((await fetch(`${origin}/en/cart`, { method: "POST" })).status).toBe(200);
    const refused = await fetch(`${origin}/en/cart`, { method: "POST" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Please wait a moment and try again.");
    const thai = await fetch(`${origin}/th/checkout`, { method: "POST" });
    expect(await thai.text()).toContain('lang="th"');
    expect((await fetch(`${origin}/en/cart`)).status).toBe(200);
  });
});
