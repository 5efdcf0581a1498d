import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REDIS_MESSAGE, redisServerBinary, startRedisServer, type RedisServer } from "../bench/redis-server";
import { createRedisStore, type RedisStore } from "./redis-store";

/** The Redis store against a real redis-server: counts shared by two instances, and Redis going away and back. */
const hasRedis = Boolean(redisServerBinary());
if (!hasRedis) console.warn(NO_REDIS_MESSAGE);

function quietLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (line: string) => lines.push(`warn ${line}`), info: (line: string) => lines.push(`info ${line}`) } };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!hasRedis)("the Redis store", () => {
  let redis: RedisServer;
  let one: RedisStore;
  let other: RedisStore;
  const logged = quietLog();

  beforeAll(async () => {
    redis = await startRedisServer();
    one = createRedisStore({ url: redis.url, log: logged.log });
    other = createRedisStore({ url: redis.url, log: quietLog().log });
    await until(() => one.available && other.available);
  });

  afterAll(async () => {
    await one?.close();
    await other?.close();
    await redis?.stop();
  });

  it("counts one client's writes across instances in one sliding window", async () => {
    const now = 600_000 + 1_000;
    expect(await one.hitWindow("writes:198.51.100.7", 3, 60_000, now)).toBe(0);
    expect(await other.hitWindow("writes:198.51.100.7", 3, 60_000, now)).toBe(0);
    expect(await one.hitWindow("writes:198.51.100.7", 3, 60_000, now)).toBe(0);
    expect(await other.hitWindow("writes:198.51.100.7", 3, 60_000, now)).toBe(59_000);
    expect(await other.hitWindow("writes:198.51.100.8", 3, 60_000, now)).toBe(0);
    // Just after the window's end nearly all three still count: one more fits, not two.
    expect(await one.hitWindow("writes:198.51.100.7", 3, 60_000, 660_000 + 100)).toBe(0);
    expect(await other.hitWindow("writes:198.51.100.7", 3, 60_000, 660_000 + 101)).toBeGreaterThan(0);
  });

  it("shares cached texts and failure counts", async () => {
    await one.write("menu:th", "ครัว", 10_000);
    expect(await other.read("menu:th")).toBe("ครัว");
    expect(await other.read("nothing")).toBeUndefined();
    await one.addFailure("sign-in:somchai", 60_000);
    await other.addFailure("sign-in:somchai", 60_000);
    const failures = await one.failures("sign-in:somchai");
    expect(failures.count).toBe(2);
    expect(failures.remainingMs).toBeGreaterThan(59_000);
    await other.forget("sign-in:somchai");
    expect((await one.failures("sign-in:somchai")).count).toBe(0);
  });

  it("refuses at once while Redis is away, says so once, and works again when it is back", async () => {
    await redis.stop();
    await until(() => !one.available);
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      await expect(one.read("menu:th")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(100);
    }
    expect(logged.lines.filter((line) => line.startsWith("warn"))).toHaveLength(1);
    expect(logged.lines[0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+\/? is unavailable/);

    await redis.start();
    await until(() => one.available, 15_000);
    await one.write("menu:en", "Kitchen", 10_000);
    expect(await other.read("menu:en")).toBe("Kitchen");
    expect(logged.lines.filter((line) => line.startsWith("info"))).toHaveLength(1);
  }, 30_000);

  it("gives up on a Redis that does not answer within the command timeout, leaves it alone a moment, then uses it again", async () => {
    const slowLog = quietLog();
    const store = createRedisStore({ url: redis.url, commandTimeoutMs: 200, pauseAfterTimeoutMs: 1_000, log: slowLog.log });
    try {
      await until(() => store.available);
      redis.freeze();
      let started = Date.now();
      await expect(store.read("menu:th")).rejects.toThrow(/timed out/i);
      expect(Date.now() - started).toBeLessThan(600);
      started = Date.now();
      await expect(store.hitWindow("writes:198.51.100.9", 3, 60_000, Date.now())).rejects.toThrow(/paused/);
      expect(Date.now() - started).toBeLessThan(50);
      expect(slowLog.lines).toEqual([expect.stringMatching(/^warn \[cache\] Redis at .* is too slow/)]);
      redis.thaw();
      await until(() => store.available, 5_000);
      await store.write("menu:th", "ครัว", 10_000);
      expect(await store.read("menu:th")).toBe("ครัว");
      expect(slowLog.lines).toHaveLength(2);
      expect(slowLog.lines[1]).toMatch(/^info \[cache\] Redis at .* is back/);
    } finally {
      redis.thaw();
      await store.close();
    }
  });
});
