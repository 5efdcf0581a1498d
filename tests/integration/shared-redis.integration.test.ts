import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Redis } from "ioredis";
import { startEngineService, type EngineService } from "./engine-service";
import { HttpShopper } from "./http-shopper";
import { NO_REDIS_MESSAGE, redisServerBinary, startRedisServer, type RedisServer } from "../../bench/redis-server";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Two storefront instances behind one real redis-server (CACHE_URL), both using the engine as its
 * own service: the write limit counts one client across both, a cached value written by one is read
 * by the other, and Redis away at start or in the middle of the load costs shoppers nothing.
 */
const hasRedis = Boolean(redisServerBinary());
if (!hasRedis) console.warn(NO_REDIS_MESSAGE);

const WRITES_PER_MINUTE = 4;
const COPYRIGHT = "© Baan Suan. All rights reserved.";

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!hasRedis)("two instances sharing Redis", () => {
  let redis: RedisServer;
  let keys: Redis;
  let engine: EngineService;
  let one: ShopServer;
  let other: ShopServer;

  beforeAll(async () => {
    // Redis is started after the storefronts: they must start, and serve, without it.
    redis = await startRedisServer();
    await redis.stop();
    engine = await startEngineService();
    const env = { MAGENTO_URL: engine.origin, MAGENTO_TIMEOUT_MS: "10000", CACHE_URL: redis.url, RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) };
    [one, other] = await Promise.all([startShopServer(env), startShopServer(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await engine?.stop();
    await redis?.stop();
  });

  it("serves pages while Redis is not there yet at start", async () => {
    const page = await new HttpShopper(one.origin).get("/en");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(COPYRIGHT);
    expect(one.outputTail()).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+\/? is unavailable/);
  });

  it("counts one client's writes across both instances once Redis is there", async () => {
    await redis.start();
    keys = redis.client();
    // Each instance connects within its client's retry delay (at most 2 s): wait until both count there.
    for (const instance of [one, other]) {
      await until(async () => {
        await keys.flushall();
        await new HttpShopper(instance.origin).post("/en/newsletter", {});
        return (await keys.keys("storefront:rate:*")).length > 0;
      });
    }
    // Not across a minute's edge, where the previous window's count starts to fade.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    await keys.flushall();
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      const instance = i % 2 === 0 ? one : other;
      statuses.push((await new HttpShopper(instance.origin).post("/en/cart", { intent: "nothing" })).status);
    }
    expect(statuses).not.toContain(429);
    const refused = await new HttpShopper(one.origin).post("/en/cart", { intent: "nothing" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await new HttpShopper(other.origin).post("/en/cart", { intent: "nothing" })).status).toBe(429);
  });

  it("reads a cached value that the other instance wrote", async () => {
    expect((await new HttpShopper(one.origin).get("/th")).status).toBe(200);
    const key = "storefront:cache:shell-config:th";
    await until(async () => (await keys.exists(key)) === 1, 5_000);
    // Marked in Redis: the other instance shows the mark only if it read the value from there.
    const stored = (await keys.get(key))!;
    expect(stored).toContain('"copyright":');
    const marked = stored.replace(/"copyright":"[^"]*"/, '"copyright":"© written by the first instance"');
    expect(marked).not.toBe(stored);
    await keys.set(key, marked, "KEEPTTL");
    const page = await (await new HttpShopper(other.origin).get("/th")).text();
    expect(page).toContain("© written by the first instance");
  });

  it("answers every page while Redis goes away in the middle of the load, and uses it again when it is back", async () => {
    const paths = ["/th", "/en", "/en/kitchen.html", "/th/garden.html", "/en/search.html?query=tea"];
    const statuses: number[] = [];
    let running = true;
    const shopperLoop = async (origin: string) => {
      while (running) {
        for (const path of paths) {
          const response = await new HttpShopper(origin).get(path);
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }
    };
    const load = Promise.all([shopperLoop(one.origin), shopperLoop(one.origin), shopperLoop(other.origin), shopperLoop(other.origin)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    keys.disconnect();
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await load;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(one.outputTail().match(/is unavailable/g)?.length ?? 0).toBeLessThanOrEqual(2);

    await redis.start();
    keys = redis.client();
    // Each instance writes there again: its counts, and the answers of a page it has not cached yet.
    let page = 1;
    for (const instance of [one, other]) {
      await until(async () => {
        await keys.flushall();
        await new HttpShopper(instance.origin).post("/en/newsletter", {});
        await (await new HttpShopper(instance.origin).get(`/en/kitchen.html?page=${++page}`)).arrayBuffer();
        return (await keys.keys("storefront:rate:*")).length > 0 && (await keys.keys("storefront:cache:*")).length > 0;
      });
    }
    expect(one.outputTail()).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+\/? is back/);
  }, 60_000);
});
