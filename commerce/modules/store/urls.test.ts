import { describe, expect, it } from "vitest";
import type { ConfigReader } from "./configReader";
import { defaultUrlConfig, expand, normalizePublicBaseUrl, resolveStoreUrls, urlConfigPaths } from "./urls";

function readerOf(values: Record<string, string>): ConfigReader {
  return {
    getValue: async (path) => values[path] ?? null,
    getValues: async (paths) => new Map(paths.map((path) => [path, values[path] ?? null])),
    invalidate: () => undefined,
  };
}

describe("resolveStoreUrls", () => {
  it("resolves Magento's placeholders against the request origin", async () => {
    const urls = await resolveStoreUrls(readerOf(defaultUrlConfig), { storeId: 3, websiteId: 1 }, "https://shop.test");
    expect(urls).toEqual({
      baseUrl: "https://shop.test/",
      baseLinkUrl: "https://shop.test/",
      baseMediaUrl: "https://shop.test/media/",
      secureBaseUrl: "https://shop.test/",
      secureBaseLinkUrl: "https://shop.test/",
      secureBaseMediaUrl: "https://shop.test/media/",
    });
  });

  it("keeps absolute settings such as a media CDN", async () => {
    const urls = await resolveStoreUrls(
      readerOf({ ...defaultUrlConfig, [urlConfigPaths.secureBaseMediaUrl]: "https://cdn.test/media" }),
      { storeId: 3, websiteId: 1 },
      "http://localhost:3000",
    );
    expect(urls.secureBaseMediaUrl).toBe("https://cdn.test/media/");
    expect(urls.baseMediaUrl).toBe("http://localhost:3000/media/");
  });

  it("resolves against a configured absolute base URL", async () => {
    const urls = await resolveStoreUrls(readerOf(defaultUrlConfig), { storeId: 3, websiteId: 1 }, "https://shop.example/");
    expect(urls.secureBaseUrl).toBe("https://shop.example/");
    expect(urls.secureBaseMediaUrl).toBe("https://shop.example/media/");
    expect(urls.baseLinkUrl).toBe("https://shop.example/");
  });

  it("resolves against the root-relative base URL \"/\" (engine mounted on the storefront's origin)", async () => {
    const urls = await resolveStoreUrls(readerOf(defaultUrlConfig), { storeId: 3, websiteId: 1 }, "/");
    expect(urls).toEqual({
      baseUrl: "/",
      baseLinkUrl: "/",
      baseMediaUrl: "/media/",
      secureBaseUrl: "/",
      secureBaseLinkUrl: "/",
      secureBaseMediaUrl: "/media/",
    });
  });

  it("keeps an absolute media CDN when the base URL is root-relative", async () => {
    const urls = await resolveStoreUrls(
      readerOf({ ...defaultUrlConfig, [urlConfigPaths.secureBaseMediaUrl]: "https://cdn.test/media/" }),
      { storeId: 3, websiteId: 1 },
      "/",
    );
    expect(urls.secureBaseMediaUrl).toBe("https://cdn.test/media/");
    expect(urls.baseMediaUrl).toBe("/media/");
  });

  it("leaves unknown placeholders untouched", () => {
    expect(expand("{{base_url}}x{{other}}", { base_url: "a/" })).toBe("a/x{{other}}");
  });
});

describe("expand", () => {
  it("expands {{base_url}} to an absolute or root-relative base", () => {
    expect(expand("{{base_url}}media/", { base_url: "/" })).toBe("/media/");
    expect(expand("{{ base_url }}media/", { base_url: "https://shop.example/" })).toBe("https://shop.example/media/");
    expect(expand("{{secure_base_url}}media/", { secure_base_url: "/shop/" })).toBe("/shop/media/");
  });
});

describe("normalizePublicBaseUrl", () => {
  it("accepts absolute http(s) URLs and root-relative paths, ending them in a slash", () => {
    expect(normalizePublicBaseUrl("/")).toBe("/");
    expect(normalizePublicBaseUrl("/shop")).toBe("/shop/");
    expect(normalizePublicBaseUrl("https://shop.example")).toBe("https://shop.example/");
    expect(normalizePublicBaseUrl("https://shop.example/th-shop/")).toBe("https://shop.example/th-shop/");
    expect(normalizePublicBaseUrl(" http://localhost:3000/ ")).toBe("http://localhost:3000/");
  });

  it("rejects what is neither", () => {
    for (const bad of ["", "shop.example", "//cdn.example/", "ftp://shop.example/", "https://shop.example/?x=1", "/?x", "https://user:pw@shop.example/"]) {
      expect(() => normalizePublicBaseUrl(bad), bad).toThrow(/Invalid commerce engine baseUrl/);
    }
  });
});
