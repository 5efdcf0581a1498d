import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/server";
import { NO_REDIS_MESSAGE, redisServerBinary, startRedisServer, type RedisServer } from "../../bench/redis-server";
import { startEngineService, type EngineService } from "./engine-service";
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
let scarce: { sku: string; path: string; left: number };

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

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(new URL("/graphql", engine.origin), { method: "POST", headers: { "Content-Type": "application/json", Store: "en" }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe.skipIf(!hasRedis)("the full-page cache shared through Redis", () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const onePort = await freePort();
    engine = await startEngineService({ HTTP_CACHE_HOSTS: `http://127.0.0.1:${onePort}` });
    const env = { MAGENTO_URL: engine.origin, MAGENTO_TIMEOUT_MS: "10000", CACHE_URL: redis.url };
    [one, other] = await Promise.all([startShopServer(env, { port: onePort }), startShopServer(env)]);
    const { products } = await graphql<{ products: { items: { __typename: string; sku: string; url_key: string; url_suffix: string; only_x_left_in_stock: number | null }[] } }>(
      `{ products(search: "", pageSize: 200) { items { __typename sku url_key url_suffix only_x_left_in_stock } } }`,
    );
    const found = products.items.find((item) => item.__typename === "SimpleProduct" && item.only_x_left_in_stock !== null && item.only_x_left_in_stock > 0)!;
    scarce = { sku: found.sku, path: `/en/${found.url_key}${found.url_suffix}`, left: found.only_x_left_in_stock! };
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

    const { createGuestCart } = await graphql<{ createGuestCart: { cart: { id: string } } }>(`mutation { createGuestCart { cart { id } } }`);
    const id = createGuestCart.cart.id;
    const address = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region: "TH-50", postcode: "50200", country_code: "TH", telephone: "0891234567" };
    await graphql(`mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`, { id, sku: scarce.sku, q: scarce.left });
    await graphql(`mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "malee@example.com" }) { cart { id } } }`, { id });
    await graphql(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { id, a: address });
    await graphql(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id });
    await graphql(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id });
    await graphql(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id });
    const placed = await graphql<{ placeOrder: { errors: unknown[] } }>(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } } }`, { id });
    expect(placed.placeOrder.errors).toEqual([]);

    // The engine purged the first instance; the second learns it through Redis within about a second.
    const started = Date.now();
    await until(async () => (await get(other, scarce.path)).body.includes("Out of stock"), 5_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await get(one, scarce.path)).body).toContain("Out of stock");
  });
});
