import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_MAX } from "~/lib/forms/checkout";
import { NAME_MAX, PASSWORD_MAX } from "~/lib/forms/account";
import { MAX_FORM_BYTES } from "../../server/form-body";
import { oddPosts, type OddPost } from "./odd-posts";
import { startShopServer, type ShopServer } from "./shop-server";

/**
 * The production server's answers to writes that are not the shop's forms: every form route at
 * once, refused before any action with the shop's own translated error page (415 not a form, 400
 * unreadable, 413 too large), never a 500; and no error page is ever cacheable.
 */

/** Every route with an action, and a few without (a POST there is a 405, not a 500). */
const FORM_ROUTES = [
  "/cart", "/checkout", "/sign-in", "/sign-out", "/create-account", "/forgot-password",
  "/customer/account/createPassword", "/account-information", "/address-book", "/communications",
  "/gift-cards", "/wishlist", "/saved-payments", "/contact-us", "/blog/golden-turmeric-rice",
  "/email-signup", "/newsletter/subscriber/confirm", "/newsletter/subscriber/unsubscribe",
  "/sign-in/connect", "/sign-in/email", "/sign-in/confirm-email", "/sign-in/google",
];
const OTHER_ROUTES = ["", "/search.html?query=shirt", "/no-such-page.html", "/creditcard/complete"];

let shop: ShopServer;

beforeAll(async () => {
  // The fuzz sends a few thousand writes from one address: the limiter is not what is tested here.
  shop = await startShopServer({ RATE_LIMIT_WRITES_PER_MINUTE: "0" }, { engine: true });
});
afterAll(() => shop?.stop());

async function send(path: string, init: { method?: string; contentType?: string | null; body?: Uint8Array<ArrayBuffer> | string; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.contentType !== undefined && init.contentType !== null) headers["Content-Type"] = init.contentType;
  const body = typeof init.body === "string" ? new TextEncoder().encode(init.body) : init.body;
  const response = await fetch(`${shop.origin}${path}`, { method: init.method ?? "POST", headers, body, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const errorMessage = (html: string) => /class="error-page__message">([^<]*)</.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a write that is not a form", () => {
  it.each([
    ["application/json", '{"intent":"add"}'],
    ["text/plain", "intent=add"],
    ["application/xml", "<cart/>"],
    [null, "intent=add"],
  ])("%s gets 415 and the translated error page, uncacheable", async (contentType, body) => {
    const thai = await send("/th/cart", { contentType, body });
    expect(thai.status).toBe(415);
    expect(thai.headers.get("cache-control")).toBe("no-store");
    expect(title(thai.text)).toBe("อ่านแบบฟอร์มไม่ได้");
    expect(errorMessage(thai.text)).toBe("สิ่งที่ส่งมาไม่ใช่แบบฟอร์มของร้าน เราจึงอ่านไม่ได้และไม่มีการเปลี่ยนแปลงใดๆ");
    const english = await send("/en/checkout", { contentType, body });
    expect(english.status).toBe(415);
    expect(errorMessage(english.text)).toBe("What was sent is not a form from our shop, so we could not read it and nothing was changed.");
    expect(english.text).toContain('<html lang="en"');
  });

  it("multipart without a boundary, or broken, gets 400", async () => {
    const noBoundary = await send("/en/sign-in", { contentType: "multipart/form-data", body: "--x\r\n\r\n" });
    expect(noBoundary.status).toBe(400);
    expect(errorMessage(noBoundary.text)).toBe("The form arrived incomplete or damaged, so nothing was changed. Please go back and try again.");
    const broken = await send("/en/sign-in", { contentType: "multipart/form-data; boundary=abc", body: "--abc\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nhalf" });
    expect(broken.status).toBe(400);
  });

  it("a real multipart form still reaches the action", async () => {
    const form = new FormData();
    form.set("email", "not-an-email");
    form.set("password", "x");
    const response = await fetch(`${shop.origin}/en/sign-in`, { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid email address");
  });

  it("a fetcher's data request gets the refusal as a caught error (JSON), not a 500", async () => {
    const response = await send(`/th/cart?_data=${encodeURIComponent("routes/$store.cart")}`, { contentType: "application/json", body: "{}" });
    expect(response.status).toBe(415);
    expect(response.headers.get("x-remix-catch")).toBe("yes");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(response.text)).toMatchObject({ refusal: "not-a-form" });
  });
});

describe("form size", () => {
  it(`a form over ${MAX_FORM_BYTES / 1024} KiB gets 413 and the translated page`, async () => {
    const response = await send("/th/cart", { contentType: "application/x-www-form-urlencoded", body: `intent=add&sku=${"a".repeat(MAX_FORM_BYTES)}` });
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(title(response.text)).toBe("แบบฟอร์มมีขนาดใหญ่เกินไป");
  });

  it("a chunked body (no Content-Length) is cut off once it passes the cap", async () => {
    const chunk = new TextEncoder().encode(`${"a".repeat(4096)}&`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${shop.origin}/en/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("is refused from Content-Length alone, before the body is sent, and the connection closes", async () => {
    const { port } = new URL(shop.origin);
    const socket = net.connect(Number(port), "127.0.0.1");
    const answer = await new Promise<string>((resolve, reject) => {
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (data: string) => (received += data));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
      // A gigabyte announced, 5 bytes sent: the answer must not wait for the rest.
      socket.write("POST /en/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\n\r\nintent");
      setTimeout(() => reject(new Error(`no answer within 10 s: ${received.slice(0, 200)}`)), 10_000).unref();
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("the biggest real form, every field at its maximum in Thai, fits", async () => {
    // Create account: names, email, password, newsletter and the honeypot's two fields.
    const thai = (length: number) => "ก".repeat(length);
    const fields = {
      firstname: thai(NAME_MAX),
      lastname: thai(NAME_MAX),
      email: thai(EMAIL_MAX),
      password: thai(PASSWORD_MAX),
      newsletter: "on",
      name__confirm: "",
      from__confirm: "x".repeat(200),
    };
    const body = new URLSearchParams(fields).toString();
    expect(body.length).toBeLessThan(MAX_FORM_BYTES);
    const response = await send("/th/create-account", { contentType: "application/x-www-form-urlencoded", body });
    expect(response.status).not.toBe(413);
    expect(response.status, shop.outputTail()).toBeLessThan(500);
  });
});

describe("error pages are never cacheable", () => {
  it("404", async () => {
    const response = await send("/th/no-such-page.html", { method: "GET" });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toMatch(/no-store|private/);
    const data = await send(`/th/no-such-page.html?_data=${encodeURIComponent("routes/$store.$")}`, { method: "GET" });
    expect(data.status).toBe(404);
    expect(data.headers.get("cache-control")).toMatch(/no-store|private/);
  });

  it("415", async () => {
    const response = await send("/th/wishlist", { contentType: "application/json", body: "{}" });
    expect(response.status).toBe(415);
    expect(response.headers.get("cache-control")).toMatch(/no-store|private/);
  });

  it("500: a backend that answers the page's query with nonsense", async () => {
    // Between a second storefront and the engine: everything passes, except the resolver's `route`
    // query, which gets an answer no Magento would give.
    const broken = http.createServer(async (req, res) => {
      const url = `${shop.origin}${req.url}`;
      if (decodeURIComponent(req.url ?? "").includes("route(")) {
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end('{"data":{"route":{"__typename":"CategoryTree","type":"CATEGORY","name":"Clothing","uid":"Mw==","breadcrumbs":7}}}');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const upstream = await fetch(url, {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)) as Array<[string, string]>),
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "application/json" }).end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
    const storefront = await startShopServer({ MAGENTO_URL: `http://127.0.0.1:${(broken.address() as net.AddressInfo).port}`, MAGENTO_TIMEOUT_MS: "5000" });
    try {
      const response = await fetch(`${storefront.origin}/th/clothing.html`);
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toMatch(/no-store|private/);
      expect(await response.text()).toContain("error-page");
    } finally {
      await storefront.stop();
      broken.close();
    }
  });
});

describe("forged honeypot", () => {
  it("a forged form time on a public form is a refused form, never a 500", async () => {
    // Whether a forged time fails to decrypt as spam or as bad UTF-8 depends on the key (the
    // server's secret): twenty values make the second kind all but certain under any key.
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      const body = new URLSearchParams({ firstname: "Somsri", lastname: "Jaidee", email: `forged${i}@example.com`, password: "Baansuan#2026", name__confirm: "", from__confirm: "x".repeat(10 + i * 7) });
      statuses.push((await send("/th/create-account", { contentType: "application/x-www-form-urlencoded", body: body.toString() })).status);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

describe("fuzz: odd writes to every form route", () => {
  it("never answers 5xx", async () => {
    // A signed-in shopper with a cart, so the account and checkout actions run past their guards.
    const signIn = await fetch(`${shop.origin}/th/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=somchai%40example.com&password=Baansuan%232026",
      redirect: "manual",
    });
    expect(signIn.status).toBe(303);
    const customer = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");

    const paths = [...FORM_ROUTES, ...OTHER_ROUTES].flatMap((route) => [`/th${route}`, `/en${route}`]);
    const withData = paths.flatMap((path) => [path, `${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(`routes/$store${path.split("?")[0]!.slice(3).replaceAll("/", ".") || "._index"}`)}`]);
    const posts = oddPosts(20261125, 40);
    const cases = withData.flatMap((path, index) => posts.map((post) => ({ path, post, cookie: index % 3 === 0 ? customer : "" })));
    // Sign-out last: it would end the customer's session for the rest.
    cases.sort((a, b) => Number(a.path.includes("sign-out")) - Number(b.path.includes("sign-out")));

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const { path, post, cookie } = cases[next++]!;
        const status = await sendOdd(path, post, cookie);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${post.method} ${path} ${post.label} -> ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    console.info(`[fuzz] ${cases.length} writes, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, 5xx: ${failures.length}`);
    expect(failures, shop.outputTail()).toEqual([]);
  }, 600_000);
});

async function sendOdd(path: string, post: OddPost, cookie: string): Promise<number> {
  const headers: Record<string, string> = {};
  if (post.contentType !== null) headers["Content-Type"] = post.contentType;
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${shop.origin}${path}`, { method: post.method, headers, body: post.body, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}
