/**
 * cmsPage and CMS page routing through GraphQL. The engine is composed over a connection this file
 * holds, so it can add a disabled page and a page shown only in the English store view.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { demoPageIdentifiers } from "../../demo/cmsPages";
import { demoIds } from "../../demo/shop";
import { createGraphQLHandler } from "../../http/graphql";
import { createRequestHandler } from "../../http/handler";
import { createMediaHandler } from "../../http/media";
import type { CommerceEngine } from "../../index";
import { createServices } from "../../services";
import { applyDataPatches } from "../../db/patches";
import { demoCatalogPatch } from "../../demo/catalog/seed";
import { demoPatch } from "../../demo/patch";
import { demoUrlRewritesPatch } from "../../demo/urlRewrites";
import { prepareDatabase, systemPatches } from "../../setup";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { regenerateCmsPageUrlRewrites } from "./pageUrlRewrites";
import { listForStore } from "../url-rewrite";
import { insertPage } from "./pages";
import { sql } from "drizzle-orm";
import { reindexSearch } from "../search";
import { queryRows } from "../../db/bulk";

let connection: DatabaseConnection;
let engine: CommerceEngine;
let disabledId: number;
let englishOnlyId: number;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  disabledId = await insertPage(connection.db, { identifier: "winter-sale", title: "Winter Sale", content: "<p>Over</p>", isActive: false, storeIds: [0] });
  englishOnlyId = await insertPage(connection.db, { identifier: "english-only", title: "English only", content: "<p>Hello</p>", storeIds: [demoIds.storeEn] });
  await regenerateCmsPageUrlRewrites(connection.db);
  const handle = createRequestHandler({
    graphql: createGraphQLHandler(createServices(connection.db, { cacheTtlMs: 0 }), { production: false }),
    media: createMediaHandler([fileURLToPath(new URL("../../demo/media/", import.meta.url))]),
  });
  engine = { handle, close: async () => undefined };
});

afterAll(async () => {
  await connection?.close();
});

const PAGE_FIELDS = "identifier url_key title content content_heading meta_title meta_description meta_keywords page_layout relative_url redirect_code type";
const BY_IDENTIFIER = `query Page($identifier: String) { cmsPage(identifier: $identifier) { ${PAGE_FIELDS} } }`;
const BY_ID = `query Page($id: Int) { cmsPage(id: $id) { identifier title } }`;

/** Thai letters (the baht sign ฿ is in the Thai block too, and English copy uses it). */
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

interface Page {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  content_heading: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  page_layout: string | null;
  relative_url: string | null;
  redirect_code: number;
  type: string;
}

async function page(identifier: string, store: string): Promise<Page> {
  return (await graphqlData<{ cmsPage: Page }>(engine, BY_IDENTIFIER, { store, method: "GET", variables: { identifier } })).cmsPage;
}

describe("cmsPage", () => {
  it("serves every demo page in Thai in th and in English in en, as Page Builder HTML", async () => {
    for (const identifier of demoPageIdentifiers) {
      const [th, en] = [await page(identifier, "th"), await page(identifier, "en")];
      for (const found of [th, en]) {
        expect(found).toMatchObject({ identifier, url_key: identifier, relative_url: identifier, redirect_code: 0, type: "CMS_PAGE" });
        expect(found.content).toMatch(/^<style>#html-body \[data-pb-style=[A-Z0-9]{7}\]\{/);
        expect(found.content).toContain('data-content-type="row"');
        expect(found.meta_title).toBeTruthy();
        expect(found.page_layout).toBe(identifier === "home" ? "cms-full-width" : "1column");
      }
      expect(th.title).toMatch(THAI);
      expect(th.content).toMatch(THAI);
      expect(en.title).not.toMatch(THAI);
      expect(en.content).not.toMatch(THAI);
    }
  });

  it("answers about-us with its own text per store view", async () => {
    const th = await page("about-us", "th");
    const en = await page("about-us", "en");
    expect(th).toMatchObject({ title: "เกี่ยวกับเรา", content_heading: "เกี่ยวกับบ้านสวน", meta_title: "เกี่ยวกับเรา | บ้านสวน" });
    expect(en).toMatchObject({ title: "About Us", content_heading: "About Baan Suan", meta_title: "About Us | Baan Suan" });
    expect(th.content).toContain("ซอยสุขุมวิท 31");
    expect(en.content).toContain("Soi Sukhumvit 31");
    expect(en.content).toContain('data-content-type="column-group"');
    expect(en.content).toContain('href="/our-story"');
  });

  it("renders {{media}} directives as media URLs that exist", async () => {
    const story = await page("our-story", "en");
    expect(story.content).not.toContain("{{");
    const sources = [...story.content.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(sources).toEqual([`${TEST_ORIGIN}/media/wysiwyg/pages/our-story.svg`, `${TEST_ORIGIN}/media/wysiwyg/pages/our-story.svg`]);
    for (const url of new Set([...sources, `${TEST_ORIGIN}/media/wysiwyg/pages/give-back.svg`])) {
      expect((await engine.handle(new Request(url))).status, url).toBe(200);
    }
  });

  it("finds a page by id, whatever the store view, as Magento's getById", async () => {
    const en = await page("english-only", "en");
    expect(en.title).toBe("English only");
    const th = await graphqlData<{ cmsPage: { identifier: string } }>(engine, BY_ID, { store: "th", variables: { id: englishOnlyId } });
    expect(th.cmsPage.identifier).toBe("english-only");
  });

  it("answers Magento's errors for unknown, disabled and unassigned pages", async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [BY_IDENTIFIER, { identifier: "no-such-page" }, "th", 'The CMS page with the "no-such-page" ID doesn\'t exist.'],
      [BY_IDENTIFIER, { identifier: "" }, "en", 'The CMS page with the "" ID doesn\'t exist.'],
      [BY_IDENTIFIER, { identifier: "winter-sale" }, "en", 'The CMS page with the "winter-sale" ID doesn\'t exist.'],
      [BY_IDENTIFIER, { identifier: "english-only" }, "th", 'The CMS page with the "english-only" ID doesn\'t exist.'],
      [BY_ID, { id: 999999 }, "en", 'The CMS page with the "999999" ID doesn\'t exist.'],
      [BY_ID, { id: 0 }, "en", 'The CMS page with the "0" ID doesn\'t exist.'],
      [BY_ID, { id: disabledId }, "en", "No such entity."],
    ];
    for (const [query, variables, store, message] of cases) {
      const reply = await graphql<{ cmsPage: Page | null }>(engine, query, { store, variables });
      expect(reply.status).toBe(200);
      expect(reply.data?.cmsPage).toBeNull();
      expect(reply.errors, JSON.stringify(variables)).toEqual([
        expect.objectContaining({ message, path: ["cmsPage"], extensions: { category: "graphql-no-such-entity" } }),
      ]);
    }
  });

  it("asks for an id or identifier with Magento's message", async () => {
    const reply = await graphql(engine, "{ cmsPage { title } }");
    expect(reply.errors?.[0]).toMatchObject({ message: '"Page id/identifier should be specified', extensions: { category: "graphql-input" } });
  });
});

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CmsPage { identifier title url_key content_heading }
  }
}`;

interface Routed {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: string;
  identifier?: string;
  title?: string;
}

async function route(url: string, store: string): Promise<Routed | null> {
  return (await graphqlData<{ route: Routed | null }>(engine, ROUTE, { store, method: "GET", variables: { url } })).route;
}

describe("CMS page URLs", () => {
  it("are one rewrite per page and store view, the identifier without suffix", async () => {
    const rows = await listForStore(connection.db, demoIds.storeTh, "cms-page");
    const canonical = rows.filter((row) => row.redirectType === 0).map((row) => row.requestPath);
    expect(canonical.sort()).toEqual([...demoPageIdentifiers, "winter-sale"].sort());
    const aboutUs = rows.find((row) => row.requestPath === "about-us");
    expect(aboutUs?.targetPath).toBe(`cms/page/view/page_id/${aboutUs?.entityId}`);
    expect(rows.filter((row) => row.redirectType === 301).map((row) => [row.requestPath, row.targetPath])).toEqual([["about", "about-us"]]);
  });

  it("route a page's URL to the CmsPage", async () => {
    expect(await route("about-us", "th")).toEqual({
      __typename: "CmsPage",
      relative_url: "about-us",
      redirect_code: 0,
      type: "CMS_PAGE",
      identifier: "about-us",
      title: "เกี่ยวกับเรา",
      url_key: "about-us",
      content_heading: "เกี่ยวกับบ้านสวน",
    });
    expect(await route("/privacy-policy", "en")).toMatchObject({ __typename: "CmsPage", relative_url: "privacy-policy", title: "Privacy Policy" });
  });

  it("answer the old URL with a 301 to the page's URL", async () => {
    for (const [store, title] of [["th", "เกี่ยวกับเรา"], ["en", "About Us"]] as const) {
      expect(await route("about", store)).toMatchObject({ __typename: "CmsPage", relative_url: "about-us", redirect_code: 301, type: "CMS_PAGE", title });
    }
    const legacy = await graphqlData<{ urlResolver: { type: string; redirectCode: number; relative_url: string } }>(
      engine,
      'query { urlResolver(url: "about") { type redirectCode relative_url } }',
      { store: "en" },
    );
    expect(legacy.urlResolver).toEqual({ type: "CMS_PAGE", redirectCode: 301, relative_url: "about-us" });
  });

  it("route \"/\" to the store view's home page", async () => {
    expect(await route("/", "en")).toMatchObject({ __typename: "CmsPage", identifier: "home", relative_url: "home", title: "Home" });
    expect(await route("/", "th")).toMatchObject({ identifier: "home", title: "หน้าแรก" });
  });

  it("are not routable for a disabled page or in a store view the page is not shown in", async () => {
    expect(await route("winter-sale", "en")).toBeNull();
    expect(await route("english-only", "th")).toBeNull();
    expect(await route("english-only", "en")).toMatchObject({ __typename: "CmsPage", title: "English only" });
  });

  it("cover every footer link that is a CMS page", async () => {
    const footer = await graphqlData<{ cmsBlocks: { items: { content: string }[] } }>(
      engine,
      'query { cmsBlocks(identifiers: ["footer-links-desktop"]) { items { content } } }',
      { store: "en" },
    );
    const hrefs = [...(footer.cmsBlocks.items[0]?.content ?? "").matchAll(/href="\/([^"]+)"/g)].map((match) => match[1] ?? "");
    const unresolved: string[] = [];
    for (const href of hrefs) if (!(await route(href, "en"))) unresolved.push(href);
    // The others are the storefront's own pages (contact-us and email-signup among them).
    expect(unresolved.sort()).toEqual(["contact-us", "create-account", "email-signup", "order-history"]);
  });
});


describe("the demo pages patch", () => {
  it("gives the pages to a database seeded before it existed", async () => {
    const older = await connectDatabase({ dataDir: "memory://" });
    try {
      await older.migrate();
      await applyDataPatches(older.db, [...systemPatches, demoPatch, demoUrlRewritesPatch, demoCatalogPatch]);
      expect(await listForStore(older.db, demoIds.storeEn, "cms-page")).toEqual([]);
      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toEqual(expect.arrayContaining(["demo/cms-pages", "demo/page-builder-content"]));
      expect(await listForStore(older.db, demoIds.storeEn, "cms-page")).toHaveLength(demoPageIdentifiers.length + 1);
      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toEqual([]);
    } finally {
      await older.close();
    }
  });
});

/** An engine over another database than this file's. */
function engineOver(db: DatabaseConnection): CommerceEngine {
  const handle = createRequestHandler({
    graphql: createGraphQLHandler(createServices(db.db, { cacheTtlMs: 0 }), { production: false }),
    media: createMediaHandler([fileURLToPath(new URL("../../demo/media/", import.meta.url))]),
  });
  return { handle, close: async () => undefined };
}

async function routeIn(target: CommerceEngine, url: string, store: string): Promise<Routed | null> {
  return (await graphqlData<{ route: Routed | null }>(target, ROUTE, { store, method: "GET", variables: { url } })).route;
}

/** Whether the search index holds words of a store view's page. */
async function indexedForSearch(db: DatabaseConnection, identifier: string, storeId: number): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(db.db, sql`
    select count(*)::int as count from search_posting p
    where p.store_id = ${storeId} and p.entity_type = 'cms_page'
      and exists (select 1 from cms_page c join cms_page_store s on s.page_id = c.page_id
                  where c.identifier = ${identifier} and s.store_id = ${storeId} and c.page_id = any(p.entity_ids))`);
  return (row?.count ?? 0) > 0;
}

describe("the help page patch", () => {
  it("gives the Help page, routable and found by search, to a database whose CMS pages came before it", async () => {
    const older = await connectDatabase({ dataDir: "memory://" });
    try {
      await prepareDatabase(older, { seedDemo: true });
      // As the database was before the page existed: the pages patch had run without it.
      await older.db.execute(sql`delete from url_rewrite where entity_type = 'cms-page' and request_path = 'help'`);
      await older.db.execute(sql`delete from cms_page where identifier = 'help'`);
      await older.db.execute(sql`delete from engine_data_patch where patch_name = 'demo/help-page'`);
      await reindexSearch(older.db, { entityTypes: ["cms_page"] });
      const olderEngine = engineOver(older);
      expect(await routeIn(olderEngine, "help", "en")).toBeNull();

      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toEqual(["demo/help-page"]);
      expect(await routeIn(olderEngine, "help", "en")).toMatchObject({ __typename: "CmsPage", identifier: "help", title: "Help" });
      expect(await routeIn(olderEngine, "help", "th")).toMatchObject({ identifier: "help", title: "ช่วยเหลือ" });
      const found = await graphqlData<{ cmsPage: { title: string } }>(olderEngine, BY_IDENTIFIER, { store: "th", method: "GET", variables: { identifier: "help" } });
      expect(found.cmsPage.title).toBe("ช่วยเหลือ");
      expect(await indexedForSearch(older, "help", demoIds.storeTh)).toBe(true);
      expect(await indexedForSearch(older, "help", demoIds.storeEn)).toBe(true);
      expect((await prepareDatabase(older, { seedDemo: true })).appliedPatches).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
