import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousGet, untilCached as untilPageCached } from "./anonymous-visitor";
import { HttpShopper } from "./http-shopper";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Display currencies through the production server and its embedded engine, set up as the README
 * tells a shop owner (1 THB = 0.028 USD, THB and USD allowed): a shopper's choice changes that
 * shopper's prices only, is never served to anyone from a cache, and the store's other answers
 * stay in baht. Browsers (JavaScript on and off) are in tests/e2e/currency.spec.ts.
 */
let shop: ShopServer;
const PRODUCT = "/en/batik-sarong-turmeric.html";

const anonymous = (path: string) => anonymousGet(shop.origin, path);
const untilCached = (path: string) => untilPageCached(shop.origin, path);

/** The product page's own price (the first one on the page). */
const shownPrice = (html: string) => /class="price__final">([^<]+)</.exec(html)?.[1];

beforeAll(async () => {
  shop = await startShopServer(
    { PUBLIC_CACHE_SECONDS: "60" },
    {
      engine: true,
      engineConfig: [
        ["rate", "THB", "USD", "0.028"],
        ["set", "currency/options/allow", "THB,USD"],
      ],
    },
  );
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe("a shopper's display currency", () => {
  it("shows that shopper's prices in USD, never from or into the full-page cache, and leaves everyone else in THB", async () => {
    const cached = await untilCached(PRODUCT);
    expect(shownPrice(cached.body)).toBe("฿350.00");
    expect(cached.body).toContain('name="currency" value="USD"');

    const shopper = new HttpShopper(shop.origin);
    const chosen = await shopper.post("/en/currency", { currency: "USD", redirectTo: `${PRODUCT}?ref=x` });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe(`${PRODUCT}?ref=x`);
    const own = await shopper.get(PRODUCT);
    const ownBody = await own.text();
    expect(shownPrice(ownBody)).toBe("$9.80");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.headers.get("X-Page-Cache")).toBeNull();

    const after = await anonymous(PRODUCT);
    expect(after.state).toBe("hit");
    expect(shownPrice(after.body)).toBe("฿350.00");
    // The Thai store view keeps its own (default) currency.
    expect(shownPrice(await (await shopper.get("/th/batik-sarong-turmeric.html")).text())).toBe("฿350.00");
  });

  it("labels the price filter's baht buckets in USD while the filter values stay in baht", async () => {
    const shopper = new HttpShopper(shop.origin);
    await shopper.post("/en/currency", { currency: "USD", redirectTo: "/en" });
    const usd = await (await shopper.get("/en/home-living.html")).text();
    expect(usd).toMatch(/value="1000_2000"\/>[^$]*\$28\.00 – \$56\.00/);
    const thb = (await anonymous("/en/home-living.html")).body;
    expect(thb).toMatch(/value="1000_2000"\/>[^฿]*฿1,000\.00 – ฿2,000\.00/);
  });

  it("says what the cart will be charged in THB", async () => {
    const shopper = new HttpShopper(shop.origin);
    await shopper.post("/en/currency", { currency: "USD", redirectTo: "/en" });
    const product = await (await shopper.get(PRODUCT)).text();
    const sku = /name="sku" value="([^"]+)"/.exec(product)?.[1];
    expect(sku).toBeTruthy();
    expect((await shopper.post("/en/cart", { intent: "add", sku: sku!, quantity: "2" })).status).toBe(303);
    const cart = await (await shopper.get("/en/cart")).text();
    expect(cart).toMatch(/Estimated Total<\/dt><dd>\$19\.60</);
    expect(cart).toMatch(/Charged in THB<\/dt><dd>฿700\.00</);
  });

  it("accepts only a currency the store offers, and goes back only to a page of this store view", async () => {
    const shopper = new HttpShopper(shop.origin);
    const refused = await shopper.post("/en/currency", { currency: "EUR", redirectTo: "//evil.example/x" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/en");
    expect(shownPrice(await (await shopper.get(PRODUCT)).text())).toBe("฿350.00");
    expect((await shopper.get("/en/currency")).status).toBe(405);
  });
});
