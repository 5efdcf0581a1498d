import { describe, expect, it } from "vitest";
import { cachingRule, evictions, isPrivatePath, mayKeep, mayPrefetchImages, precachedAssets, storeOfPath, type RequestFacts } from "./caching-rules";

const ORIGIN = "https://shop.example";
const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({ method: "GET", url: `${ORIGIN}${path}`, mode: "cors", destination: "", ...facts });
const page = (path: string) => get(path, { mode: "navigate", destination: "document" });

describe("cachingRule", () => {
  it("answers hashed assets from the cache, images and GraphQL GETs stale-while-revalidate", () => {
    expect(cachingRule(get("/assets/root-AbC123.js"), ORIGIN)).toBe("asset");
    expect(cachingRule(get("/media/catalog/product/a/b/bag.jpg?width=640", { destination: "image" }), ORIGIN)).toBe("image");
    expect(cachingRule(get("/media/catalog/category/tops.webp", { destination: "image" }), ORIGIN)).toBe("image");
    expect(cachingRule(get("/graphql?query=%7BstoreConfig%7Bcode%7D%7D"), ORIGIN)).toBe("data");
  });

  it("takes public pages network first, and their loader data too", () => {
    expect(cachingRule(page("/th"), ORIGIN)).toBe("page");
    expect(cachingRule(page("/en/batik-sarong-turmeric.html"), ORIGIN)).toBe("page");
    expect(cachingRule(get("/en/clothing.html?_data=routes%2F%24store.%24"), ORIGIN)).toBe("page-data");
  });

  it("keeps nothing of account, cart, checkout and payment pages, whatever they say", () => {
    for (const path of ["/th/cart", "/th/checkout", "/en/account-information", "/en/order-history/000000012", "/th/creditcard/complete", "/th/sign-in", "/en/wishlist", "/en/customer/account/createPassword"]) {
      expect(cachingRule(page(path), ORIGIN), path).toBe("private-page");
      expect(cachingRule(get(`${path}?_data=x`), ORIGIN), path).toBe("network");
    }
  });

  it("sends POSTs, other origins and other files straight to the network", () => {
    expect(cachingRule({ ...page("/th/cart"), method: "POST" }, ORIGIN)).toBe("network");
    expect(cachingRule({ ...get("/graphql"), method: "POST" }, ORIGIN)).toBe("network");
    expect(cachingRule(page("/th"), "https://other.example")).toBe("network");
    expect(cachingRule(get("/th/manifest.webmanifest"), ORIGIN)).toBe("network");
    expect(cachingRule(get("/sw.js"), ORIGIN)).toBe("network");
    expect(cachingRule(get("/media/wysiwyg/banner.jpg", { destination: "image" }), ORIGIN)).toBe("network");
  });
});

describe("isPrivatePath", () => {
  it("reads the section after the store code", () => {
    expect(isPrivatePath("/th/checkout")).toBe(true);
    expect(isPrivatePath("/th/cart-accessories.html")).toBe(false);
    expect(isPrivatePath("/cart")).toBe(false);
  });
});

describe("mayKeep", () => {
  const response = (cacheControl: string | null, status = 200, type = "basic") => ({ status, type, headers: new Headers(cacheControl ? { "Cache-Control": cacheControl } : {}) });
  const anonymousPage = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

  it("keeps a page or data only when anyone may keep it", () => {
    expect(mayKeep("page", response(anonymousPage))).toBe(true);
    expect(mayKeep("page-data", response(anonymousPage))).toBe(true);
    expect(mayKeep("page", response("private, no-store"))).toBe(false);
    expect(mayKeep("page", response(null))).toBe(false);
    expect(mayKeep("data", response("max-age=60"))).toBe(false);
    expect(mayKeep("data", response("public, no-store"))).toBe(false);
  });

  it("keeps images and assets unless told not to, and never an error, a redirect or an opaque answer", () => {
    expect(mayKeep("image", response("max-age=86400"))).toBe(true);
    expect(mayKeep("image", response(null))).toBe(true);
    expect(mayKeep("image", response("no-store"))).toBe(false);
    expect(mayKeep("image", response("Private"))).toBe(false);
    expect(mayKeep("image", response(null, 0, "opaque"))).toBe(false);
    expect(mayKeep("asset", response(null, 404))).toBe(false);
    expect(mayKeep("page", response(anonymousPage, 0, "opaqueredirect"))).toBe(false);
    expect(mayKeep("private-page", response(anonymousPage))).toBe(false);
    expect(mayKeep("network", response(anonymousPage))).toBe(false);
  });
});

describe("evictions", () => {
  const entry = (url: string, storedAt: number, bytes = 10) => ({ url, storedAt, bytes });

  it("lets the oldest go once there are too many entries", () => {
    expect(evictions([entry("c", 3), entry("a", 1), entry("b", 2)], { entries: 2, bytes: 1000 })).toEqual(["a"]);
  });

  it("lets the oldest go once the bytes are over, whatever the count", () => {
    expect(evictions([entry("new", 3, 600), entry("old", 1, 300), entry("mid", 2, 300)], { entries: 10, bytes: 1000 })).toEqual(["old"]);
  });

  it("keeps everything within both caps", () => {
    expect(evictions([entry("a", 1), entry("b", 2)], { entries: 2, bytes: 20 })).toEqual([]);
  });
});

describe("precachedAssets", () => {
  it("takes the build's hashed scripts and styles only", () => {
    expect(precachedAssets(["/assets/root-a1.js", "/assets/app-b2.css", "/assets/font-c3.woff2", "/favicon.svg", "/sw.js", "/icons/icon-192.png"])).toEqual([
      "/assets/root-a1.js",
      "/assets/app-b2.css",
    ]);
  });
});

describe("storeOfPath", () => {
  it("is the first segment when it looks like a store code", () => {
    expect(storeOfPath("/th/clothing.html")).toBe("th");
    expect(storeOfPath("/en")).toBe("en");
    expect(storeOfPath("/")).toBeUndefined();
    expect(storeOfPath("/Th%20x/")).toBeUndefined();
  });
});

describe("mayPrefetchImages", () => {
  it("prefetches on a fast connection that saves no data and is not a mobile network", () => {
    expect(mayPrefetchImages({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(mayPrefetchImages({ effectiveType: "4g", saveData: false, type: "wifi" })).toBe(true);
  });

  it("does not when data is saved, the connection is slow or metered, or the browser does not say", () => {
    expect(mayPrefetchImages({ effectiveType: "4g", saveData: true })).toBe(false);
    expect(mayPrefetchImages({ effectiveType: "3g" })).toBe(false);
    expect(mayPrefetchImages({ effectiveType: "4g", type: "cellular" })).toBe(false);
    expect(mayPrefetchImages(undefined)).toBe(false);
  });
});
