import { describe, expect, it } from "vitest";
import type { SharedCache } from "../app/lib/shared-store.server";
import { createPurgeLedger } from "./purge-ledger";

/** A shared store in memory, as two instances would see Redis. */
function memoryStore(): SharedCache {
  const texts = new Map<string, string>();
  return { read: async (key) => texts.get(key), write: async (key, text) => void texts.set(key, text) };
}

describe("the purge ledger", () => {
  it("makes what was stored before a purge of one of its tags (or of everything) stale, and nothing else", async () => {
    let now = 1_000;
    const ledger = createPurgeLedger({ now: () => now });
    expect(await ledger.isCurrent(["cat_p_1", "cat_c_2"], 900)).toBe(true);
    now = 2_000;
    await ledger.purge({ all: false, tags: ["cat_p_1"] });
    expect(await ledger.isCurrent(["cat_p_1", "cat_c_2"], 1_500)).toBe(false);
    expect(await ledger.isCurrent(["cat_p_7"], 1_500)).toBe(true);
    expect(await ledger.isCurrent(["cat_p_1"], 2_500)).toBe(true);
    now = 3_000;
    await ledger.purge({ all: true });
    expect(await ledger.isCurrent(["cat_p_7"], 2_500)).toBe(false);
    expect(await ledger.isCurrent([], 2_500)).toBe(false);
  });

  it("tells another instance sharing the store, which learns of it by polling", async () => {
    const shared = memoryStore();
    let now = 10_000;
    const one = createPurgeLedger({ shared, now: () => now, pollMs: 1_000 });
    const other = createPurgeLedger({ shared, now: () => now, pollMs: 1_000 });
    other.poll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = { generation: other.generation(), epoch: other.epoch() };
    now = 11_000;
    await one.purge({ all: false, tags: ["cat_p_5"] });
    // The other one checks stored copies against the shared times at once, when asked.
    expect(await other.isCurrent(["cat_p_5"], 10_500)).toBe(false);
    expect(await other.isCurrent(["cat_p_6"], 10_500)).toBe(true);
    // And moves its generation and epoch on at its next poll.
    now = 12_500;
    other.poll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.generation()).toBeGreaterThan(before.generation);
    expect(other.epoch()).toBeGreaterThan(before.epoch);
  });

  it("answers from what it knows when the shared store is away", async () => {
    const away: SharedCache = { read: () => Promise.reject(new Error("down")), write: () => Promise.reject(new Error("down")) };
    let now = 1_000;
    const ledger = createPurgeLedger({ shared: away, now: () => now });
    now = 2_000;
    await ledger.purge({ all: false, tags: ["cat_p_1"] });
    expect(await ledger.isCurrent(["cat_p_1"], 1_500)).toBe(false);
    expect(await ledger.isCurrent(["cat_p_2"], 1_500)).toBe(true);
  });
});
