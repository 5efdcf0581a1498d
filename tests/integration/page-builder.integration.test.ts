import { shopFor } from "~/lib/shop/shop.server";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { loadCmsBlocks } from "~/lib/cms-blocks.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { loadPageBuilderContent } from "~/lib/page-builder/load.server";
import { nodesOfType, plainTextOf } from "~/lib/page-builder/tree";
import type { CmsContent, PageBuilderNode } from "~/lib/page-builder/types";
import { loader as resolverLoader } from "~/routes/$store.$";
import { loader as storeLoader } from "~/routes/$store";
import { useDemoShop } from "./engine-context";
import { log } from "../../logging/logger";

const shop = useDemoShop();

const resolve = async (url: string, ctx = shop.context) => {
  const { pathname } = new URL(url, "http://shop.test");
  const [, store = "", ...rest] = pathname.split("/");
  const response = await resolverLoader({ request: new Request(`http://shop.test${url}`), params: { store, "*": rest.join("/") }, context: ctx });
  return response.json();
};

/** A CMS page's loaded content, through the resolver route as the shop serves it. */
async function pageContent(url: string, ctx = shop.context): Promise<CmsContent> {
  const data = await resolve(url, ctx);
  if (data.kind !== "cms-page") throw new Error(`${url} is not a CMS page`);
  return data.page.content as CmsContent;
}

/** Raw content of a CMS page straight from the engine (the home page has its own route). */
async function rawPage(identifier: string, store: string): Promise<string> {
  const response = await shop.engine.handle(
    new Request("http://engine.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", Store: store },
      body: JSON.stringify({ query: `{ cmsPage(identifier: "${identifier}") { content } }` }),
    }),
  );
  const body = (await response.json()) as { data: { cmsPage: { content: string } } };
  return body.data.cmsPage.content;
}

const types = (nodes: readonly PageBuilderNode[]): string[] => {
  const seen = new Set<string>();
  const visit = (list: readonly PageBuilderNode[]) => {
    for (const node of list) {
      seen.add(node.type);
      if ("children" in node) visit(node.children);
    }
  };
  visit(nodes);
  return [...seen].sort();
};

describe("demo CMS pages through the resolver route", () => {
  it("renders About Us as Page Builder sections in each store view's language", async () => {
    const en = await pageContent("/en/about-us");
    expect(en.document.pageBuilder).toBe(true);
    expect(nodesOfType(en.document.children, "heading").map((heading) => heading.text)).toEqual(expect.arrayContaining(["What we choose", "Who makes it"]));
    expect(nodesOfType(en.document.children, "column").length).toBeGreaterThanOrEqual(3);
    const buttons = nodesOfType(en.document.children, "button-item");
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => !button.link?.internal || button.link.href.startsWith("/en/"))).toBe(true);
    const th = await pageContent("/th/about-us");
    expect(plainTextOf(th.document)).toMatch(/[\u0E00-\u0E7F]/);
    expect(nodesOfType(th.document.children, "button-item").filter((button) => button.link?.internal).every((button) => button.link?.href.startsWith("/th/"))).toBe(true);
  });

  it("gives Customer Service its FAQ tabs and its shops' map", async () => {
    const content = await pageContent("/en/customer-service");
    const [tabs] = nodesOfType(content.document.children, "tabs");
    expect(tabs?.headers.length).toBeGreaterThan(1);
    expect(tabs?.children.every((item) => item.tabName && item.children.length > 0)).toBe(true);
    const [map] = nodesOfType(content.document.children, "map");
    expect(map?.locations.length).toBeGreaterThan(0);
    expect(map?.locations[0]?.name).not.toBe("");
  });

  it("loads the products a products list names as tiles", async () => {
    const content = await pageContent("/en/give-back");
    const [list] = nodesOfType(content.document.children, "products");
    expect(list?.urlKeys.length).toBeGreaterThan(0);
    for (const key of list?.urlKeys ?? []) {
      expect(content.data.products[key]).toMatchObject({ href: expect.stringMatching(/^\/en\/.+\.html$/), price: { final: { currency: "THB" } } });
    }
  });

  it("shows pictures, banners, video and sliders of Our Story", async () => {
    const content = await pageContent("/en/our-story");
    expect(types(content.document.children)).toEqual(expect.arrayContaining(["banner", "image", "slider", "slide", "video", "divider"]));
    const [image] = nodesOfType(content.document.children, "image");
    expect(image?.desktopImage).toMatch(/^\/media\/wysiwyg\//);
    expect(image?.alt).not.toBe("");
  });

  it("loads the home page content's dynamic block, blog widget and CMS block, and leaves out what is hidden", async () => {
    const html = await rawPage("home", "en");
    const content = await loadPageBuilderContent(await shopFor({ request: new Request("http://shop.test/en"), context: shop.context }), html);
    expect(types(content.document.children)).toEqual(
      expect.arrayContaining(["amblog_widget", "banner", "block", "divider", "dynamic_block", "html", "products", "row"]),
    );
    const [dynamic] = nodesOfType(content.document.children, "dynamic_block");
    expect(content.data.dynamicBlocks[dynamic?.key ?? ""]?.length).toBeGreaterThan(0);
    const [widget] = nodesOfType(content.document.children, "amblog_widget");
    const posts = content.data.blogWidgets[String(widget?.widgetId)]?.posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[0]?.href).toMatch(/^\/en\/blog\/[\w-]+$/);
    expect(plainTextOf(content.document, 100_000)).not.toMatch(/Songkran break/);
    expect(JSON.stringify(content)).not.toContain("{{");
  });

  it("degrades only the section whose query fails", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const failing: AppLoadContext = {
      ...shop.context,
      backend: inProcessBackend(async (request) => {
        const query = new URL(request.url).searchParams.get("query") ?? "";
        if (query.includes("dynamicBlocks")) {
          return Response.json({ errors: [{ message: 'Cannot query field "dynamicBlocks" on type "Query".', extensions: { category: "graphql" } }] });
        }
        return shop.engine.handle(request);
      }),
    };
    const content = await loadPageBuilderContent(await shopFor({ request: new Request("http://shop.test/en"), context: failing }), await rawPage("home", "en"));
    expect(Object.keys(content.data.dynamicBlocks)).toEqual([]);
    expect(Object.keys(content.data.products).length).toBeGreaterThan(0);
    expect(Object.keys(content.data.blogWidgets).length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.stringContaining("dynamicBlocks") }), expect.stringContaining("dynamic block"));
    warn.mockRestore();
  });
});

describe("CMS blocks", () => {
  it("gives the shell's plain menu and footer blocks as HTML rendered once, in the store view's language", async () => {
    const response = await storeLoader({ request: new Request("http://shop.test/en"), params: { store: "en" }, context: shop.context });
    const { shell } = await response.json();
    const { footerDesktop, menu } = shell.blocks;
    if (footerDesktop.kind !== "blocks" || menu.kind !== "blocks") throw new Error("expected the demo's shell blocks");
    const footer = footerDesktop.blocks[0];
    if (!footer || !("html" in footer)) throw new Error("expected the footer's plain HTML");
    expect(footer.html).toContain('href="/en/about-us"');
    expect(footer.html).toContain('class="pb-row');
    expect(menu.blocks[0]?.identifier).toBe("menu-block");
    // The same content again is the same string, not rendered anew.
    const again = (await (await storeLoader({ request: new Request("http://shop.test/en"), params: { store: "en" }, context: shop.context })).json()).shell.blocks.footerDesktop;
    expect(again.kind === "blocks" && again.blocks[0]).toEqual({ identifier: "footer-links-desktop", html: footer.html });
  });

  it("loads a block with lively parts (products, slider) for the renderer, as before", async () => {
    const found = await loadCmsBlocks(await shopFor({ request: new Request("http://shop.test/en"), context: shop.context }), ["ImageSlider"]);
    if (found.kind !== "blocks" || !found.blocks[0]) throw new Error("expected the demo's slider block");
    const block = found.blocks[0];
    if (!("content" in block)) throw new Error("a slider is not plain content");
    expect(nodesOfType(block.content.document.children, "slide").length).toBeGreaterThan(0);
  });

  it("answers a failed query with the backend's message, and no blocks with none", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const missing = await loadCmsBlocks(await shopFor({ request: new Request("http://shop.test/en"), context: shop.context }), ["no-such-block"]);
    expect(missing).toEqual({ kind: "error", message: 'The CMS block with the "no-such-block" ID doesn\'t exist.' });
    warn.mockRestore();
    const found = await loadCmsBlocks(await shopFor({ request: new Request("http://shop.test/th"), context: shop.context }), ["footer-links-mobile", "footer-links-desktop"]);
    expect(found.kind === "blocks" && found.blocks.map((block) => block.identifier)).toEqual(["footer-links-mobile", "footer-links-desktop"]);
  });
});

describe("category and product descriptions", () => {
  it("renders a category's description and keeps its words for the meta description", async () => {
    const data = await resolve("/en/clothing.html");
    if (data.kind !== "category") throw new Error("expected a category");
    expect(data.category.description.document.children.length).toBeGreaterThan(0);
    expect(data.category.descriptionText).toMatch(/cotton/i);
  });

  it("renders a product's Page Builder description", async () => {
    const data = await resolve("/en/organic-cotton-t-shirt.html");
    if (data.kind !== "product") throw new Error("expected a product");
    expect(data.product.description.document.pageBuilder).toBe(true);
    expect(data.product.descriptionText).not.toBe("");
  });
});
