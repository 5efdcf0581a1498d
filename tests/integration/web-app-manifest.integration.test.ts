import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as manifestLoader } from "~/routes/$store.manifest[.]webmanifest";
import { useDemoShop } from "./engine-context";
import { startShopServer, type ShopServer } from "./shop-server";

const shop = useDemoShop();

const manifestOf = (store: string) =>
  manifestLoader({ request: new Request(`https://shop.example/${store}/manifest.webmanifest`), params: { store }, context: shop.context });

describe("a store view's web app manifest", () => {
  it("is the Thai app on /th: the store's Thai name, Thai texts, opening on the Thai home page", async () => {
    const manifest = await (await manifestOf("th")).json();
    expect(manifest).toMatchObject({
      id: "/th",
      name: "บ้านสวน – ช้อปออนไลน์",
      short_name: "บ้านสวน",
      lang: "th-TH",
      dir: "ltr",
      start_url: "/th",
      scope: "/",
      display: "standalone",
      theme_color: "#0f3d3e",
      background_color: "#ffffff",
    });
  });

  it("is the English app on /en", async () => {
    const manifest = await (await manifestOf("en")).json();
    expect(manifest).toMatchObject({ id: "/en", name: "Baan Suan – shop online", short_name: "Baan Suan", lang: "en-US", start_url: "/en" });
  });

  it("is served as a manifest that anyone may cache, without touching the shopper's session", async () => {
    const response = await manifestOf("en");
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=3600\b/);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("the installable shop on the production server", () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer({}, { engine: true });
  });
  afterAll(() => server?.stop());

  it.each(["th", "en"])("links /%s's pages to its manifest, the iOS icon and the title bar colour, and the CSP lets the manifest load", async (store) => {
    const page = await fetch(`${server.origin}/${store}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="manifest" href="/${store}/manifest.webmanifest"/>`);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" sizes="180x180"/>');
    expect(html).toContain('<meta name="theme-color" content="#0f3d3e"/>');
    expect(page.headers.get("Content-Security-Policy")).toContain("manifest-src 'self'");
  });

  it("serves every icon the manifest names, as a PNG of the size it says", async () => {
    const response = await fetch(`${server.origin}/th/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    const { icons } = (await response.json()) as { icons: Array<{ src: string; sizes: string; type: string }> };
    const served = [...icons, { src: "/icons/apple-touch-icon-180.png", sizes: "180x180", type: "image/png" }];
    for (const icon of served) {
      const file = await fetch(new URL(icon.src, server.origin));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("Content-Type"), icon.src).toBe(icon.type);
      const { width, height, format } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });
});

describe("the manifest while the backend is down", () => {
  let server: ShopServer;
  beforeAll(async () => {
    // A refused connection is answered at once; the budget is wide so that a busy machine's slow
    // first request is not taken for the backend's timeout (504), which is not this case.
    server = await startShopServer({ MAGENTO_TIMEOUT_MS: "5000" });
  });
  afterAll(() => server?.stop());

  // A bare 503, not the shop's error page: only a browser asks for it, and keeps the manifest it had.
  it("is a bare 503 to try again later, which no cache keeps in place of the real one", async () => {
    const response = await fetch(`${server.origin}/en/manifest.webmanifest`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("");
  });
});
