/**
 * CMS widgets through GraphQL, on an engine mounted as the storefront mounts it (`baseUrl: "/"`):
 * the static block widget (and its recursion guard), the products list widget, the dynamic
 * blocks placeholder and `dynamicBlocks`, link widgets, unknown widgets, and the demo content that
 * uses every Page Builder content type. The file holds the connection so it can add blocks,
 * pages, dynamic blocks and settings of its own.
 */
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { applyDataPatches } from "../../db/patches";
import { catalogProductEntity, cmsBlock, cmsBlockStore, magentoBanner, magentoBannerContent } from "../../db/schema";
import { demoCatalogPatch } from "../../demo/catalog/seed";
import { demoPageIdentifiers, giveBackSkus, homePageSkus } from "../../demo/cmsPages";
import { demoCmsPagesPatch } from "../../demo/cmsPagesPatch";
import { demoPatch } from "../../demo/patch";
import { demoIds } from "../../demo/shop";
import { demoUrlRewritesPatch } from "../../demo/urlRewrites";
import { createGraphQLHandler } from "../../http/graphql";
import { createRequestHandler } from "../../http/handler";
import { createMediaHandler } from "../../http/media";
import type { CommerceEngine } from "../../index";
import { createServices } from "../../services";
import { prepareDatabase, systemPatches } from "../../setup";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { writeConfig } from "../store";
import { insertPage } from "./pages";

let connection: DatabaseConnection;
let engine: CommerceEngine;

const blockWidget = (blockId: string | number) => `{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${blockId}" type_name="CMS Static Block"}}`;
const EMPTY_BLOCK = '<div class="widget block block-static-block"></div>';

/** Page Builder's products widget over raw conditions (Magento's encoding). */
function productsWidget(conditions: Record<string, Record<string, string>>, extra = ""): string {
  const encoded = JSON.stringify(conditions).replace(/\{/g, "^[").replace(/\}/g, "^]").replace(/"/g, "`").replace(/\\/g, "|");
  return `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product/widget/content/grid.phtml" show_pager="0" ${extra} type_name="Catalog Products List" conditions_encoded="${encoded}"}}`;
}
const COMBINE = { aggregator: "all", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine", value: "1" };
const skuRule = (skus: string[]) => ({ operator: "()", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: "sku", value: skus.join(",") });

async function addBlock(identifier: string, content: string, isActive = true): Promise<number> {
  const [row] = await connection.db.insert(cmsBlock).values({ identifier, title: identifier, content, isActive }).returning({ blockId: cmsBlock.blockId });
  await connection.db.insert(cmsBlockStore).values({ blockId: row!.blockId, storeId: 0 });
  return row!.blockId;
}

let disabledBlockId: number;

/** The engine over a database, mounted with `baseUrl: "/"` as server.ts mounts it. */
function composeEngine(db: DatabaseConnection["db"]): CommerceEngine {
  const handle = createRequestHandler({
    graphql: createGraphQLHandler(createServices(db, { cacheTtlMs: 0 }), { production: false, baseUrl: "/" }),
    media: createMediaHandler([fileURLToPath(new URL("../../demo/media/", import.meta.url))]),
  });
  return { handle, close: async () => undefined };
}

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  disabledBlockId = await addBlock("switched-off", "<p>Hidden</p>", false);
  await addBlock("loop-a", `<p>A</p>${blockWidget("loop-b")}`);
  await addBlock("loop-b", `<p>B</p>${blockWidget("loop-a")}`);
  await addBlock("loop-self", `<p>S</p>${blockWidget("loop-self")}`);
  await addBlock(
    "widget-host",
    `<p>Before</p>${blockWidget("shipping-promise")}${blockWidget(disabledBlockId)}${blockWidget("no-such-block")}{{widget type="Vendor\\Module\\Block\\Widget\\Unknown" foo="bar"}}<img src="{{media url=wysiwyg/a.svg}}"><p>After</p>`,
  );
  await addBlock(
    "links",
    `<a href="{{widget type='Magento\\Catalog\\Block\\Category\\Widget\\Link' id_path='category/16' template='Magento_PageBuilder::widget/link_href.phtml' type_name='Catalog Category Link' }}">Kitchen</a>` +
      `<a href="{{widget type='Magento\\Catalog\\Block\\Category\\Widget\\Link' id_path='category/99999' template='Magento_PageBuilder::widget/link_href.phtml' type_name='Catalog Category Link' }}">Gone</a>`,
  );
  await insertPage(connection.db, {
    identifier: "widget-test",
    title: "Widgets",
    storeIds: [0],
    content:
      `<div data-content-type="products" data-appearance="grid" data-element="main">${productsWidget({ "1": COMBINE, "1--1": skuRule(["BS-HL-004", "BS-HL-001", "BS-CL-001-WHITE-XS", "BS-WB-002", "NO-SUCH-SKU"]) }, 'products_count="10" sort_order="position_by_sku"')}</div>` +
      `<div data-content-type="products" data-appearance="grid" data-element="main">${productsWidget({ "1": COMBINE, "1--1": { operator: "==", type: "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product", attribute: "category_ids", value: "16" } }, 'products_count="3" sort_order="position"')}</div>`,
  });
  await connection.db.insert(magentoBanner).values([
    { bannerId: 50, name: "Everywhere", types: "footer", isEnabled: true },
    { bannerId: 51, name: "Switched off", types: "content", isEnabled: false },
  ]);
  await connection.db.insert(magentoBannerContent).values([
    { bannerId: 50, storeId: 0, bannerContent: '<p>For every store view</p><img src="{{media url=wysiwyg/b.svg}}">' },
    { bannerId: 51, storeId: 0, bannerContent: "<p>Off</p>" },
  ]);
  engine = composeEngine(connection.db);
});

afterAll(async () => {
  await connection?.close();
});

interface BlocksReply {
  cmsBlocks: { items: ({ identifier: string; content: string } | null)[] };
}

async function blockContent(identifier: string, store: string): Promise<string> {
  const data = await graphqlData<BlocksReply>(engine, "query B($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }", { store, variables: { ids: [identifier] } });
  return data.cmsBlocks.items[0]?.content ?? "";
}

async function pageContent(identifier: string, store: string): Promise<string> {
  const data = await graphqlData<{ cmsPage: { content: string } }>(engine, "query P($id: String) { cmsPage(identifier: $id) { content } }", { store, method: "GET", variables: { id: identifier } });
  return data.cmsPage.content;
}

/** The products a products widget lists: name link URL, name and the amounts of its price box. */
function listedProducts(html: string): { href: string; name: string; amounts: string[] }[] {
  return [...html.matchAll(/<li class="product-item">([\s\S]*?)<\/li>/g)].map((item) => {
    const body = item[1] ?? "";
    const link = /<strong class="product-item-name"><a title="[^"]*" href="([^"]+)" class="product-item-link">([^<]+)<\/a><\/strong>/.exec(body);
    return { href: link?.[1] ?? "", name: link?.[2] ?? "", amounts: [...body.matchAll(/data-price-amount="([^"]+)"/g)].map((m) => m[1] ?? "") };
  });
}

describe("the CMS static block widget", () => {
  it("puts the block's content, rendered for the store view, in Magento's wrapper; a missing or disabled block leaves it empty", async () => {
    const en = await blockContent("widget-host", "en");
    const th = await blockContent("widget-host", "th");
    expect(en.startsWith('<p>Before</p><div class="widget block block-static-block"><style>#html-body [data-pb-style=')).toBe(true);
    expect(en).toContain("The Baan Suan promise");
    expect(en).not.toContain("สัญญาจากบ้านสวน");
    expect(th).toContain("สัญญาจากบ้านสวน");
    expect(en).toContain(`</div></div>${EMPTY_BLOCK}${EMPTY_BLOCK}<img src="/media/wysiwyg/a.svg"><p>After</p>`);
  });

  it("stops a block that includes itself, directly or through another block", async () => {
    expect(await blockContent("loop-self", "en")).toBe(`<p>S</p><div class="widget block block-static-block"><p>S</p>${EMPTY_BLOCK}</div>`);
    expect(await blockContent("loop-a", "th")).toBe(
      `<p>A</p><div class="widget block block-static-block"><p>B</p><div class="widget block block-static-block"><p>A</p>${EMPTY_BLOCK}</div></div>`,
    );
  });

  it("leaves out an unknown widget without a trace of its directive", async () => {
    const content = await blockContent("widget-host", "en");
    expect(content).not.toContain("{{");
    expect(content).not.toContain("Unknown");
  });
});

describe("link widgets", () => {
  it("render a category's URL in the store view, and nothing for a category that does not exist", async () => {
    expect(await blockContent("links", "en")).toBe('<a href="/kitchen.html">Kitchen</a><a href="">Gone</a>');
  });
});

describe("the products list widget", () => {
  it("lists the home page's four SKUs in order, with their URLs and prices, in each store view's language", async () => {
    const en = listedProducts(await pageContent("home", "en"));
    expect(en.map((product) => product.href)).toEqual(["/organic-cotton-t-shirt.html", "/celadon-vase-sage.html", "/granite-mortar-and-pestle-6-inch.html", "/holy-basil-plant.html"]);
    expect(en.map((product) => product.name)).toEqual(["Organic cotton T-shirt", "Celadon vase – Sage", "Granite mortar and pestle, 6-inch", "Holy basil plant"]);
    expect(en[1]?.amounts).toEqual(["890"]);
    expect(en[2]?.amounts).toEqual(["440", "590"]);
    expect(homePageSkus).toHaveLength(4);

    const home = await pageContent("home", "th");
    const th = listedProducts(home);
    expect(th.map((product) => product.href)).toEqual(en.map((product) => product.href));
    expect(th[3]?.name).toBe("ต้นกะเพรา");
    expect(home).toContain('<span class="price-label">ราคาพิเศษ</span>');
    expect(home).toContain('<span class="price">฿440.00</span>');
  });

  it("shows the give-back carousel's six products as Page Builder's carousel list", async () => {
    const content = await pageContent("give-back", "en");
    expect(content).toContain('<ol class="product-items widget-product-carousel">');
    expect(listedProducts(content)).toHaveLength(giveBackSkus.length);
  });

  it("lists only enabled products visible in the catalogue, and sold-out ones only when the shop shows them", async () => {
    await connection.db.update(catalogProductEntity).set({ status: 2 }).where(eq(catalogProductEntity.sku, "BS-WB-002"));
    try {
      // The demo shows sold-out products (show_out_of_stock = 1): the sold-out cushion cover is listed.
      const firstWidget = async () => listedProducts((await pageContent("widget-test", "en")).split('data-content-type="products"')[1] ?? "").map((product) => product.href);
      expect(await firstWidget()).toEqual([
        "/mudmee-silk-cushion-cover-red.html",
        "/mudmee-silk-cushion-cover-mangosteen.html",
      ]);
      await writeConfig(connection.db, [{ path: "cataloginventory/options/show_out_of_stock", value: "0" }]);
      // Without the sold-out one; never the variant (visibility 1), the disabled balm or an unknown SKU.
      expect(await firstWidget()).toEqual(["/mudmee-silk-cushion-cover-mangosteen.html"]);
    } finally {
      await writeConfig(connection.db, [{ path: "cataloginventory/options/show_out_of_stock", value: "1" }]);
      await connection.db.update(catalogProductEntity).set({ status: 1 }).where(eq(catalogProductEntity.sku, "BS-WB-002"));
    }
  });

  it("lists a category's products in the category's order", async () => {
    const widgetLists = (await pageContent("widget-test", "en")).split('data-content-type="products"');
    const byCategory = listedProducts(widgetLists[2] ?? "");
    const listing = await graphqlData<{ products: { items: { url_key: string }[] } }>(
      engine,
      '{ products(filter: { category_id: { eq: "16" } }, pageSize: 3, sort: { position: ASC }) { items { url_key } } }',
      { store: "en" },
    );
    expect(byCategory.map((product) => product.href)).toEqual(listing.products.items.map((item) => `/${item.url_key}.html`));
    expect(byCategory).toHaveLength(3);
  });
});

interface DynamicBlocksReply {
  dynamicBlocks: { items: { uid: string; content: { html: string } }[]; page_info: { current_page: number; page_size: number; total_pages: number }; total_count: number };
}
const DYNAMIC_BLOCKS = `query D($input: DynamicBlocksFilterInput, $pageSize: Int, $currentPage: Int) {
  dynamicBlocks(input: $input, pageSize: $pageSize, currentPage: $currentPage) { items { uid content { html } } page_info { current_page page_size total_pages } total_count }
}`;

describe("dynamic blocks", () => {
  it("leave Magento's placeholder in the page, naming the blocks by uid for the store view", async () => {
    for (const [store, storeId] of [["en", demoIds.storeEn], ["th", demoIds.storeTh]] as const) {
      const content = await pageContent("home", store);
      expect(content).toContain(
        `<div data-content-type="dynamic_block" data-appearance="default" data-element="main" data-pb-style="`,
      );
      expect(content).toContain(
        `<div class="widget block block-banners" data-bind="scope: 'banner'" data-banner-id="1" data-types="" data-display-mode="fixed" data-ids="1" data-rotate="" data-store-id="${storeId}" data-uids="MQ==">`,
      );
    }
  });

  it("answer dynamicBlocks by uid with the store view's content", async () => {
    const input = { type: "SPECIFIED", dynamic_block_uids: ["MQ=="] };
    const en = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input } });
    const th = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "th", variables: { input } });
    expect(en.dynamicBlocks).toMatchObject({ total_count: 1, page_info: { current_page: 1, page_size: 20, total_pages: 1 } });
    expect(en.dynamicBlocks.items.map((item) => item.uid)).toEqual(["MQ=="]);
    expect(en.dynamicBlocks.items[0]?.content.html).toContain("Rainy season is growing season");
    expect(en.dynamicBlocks.items[0]?.content.html).toContain('data-content-type="row"');
    expect(th.dynamicBlocks.items[0]?.content.html).toContain("หน้าฝนนี้ ต้นไม้โตไว");
  });

  it("fall back to the all-store-views content with its directives rendered, and skip disabled blocks", async () => {
    const data = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "th", variables: { input: { type: "SPECIFIED", dynamic_block_uids: ["NTA=", "NTE="] } } });
    expect(data.dynamicBlocks.items).toEqual([{ uid: "NTA=", content: { html: '<p>For every store view</p><img src="/media/wysiwyg/b.svg">' } }]);
    const all = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input: { type: "SPECIFIED" } } });
    expect(all.dynamicBlocks.items.map((item) => item.uid)).toEqual(["MQ==", "NTA="]);
  });

  it("filter by location and page as Magento's collection does", async () => {
    const footer = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input: { type: "SPECIFIED", locations: ["FOOTER"] } } });
    expect(footer.dynamicBlocks.items.map((item) => item.uid)).toEqual(["NTA="]);
    const second = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input: { type: "SPECIFIED" }, pageSize: 1, currentPage: 2 } });
    expect(second.dynamicBlocks).toMatchObject({ total_count: 2, page_info: { current_page: 2, page_size: 1, total_pages: 2 } });
    expect(second.dynamicBlocks.items.map((item) => item.uid)).toEqual(["NTA="]);
    const past = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input: { type: "SPECIFIED" }, pageSize: 1, currentPage: 9 } });
    expect(past.dynamicBlocks.page_info.current_page).toBe(2);
  });

  it("answer nothing for price-rule related blocks, which need rules the shop does not have", async () => {
    for (const type of ["CART_PRICE_RULE_RELATED", "CATALOG_PRICE_RULE_RELATED"]) {
      const data = await graphqlData<DynamicBlocksReply>(engine, DYNAMIC_BLOCKS, { store: "en", variables: { input: { type } } });
      expect(data.dynamicBlocks).toEqual({ items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 }, total_count: 0 });
    }
  });

  it("answer Magento's errors for bad paging, a bad uid and a missing type", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ input: { type: "SPECIFIED" }, pageSize: 0 }, "pageSize value must be greater than 0."],
      [{ input: { type: "SPECIFIED" }, currentPage: 0 }, "currentPage value must be greater than 0."],
      [{ input: { type: "SPECIFIED", dynamic_block_uids: ["not a uid"] } }, 'Value of uid "not a uid" is incorrect.'],
      [{}, "Incorrect value of input.type"],
    ];
    for (const [variables, message] of cases) {
      const reply = await graphql(engine, DYNAMIC_BLOCKS, { store: "en", variables });
      expect(reply.errors, message).toEqual([expect.objectContaining({ message, extensions: { category: "graphql-input" } })]);
    }
  });
});

/** The content types the storefront's CMS renderer knows (docs/spec-map.md), every one of which the demo pages use. */
const CONTENT_TYPES = [
  "row", "column", "column-group", "column-line", "image", "heading", "text", "tabs", "tab-item", "buttons", "button-item", "block",
  "dynamic_block", "products", "amblog_widget", "html", "divider", "video", "map", "banner", "slider", "slide",
];

describe("the demo content", () => {
  it("uses every Page Builder content type across the demo pages, most of them on the home page", async () => {
    for (const store of ["th", "en"]) {
      const used = new Set<string>();
      for (const identifier of demoPageIdentifiers) {
        for (const match of (await pageContent(identifier, store)).matchAll(/data-content-type="([^"]+)"/g)) used.add(match[1] ?? "");
      }
      expect(CONTENT_TYPES.filter((type) => !used.has(type)), store).toEqual([]);
      const home = await pageContent("home", store);
      for (const type of ["row", "heading", "text", "buttons", "products", "banner", "dynamic_block", "image", "amblog_widget", "block", "divider", "html"]) {
        expect(home, `${store} home: ${type}`).toContain(`data-content-type="${type}"`);
      }
      expect(home).toContain('data-content-type="row" data-appearance="full-bleed" data-enable-parallax="1"');
      expect(home).toContain('<div data-content-type="amblog_widget" data-appearance="default" data-element="main" data-widget-id="20"');
      expect(home).toContain('data-link-type="category"');
      expect(home).toContain('href="/kitchen.html"');
      expect(home).toContain('target="_blank"');
      expect(home).not.toContain("{{");
      const service = await pageContent("customer-service", store);
      expect(service).toMatch(/data-content-type="tabs" data-appearance="default" data-active-tab="0"/);
      expect(service).toContain(store === "th" ? "เชียงใหม่" : "Chiang Mai");
    }
  });
});

describe("the Page Builder content patch", () => {
  it("brings a database seeded before it to the current demo content", async () => {
    const older = await connectDatabase({ dataDir: "memory://" });
    try {
      await older.migrate();
      await applyDataPatches(older.db, [...systemPatches, demoPatch, demoUrlRewritesPatch, demoCatalogPatch, demoCmsPagesPatch]);
      // As it was before: the demo blocks without shipping-promise, no dynamic block.
      await older.db.delete(cmsBlock).where(inArray(cmsBlock.identifier, ["shipping-promise"]));
      await older.db.execute(`update cms_page set content = '<p>old</p>' where identifier = 'home'`);
      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toContain("demo/page-builder-content");
      const olderEngine = composeEngine(older.db);
      const home = await graphqlData<{ cmsPage: { content: string } }>(olderEngine, '{ cmsPage(identifier: "home") { content } }', { store: "en" });
      expect(home.cmsPage.content).toContain("The Baan Suan promise");
      expect(home.cmsPage.content).toContain('data-uids="MQ=="');
      const blocks = await graphqlData<DynamicBlocksReply>(olderEngine, DYNAMIC_BLOCKS, { store: "th", variables: { input: { type: "SPECIFIED" } } });
      expect(blocks.dynamicBlocks.total_count).toBe(1);
      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
