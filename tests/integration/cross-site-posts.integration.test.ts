import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * Writes another site makes a shopper's browser send are refused before any action, with a clear
 * 403 page in the store view's language; the shop's own forms (JavaScript on: fetch with
 * Sec-Fetch-Site; off: a plain form post, which browsers mark the same way), clients that send
 * neither header, and the card gateway's return (a GET) keep working. Headers as browsers send them.
 */

let shop: ShopServer;
let sku = "";

beforeAll(async () => {
  shop = await startShopServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { engine: true });
  const query = `{ products(search: "", pageSize: 200, currentPage: 1) { items { __typename sku stock_status } } }`;
  const reply = (await (await fetch(`${shop.origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "th" } })).json()) as {
    data: { products: { items: Array<{ __typename: string; sku: string; stock_status: string }> } };
  };
  sku = reply.data.products.items.find((item) => item.__typename === "SimpleProduct" && item.stock_status === "IN_STOCK")!.sku;
});
afterAll(() => shop?.stop());

const SAME_ORIGIN = () => ({ "Sec-Fetch-Site": "same-origin", Origin: shop.origin });
const CROSS_SITE = { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" };

/** One browser: keeps the session cookie it is given. */
function shopper() {
  let cookie = "";
  return {
    async post(path: string, form: Record<string, string>, headers: Record<string, string>) {
      const response = await fetch(`${shop.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...headers },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
      const set = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
      if (set) cookie = set.split(";")[0]!;
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async cartCount(): Promise<number> {
      const response = await fetch(`${shop.origin}/th/cart?_data=${encodeURIComponent("routes/$store")}`, { headers: cookie ? { Cookie: cookie } : {} });
      return ((await response.json()) as { shopper: { cartCount: number } }).shopper.cartCount;
    },
  };
}

const message = (html: string) => /class="error-page__message">([^<]*)</.exec(html)?.[1];

describe("a cross-site write", () => {
  it("is refused with 403 and the translated page, and the cart is not touched", async () => {
    const browser = shopper();
    expect((await browser.post("/th/cart", { intent: "add", sku, quantity: "1" }, SAME_ORIGIN())).status).toBe(303);
    expect(await browser.cartCount()).toBe(1);

    // Another site's form (an old browser would even send the cookie).
    const refused = await browser.post("/th/cart", { intent: "add", sku, quantity: "5" }, CROSS_SITE);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(message(refused.text)).toBe("แบบฟอร์มนี้ถูกส่งมาจากเว็บไซต์อื่น เราจึงไม่รับไว้และไม่มีการเปลี่ยนแปลงใดๆ หากคุณตั้งใจส่งจริง โปรดกรอกแบบฟอร์มอีกครั้งในร้านค้าของเรา");
    expect(refused.text).toContain("<title>ไม่รับแบบฟอร์มนี้</title>");
    expect(await browser.cartCount()).toBe(1);

    const english = await shopper().post("/en/checkout", { intent: "shipping" }, CROSS_SITE);
    expect(english.status).toBe(403);
    expect(message(english.text)).toBe(
      "This form was sent from another website, so we did not accept it and nothing was changed. If you meant to send it, please fill it in again here in our shop.",
    );
  });

  it("signing in from another site does not sign anyone in (login CSRF)", async () => {
    const refused = await shopper().post("/en/sign-in", { email: "somchai@example.com", password: "Baansuan#2026" }, CROSS_SITE);
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it("is refused from a sibling subdomain, a sandboxed page (Origin: null), or an older browser's other Origin", async () => {
    const cases: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "same-site", Origin: "http://blog.127.0.0.1.nip.io" },
      { "Sec-Fetch-Site": "cross-site", Origin: "null" },
      { Origin: "null" },
      { Origin: "https://evil.example" },
    ];
    for (const headers of cases) {
      expect((await shopper().post("/th/cart", { intent: "add", sku, quantity: "1" }, headers)).status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("a fetcher's write from another site gets the refusal as a caught error", async () => {
    const response = await fetch(`${shop.origin}/th/cart?_data=${encodeURIComponent("routes/$store.cart")}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...CROSS_SITE },
      body: new URLSearchParams({ intent: "add", sku, quantity: "1", respond: "json" }).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("x-remix-catch")).toBe("yes");
    expect(await response.json()).toMatchObject({ refusal: "cross-site" });
  });
});

describe("the shop's own writes", () => {
  it("pass as a plain form post (JavaScript off) and as a fetcher's data request (on)", async () => {
    const browser = shopper();
    expect((await browser.post("/th/cart", { intent: "add", sku, quantity: "1" }, SAME_ORIGIN())).status).toBe(303);
    const fetcher = await browser.post(`/th/cart?_data=${encodeURIComponent("routes/$store.cart")}`, { intent: "add", sku, quantity: "1", respond: "json" }, SAME_ORIGIN());
    expect(fetcher.status).toBe(200);
    expect(JSON.parse(fetcher.text)).toMatchObject({ ok: true });
    expect(await browser.cartCount()).toBe(2);
  });

  it("pass from an older browser that sends Origin but no Sec-Fetch-Site, and from clients that send neither", async () => {
    const old = shopper();
    expect((await old.post("/th/cart", { intent: "add", sku, quantity: "1" }, { Origin: shop.origin })).status).toBe(303);
    expect(await old.cartCount()).toBe(1);
    const curl = shopper();
    expect((await curl.post("/th/cart", { intent: "add", sku, quantity: "1" }, {})).status).toBe(303);
    expect(await curl.cartCount()).toBe(1);
  });

  it("pass when a proxy sends its own X-Forwarded-Host (Remix's check would have answered 500)", async () => {
    const browser = shopper();
    const response = await browser.post("/th/cart", { intent: "add", sku, quantity: "1" }, { ...SAME_ORIGIN(), "X-Forwarded-Host": "internal.lb.local" });
    expect(response.status).toBe(303);
    expect(await browser.cartCount()).toBe(1);
  });
});

describe("the card gateway's return", () => {
  it("comes back from the gateway's origin as a GET navigation, which is never refused", async () => {
    // What the browser sends after the gateway's 303: a top-level GET marked cross-site (no Origin on GETs).
    const response = await fetch(`${shop.origin}/th/creditcard/complete?token=tok_unknown&state=unknown`, {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).not.toBeNull();
  });
});
