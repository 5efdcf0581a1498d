import { describe, expect, it, vi } from "vitest";
import { createPublicCache } from "~/lib/cache.server";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("public cache", () => {
  it("serves fresh values without loading again", async () => {
    const time = clock();
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => "config");
    expect(await cache.get("k", load)).toBe("config");
    time.advance(999);
    expect(await cache.get("k", load)).toBe("config");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves stale values while one refresh runs, then the new value", async () => {
    const time = clock();
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
    await cache.get("k", async () => "old");
    time.advance(2000);
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get("k", load)).toBe("old");
    expect(await cache.get("k", load)).toBe("old");
    expect(load).toHaveBeenCalledTimes(1);
    finish("new");
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get("k", load)).toBe("new");
  });

  it("keeps the stale value when a background refresh fails", async () => {
    const time = clock();
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
    await cache.get("k", async () => "kept");
    time.advance(2000);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await cache.get("k", async () => Promise.reject(new Error("down")))).toBe("kept");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.peek("k")).toBe("kept");
    warn.mockRestore();
  });

  it("loads again once the value is too old to serve, and shares one load between callers", async () => {
    const time = clock();
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10, now: time.now });
    await cache.get("k", async () => "old");
    time.advance(2001);
    const load = vi.fn(async () => "new");
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b]).toEqual(["new", "new"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not cache failures and evicts the oldest entry beyond its size", async () => {
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2 });
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.peek("x")).toBeUndefined();
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual([undefined, 2, 3]);
  });
});
