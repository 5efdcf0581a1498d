import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpResult } from "../../lambda/events";
import { base64, httpApiEvent } from "../../lambda/sample-event";
import th from "../../locales/th/common.json";
import { freePort, startServer, type RunningServer } from "../../bench/server";
import { NO_REDIS_MESSAGE, redisServerBinary, startRedisServer, type RedisServer } from "../../bench/redis-server";
import { simpleProductInStock, startEngineService, type EngineService } from "./engine-service";
import { HttpShopper } from "./http-shopper";
import { comparableHeaders, comparableHtml, COMPARED_PATHS, SAME_REQUEST_HEADERS } from "./same-answers";
import { startShopServer, type ShopServer } from "./shop-server";
import { LAMBDA_BUNDLE, startLambdaInstance, type LambdaInstance } from "../../bench/lambda-instance";

/**
 * The storefront as an AWS Lambda function: the built bundle (build/lambda, as `npm run
 * build:lambda` writes it) started in a process of its own like a Lambda instance, invoked with
 * events shaped as an API Gateway HTTP API sends them (payload 2.0), against the engine as its own
 * service; and once through the local function URL of `npm run preview:lambda`.
 */
const SESSION_SECRET = "lambda-integration-session-secret-0123456789abcdef";
const HOST = "shop.example.co.th";

let engine: EngineService;
let lambda: LambdaInstance;
let product: { sku: string; name: string };

beforeAll(async () => {
  engine = await startEngineService();
  lambda = await startLambdaInstance({ MAGENTO_URL: engine.origin, SESSION_SECRET, MAGENTO_TIMEOUT_MS: "10000" });
  product = await simpleProductInStock(engine.origin);
}, 240_000);

afterAll(async () => {
  await lambda?.stop();
  await engine?.stop();
});

/** A form post as an HTTP API hands it over: base64-encoded, from the shop's own pages. */
function formPost(rawPath: string, form: Record<string, string>, extra: { cookies?: string[]; sourceIp?: string; headers?: Record<string, string> } = {}) {
  return httpApiEvent({
    method: "POST",
    rawPath,
    host: HOST,
    body: base64(new URLSearchParams(form).toString()),
    isBase64Encoded: true,
    cookies: extra.cookies,
    sourceIp: extra.sourceIp,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `https://${HOST}`, referer: `https://${HOST}${rawPath}`, ...extra.headers },
  });
}

/** `name=value` of each Set-Cookie, for the next event's `cookies`. */
const cookiePairs = (result: HttpResult) => result.cookies.map((cookie) => cookie.split(";")[0]!);

describe("the storefront as an AWS Lambda function", () => {
  it("answers GET /th with the Thai home page and the shop's security headers", async () => {
    const result = await lambda.invoke(httpApiEvent({ rawPath: "/th", host: HOST }));
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBe(false);
    expect(result.headers["content-type"]).toMatch(/^text\/html/);
    expect(result.body).toMatch(/<html lang="th"/);
    expect(result.body).not.toContain("\0");
    expect(result.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);
    // Always a production build on Lambda: HSTS, and (below) Secure cookies.
    expect(result.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(result.headers).not.toHaveProperty("set-cookie");
  });

  it("reads the query string: a Thai search lists its results", async () => {
    const result = await lambda.invoke(httpApiEvent({ rawPath: "/th/search.html", rawQueryString: `query=${encodeURIComponent("เสื้อ")}`, host: HOST }));
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain(th.search.title.replace("{{query}}", "เสื้อ"));
  });

  it("takes a base64 form post: add to cart sets the session cookie in `cookies`, and the next event's cookies carry the cart", async () => {
    const added = await lambda.invoke(formPost("/th/cart", { intent: "add", sku: product.sku, quantity: "2" }));
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/th/cart");
    expect(added.headers).not.toHaveProperty("set-cookie");
    const session = added.cookies.find((cookie) => cookie.startsWith("__session="));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Secure/i);

    // With another site's cookie beside it, as a browser sends them.
    const cart = await lambda.invoke(httpApiEvent({ rawPath: "/th/cart", host: HOST, cookies: ["_ga=GA1.1.42.1700000000", ...cookiePairs(added)] }));
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain(th.cart.title);
    expect(cart.body).toContain(product.name);
  });

  it("sends a precompressed script as base64 bytes, and an SVG as text", async () => {
    const assets = path.join(path.dirname(LAMBDA_BUNDLE), "client/assets");
    const script = readdirSync(assets).find((name) => name.endsWith(".js") && readdirSync(assets).includes(`${name}.br`));
    expect(script, "a script with a Brotli copy in build/lambda/client/assets").toBeTruthy();
    const result = await lambda.invoke(httpApiEvent({ rawPath: `/assets/${script}`, host: HOST, headers: { "accept-encoding": "gzip, deflate, br" } }));
    expect(result.statusCode).toBe(200);
    expect(result.headers["content-encoding"]).toBe("br");
    expect(result.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(result.isBase64Encoded).toBe(true);
    const bytes = Buffer.from(result.body, "base64");
    expect(bytes.equals(readFileSync(path.join(assets, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(bytes).equals(readFileSync(path.join(assets, script!)))).toBe(true);

    const icon = await lambda.invoke(httpApiEvent({ rawPath: "/favicon.svg", host: HOST }));
    expect(icon).toMatchObject({ statusCode: 200, isBase64Encoded: false, headers: { "content-type": "image/svg+xml" } });
    expect(icon.body).toMatch(/^<svg/);
  });

  it("answers an unknown page with the shop's 404 page in Thai", async () => {
    const result = await lambda.invoke(httpApiEvent({ rawPath: "/th/no-such-page-anywhere.html", host: HOST }));
    expect(result.statusCode).toBe(404);
    expect(result.body).toContain(th.errors.notFoundTitle);
  });

  it("counts a client's writes by the address API Gateway saw, whatever X-Forwarded-For says", async () => {
    const limited = await startLambdaInstance({ MAGENTO_URL: engine.origin, SESSION_SECRET, RATE_LIMIT_WRITES_PER_MINUTE: "2" });
    try {
      const statuses: number[] = [];
      for (const forwardedFor of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
        const result = await limited.invoke(formPost("/th/cart", { intent: "nothing" }, { sourceIp: "203.0.113.50", headers: { "x-forwarded-for": `${forwardedFor}, 203.0.113.50` } }));
        statuses.push(result.statusCode);
      }
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      const other = await limited.invoke(formPost("/th/cart", { intent: "nothing" }, { sourceIp: "203.0.113.51" }));
      expect(other.statusCode).not.toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it("stops a cold start with a message naming the variable when MAGENTO_URL, CACHE_URL or SESSION_SECRET is wrong", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ SESSION_SECRET }, /MAGENTO_URL: .*required/],
      [{ SESSION_SECRET, MAGENTO_URL: "ftp://engine.example" }, /MAGENTO_URL: /],
      [{ SESSION_SECRET, MAGENTO_URL: engine.origin, CACHE_URL: "http://cache.example:6379" }, /CACHE_URL: must be a Redis URL/],
      [{ MAGENTO_URL: engine.origin }, /SESSION_SECRET: .*required/],
      [{ MAGENTO_URL: engine.origin, SESSION_SECRET: "too-short" }, /SESSION_SECRET: must be at least 32 characters/],
    ];
    for (const [env, message] of cases) {
      await expect(startLambdaInstance(env), JSON.stringify(env)).rejects.toThrow(message);
    }
  });

  it("answers the shop's 503 page within MAGENTO_TIMEOUT_MS when the engine is down", async () => {
    const down = await startLambdaInstance({ MAGENTO_URL: `http://127.0.0.1:${await freePort()}`, SESSION_SECRET, MAGENTO_TIMEOUT_MS: "2000" });
    try {
      const started = Date.now();
      const result = await down.invoke(httpApiEvent({ rawPath: "/th", host: HOST }));
      expect(Date.now() - started).toBeLessThan(2_000 + 1_500);
      expect(result.statusCode).toBe(503);
      expect(result.body).toContain(th.errors.unavailableTitle);
      expect(result.headers["cache-control"]).toMatch(/no-store/);
    } finally {
      await down.stop();
    }
  });
});

describe.skipIf(!redisServerBinary())("Lambda instances sharing Redis (CACHE_URL)", () => {
  let redis: RedisServer;
  let instances: LambdaInstance[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { MAGENTO_URL: engine.origin, SESSION_SECRET, CACHE_URL: redis.url, RATE_LIMIT_WRITES_PER_MINUTE: "3" };
    instances = await Promise.all([startLambdaInstance(env), startLambdaInstance(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
  });

  it("caches public data in Redis and counts one client's writes across instances", async () => {
    const [one, other] = instances as [LambdaInstance, LambdaInstance];
    expect((await one.invoke(httpApiEvent({ rawPath: "/th", host: HOST }))).statusCode).toBe(200);
    const keys = redis.client();
    await expect.poll(async () => (await keys.keys("storefront:cache:*")).length, { timeout: 5_000 }).toBeGreaterThan(0);

    // Not across a minute's edge, where the previous window's count starts to fade.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const post = (instance: LambdaInstance) => instance.invoke(formPost("/th/cart", { intent: "nothing" }, { sourceIp: "203.0.113.77" }));
    const statuses = [(await post(one)).statusCode, (await post(other)).statusCode, (await post(one)).statusCode];
    expect(statuses).not.toContain(429);
    expect((await post(other)).statusCode).toBe(429);
  });
});

if (!redisServerBinary()) console.warn(NO_REDIS_MESSAGE);

describe("the Lambda function through the local function URL (npm run preview:lambda)", () => {
  let bridge: RunningServer;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    bridge = await startServer({
      command: process.execPath,
      args: ["--import", "tsx", "scripts/lambda-bridge.ts"],
      cwd: path.resolve(path.dirname(LAMBDA_BUNDLE), "../.."),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", MAGENTO_URL: engine.origin, SESSION_SECRET },
      healthUrl: `${origin}/healthz`,
      timeoutMs: 60_000,
    });
  }, 90_000);

  afterAll(async () => {
    await bridge?.stop();
  });

  it("serves a shopper without JavaScript: home, add to cart, the cart", async () => {
    const shopper = new HttpShopper(origin);
    const home = await shopper.get("/th");
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="th"/);
    const added = await shopper.post("/th/cart", { intent: "add", sku: product.sku, quantity: "1" });
    expect(added.status).toBe(303);
    expect(added.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(true);
    const cart = await shopper.get("/th/cart");
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain(product.name);
  });
});

/**
 * Every host sends the same statuses, headers and HTML for the same request (issue 17): the Lambda
 * function and the Node server (`server.ts`), both against the same engine service.
 */
describe("the same answers as the Node server", () => {
  let node: ShopServer;

  beforeAll(async () => {
    node = await startShopServer({ MAGENTO_URL: engine.origin, SESSION_SECRET, MAGENTO_TIMEOUT_MS: "10000" });
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
  });

  it.each(COMPARED_PATHS)("%s", async (pathname) => {
    // Without compression, which is the host's own (Express compresses on Node, the CDN in front of Lambda).
    const headers = SAME_REQUEST_HEADERS;
    const fromNode = await fetch(node.origin + pathname, { headers, redirect: "manual" });
    // The same host and scheme, so the canonical and alternate links are the same too.
    const fromLambda = await lambda.invoke(httpApiEvent({ rawPath: pathname, host: `127.0.0.1:${node.port}`, headers: { ...headers, "x-forwarded-proto": "http" } }));
    expect(fromLambda.statusCode).toBe(fromNode.status);
    expect(comparableHeaders(Object.entries(fromLambda.headers))).toEqual(comparableHeaders(fromNode.headers));
    expect("etag" in fromLambda.headers).toBe(fromNode.headers.has("etag"));
    expect(comparableHtml(fromLambda.body)).toBe(comparableHtml(await fromNode.text()));
  });
});
