import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEngineService, type EngineService } from "./engine-service";
import { HttpShopper, htmlAttribute } from "./http-shopper";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * `npm run engine` as its own service, and a storefront using it as its MAGENTO_URL exactly as it
 * would use a real Magento: images come from the engine's origin, the card form posts to the
 * gateway there and comes back to the shop, and the CSP allows both.
 */
let engine: EngineService;
let shop: ShopServer;
let product: { sku: string; path: string };

/**
 * Browsers reach the engine at another address than the storefront does (as in compose.yaml, where
 * the storefront calls http://engine:4000): `localhost` for them, 127.0.0.1 for the storefront.
 */
let publicEngineOrigin: string;

beforeAll(async () => {
  engine = await startEngineService();
  publicEngineOrigin = `http://localhost:${engine.port}`;
  // The shop's origin is known only once its port is: the gateway must allow it as a return origin,
  // so the engine is started again with it.
  shop = await startShopServer({ MAGENTO_URL: engine.origin, PAYMENT_GATEWAY_URL: publicEngineOrigin, IMAGE_ORIGINS: publicEngineOrigin, MAGENTO_TIMEOUT_MS: "10000" });
  await engine.stop();
  engine = await startEngineService(
    { GATEWAY_ALLOWED_RETURN_ORIGINS: shop.origin, ENGINE_PUBLIC_URL: `${publicEngineOrigin}/`, RATE_LIMIT_CARDS_PER_HOUR: "3" },
    { port: engine.port },
  );
  product = await simpleProductWithImage(engine.origin);
}, 240_000);

afterAll(async () => {
  await shop?.stop();
  await engine?.stop();
});

async function simpleProductWithImage(origin: string): Promise<{ sku: string; path: string }> {
  const query = `{ products(search: "", pageSize: 200) { items { __typename sku url_key url_suffix stock_status small_image { url } } } }`;
  const response = await fetch(`${origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "en" } });
  const body = (await response.json()) as {
    data: { products: { items: Array<{ __typename: string; sku: string; url_key: string; url_suffix: string | null; stock_status: string; small_image: { url: string } | null }> } };
  };
  const item = body.data.products.items.find(
    (candidate) => candidate.__typename === "SimpleProduct" && candidate.stock_status === "IN_STOCK" && candidate.small_image?.url.includes("/media/"),
  );
  if (!item) throw new Error("the demo shop lacks a simple product in stock with an image");
  return { sku: item.sku, path: `/en/${item.url_key}${item.url_suffix ?? ".html"}` };
}

const ADDRESS = {
  email: "nok@example.com",
  firstname: "Nok",
  lastname: "Service",
  street1: "99/1 Sukhumvit Road",
  street2: "",
  city: "Watthana",
  regionCode: "TH-10",
  postcode: "10110",
  telephone: "081 234 5678",
  countryId: "TH",
};

/** Cart and checkout steps 1 to 3 through the storefront's forms, paying with `paymentMethod`. */
async function shopperReadyToPlace(paymentMethod: string): Promise<HttpShopper> {
  const shopper = new HttpShopper(shop.origin);
  const added = await shopper.post("/en/cart", { intent: "add", sku: product.sku, quantity: "1" });
  expect(added.status).toBe(303);
  expect((await shopper.post("/en/checkout", { intent: "shipping", ...ADDRESS })).headers.get("Location")).toBe("/en/checkout");
  const methods = await (await shopper.get("/en/checkout")).text();
  const method = /name="shippingMethod" value="([^"]+)"/.exec(methods)?.[1];
  expect(method, "a shipping method on the checkout page").toBeTruthy();
  expect((await shopper.post("/en/checkout", { intent: "method", shippingMethod: method! })).headers.get("Location")).toBe("/en/checkout");
  expect((await shopper.post("/en/checkout", { intent: "payment", paymentMethod, billingSame: "yes" })).headers.get("Location")).toBe("/en/checkout");
  return shopper;
}

describe("the engine as its own service", () => {
  it("answers its health check and 404 outside its paths", async () => {
    const health = await fetch(`${engine.origin}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", backend: "engine" });
    expect((await fetch(`${engine.origin}/th`)).status).toBe(404);
  });

  it("serves a product page whose image comes from the engine's public origin, allowed by the CSP", async () => {
    const page = await new HttpShopper(shop.origin).get(product.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    const image = new RegExp(`src="(${publicEngineOrigin}/media/[^"]+)"`).exec(html)?.[1];
    expect(image, "an image on the engine's public origin").toBeTruthy();
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(/img-src ([^;]+)/.exec(csp)?.[1]?.split(" ")).toContain(publicEngineOrigin);
    const picture = await fetch(htmlAttribute(image!));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toMatch(/^image\//);
  });

  it("places a guest order with cash on delivery through the storefront's forms", async () => {
    const shopper = await shopperReadyToPlace("cashondelivery");
    const placed = await shopper.post("/en/checkout", { intent: "place-order" });
    expect(placed.status).toBe(303);
    expect(placed.headers.get("Location")).toBe("/en/confirmation");
    const confirmation = await (await shopper.get("/en/confirmation")).text();
    expect(confirmation).toMatch(/Your order number is (<!-- -->)?\d+/);
  });

  it("sends the card form to the gateway's origin (allowed by the CSP), which sends the shopper back to the shop", async () => {
    const shopper = await shopperReadyToPlace("sandbox_card");
    const placed = await shopper.post("/en/checkout", { intent: "place-order" });
    expect(placed.headers.get("Location")).toBe("/en/creditcard");
    const page = await shopper.get("/en/creditcard");
    const html = await page.text();
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(/form-action ([^;]+)/.exec(csp)?.[1]?.split(" ")).toContain(publicEngineOrigin);
    const action = /<form[^>]*action="([^"]+\/gateway\/tokens)"/.exec(html)?.[1];
    expect(action).toBe(`${publicEngineOrigin}/gateway/tokens`);
    const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((match) => [match[1]!, htmlAttribute(match[2]!)]));
    expect(hidden.return_url).toBe(`${shop.origin}/en/creditcard/complete`);

    const card = await shopper.post(action!, { ...hidden, card_number: "4242 4242 4242 4242", card_name: "Nok Service", exp_month: "12", exp_year: "2030", cvc: "123" });
    expect(card.status).toBe(303);
    const back = card.headers.get("Location") ?? "";
    expect(back.startsWith(`${shop.origin}/en/creditcard/complete?`)).toBe(true);
    expect(new URL(back).searchParams.get("token")).toBeTruthy();
    const completed = await shopper.get(back);
    expect(completed.status).toBe(303);
    expect(completed.headers.get("Location")).toBe("/en/confirmation");
    expect(await (await shopper.get("/en/confirmation")).text()).toMatch(/Your order number is (<!-- -->)?\d+/);
  });

  it("limits card submissions at the gateway's own origin, where browsers post them", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${engine.origin}/gateway/tokens`, { method: "POST", body: new URLSearchParams({ card_number: "4242" }), redirect: "manual" });
      statuses.push(response.status);
    }
    // One card went through in the test before: the fourth of the hour is refused.
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it("answers the shop's 503 page within MAGENTO_TIMEOUT_MS once the engine service is down, public pages seen before from the cache", async () => {
    expect((await new HttpShopper(shop.origin).get(product.path)).status).toBe(200);
    await engine.stop();
    const cached = await new HttpShopper(shop.origin).get(product.path);
    expect(cached.status).toBe(200);
    const started = Date.now();
    const page = await new HttpShopper(shop.origin).get(product.path.replace(".html", "-not-cached.html"));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(page.status).toBe(503);
    expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
    // The error page inside the shop's header and menu, served from the cache.
    const html = await page.text();
    expect(html).toContain("<title>Shop unavailable");
    expect(html).toContain("© Baan Suan. All rights reserved.");
  });
});
