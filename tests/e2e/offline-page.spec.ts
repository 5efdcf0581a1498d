import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const TEXTS = {
  th: {
    heading: "คุณออฟไลน์อยู่",
    message: "ไม่สามารถโหลดหน้านี้ได้ เนื่องจากอุปกรณ์ของคุณไม่ได้เชื่อมต่ออินเทอร์เน็ต โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง",
    retry: "ลองอีกครั้ง",
    saved: "หน้าที่เปิดได้แม้ออฟไลน์",
    none: "ยังไม่มีหน้าที่บันทึกไว้ในอุปกรณ์นี้ หน้าที่คุณเปิดขณะออนไลน์จะถูกเก็บไว้ที่นี่ เพื่อให้เปิดดูได้แม้ออฟไลน์",
  },
  en: {
    heading: "You are offline",
    message: "This page could not be loaded because your device is not connected to the internet. Check your connection and try again.",
    retry: "Try again",
    saved: "Pages you can open offline",
    none: "No pages are saved on this device yet. Pages you visit while online are kept here so you can open them offline.",
  },
} as const;

/** The service worker's pages cache (app/lib/pwa/worker-contract.ts). */
const PAGES_CACHE = "shop-pages-v1";

/**
 * Puts page copies in the worker's pages cache from the page, as the service worker does when a
 * shopper visits them: HTML with the server's `Date` header.
 */
async function cachePages(page: Page, copies: Array<{ path: string; title: string; date: string }>) {
  await page.evaluate(
    async ({ name, copies }) => {
      const cache = await caches.open(name);
      for (const copy of copies) {
        const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${copy.title}</title></head><body></body></html>`;
        await cache.put(copy.path, new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", Date: copy.date } }));
      }
    },
    { name: PAGES_CACHE, copies },
  );
}

for (const store of ["th", "en"] as const) {
  test(`/${store}/offline says the shopper is offline in the store's language, with a retry link and the saved pages' section`, async ({ page }) => {
    const texts = TEXTS[store];
    const response = await page.goto(`/${store}/offline`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${texts.heading} - ${store === "th" ? "บ้านสวน" : "Baan Suan"}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(texts.heading);
    await expect(main.getByText(texts.message)).toBeVisible();
    await expect(main.getByRole("link", { name: texts.retry })).toHaveAttribute("href", `/${store}`);
    await expect(main.getByRole("heading", { level: 2, name: texts.saved })).toBeVisible();
    // Nothing cached in this fresh browser: with JS as without it, none are saved yet.
    await expect(main.getByText(texts.none)).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectAccessible(page);
  });
}

// Without JS it is a plain link; with JS, on the offline page's own address a reload would only show it again.
test("on the offline page's own address, Try again opens the store's home page", async ({ page }) => {
  await page.goto("/en/offline", { waitUntil: "networkidle" });
  await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("with JS, the list shows the store view's saved pages, newest first, titled as links, and not the other store view's", async ({ page }) => {
  test.skip(!jsOn(), "the saved pages are read from the worker's cache by JavaScript");
  await page.goto("/th/offline", { waitUntil: "networkidle" });
  await cachePages(page, [
    { path: "/th/batik-sarong-turmeric.html", title: "ผ้าซิ่นบาติก สีขมิ้น - บ้านสวน", date: "Thu, 26 Nov 2026 09:00:00 GMT" },
    { path: "/en/batik-sarong-turmeric.html", title: "Batik sarong – Turmeric - Baan Suan", date: "Thu, 26 Nov 2026 10:00:00 GMT" },
    { path: "/th/offline", title: "คุณออฟไลน์อยู่ - บ้านสวน", date: "Thu, 26 Nov 2026 10:30:00 GMT" },
    // Untrusted text: markup in a cached title is shown as text, never made into elements.
    { path: "/th/blog", title: "&lt;img src=x onerror=&quot;document.title=1&quot;&gt; บล็อก - บ้านสวน", date: "Thu, 26 Nov 2026 11:00:00 GMT" },
  ]);
  await page.reload({ waitUntil: "networkidle" });
  const saved = page.getByRole("region", { name: "หน้าที่เปิดได้แม้ออฟไลน์" });
  const links = saved.getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText('<img src=x onerror="document.title=1"> บล็อก');
  await expect(links.nth(0)).toHaveAttribute("href", "/th/blog");
  await expect(links.nth(1)).toHaveText("ผ้าซิ่นบาติก สีขมิ้น");
  await expect(links.nth(1)).toHaveAttribute("href", "/th/batik-sarong-turmeric.html");
  await expect(saved.locator("img")).toHaveCount(0);
  await expect(saved.getByText(TEXTS.th.none)).toHaveCount(0);
  await expectAccessible(page);

  // The English offline page lists the English copy only.
  await page.goto("/en/offline", { waitUntil: "networkidle" });
  const english = page.getByRole("region", { name: "Pages you can open offline" }).getByRole("link");
  await expect(english).toHaveCount(1);
  await expect(english).toHaveText("Batik sarong – Turmeric");

  // A listed page opens as a whole page (the worker answers it from its copy).
  await page.goto("/th/offline", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "ผ้าซิ่นบาติก สีขมิ้น" }).click();
  await expect(page).toHaveURL(/\/th\/batik-sarong-turmeric\.html$/);
});

test("with JS, shown in place of a page that could not load, it stays the offline page and Try again asks for that page again", async ({ page }) => {
  test.skip(!jsOn(), "the reload is JavaScript's");
  // What the service worker does offline: a page it has no copy of is answered with its copy of the
  // offline page, at the address the shopper asked for; the page's data requests fail.
  const offline = await page.request.get("/en/offline");
  const headers = { "Content-Type": offline.headers()["content-type"]!, "Content-Security-Policy": offline.headers()["content-security-policy"]! };
  const body = await offline.text();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let documentRequests = 0;
  await page.route("**/en/never-visited.html*", async (route) => {
    if (new URL(route.request().url()).searchParams.has("_data")) return route.abort("internetdisconnected");
    documentRequests += 1;
    return route.fulfill({ status: 200, headers, body });
  });
  await page.goto("/en/never-visited.html", { waitUntil: "networkidle" });
  // Hydrated (the page keeps the asked-for address once it has), still the offline page.
  await expect(page).toHaveURL(/\/en\/never-visited\.html$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(main.getByText(TEXTS.en.none)).toBeVisible();
  await expectAccessible(page);
  await main.getByRole("link", { name: "Try again" }).click();
  await expect.poll(() => documentRequests).toBe(2);
  await expect(page).toHaveURL(/\/en\/never-visited\.html$/);
  expect(errors).toEqual([]);
});
