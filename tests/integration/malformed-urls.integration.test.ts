import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * An address whose `%` escapes do not decode (`/en/%E0%A4%A`) gets the shop's own 400 page in the
 * store view's language on the Node host (Express once answered it with its own raw page), for a
 * page as for a form post; never a stack trace or a file path. The Worker and Lambda answer the
 * same (same-answers.ts compares this address on every host).
 */

let shop: ShopServer;

beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop?.stop());

const message = (html: string) => /class="error-page__message">([^<]*)</.exec(html)?.[1];

describe("a malformed address", () => {
  it("gets the shop's 400 page in English and in Thai", async () => {
    const english = await fetch(`${shop.origin}/en/%E0%A4%A`);
    const html = await english.text();
    expect(english.status).toBe(400);
    expect(english.headers.get("content-type")).toMatch(/^text\/html/);
    expect(english.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain("<title>Address not understood</title>");
    expect(message(html)).toBe("This address is damaged (part of it cannot be read), so it leads to no page. Please check the link, or start again from the home page.");
    expect(html).not.toMatch(/URIError|at .*\.(js|ts):\d+|node_modules|\/work\//);

    const thai = await fetch(`${shop.origin}/th/%E0%A4%A/shirts.html`);
    expect(thai.status).toBe(400);
    expect(message(await thai.text())).toBe("ที่อยู่เว็บนี้เสียหาย (อ่านบางส่วนไม่ได้) จึงไม่พาไปยังหน้าใด โปรดตรวจสอบลิงก์ หรือเริ่มใหม่จากหน้าแรก");
  });

  it("gets the same page when the store view itself is damaged, and for a form post", async () => {
    const store = await fetch(`${shop.origin}/%E0%A4%A/cart`);
    expect(store.status).toBe(400);
    expect(await store.text()).toContain('class="error-page__message"');

    const post = await fetch(`${shop.origin}/en/%E0%A4%A`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: shop.origin },
      body: "intent=add",
    });
    expect(post.status).toBe(400);
    expect(message(await post.text())).toMatch(/^This address is damaged/);
  });
});
