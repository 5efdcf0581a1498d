import { describe, expect, it } from "vitest";
import { contentLink, originOf, resolveHref } from "~/lib/page-builder/links.server";

const context = { storeCode: "th", internalOrigins: ["https://backend.example", "https://shop.example"] };

describe("links in CMS content", () => {
  it("keeps shop links inside the app, with the store prefix", () => {
    expect(resolveHref("/returns", context)).toEqual({ href: "/th/returns", internal: true });
    expect(resolveHref("kitchen/mortars.html", context)).toEqual({ href: "/th/kitchen/mortars.html", internal: true });
    expect(resolveHref("https://backend.example/kitchen.html?color=red#top", context)).toEqual({ href: "/th/kitchen.html?color=red#top", internal: true });
    expect(resolveHref("https://shop.example/", context)).toEqual({ href: "/th", internal: true });
    expect(resolveHref("/th/returns", context)).toEqual({ href: "/th/returns", internal: true });
  });

  it("lets other sites, files and anchors load in full, and drops unsafe or unrendered links", () => {
    expect(resolveHref("https://line.me/R/ti/p/@baansuan", context)).toEqual({ href: "https://line.me/R/ti/p/@baansuan", internal: false });
    expect(resolveHref("https://backend.example/media/manual.pdf", context)).toEqual({ href: "/media/manual.pdf", internal: false });
    expect(resolveHref("mailto:hello@baansuan.example", context)).toEqual({ href: "mailto:hello@baansuan.example", internal: false });
    expect(resolveHref("#faq", context)).toEqual({ href: "#faq", internal: false });
    expect(resolveHref("javascript:alert(1)", context)).toBeNull();
    expect(resolveHref("data:text/html,x", context)).toBeNull();
    expect(resolveHref("{{widget type='Magento\\Catalog\\Block\\Category\\Widget\\Link' id_path='category/3'}}", context)).toBeNull();
    expect(resolveHref("  ", context)).toBeNull();
  });

  it("marks new-tab links and keeps the link type", () => {
    expect(contentLink("/about-us", context, { target: "_blank", linkType: "page" })).toEqual({ href: "/th/about-us", internal: true, openInNewTab: true, linkType: "page" });
    expect(contentLink("/about-us", context, { linkType: "weird" })?.linkType).toBe("default");
    expect(contentLink("", context)).toBeUndefined();
  });

  it("reads configured origins", () => {
    expect(originOf("https://magento.example/shop/")).toBe("https://magento.example");
    expect(originOf("ftp://x.example")).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
