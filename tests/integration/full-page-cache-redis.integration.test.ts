import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/server";
import { NO_REDIS_MESSAGE, redisServerBinary, startRedisServer, type RedisServer } from "../../bench/redis-server";
import { startEngineService, type EngineService } from "./engine-service";
import { buyEveryPiece, engineGraphql, findScarceProduct, type ScarceProduct } from "./scarce-product";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Two storefront instances sharing a real redis-server, in front of the engine as its own service,
 * which purges the first one as Magento purges Varnish (HTTP_CACHE_HOSTS): a page rendered by one
 * instance is served by the other from Redis, and a sale of a product's last piece, purged on the
 * first instance only, reaches the second one's copy too.
 */
const hasRedis = Boolean(redisServerBinary());
if (!hasRedis) console.warn(NO_REDIS_MESSAGE);

let redis: RedisServer;
let engine: EngineService;
let one: ShopServer;
let other: ShopServer;
let scarce: ScarceProduct;

async function get(shop: ShopServer, path: string) {
  const response = await fetch(new URL(path, shop.origin), { redirect: "manual" });
  return { state: response.headers.get("X-Page-Cache"), body: await response.text() };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const graphql = engineGraphql(() => engine.origin);

describe.skipIf(!hasRedis)("the full-page cache shared through Redis", () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const onePort = await freePort();
    engine = await startEngineService({ HTTP_CACHE_HOSTS: `http://127.0.0.1:${onePort}` });
    const env = { MAGENTO_URL: engine.origin, MAGENTO_TIMEOUT_MS: "10000", CACHE_URL: redis.url };
    [one, other] = await Promise.all([startShopServer(env, { port: onePort }), startShopServer(env)]);
    scarce = await findScarceProduct(graphql);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await engine?.stop();
    await redis?.stop();
  });

  it("serves on one instance the page another rendered, and drops it on both when the engine purges one", async () => {
    expect((await get(one, scarce.path)).state).toBe("miss");
    await until(async () => (await get(other, scarce.path)).state === "hit");
    expect((await get(other, scarce.path)).body).not.toContain("Out of stock");

    expect(await buyEveryPiece(graphql, scarce)).toEqual([]);

    // The engine purged the first instance; the second learns it through Redis within about a second.
    const started = Date.now();
    await until(async () => (await get(other, scarce.path)).body.includes("Out of stock"), 5_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await get(one, scarce.path)).body).toContain("Out of stock");
  });
});
