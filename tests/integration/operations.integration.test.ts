import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpShopper, htmlAttribute } from "./http-shopper";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * What ops read (docs/operations.md), from the production server as a child process: its log while a
 * guest checks out (cash on delivery, then a card, with a gift card tried) and a customer signs in,
 * scanned for every personal value typed; request ids from the storefront into the engine; the
 * reference on an error page; /readyz; and SIGTERM with a request still open.
 */
let shop: ShopServer;

beforeAll(async () => {
  // debug: the embedded engine's own lines too, so the scan covers them.
  shop = await startShopServer({ LOG_LEVEL: "debug", RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { engine: true });
}, 240_000);

afterAll(async () => {
  await shop?.stop();
});

/** What a guest and a customer type that must never reach a log line. */
const GUEST = {
  email: "wiphawee.logscan@example.com",
  firstname: "Wiphawee",
  lastname: "Logscanner",
  street1: "77 Soi Privacy Lane",
  street2: "Bang Rak Tower",
  city: "Watthana",
  regionCode: "TH-10",
  postcode: "10110",
  telephone: "0899998877",
  countryId: "TH",
};
const CUSTOMER = { email: "somchai@example.com", password: "Baansuan#2026" };
const CARD = { number: "4242 4242 4242 4242", digits: "4242424242424242", name: "Wiphawee Cardholder" };
// Used up: refused, so the order still needs a payment method; the code goes through the whole path all the same.
const GIFT_CARD = "GIFT-EMPTY-00";

async function productInStock(): Promise<string> {
  const query = `{ products(search: "", pageSize: 50) { items { __typename sku stock_status } } }`;
  const response = await fetch(`${shop.origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "en" } });
  const body = (await response.json()) as { data: { products: { items: Array<{ __typename: string; sku: string; stock_status: string }> } } };
  const item = body.data.products.items.find((candidate) => candidate.__typename === "SimpleProduct" && candidate.stock_status === "IN_STOCK");
  if (!item) throw new Error("the demo shop lacks a simple product in stock");
  return item.sku;
}

async function guestReadyToPlace(sku: string, paymentMethod: string): Promise<HttpShopper> {
  const shopper = new HttpShopper(shop.origin);
  expect((await shopper.post("/en/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  await shopper.post("/en/cart", { intent: "apply-gift-card", gift_card_code: GIFT_CARD });
  expect((await shopper.post("/en/checkout", { intent: "shipping", ...GUEST })).headers.get("Location")).toBe("/en/checkout");
  const method = /name="shippingMethod" value="([^"]+)"/.exec(await (await shopper.get("/en/checkout")).text())?.[1];
  expect((await shopper.post("/en/checkout", { intent: "method", shippingMethod: method! })).headers.get("Location")).toBe("/en/checkout");
  expect((await shopper.post("/en/checkout", { intent: "payment", paymentMethod, billingSame: "yes" })).headers.get("Location")).toBe("/en/checkout");
  return shopper;
}

/** The server's JSON log lines (a line that is not JSON fails: every line is structured). */
function logLines(): Record<string, unknown>[] {
  return shop
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
}

describe("the log", () => {
  it("holds no personal data after a guest checkout, a card payment, a gift card and a sign-in", async () => {
    const sku = await productInStock();
    const cookies: string[] = [];

    const cash = await guestReadyToPlace(sku, "cashondelivery");
    expect((await cash.post("/en/checkout", { intent: "place-order" })).headers.get("Location")).toBe("/en/confirmation");
    expect(await (await cash.get("/en/confirmation")).text()).toMatch(/Your order number is/);
    cookies.push(cash.cookieHeader);

    const card = await guestReadyToPlace(sku, "sandbox_card");
    expect((await card.post("/en/checkout", { intent: "place-order" })).headers.get("Location")).toBe("/en/creditcard");
    const form = await (await card.get("/en/creditcard")).text();
    const action = /<form[^>]*action="([^"]*\/gateway\/tokens)"/.exec(form)![1]!;
    const hidden = Object.fromEntries([...form.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((match) => [match[1]!, htmlAttribute(match[2]!)]));
    const paid = await card.post(htmlAttribute(action), { ...hidden, card_number: CARD.number, card_name: CARD.name, exp_month: "12", exp_year: "2030", cvc: "123" });
    const back = paid.headers.get("Location")!;
    expect((await card.get(back)).headers.get("Location")).toBe("/en/confirmation");
    const token = new URL(back, shop.origin).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(8);
    cookies.push(card.cookieHeader);

    const customer = new HttpShopper(shop.origin);
    expect((await customer.post("/en/sign-in", { email: CUSTOMER.email, password: "not-his-password" })).status).toBe(400);
    expect((await customer.post("/en/sign-in", CUSTOMER)).status).toBe(303);
    expect((await customer.get("/en/account-information")).status).toBe(200);
    cookies.push(customer.cookieHeader);

    const lines = logLines();
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.some((line) => line.shopper === "customer" && line.storeView === "en")).toBe(true);
    expect(requests.some((line) => line.shopper === "guest" && typeof line.routeId === "string" && (line.backendCalls as number) > 0)).toBe(true);
    expect(lines.some((line) => line.msg === "engine request")).toBe(true);

    const log = shop.output();
    const secrets = [
      GUEST.email, GUEST.firstname, GUEST.lastname, GUEST.street1, GUEST.street2, GUEST.telephone, "089 999 8877",
      CUSTOMER.email, CUSTOMER.password, "not-his-password", "Somchai", "Jaidee",
      CARD.number, CARD.digits, CARD.name, GIFT_CARD, token,
      ...cookies.flatMap((header) => header.split("; ").map((pair) => pair.slice(pair.indexOf("=") + 1))).filter((value) => value.length > 8),
    ];
    for (const secret of secrets) expect(log, `the log contains ${secret}`).not.toContain(secret);
  });

  it("follows one request id from the storefront into the engine, and replaces a malformed one", async () => {
    const id = "ops-trace-4711";
    const page = await fetch(`${shop.origin}/en`, { headers: { "X-Request-Id": id } });
    expect(page.headers.get("X-Request-Id")).toBe(id);
    expect(page.headers.get("Server-Timing")).toMatch(/backend;dur=[\d.]+/);
    await page.text();
    const lines = logLines().filter((line) => line.requestId === id);
    expect(lines.some((line) => line.msg === "request" && line.path === "/en" && line.status === 200)).toBe(true);
    // A full-page cache hit makes no backend call; a miss made the engine log the same id.
    const request = lines.find((line) => line.msg === "request")!;
    if (request.cache !== "hit") expect(lines.some((line) => line.msg === "engine request" && line.service === "storefront")).toBe(true);

    const long = "x".repeat(200);
    const replaced = await fetch(`${shop.origin}/en`, { headers: { "X-Request-Id": long } });
    await replaced.text();
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(shop.output()).not.toContain(long);
  });

  it("answers /readyz 200 while the engine answers", async () => {
    const ready = await fetch(`${shop.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { backend: "ok" } });
  });
});

describe("a shop whose backend cannot be reached", () => {
  let down: ShopServer;
  beforeAll(async () => {
    down = await startShopServer();
  }, 120_000);
  afterAll(async () => {
    await down?.stop();
  });

  it("shows the request's reference on its error page, in the store view's language", async () => {
    const english = await fetch(`${down.origin}/en`, { headers: { "X-Request-Id": "ref12345-rest-of-id" } });
    expect(english.status).toBeGreaterThanOrEqual(500);
    expect(english.headers.get("X-Request-Id")).toBe("ref12345-rest-of-id");
    const html = await english.text();
    expect(html).toContain("please quote reference ref12345.");
    expect(html).not.toContain("rest-of-id");

    const thai = await fetch(`${down.origin}/th`);
    const reference = thai.headers.get("X-Request-Id")!.slice(0, 8);
    expect(await thai.text()).toMatch(new RegExp(`หมายเลขอ้างอิง (<!-- -->)?${reference}`));
    // The failure is in the log with its stack, under the same id.
    expect(down.output()).toContain('"requestId":"ref12345-rest-of-id"');
  });

  it("answers /readyz 503 naming the backend, and /healthz 200", async () => {
    const ready = await fetch(`${down.origin}/readyz`);
    expect(ready.status).toBe(503);
    const body = await ready.text();
    expect(JSON.parse(body)).toMatchObject({ status: "unavailable", failed: ["backend"] });
    expect(body).not.toContain("127.0.0.1");
    expect((await fetch(`${down.origin}/healthz`)).status).toBe(200);
  });
});

describe("SIGTERM", () => {
  it("finishes the open request, then exits 0", async () => {
    // A backend that takes 1.5 s over every answer: the page is still rendering when the stop comes.
    const slow = http.createServer((_request, response) => {
      setTimeout(() => response.writeHead(503, { "Content-Type": "application/json" }).end("{}"), 1_500);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const port = (slow.address() as { port: number }).port;
    const server = await startShopServer({ MAGENTO_URL: `http://127.0.0.1:${port}`, MAGENTO_TIMEOUT_MS: "5000", FULL_PAGE_CACHE: "off" });
    try {
      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      const open = fetch(`${server.origin}/en/no-such-page`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      const answer = await open;
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(await answer.text()).toContain("</html>");
      expect(await exited, server.output()).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(server.output()).toMatch(/"msg":"stop asked: finishing open requests, then stopping"[\s\S]*"msg":"stopped"/);
    } finally {
      await server.stop();
      slow.close();
    }
  }, 60_000);
});
