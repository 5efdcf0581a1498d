import { describe, expect, it } from "vitest";
import { createAttemptCounter, minutesToWait, sharedAttemptCounter } from "./attempts.server";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createAttemptCounter", () => {
  it("lets a key fail up to the limit, then refuses it until its window ends", async () => {
    const time = clock();
    const counter = createAttemptCounter({ limit: 3, windowMs: 60_000 }, time.now);
    for (let i = 0; i < 3; i++) {
      expect(await counter.retryAfterMs("a")).toBe(0);
      await counter.recordFailure("a");
    }
    expect(await counter.retryAfterMs("a")).toBe(60_000);
    time.advance(45_000);
    expect(await counter.retryAfterMs("a")).toBe(15_000);
    time.advance(15_000);
    expect(await counter.retryAfterMs("a")).toBe(0);
  });

  it("counts keys apart", async () => {
    const counter = createAttemptCounter({ limit: 1, windowMs: 60_000 });
    await counter.recordFailure("a");
    expect(await counter.retryAfterMs("a")).toBeGreaterThan(0);
    expect(await counter.retryAfterMs("b")).toBe(0);
  });

  it("forgets a key's failures after a success", async () => {
    const counter = createAttemptCounter({ limit: 2, windowMs: 60_000 });
    await counter.recordFailure("a");
    await counter.recordFailure("a");
    await counter.reset("a");
    expect(await counter.retryAfterMs("a")).toBe(0);
  });

  it("opens a new window after the old one ended, with the count from zero", async () => {
    const time = clock();
    const counter = createAttemptCounter({ limit: 2, windowMs: 60_000 }, time.now);
    await counter.recordFailure("a");
    time.advance(61_000);
    await counter.recordFailure("a");
    expect(await counter.retryAfterMs("a")).toBe(0);
  });
});

describe("minutesToWait", () => {
  it("rounds up to whole minutes, never below one", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
  });
});

describe("attempt counters shared by instances", () => {
  /** Failure counts in a Map, as Redis keeps them for every instance; `away` makes every call fail. */
  function sharedCounts() {
    const counts = new Map<string, number>();
    const state = { away: false };
    const check = () => {
      if (state.away) throw new Error("store away");
    };
    const store = {
      hitWindow: async () => 0,
      failures: async (key: string) => (check(), { count: counts.get(key) ?? 0, remainingMs: 60_000 }),
      addFailure: async (key: string) => (check(), void counts.set(key, (counts.get(key) ?? 0) + 1)),
      forget: async (key: string) => (check(), void counts.delete(key)),
    };
    return { store, state };
  }

  it("counts the failures of two instances together", async () => {
    const policy = { limit: 2, windowMs: 60_000 };
    const { store } = sharedCounts();
    const one = sharedAttemptCounter("sign-in", policy, store, createAttemptCounter(policy));
    const other = sharedAttemptCounter("sign-in", policy, store, createAttemptCounter(policy));
    await one.recordFailure("198.51.100.7");
    expect(await other.retryAfterMs("198.51.100.7")).toBe(0);
    await other.recordFailure("198.51.100.7");
    expect(await one.retryAfterMs("198.51.100.7")).toBe(60_000);
    await one.reset("198.51.100.7");
    expect(await other.retryAfterMs("198.51.100.7")).toBe(0);
  });

  it("counts in the process while the shared store is away", async () => {
    const policy = { limit: 1, windowMs: 60_000 };
    const { store, state } = sharedCounts();
    state.away = true;
    const counter = sharedAttemptCounter("gift-cards", policy, store, createAttemptCounter(policy));
    await counter.recordFailure("198.51.100.9");
    expect(await counter.retryAfterMs("198.51.100.9")).toBeGreaterThan(0);
  });
});
