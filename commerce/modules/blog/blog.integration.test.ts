/**
 * The blog through GraphQL, on the demo blog: listings of every kind and their paging, store-view
 * separation, hidden drafts and scheduled posts, single posts with their author, categories and
 * tags, the home page's recent-posts widget, and the errors. The engine is composed over a
 * connection this file holds (system data, the demo shop, the demo blog and the search index), so tests can add
 * posts of their own.
 */
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { applyDataPatches } from "../../db/patches";
import { amastyBlogPosts, coreConfigData } from "../../db/schema";
import { demoBlogPatch } from "../../demo/blog/patch";
import { demoPosts } from "../../demo/blog/posts";
import { demoPatch } from "../../demo/patch";
import { demoIds } from "../../demo/shop";
import { createGraphQLHandler } from "../../http/graphql";
import { createRequestHandler } from "../../http/handler";
import { createMediaHandler } from "../../http/media";
import type { CommerceEngine } from "../../index";
import { createServices } from "../../services";
import { systemPatches } from "../../setup";
import { graphql, graphqlData, TEST_ORIGIN } from "../../testing/graphqlClient";
import { reindexSearch, searchIndexPatch } from "../search";
import { writeConfig } from "../store";
import { POST_STATUS } from "./postRepository";
import { saveWidget } from "./widgets";
import { insertBlogPost } from "./writer";

let connection: DatabaseConnection;
let engine: CommerceEngine;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await connection.migrate();
  await applyDataPatches(connection.db, [...systemPatches, demoPatch, demoBlogPatch, searchIndexPatch]);
  const handle = createRequestHandler({
    graphql: createGraphQLHandler(createServices(connection.db, { cacheTtlMs: 0 }), { production: false }),
    media: createMediaHandler([fileURLToPath(new URL("../../demo/media/", import.meta.url))]),
  });
  engine = { handle, close: async () => undefined };
});

afterAll(async () => {
  await connection?.close();
});

/** Thai letters (not the baht sign). */
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;
const MEDIA = `${TEST_ORIGIN}/media/amasty/blog/`;

const POST_FIELDS = `post_id title status url_key url short_content published_at created_at comment_count views
  post_thumbnail post_thumbnail_alt list_thumbnail list_thumbnail_alt author_id categories tag_ids
  author { author_id name url_key image } category_items { category_id name url_key post_count } tag_items { tag_id name url_key post_count }`;

interface Post {
  post_id: number;
  title: string;
  status: number;
  url_key: string;
  url: string;
  short_content: string;
  published_at: string;
  created_at: string;
  comment_count: number;
  views: number;
  post_thumbnail: string | null;
  post_thumbnail_alt: string | null;
  list_thumbnail: string | null;
  list_thumbnail_alt: string | null;
  author_id: number | null;
  categories: string;
  tag_ids: string;
  author: { author_id: number; name: string; url_key: string; image: string | null } | null;
  category_items: { category_id: number; name: string; url_key: string; post_count: number }[];
  tag_items: { tag_id: number; name: string; url_key: string; post_count: number }[];
  full_content?: string;
  meta_title?: string;
  meta_description?: string;
}

interface Listing {
  items: Post[];
  all_post_size: number;
  page_size: number;
}

const LIST = `query Posts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {
  amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) { all_post_size page_size items { ${POST_FIELDS} } }
}`;

async function list(store: string, variables: { type: string; entityId?: number; query?: string; page?: number }): Promise<Listing> {
  return (await graphqlData<{ amBlogPosts: Listing }>(engine, LIST, { store, method: "GET", variables })).amBlogPosts;
}

const ONE = `query Post($id: Int, $urlKey: String) { amBlogPost(id: $id, urlKey: $urlKey) { ${POST_FIELDS} full_content meta_title meta_description } }`;

async function post(store: string, variables: { id?: number; urlKey?: string }): Promise<Post> {
  return (await graphqlData<{ amBlogPost: Post }>(engine, ONE, { store, variables })).amBlogPost;
}

/** The demo's published posts, newest first (URL keys). */
const publishedKeys = demoPosts
  .filter((demo) => demo.status === "published")
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))
  .map((demo) => demo.urlKey);

async function idOf(store: string, urlKey: string): Promise<number> {
  return (await post(store, { urlKey })).post_id;
}

describe("amBlogPosts", () => {
  it("lists the published posts of the store view, newest first, nine to a page", async () => {
    const [first, second, third] = [await list("th", { type: "ALL" }), await list("th", { type: "ALL", page: 2 }), await list("th", { type: "ALL", page: 3 })];
    expect(publishedKeys).toHaveLength(12);
    expect(first).toMatchObject({ all_post_size: 12, page_size: 9 });
    expect([...first.items, ...second.items].map((item) => item.url_key)).toEqual(publishedKeys);
    expect(first.items).toHaveLength(9);
    expect(second).toMatchObject({ all_post_size: 12, page_size: 9 });
    expect(second.items).toHaveLength(3);
    expect(third).toEqual({ all_post_size: 12, page_size: 9, items: [] });
    for (const item of first.items) {
      expect(item.title).toMatch(THAI);
      expect(item.status).toBe(2);
      expect(item.url).toBe(`blog/${item.url_key}`);
    }
  });

  it("keeps the store views apart: Thai posts in th, English posts in en", async () => {
    const [th, en] = [await list("th", { type: "ALL" }), await list("en", { type: "ALL" })];
    expect(en.items.map((item) => item.url_key)).toEqual(th.items.map((item) => item.url_key));
    for (const item of en.items) expect(item.title + item.short_content).not.toMatch(THAI);
    const thaiIds = new Set(th.items.map((item) => item.post_id));
    expect(en.items.some((item) => thaiIds.has(item.post_id))).toBe(false);

    const thaiPost = th.items[0]!;
    const reply = await graphql(engine, ONE, { store: "en", variables: { id: thaiPost.post_id } });
    expect(reply.errors?.[0]).toMatchObject({
      message: `The blog post with the "${thaiPost.post_id}" ID doesn't exist.`,
      extensions: { category: "graphql-no-such-entity" },
    });
  });

  it("follows the page size setting", async () => {
    await writeConfig(connection.db, [{ path: "amblog/list/count_per_page", value: "5", scope: "stores", scopeId: demoIds.storeEn }]);
    try {
      const pages = [await list("en", { type: "ALL" }), await list("en", { type: "ALL", page: 3 })];
      expect(pages.map((page) => [page.page_size, page.items.length])).toEqual([
        [5, 5],
        [5, 2],
      ]);
      expect((await list("th", { type: "ALL" })).page_size).toBe(9);
    } finally {
      await connection.db
        .delete(coreConfigData)
        .where(and(eq(coreConfigData.path, "amblog/list/count_per_page"), eq(coreConfigData.scope, "stores"), eq(coreConfigData.scopeId, demoIds.storeEn)));
    }
  });

  it("lists a category's, a tag's and an author's posts by their ids", async () => {
    const categories = (await graphqlData<{ amBlogCategories: { items: { category_id: number; url_key: string }[] } }>(engine, "{ amBlogCategories { items { category_id url_key } } }", { store: "en" })).amBlogCategories.items;
    const crafts = categories.find((category) => category.url_key === "crafts")!;
    const craftPosts = await list("en", { type: "CATEGORY", entityId: crafts.category_id });
    expect(craftPosts.items.map((item) => item.url_key)).toEqual(["celadon-table-for-loy-krathong", "caring-for-indigo-cloth", "celadon-the-green-glaze", "indigo-dyeing-sakon-nakhon"]);
    expect(craftPosts.all_post_size).toBe(4);

    const turmeric = (await graphqlData<{ amBlogTag: { tag_id: number; name: string } }>(engine, '{ amBlogTag(urlKey: "turmeric") { tag_id name } }', { store: "th" })).amBlogTag;
    expect(turmeric.name).toBe("ขมิ้น");
    const tagged = await list("th", { type: "TAG", entityId: turmeric.tag_id });
    expect(tagged.items.map((item) => item.url_key)).toEqual(["iced-turmeric-lemongrass-tea", "golden-turmeric-rice"]);

    const somchai = (await graphqlData<{ amBlogAuthor: { author_id: number } }>(engine, '{ amBlogAuthor(urlKey: "somchai-kaewmanee") { author_id } }', { store: "en" })).amBlogAuthor;
    const byAuthor = await list("en", { type: "AUTHOR", entityId: somchai.author_id });
    // His scheduled herb garland is not among them yet.
    expect(byAuthor.items.map((item) => item.url_key)).toEqual(["growing-lemongrass-and-galangal", "garden-ready-for-rainy-season", "caring-for-kitchen-herbs"]);
  });

  it("searches the store view's posts through the search index", async () => {
    expect((await list("en", { type: "SEARCH", query: "indigo" })).items.map((item) => item.url_key)).toEqual(["caring-for-indigo-cloth", "indigo-dyeing-sakon-nakhon"]);
    expect((await list("th", { type: "SEARCH", query: "คราม" })).items.map((item) => item.url_key)).toEqual(["caring-for-indigo-cloth", "indigo-dyeing-sakon-nakhon"]);
    expect((await list("en", { type: "SEARCH", query: "celadon glaze" })).items.map((item) => item.url_key)).toContain("celadon-the-green-glaze");
    // Words of the draft and of the scheduled post find nothing.
    expect(await list("en", { type: "SEARCH", query: "khao tom" })).toMatchObject({ all_post_size: 0, items: [] });
    expect(await list("en", { type: "SEARCH", query: "rosemary" })).toMatchObject({ all_post_size: 0, items: [] });
    // English words are not in the Thai posts.
    expect((await list("th", { type: "SEARCH", query: "indigo" })).all_post_size).toBe(0);
  });

  it("lists the posts related to a post (sharing a category or a tag)", async () => {
    const related = await list("en", { type: "POST", entityId: await idOf("en", "celadon-the-green-glaze") });
    const keys = related.items.map((item) => item.url_key);
    expect(keys).not.toContain("celadon-the-green-glaze");
    expect(keys).toEqual(["celadon-table-for-loy-krathong", "caring-for-indigo-cloth", "indigo-dyeing-sakon-nakhon"]);
  });

  it("answers clear errors for bad listing arguments and unknown entities", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: "CATEGORY" }, '"entityId" should be specified for the CATEGORY listing.', "graphql-input"],
      [{ type: "CATEGORY", entityId: 9999 }, 'The blog category with the "9999" ID doesn\'t exist.', "graphql-no-such-entity"],
      [{ type: "TAG", entityId: 9999 }, 'The blog tag with the "9999" ID doesn\'t exist.', "graphql-no-such-entity"],
      [{ type: "AUTHOR", entityId: 9999 }, 'The blog author with the "9999" ID doesn\'t exist.', "graphql-no-such-entity"],
      [{ type: "POST", entityId: 9999 }, 'The blog post with the "9999" ID doesn\'t exist.', "graphql-no-such-entity"],
      [{ type: "SEARCH" }, '"query" should be specified for the SEARCH listing.', "graphql-input"],
      [{ type: "SEARCH", query: "ab" }, "Minimum Search query length is 3", "graphql-input"],
      [{ type: "ALL", page: 0 }, "page value must be greater than 0.", "graphql-input"],
    ];
    for (const [variables, message, category] of cases) {
      const reply = await graphql<{ amBlogPosts: Listing | null }>(engine, LIST, { store: "en", variables });
      expect(reply.status).toBe(200);
      expect(reply.data?.amBlogPosts ?? null).toBeNull();
      expect(reply.errors, JSON.stringify(variables)).toEqual([expect.objectContaining({ message, path: ["amBlogPosts"], extensions: { category } })]);
    }
  });
});

describe("hidden posts", () => {
  it("never shows the disabled draft or the scheduled post", async () => {
    for (const store of ["th", "en"]) {
      const keys = [...(await list(store, { type: "ALL" })).items, ...(await list(store, { type: "ALL", page: 2 })).items].map((item) => item.url_key);
      expect(keys).not.toContain("rice-soup-for-rainy-mornings");
      expect(keys).not.toContain("herb-garland-for-the-new-year");
      for (const urlKey of ["rice-soup-for-rainy-mornings", "herb-garland-for-the-new-year"]) {
        const reply = await graphql(engine, ONE, { store, variables: { urlKey } });
        expect(reply.errors?.[0]).toMatchObject({ message: `The blog post with the "${urlKey}" URL key doesn't exist.`, extensions: { category: "graphql-no-such-entity" } });
      }
    }
  });

  it("shows a scheduled post once its time has come, as published", async () => {
    const postId = await insertBlogPost(connection.db, {
      title: "Cool-season planting",
      urlKey: "cool-season-planting",
      status: POST_STATUS.scheduled,
      publishedAt: new Date(Date.now() + 86_400_000),
      storeIds: [demoIds.storeEn],
    });
    expect((await graphql(engine, ONE, { store: "en", variables: { urlKey: "cool-season-planting" } })).errors).toHaveLength(1);
    await connection.db.update(amastyBlogPosts).set({ publishedAt: new Date(Date.now() - 60_000) }).where(eq(amastyBlogPosts.postId, postId));
    expect(await post("en", { urlKey: "cool-season-planting" })).toMatchObject({ post_id: postId, status: 2 });
    expect((await list("en", { type: "ALL" })).items[0]?.url_key).toBe("cool-season-planting");
    await connection.db.delete(amastyBlogPosts).where(eq(amastyBlogPosts.postId, postId));
  });

  it("shows a post of all store views (store 0) in both, the store view's own post winning on its URL key", async () => {
    const shared = await insertBlogPost(connection.db, { title: "Shop news", urlKey: "shop-news", status: POST_STATUS.published, publishedAt: new Date("2026-11-20T00:00:00Z"), storeIds: [0] });
    const thaiOwn = await insertBlogPost(connection.db, { title: "ข่าวร้าน", urlKey: "shop-news", status: POST_STATUS.published, publishedAt: new Date("2026-11-20T00:00:00Z"), storeIds: [demoIds.storeTh] });
    try {
      expect(await post("en", { urlKey: "shop-news" })).toMatchObject({ post_id: shared, title: "Shop news" });
      expect(await post("th", { urlKey: "shop-news" })).toMatchObject({ post_id: thaiOwn, title: "ข่าวร้าน" });
      expect((await list("en", { type: "ALL" })).all_post_size).toBe(13);
    } finally {
      await connection.db.delete(amastyBlogPosts).where(eq(amastyBlogPosts.urlKey, "shop-news"));
    }
  });
});

describe("amBlogPost", () => {
  it("returns a post by URL key with its author, categories, tags, pictures and approved comment count", async () => {
    const rice = await post("en", { urlKey: "golden-turmeric-rice" });
    expect(rice).toMatchObject({
      title: "Golden turmeric rice with coconut milk",
      status: 2,
      url: "blog/golden-turmeric-rice",
      published_at: "2026-01-12 02:00:00",
      created_at: "2026-01-09 02:00:00",
      comment_count: 2,
      views: 1840,
      post_thumbnail: `${MEDIA}posts/golden-turmeric-rice.svg`,
      list_thumbnail: `${MEDIA}list/golden-turmeric-rice.svg`,
      post_thumbnail_alt: expect.stringContaining("golden turmeric rice"),
      list_thumbnail_alt: "Golden turmeric rice in a white bowl",
      meta_title: "Golden turmeric rice with coconut milk | Baan Suan Blog",
      author: { name: "Daranee Srisuk", url_key: "daranee-srisuk", image: `${MEDIA}authors/daranee-srisuk.svg` },
      category_items: [{ name: "Recipes", url_key: "recipes", post_count: 2 }],
    });
    expect(rice.tag_items.map((tag) => tag.name)).toEqual(["Thai kitchen", "Turmeric"]);
    expect(rice.categories).toBe(String(rice.category_items[0]!.category_id));
    expect(rice.tag_ids.split(",").map(Number).sort()).toEqual(rice.tag_items.map((tag) => tag.tag_id).sort());
    expect(rice.author_id).toBe(rice.author!.author_id);
    expect(await post("en", { id: rice.post_id })).toMatchObject({ url_key: "golden-turmeric-rice" });

    const thai = await post("th", { urlKey: "golden-turmeric-rice" });
    expect(thai).toMatchObject({ title: "ข้าวขมิ้นกะทิสีทอง", author: { name: "ดารณี ศรีสุข" }, category_items: [{ name: "สูตรอาหาร" }] });
    expect(thai.post_id).not.toBe(rice.post_id);
  });

  it("returns Page Builder content with its {{media}} pictures as media URLs that exist", async () => {
    const indigo = await post("en", { urlKey: "indigo-dyeing-sakon-nakhon" });
    expect(indigo.full_content).toMatch(/^<style>#html-body \[data-pb-style=[A-Z0-9]{7}\]\{/);
    expect(indigo.full_content).toContain('data-content-type="row"');
    expect(indigo.full_content).not.toContain("{{");
    const sources = [...(indigo.full_content ?? "").matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(sources)).toEqual(new Set([`${MEDIA}content/indigo-vat-steps.svg`]));
    for (const url of [...new Set(sources), indigo.post_thumbnail, indigo.list_thumbnail, indigo.author?.image]) {
      const response = await engine.handle(new Request(url!));
      expect(response.status, url!).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
    }
  });

  it("shows a post without an author as having none (the storefront's Guest)", async () => {
    expect(await post("en", { urlKey: "kitchen-compost-small-spaces" })).toMatchObject({ author_id: null, author: null });
  });

  it("answers clear errors", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ urlKey: "no-such-post" }, 'The blog post with the "no-such-post" URL key doesn\'t exist.', "graphql-no-such-entity"],
      [{ id: 999999 }, 'The blog post with the "999999" ID doesn\'t exist.', "graphql-no-such-entity"],
      [{}, "The blog post id or URL key should be specified.", "graphql-input"],
      [{ urlKey: "  " }, "The blog post id or URL key should be specified.", "graphql-input"],
    ];
    for (const [variables, message, category] of cases) {
      const reply = await graphql(engine, ONE, { store: "th", variables });
      expect(reply.errors, JSON.stringify(variables)).toEqual([expect.objectContaining({ message, path: ["amBlogPost"], extensions: { category } })]);
    }
  });
});

describe("categories, tags and authors", () => {
  it("list the categories in their order with the store view's names and post counts", async () => {
    const query = "{ amBlogCategories { items { name url_key post_count sort_order parent_id description } } }";
    const th = (await graphqlData<{ amBlogCategories: { items: { name: string; url_key: string; post_count: number }[] } }>(engine, query, { store: "th" })).amBlogCategories.items;
    expect(th.map((category) => [category.url_key, category.name, category.post_count])).toEqual([
      ["recipes", "สูตรอาหาร", 2],
      ["garden", "สวนและต้นไม้", 4],
      ["crafts", "งานฝีมือและภูมิปัญญา", 4],
      ["home-living", "บ้านน่าอยู่", 3],
    ]);
    const en = (await graphqlData<{ amBlogCategories: { items: { name: string }[] } }>(engine, query, { store: "en" })).amBlogCategories.items;
    expect(en.map((category) => category.name)).toEqual(["Recipes", "Garden", "Crafts & Traditions", "Home Living"]);
  });

  it("list the tags that have posts, by name, and the authors", async () => {
    const tags = (await graphqlData<{ amBlogTags: { items: { name: string; url_key: string; post_count: number }[] } }>(engine, "{ amBlogTags { items { name url_key post_count } } }", { store: "en" })).amBlogTags.items;
    expect(tags.map((tag) => tag.name)).toEqual([...tags.map((tag) => tag.name)].sort((a, b) => a.localeCompare(b, "en")));
    expect(tags.find((tag) => tag.url_key === "indigo")).toEqual({ name: "Indigo", url_key: "indigo", post_count: 2 });
    expect(tags.every((tag) => tag.post_count > 0)).toBe(true);

    const authors = (await graphqlData<{ amBlogAuthors: { items: { name: string; short_description: string }[] } }>(engine, "{ amBlogAuthors { items { name short_description } } }", { store: "th" })).amBlogAuthors.items;
    expect(authors.map((author) => author.name)).toEqual(["ดารณี ศรีสุข", "สมชาย แก้วมณี", "มาลัย ทองดี"]);
    expect(authors.every((author) => THAI.test(author.short_description))).toBe(true);
  });

  it("answer a category, tag or author by URL key or id, and clear errors for unknown ones", async () => {
    const category = (await graphqlData<{ amBlogCategory: { category_id: number; name: string; meta_title: string } }>(engine, '{ amBlogCategory(urlKey: "garden") { category_id name meta_title } }', { store: "en" })).amBlogCategory;
    expect(category).toMatchObject({ name: "Garden", meta_title: "Garden | Baan Suan Blog" });
    expect((await graphqlData<{ amBlogCategory: { url_key: string } }>(engine, `{ amBlogCategory(id: ${category.category_id}) { url_key } }`, { store: "th" })).amBlogCategory.url_key).toBe("garden");
    const cases: [string, string][] = [
      ['{ amBlogCategory(urlKey: "nope") { name } }', 'The blog category with the "nope" URL key doesn\'t exist.'],
      ['{ amBlogTag(urlKey: "nope") { name } }', 'The blog tag with the "nope" URL key doesn\'t exist.'],
      ["{ amBlogAuthor(id: 4242) { name } }", 'The blog author with the "4242" ID doesn\'t exist.'],
    ];
    for (const [query, message] of cases) {
      expect((await graphql(engine, query, { store: "en" })).errors?.[0]).toMatchObject({ message, extensions: { category: "graphql-no-such-entity" } });
    }
    expect((await graphql(engine, "{ amBlogTag { name } }", { store: "en" })).errors?.[0]).toMatchObject({
      message: "The blog tag id or URL key should be specified.",
      extensions: { category: "graphql-input" },
    });
  });
});

describe("amBlogRecentPostsWidget", () => {
  const WIDGET = `query Widget($id: Int!) { amBlogRecentPostsWidget(id: $id) {
    header_text posts_limit show_images display_date date_manner display_short short_limit category_id
    items { post_id title url_key url short_content published_at list_thumbnail list_thumbnail_alt post_thumbnail post_thumbnail_alt author { name } }
  } }`;

  interface Widget {
    header_text: string;
    posts_limit: number;
    category_id: number | null;
    items: { url_key: string; title: string; list_thumbnail: string; author: { name: string } | null }[];
  }

  async function widget(store: string, id: number): Promise<Widget> {
    return (await graphqlData<{ amBlogRecentPostsWidget: Widget }>(engine, WIDGET, { store, method: "GET", variables: { id } })).amBlogRecentPostsWidget;
  }

  it("answers widget 20 with its settings in the store view's language and its six newest posts", async () => {
    const [th, en] = [await widget("th", 20), await widget("en", 20)];
    const settings = { posts_limit: 6, show_images: true, display_date: true, date_manner: "date", display_short: true, short_limit: 120, category_id: null };
    expect(th).toMatchObject({ header_text: "เรื่องล่าสุดจากบล็อก", ...settings });
    expect(en).toMatchObject({ header_text: "Latest from the blog", ...settings });
    for (const found of [th, en]) expect(found.items.map((item) => item.url_key)).toEqual(publishedKeys.slice(0, 6));
    expect(th.items[0]!.title).toMatch(THAI);
    expect(en.items[0]).toMatchObject({ list_thumbnail: `${MEDIA}list/celadon-table-for-loy-krathong.svg`, author: { name: "Malai Thongdee" } });
  });

  it("limits a widget to its category", async () => {
    const garden = (await graphqlData<{ amBlogCategory: { category_id: number } }>(engine, '{ amBlogCategory(urlKey: "garden") { category_id } }')).amBlogCategory;
    await saveWidget(connection.db, { id: 21, storeId: 0, headerText: "From the garden", postsLimit: 2, showImages: false, displayDate: false, dateManner: "passed", displayShort: false, shortLimit: 80, categoryId: garden.category_id });
    const found = await widget("en", 21);
    expect(found).toMatchObject({ header_text: "From the garden", posts_limit: 2, category_id: garden.category_id });
    expect(found.items.map((item) => item.url_key)).toEqual(["kitchen-compost-small-spaces", "growing-lemongrass-and-galangal"]);
  });

  it("answers an unknown widget with a no-such-entity error", async () => {
    const reply = await graphql(engine, WIDGET, { store: "en", variables: { id: 404 } });
    expect(reply.data?.["amBlogRecentPostsWidget"] ?? null).toBeNull();
    expect(reply.errors).toEqual([
      expect.objectContaining({ message: 'The blog widget with the "404" ID doesn\'t exist.', path: ["amBlogRecentPostsWidget"], extensions: { category: "graphql-no-such-entity" } }),
    ]);
  });
});

describe("the blog in the search index", () => {
  it("indexes a new post after a blog reindex", async () => {
    const postId = await insertBlogPost(connection.db, {
      title: "Mango sticky rice",
      urlKey: "mango-sticky-rice",
      status: POST_STATUS.published,
      shortContent: "Nam dok mai mangoes and coconut cream.",
      publishedAt: new Date("2026-11-01T00:00:00Z"),
      storeIds: [demoIds.storeEn],
    });
    try {
      expect((await list("en", { type: "SEARCH", query: "mango" })).all_post_size).toBe(0);
      await reindexSearch(connection.db, { entityTypes: ["blog_post"] });
      expect((await list("en", { type: "SEARCH", query: "mango" })).items.map((item) => item.post_id)).toEqual([postId]);
    } finally {
      await connection.db.delete(amastyBlogPosts).where(eq(amastyBlogPosts.postId, postId));
      await reindexSearch(connection.db, { entityTypes: ["blog_post"] });
    }
  });
});
