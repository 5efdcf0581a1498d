import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as offlineLoader } from "~/routes/$store.offline";
import { useDemoShop } from "./engine-context";
import { HttpShopper } from "./http-shopper";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * The offline page on the production server: the service worker keeps one copy of it for every
 * shopper, so it must be the same whoever asks (public, no cookie read or written) and stay out of
 * search engines.
 */
const PRODUCT = "/en/batik-sarong-turmeric.html";
const ADDED = "Added Batik sarong – Turmeric to your cart.";

describe("the offline page", () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer({}, { engine: true });
  });
  afterAll(() => server?.stop());

  it.each([
    { store: "th", title: "คุณออฟไลน์อยู่ - บ้านสวน", heading: "คุณออฟไลน์อยู่", retry: "ลองอีกครั้ง", none: "ยังไม่มีหน้าที่บันทึกไว้ในอุปกรณ์นี้" },
    { store: "en", title: "You are offline - Baan Suan", heading: "You are offline", retry: "Try again", none: "No pages are saved on this device yet." },
  ])("/$store/offline is a public page in the store's language that search engines leave out", async ({ store, title, heading, retry, none }) => {
    const response = await fetch(`${server.origin}/${store}/offline`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(response.headers.get("Vary") ?? "").not.toMatch(/cookie/i);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Without JavaScript "Try again" is a plain link to the store's home page.
    expect(html).toMatch(new RegExp(`<a class="[^"]*offline-page__retry[^"]*" href="/${store}">${retry}</a>`));
    expect(html).toContain(none);
    // A page of the store layout: its header and footer are there.
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
  });

  it("is the same for a shopper with a cart and a message waiting: nothing of theirs is read, shown or written", async () => {
    const shopper = new HttpShopper(server.origin);
    const product = await (await shopper.get(PRODUCT)).text();
    const sku = /name="sku" value="([^"]+)"/.exec(product)?.[1];
    expect(sku).toBeTruthy();
    const added = await shopper.post("/en/cart", { intent: "add", sku: sku!, quantity: "1" });
    expect(added.status).toBe(303);
    expect(shopper.cookieHeader).toContain("__session=");

    const offline = await shopper.get("/en/offline");
    expect(offline.status).toBe(200);
    expect(offline.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(offline.headers.get("Set-Cookie")).toBeNull();
    const html = await offline.text();
    expect(html).not.toContain(ADDED);
    expect(html).not.toContain("You have 1 item in your cart.");

    // The message still waits for the next real page, with the cart.
    const next = await (await shopper.get("/en")).text();
    expect(next).toContain(ADDED);
    expect(next).toContain("You have 1 item in your cart.");
  });

  it("answers its data request (a client-side visit) as publicly, without a cookie", async () => {
    const response = await fetch(`${server.origin}/en/offline?_data=${encodeURIComponent("routes/$store.offline")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: "You are offline" });
    expect(response.headers.get("Cache-Control")).toMatch(/^public, /);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("is not found for a store view the shop does not have, as any page", async () => {
    const moved = await fetch(`${server.origin}/zz/offline`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/th/zz/offline");
    const missing = await fetch(`${server.origin}/th/zz/offline`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the offline page with CDN caching of pages turned off", () => {
  const shop = useDemoShop();

  // Anonymous pages are then private, no-store, which the service worker never keeps.
  it("stays public, to be checked before each use, so the service worker can still keep it", async () => {
    const context = { ...shop.context, settings: { ...shop.context.settings, PUBLIC_CACHE_SECONDS: 0 } };
    const response = await offlineLoader({ request: new Request("https://shop.example/en/offline"), params: { store: "en" }, context });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
  });
});
