/**
 * The `baseUrl` option: with "/", every URL the engine emits is root-relative, whatever origin or
 * Host header a request carries (the storefront calls the engine in process with a placeholder
 * origin, and a forged Host must not end up in cached public data).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../index";
import { graphqlData } from "../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
});

afterAll(async () => {
  await engine?.close();
});

interface UrlsReply {
  storeConfig: Record<string, string>;
  availableStores: { store_code: string; secure_base_media_url: string }[];
  cmsBlocks: { items: { identifier: string; content: string }[] };
}

const URLS = `{
  storeConfig { base_url base_link_url base_media_url secure_base_url secure_base_link_url secure_base_media_url header_logo_src head_shortcut_icon }
  availableStores { store_code secure_base_media_url }
  cmsBlocks(identifiers: ["ImageSlider"]) { items { identifier content } }
}`;

describe("baseUrl: \"/\"", () => {
  it("makes store config and CMS media URLs root-relative, whatever the request's origin and Host", async () => {
    const request = new Request("http://commerce.internal/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", host: "evil.example", Store: "th" },
      body: JSON.stringify({ query: URLS }),
    });
    const response = await engine.handle(request);
    const { data } = (await response.json()) as { data: UrlsReply };

    expect(data.storeConfig).toEqual({
      base_url: "/",
      base_link_url: "/",
      base_media_url: "/media/",
      secure_base_url: "/",
      secure_base_link_url: "/",
      secure_base_media_url: "/media/",
      header_logo_src: "default/baan-suan.svg",
      head_shortcut_icon: "default/favicon.svg",
    });
    expect(data.availableStores.map((s) => s.secure_base_media_url)).toEqual(["/media/", "/media/"]);

    // The logo URL the storefront builds (media URL + "logo/" + header_logo_src) is served.
    const logo = `${data.storeConfig["secure_base_media_url"]}logo/${data.storeConfig["header_logo_src"]}`;
    expect(logo).toBe("/media/logo/default/baan-suan.svg");
    expect((await engine.handle(new Request(new URL(logo, "http://any-host.test")))).status).toBe(200);

    const content = data.cmsBlocks.items[0]?.content ?? "";
    const images = [...content.matchAll(/\\&quot;(?:desktop|mobile)_image\\&quot;:\\&quot;([^\\]+)\\&quot;/g)].map((m) => m[1] ?? "");
    expect(images).toHaveLength(10);
    for (const image of images) expect(image.startsWith("/media/wysiwyg/home/")).toBe(true);
    expect(content).not.toContain("commerce.internal");
    expect(content).not.toContain("evil.example");
  });

  it("answers the same for a GET with another origin", async () => {
    const data = await graphqlData<{ storeConfig: { secure_base_media_url: string } }>(engine, "{ storeConfig { secure_base_media_url } }", { method: "GET", store: "en" });
    expect(data.storeConfig.secure_base_media_url).toBe("/media/");
  });
});

describe("baseUrl option", () => {
  it("uses an absolute base URL as given and refuses a malformed one", async () => {
    const absolute = await startCommerceEngine({ dataDir: "memory://", baseUrl: "https://shop.example" });
    try {
      const data = await graphqlData<{ storeConfig: { secure_base_url: string; secure_base_media_url: string } }>(absolute, "{ storeConfig { secure_base_url secure_base_media_url } }");
      expect(data.storeConfig).toEqual({ secure_base_url: "https://shop.example/", secure_base_media_url: "https://shop.example/media/" });
    } finally {
      await absolute.close();
    }
    await expect(startCommerceEngine({ dataDir: "memory://", baseUrl: "shop.example" })).rejects.toThrow(/Invalid commerce engine baseUrl/);
  });
});
