import { describe, expect, it } from "vitest";
import { translatorFor } from "~/lib/i18n.server";
import { manifestHref, webAppManifest } from "./web-app-manifest";

describe("a store view's web app manifest", () => {
  it("names the Thai app in Thai and opens it on the Thai home page", async () => {
    const manifest = webAppManifest({ code: "th", storeName: "บ้านสวน", locale: "th_TH", dir: "ltr" }, await translatorFor("th"));
    expect(manifest).toMatchObject({
      id: "/th",
      name: "บ้านสวน – ช้อปออนไลน์",
      short_name: "บ้านสวน",
      lang: "th-TH",
      dir: "ltr",
      start_url: "/th",
      scope: "/",
      display: "standalone",
    });
    expect(manifest.description).toContain("บ้านสวน");
  });

  it("names the English app in English and opens it on the English home page", async () => {
    const manifest = webAppManifest({ code: "en", storeName: "Baan Suan", locale: "en_US", dir: "ltr" }, await translatorFor("en"));
    expect(manifest).toMatchObject({ id: "/en", name: "Baan Suan – shop online", short_name: "Baan Suan", lang: "en-US", start_url: "/en" });
  });

  it("paints the design's colours and offers plain and maskable icons at 192 and 512 px", async () => {
    const manifest = webAppManifest({ code: "en", storeName: "Baan Suan", locale: "en_US", dir: "ltr" }, await translatorFor("en"));
    expect(manifest.theme_color).toBe("#0f3d3e");
    expect(manifest.background_color).toBe("#ffffff");
    const offered = manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.type}`);
    expect(offered.sort()).toEqual(["any 192x192 image/png", "any 512x512 image/png", "maskable 192x192 image/png", "maskable 512x512 image/png"]);
  });

  it("is served inside its store view", () => {
    expect(manifestHref("th")).toBe("/th/manifest.webmanifest");
  });
});
