import { describe, expect, it } from "vitest";
import { createAttemptCounter, minutesToWait } from "./attempts.server";

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
