import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { BrowserContext } from "@playwright/test";
import { galleryImageWidth } from "../../app/lib/pwa/listing-images";
import { WORKER_CACHES } from "../../app/lib/pwa/worker-contract";
import { expect, test, type Page } from "./fixtures";
import { createAccount, uniqueEmail } from "./journeys";

/**
 * The service worker in Debian's Chromium (the rest of the suite blocks it): installed from
 * /sw.js, precaching the build; pages kept and served when the connection goes; the offline page
 * for a page never visited; nothing about one shopper kept; sign-out forgets the visits; a new
 * version waits for the shopper's Reload. Every check reads the worker's caches from the page
 * (the Cache API is the origin's), never the worker's code.
 */
test.use({ serviceWorkers: "allow" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs JavaScript");

const CATEGORY = "/th/clothing.html";
const PRODUCT = "/th/batik-sarong-turmeric.html";
const PRODUCT_TITLE = /ผ้าถุงบาติก สีเหลืองขมิ้น/;

/** Opens `path` and waits until the worker is installed and controls the page. */
async function openWithWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The paths (with query) each of the worker's caches holds. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return result;
  });
}

/** Waits until the worker has kept `path` in `cache` (it keeps pages behind the answer). */
async function expectKept(page: Page, cache: string, path: string): Promise<void> {
  await expect.poll(async () => (await cachedPaths(page))[cache] ?? [], { timeout: 10_000 }).toContain(path);
}

async function offline(context: BrowserContext, page: Page, value: boolean): Promise<void> {
  await context.setOffline(value);
  await page.waitForFunction((online) => navigator.onLine === online, !value);
}

test("installs from /sw.js, precaches the build's scripts and styles, and keeps the Thai offline page", async ({ page, request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  await openWithWorker(page, "/th");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL("/", page.url()).href);
  const cached = await cachedPaths(page);
  const assets = cached[WORKER_CACHES.assets] ?? [];
  expect(assets.length).toBeGreaterThan(20);
  expect(assets.every((path) => /^\/assets\/.+\.(js|css)$/.test(path))).toBe(true);
  // Every script the page itself loaded is among them.
  const pageScripts = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname));
  for (const script of pageScripts) expect(assets).toContain(script);
  await expectKept(page, WORKER_CACHES.offline, "/th/offline");
  const bytes = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    let total = 0;
    for (const request of await cache.keys()) total += (await (await cache.match(request))!.arrayBuffer()).byteLength;
    return total;
  }, WORKER_CACHES.assets);
  console.info(`[service worker] precached ${assets.length} files, ${bytes} bytes (uncompressed); sw.js ${(await worker.body()).length} bytes`);
});

test("offline, a visited product page is served from the cache with the offline toast and icon, a page never visited is the Thai offline page, and the shop says when it is back online", async ({ page, context }) => {
  await openWithWorker(page, "/th");
  await page.goto(CATEGORY);
  await page.goto(PRODUCT);
  await expectKept(page, WORKER_CACHES.pages, PRODUCT);

  await offline(context, page, true);
  await page.reload();
  await expect(page).toHaveTitle(PRODUCT_TITLE);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ผ้าถุงบาติก");
  await expect(page.getByRole("alert").filter({ hasText: "คุณออฟไลน์อยู่" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("img", { name: "คุณออฟไลน์อยู่" })).toBeVisible();

  // Offline, a post is not sent and what was chosen stays (tests/e2e/failures.spec.ts has the rest).
  await page.getByRole("button", { name: "หยิบใส่ตะกร้า", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ยังไม่ได้ส่ง" })).toBeVisible();

  // A link the page follows itself (a client-side navigation) to a page never visited: the
  // browser opens it as a document, which the worker answers with the offline page.
  await page.locator('a[href="/th/contact-us"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("คุณออฟไลน์อยู่");
  await expect(page).toHaveURL(/\/th\/contact-us$/);

  await page.goto("/th/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("คุณออฟไลน์อยู่");
  await expect(page.getByRole("link", { name: "ลองอีกครั้ง" })).toBeVisible();
  // At the address asked for, so that trying again asks for that page.
  await expect(page).toHaveURL(/\/th\/sign-in$/);

  await offline(context, page, false);
  await expect(page.getByRole("status").filter({ hasText: "คุณกลับมาออนไลน์แล้ว" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("img", { name: "คุณออฟไลน์อยู่" })).toHaveCount(0);
});

test("keeps no page about one shopper, and a sign-out forgets every page and answer kept", async ({ page }) => {
  await openWithWorker(page, "/en");
  await page.goto("/en/clothing.html");
  await expectKept(page, WORKER_CACHES.pages, "/en/clothing.html");
  await createAccount(page, uniqueEmail("worker"));
  await page.goto("/en/order-history");
  await page.goto("/en/clothing.html");
  await page.goto("/en/account-information");
  const { [WORKER_CACHES.assets]: _scripts, ...answers } = await cachedPaths(page);
  const kept = Object.values(answers).flat();
  expect(kept.filter((path) => /account-information|order-history|create-account|cart|checkout/.test(path))).toEqual([]);

  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  const after = await cachedPaths(page);
  expect(after[WORKER_CACHES.pages] ?? []).toEqual([]);
  expect(after[WORKER_CACHES.data] ?? []).toEqual([]);
});

test("warms the image cache with the listing's products in the size their pages will ask", async ({ page }) => {
  await openWithWorker(page, CATEGORY);
  // The first visit posted before the worker controlled the page; a second one is heard.
  await page.goto(CATEGORY);
  // Desktop Chrome's 1280 px window at 1x: the gallery shows half of it (640 px), the tiles 320 px.
  expect(galleryImageWidth(1280, 1)).toBe(640);
  const tilePictures = await page.locator(".product-grid img").evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  const pictures = [...new Set(tilePictures)];
  expect(pictures.length).toBeGreaterThan(1);
  await expect
    .poll(async () => ((await cachedPaths(page))[WORKER_CACHES.images] ?? []).filter((path) => path.includes("width=640&height=800")).map((path) => path.split("?")[0]), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(pictures));
});

/**
 * The shop behind a proxy of the test's own on 127.0.0.1, for what Playwright's routing cannot
 * reach (the worker's own requests, and the browser's fetch of the worker's script): `deploy()`
 * plays a deployment (/sw.js answers the same worker with one more line: a new version), and
 * `slowDown(path, ms)` holds that page's answers back.
 */
async function shopBehindProxy(baseURL: string): Promise<{ origin: string; deploy(): void; slowDown(path: string, ms: number): void; close(): Promise<void> }> {
  const target = new URL(baseURL);
  let deployed = false;
  const slow = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((incoming, outgoing) => {
    const isWorker = incoming.url === "/sw.js";
    const headers: http.OutgoingHttpHeaders = { ...incoming.headers, host: target.host };
    // The whole script, every time: not compressed, never "not modified".
    if (isWorker) for (const name of ["accept-encoding", "if-none-match", "if-modified-since"]) delete headers[name];
    const forwarded = http.request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      if (!isWorker || !deployed) {
        setTimeout(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        }, slow.get(incoming.url ?? "") ?? 0);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat([...chunks, Buffer.from("\n// the next version\n")]);
        const { etag: _etag, "content-length": _length, ...rest } = answer.headers;
        outgoing.writeHead(200, { ...rest, "content-length": String(body.length) });
        outgoing.end(body);
      });
    });
    incoming.pipe(forwarded);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: () => void (deployed = true),
    slowDown: (path, ms) => void slow.set(path, ms),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test("a page the network is slow to bring comes from the kept copy after 3 seconds", async ({ page }) => {
  const shop = await shopBehindProxy(test.info().project.use.baseURL!);
  try {
    await openWithWorker(page, `${shop.origin}/th`);
    await page.goto(`${shop.origin}${PRODUCT}`);
    await expectKept(page, WORKER_CACHES.pages, PRODUCT);
    shop.slowDown(PRODUCT, 8_000);
    const started = Date.now();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ผ้าถุงบาติก");
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(3_000);
    expect(waited).toBeLessThan(6_000);
  } finally {
    await shop.close();
  }
});

test("a new version waits, says so with a Reload action, and takes over only when the shopper reloads", async ({ page, baseURL }) => {
  const shop = await shopBehindProxy(baseURL!);
  try {
    await openWithWorker(page, `${shop.origin}/en`);
    await page.goto(`${shop.origin}/en/clothing.html`);
    await expectKept(page, WORKER_CACHES.pages, "/en/clothing.html");
    await page.goto(`${shop.origin}/en`);
    shop.deploy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByRole("status").filter({ hasText: "A new version is available." });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    // Waiting, not in charge: this page keeps the version it started with.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe("installed");
    const reloaded = page.waitForEvent("load");
    await page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !registration?.waiting && registration?.active?.state === "activated";
    });
    await expect(page.getByRole("status").filter({ hasText: "A new version is available." })).toHaveCount(0);
    // Pages kept by the version before name its assets: the new one lets them go, and keeps its
    // own offline page, whose scripts and styles are all precached.
    const kept = await cachedPaths(page);
    expect(kept[WORKER_CACHES.pages] ?? []).not.toContain("/en/clothing.html");
    const offlineAssets = await page.evaluate(async (name) => {
      const html = await (await (await caches.open(name)).match("/en/offline"))!.text();
      return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    }, WORKER_CACHES.offline);
    expect(offlineAssets.length).toBeGreaterThan(0);
    for (const asset of offlineAssets) expect(kept[WORKER_CACHES.assets]).toContain(asset);
  } finally {
    await shop.close();
  }
});
