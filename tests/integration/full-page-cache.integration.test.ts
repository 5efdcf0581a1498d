import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousGet, untilCached as untilPageCached } from "./anonymous-visitor";
import { HttpShopper } from "./http-shopper";
import { buyEveryPiece, engineGraphql, findScarceProduct, type ScarceProduct } from "./scarce-product";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * The full-page cache through the production server and its embedded engine: anonymous pages come
 * from a copy with a fresh nonce; nothing of one shopper (cart, flash, cookie) ever reaches
 * another; Varnish's PURGE and a sale of a product's last piece drop its page at once.
 */
let shop: ShopServer;
/** A visible simple product with a few pieces left (the demo shop has several). */
let scarce: ScarceProduct;

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
/** A page's HTML without what differs on every answer (its nonce). */
const withoutNonce = (html: string) => html.replaceAll(nonceOf(html) ?? "\0", "NONCE");

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => anonymousGet(shop.origin, path, headers, method);
const untilCached = (path: string) => untilPageCached(shop.origin, path);

const graphql = engineGraphql(() => shop.origin);

beforeAll(async () => {
  shop = await startShopServer({ PUBLIC_CACHE_SECONDS: "60" }, { engine: true });
  scarce = await findScarceProduct(graphql);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe("the full-page cache", () => {
  it("answers an anonymous page from its copy with a fresh nonce, in the body and in the CSP", async () => {
    const first = await get(scarce.path);
    expect(first.state).toBe("miss");
    const hit = await untilCached(scarce.path);
    const nonce = nonceOf(hit.body)!;
    expect(nonce).not.toBe(nonceOf(first.body));
    expect(hit.response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(hit.body).not.toContain(nonceOf(first.body)!);
    expect(withoutNonce(hit.body)).toBe(withoutNonce(first.body));
    for (const name of ["Cache-Control", "Content-Type", "Vary", "X-Frame-Options", "Strict-Transport-Security"]) {
      expect(hit.response.headers.get(name), name).toBe(first.response.headers.get(name));
    }
    expect(hit.response.headers.get("Age")).toMatch(/^\d+$/);
  });

  it("never shows a shopper's cart or flash to another, and never serves or keeps the shopper's own page", async () => {
    const path = "/en";
    const before = await untilCached(path);
    const shopper = new HttpShopper(shop.origin);
    const added = await shopper.post(`/en/cart`, { intent: "add", sku: scarce.sku, quantity: "1" });
    expect(added.status).toBe(303);
    const own = await shopper.get(path);
    const ownBody = await own.text();
    expect(own.headers.get("X-Page-Cache")).toBeNull();
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(withoutNonce(ownBody)).not.toBe(withoutNonce(before.body));
    const after = await get(path);
    expect(after.state).toBe("hit");
    expect(withoutNonce(after.body)).toBe(withoutNonce(before.body));
  });

  it("never keeps a first visit's page that sets a cookie: each visitor gets their own", async () => {
    const path = "/en/search.html?query=tea";
    const one = await get(path);
    const other = await get(path);
    const cookies = [one, other].map((answer) => answer.response.headers.get("Set-Cookie"));
    expect(cookies[0]).toMatch(/^__session=/);
    expect(cookies[1]).toMatch(/^__session=/);
    expect(cookies[0]).not.toBe(cookies[1]);
    expect([one.state, other.state]).toEqual(["miss", "miss"]);
  });

  it("passes a request with the shop's cookie by (even a forged one), and serves one with another site's cookie", async () => {
    const path = "/en/kitchen.html";
    await untilCached(path);
    const forged = await get(path, { Cookie: "__session=forged" });
    expect(forged.state).toBeNull();
    expect(forged.response.status).toBe(200);
    expect((await get(path, { Cookie: "_ga=GA1.1.123" })).state).toBe("hit");
  });

  it("answers a HEAD from the GET's copy, without a body, and never keeps what a HEAD rendered", async () => {
    const path = "/th";
    const head = await get(path, {}, "HEAD");
    expect(head.state).toBe("miss");
    expect(head.body).toBe("");
    expect((await get(path)).state).toBe("miss");
    await untilCached(path);
    const cachedHead = await get(path, {}, "HEAD");
    expect(cachedHead.state).toBe("hit");
    expect(cachedHead.body).toBe("");
  });

  it("drops a page at Varnish's PURGE of one of its tags, keeps the others, and flushes with .*", async () => {
    const other = "/en/kitchen.html";
    await untilCached(scarce.path);
    await untilCached(other);
    const tagsOf = await fetch(new URL(`/graphql?query=${encodeURIComponent(`{ products(filter: { sku: { eq: "${scarce.sku}" } }) { items { sku } } }`)}`, shop.origin), { headers: { Store: "en" } });
    const productTag = tagsOf.headers.get("X-Magento-Tags")!.split(",").find((tag) => tag.startsWith("cat_p_"))!;
    const purged = await fetch(new URL("/", shop.origin), { method: "PURGE", headers: { "X-Magento-Tags-Pattern": `((^|,)${productTag}(,|$))` } });
    expect(purged.status).toBe(200);
    expect((await get(scarce.path)).state).toBe("miss");
    expect((await get(other)).state).toBe("hit");
    await fetch(new URL("/", shop.origin), { method: "PURGE", headers: { "X-Magento-Tags-Pattern": ".*" } });
    expect((await get(other)).state).toBe("miss");
  });

  it("shows a product sold out at once when an order takes its last pieces", async () => {
    const before = await untilCached(scarce.path);
    expect(before.body).not.toContain("Out of stock");
    expect(await buyEveryPiece(graphql, scarce)).toEqual([]);
    const after = await get(scarce.path);
    expect(after.state).toBe("miss");
    expect(after.body).toContain("Out of stock");
  });
});
