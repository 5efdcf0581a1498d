import { describe, expect, it, vi } from "vitest";
import { createPublicCache } from "~/lib/cache.server";
import { log } from "../../logging/logger";

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
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
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

/** A shared cache in a Map (what Redis holds for all instances), that can be switched off. */
function mapStore() {
  const texts = new Map<string, string>();
  let away = false;
  return {
    texts,
    goAway: () => (away = true),
    store: {
      read: async (key: string) => {
        if (away) throw new Error("store away");
        return texts.get(key);
      },
      write: async (key: string, text: string) => {
        if (away) throw new Error("store away");
        texts.set(key, text);
      },
    },
  };
}

describe("public cache shared by instances", () => {
  it("writes what the backend answered, and another instance reads it instead of the backend", async () => {
    const shared = mapStore();
    const one = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    const other = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    expect(await one.get("menu:th", async () => ({ items: ["ครัว"] }), shared.store)).toEqual({ items: ["ครัว"] });
    await Promise.resolve();
    expect(shared.texts.has("menu:th")).toBe(true);
    const load = vi.fn(async () => ({ items: ["from the backend"] }));
    expect(await other.get("menu:th", load, shared.store)).toEqual({ items: ["ครัว"] });
    expect(load).not.toHaveBeenCalled();
    expect(other.peek("menu:th")).toEqual({ items: ["ครัว"] });
  });

  it("asks the backend when the shared value is too old, and serves it stale only if the backend fails", async () => {
    const time = clock(10_000);
    const shared = mapStore();
    shared.texts.set("k", JSON.stringify({ value: "old", storedAt: 10_000 - 2000 }));
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
    expect(await cache.get("k", async () => "new", shared.store)).toBe("new");
    const failing = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: time.now });
    shared.texts.set("k", JSON.stringify({ value: "old", storedAt: 10_000 - 2000 }));
    expect(await failing.get("k", async () => Promise.reject(new Error("backend down")), shared.store)).toBe("old");
  });

  it("goes to the backend, without an error, while the shared store is away", async () => {
    const shared = mapStore();
    shared.goAway();
    const cache = createPublicCache({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    expect(await cache.get("k", async () => "from the backend", shared.store)).toBe("from the backend");
  });
});
