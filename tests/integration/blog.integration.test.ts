/**
 * The blog's route loaders against the embedded engine's demo blog: listings of every kind with
 * their pages, headings and sidebar, a post in Thai with its Buddhist-era date, 404s for unknown
 * keys, hidden posts and a backend that cannot be reached.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as postLoader } from "~/routes/$store.blog.$post";
import { loader as homeLoader } from "~/routes/$store.blog._index";
import { loader as subjectLoader } from "~/routes/$store.blog.$kind.$key";
import { loader as searchLoader } from "~/routes/$store.blog.search";
import { thrownResponse, unreachableContext, useDemoShop } from "./engine-context";

const shop = useDemoShop();

const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

/** The subject listings' route as it answers one kind (the `$kind` segment of its URL). */
const subject =
  (kind: string): typeof homeLoader =>
  (loaderArgs) =>
    subjectLoader({ ...loaderArgs, params: { ...loaderArgs.params, kind } });
const categoryLoader = subject("category");
const tagLoader = subject("tag");
const authorLoader = subject("author");

function args(url: string, params: Record<string, string> = {}, ctx = shop.context): LoaderFunctionArgs {
  const [, store = ""] = new URL(url, "http://shop.test").pathname.split("/");
  return { request: new Request(`http://shop.test${url}`), params: { store, ...params }, context: ctx };
}

async function listing(loader: typeof homeLoader, url: string, params: Record<string, string> = {}) {
  const response = await loader(args(url, params));
  expect(response.status).toBe(200);
  return (await response.json()).listing;
}

async function post(url: string, key: string, ctx = shop.context) {
  const response = await postLoader(args(url, { post: key }, ctx));
  expect(response.status).toBe(200);
  return (await response.json()).post;
}

describe("blog listings", () => {
  it("lists the Thai posts newest first on the Thai blog home, nine to a page, with the sidebar", async () => {
    const page = await listing(homeLoader, "/th/blog");
    expect(page).toMatchObject({ kind: "all", heading: "บล็อกบ้านสวน", blogTitle: "บล็อกบ้านสวน", path: "/blog", page: 1, totalPages: 2, totalCount: 12, state: "ok", breadcrumbs: [] });
    expect(page.posts).toHaveLength(9);
    expect(page.posts[0]).toMatchObject({
      title: "จัดโต๊ะเซลาดอนในคืนลอยกระทง",
      href: "/th/blog/celadon-table-for-loy-krathong",
      date: { iso: "2026-11-05T11:00:00.000Z", label: "5 พฤศจิกายน 2569" },
      author: { name: "มาลัย ทองดี", href: "/th/blog/author/malai-thongdee" },
      image: { src: "/media/amasty/blog/list/celadon-table-for-loy-krathong.svg", alt: "โต๊ะเซลาดอนกับกระทงใต้แสงจันทร์" },
      showAuthor: true,
      commentCount: 1,
    });
    for (const card of page.posts) expect(card.title).toMatch(THAI);
    expect(page.sidebar.categories.map((category: { name: string }) => category.name)).toEqual(["สูตรอาหาร", "สวนและต้นไม้", "งานฝีมือและภูมิปัญญา", "บ้านน่าอยู่"]);
    expect(page.sidebar.categories[1]).toEqual({ name: "สวนและต้นไม้", href: "/th/blog/category/garden", postCount: 4 });
    expect(page.sidebar.tags.length).toBeGreaterThan(5);
    expect(page.metaTitle).toBe("บล็อกบ้านสวน – เรื่องบ้าน ครัว และสวน");
  });

  it("pages with ?page= and sends a page past the last to the last one", async () => {
    const second = await listing(homeLoader, "/en/blog?page=2");
    expect(second).toMatchObject({ page: 2, totalPages: 2, heading: "Baan Suan Blog" });
    expect(second.posts.map((card: { href: string }) => card.href)).toEqual([
      "/en/blog/indigo-dyeing-sakon-nakhon",
      "/en/blog/caring-for-kitchen-herbs",
      "/en/blog/golden-turmeric-rice",
    ]);
    const past = await thrownResponse(() => homeLoader(args("/en/blog?page=7")));
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/en/blog?page=2");
    // A page number that is not one is page 1.
    expect((await listing(homeLoader, "/en/blog?page=abc")).page).toBe(1);
  });

  it("lists a tag's posts under \"Posts tagged …\"", async () => {
    const page = await listing(tagLoader, "/en/blog/tag/indigo", { key: "indigo" });
    expect(page).toMatchObject({ kind: "tag", heading: "Posts tagged Indigo", path: "/blog/tag/indigo", totalCount: 2 });
    expect(page.breadcrumbs).toEqual([{ name: "Baan Suan Blog", href: "/en/blog" }]);
    expect(page.posts.map((card: { href: string }) => card.href)).toEqual(["/en/blog/caring-for-indigo-cloth", "/en/blog/indigo-dyeing-sakon-nakhon"]);
    const thai = await listing(tagLoader, "/th/blog/tag/indigo", { key: "indigo" });
    expect(thai.heading).toBe("บทความที่ติดแท็ก คราม");
  });

  it("lists a category's posts with its description and an author's under \"More from …\"", async () => {
    const category = await listing(categoryLoader, "/en/blog/category/crafts", { key: "crafts" });
    expect(category).toMatchObject({ heading: "Crafts & Traditions", totalCount: 4, metaTitle: "Crafts & Traditions | Baan Suan Blog" });
    expect(category.description).toContain("indigo cloth, celadon");
    const author = await listing(authorLoader, "/en/blog/author/somchai-kaewmanee", { key: "somchai-kaewmanee" });
    expect(author).toMatchObject({ heading: "More from Somchai Kaewmanee", totalCount: 3, image: { src: "/media/amasty/blog/authors/somchai-kaewmanee.svg" } });
    expect(author.posts.every((card: { author: { name: string } | null }) => card.author?.name === "Somchai Kaewmanee")).toBe(true);
  });

  it("searches the posts, and explains a missing or too short text", async () => {
    const found = await listing(searchLoader, "/en/blog/search?query=indigo");
    expect(found).toMatchObject({ kind: "search", heading: "Search results for “indigo”", query: "indigo", state: "ok", totalCount: 2 });
    const thai = await listing(searchLoader, "/th/blog/search?query=%E0%B8%82%E0%B8%A1%E0%B8%B4%E0%B9%89%E0%B8%99");
    expect(thai.posts.map((card: { href: string }) => card.href)).toEqual(["/th/blog/iced-turmeric-lemongrass-tea", "/th/blog/golden-turmeric-rice"]);
    expect(await listing(searchLoader, "/en/blog/search?query=ab")).toMatchObject({ state: "too-short", posts: [], query: "ab" });
    expect(await listing(searchLoader, "/en/blog/search")).toMatchObject({ state: "no-query", heading: "Search the blog", posts: [] });
    expect(await listing(searchLoader, "/en/blog/search?query=zzzzzzzz")).toMatchObject({ state: "ok", posts: [], totalCount: 0 });
  });

  it("answers 404 for unknown categories, tags and authors", async () => {
    for (const [loader, key] of [
      [categoryLoader, "no-such-category"],
      [tagLoader, "no-such-tag"],
      [authorLoader, "nobody"],
      [subject("recipes"), "rice"],
    ] as const) {
      const response = await thrownResponse(() => loader(args(`/en/blog/x/${key}`, { key })));
      expect(response.status).toBe(404);
    }
  });
});

describe("blog post", () => {
  it("shows a Thai post with its Buddhist-era date, author, categories, tags, content and related posts", async () => {
    const rice = await post("/th/blog/golden-turmeric-rice", "golden-turmeric-rice");
    expect(rice).toMatchObject({
      title: "ข้าวขมิ้นกะทิสีทอง",
      path: "/th/blog/golden-turmeric-rice",
      date: { iso: "2026-01-12T02:00:00.000Z", label: "12 มกราคม 2569" },
      author: { name: "ดารณี ศรีสุข", href: "/th/blog/author/daranee-srisuk", image: "/media/amasty/blog/authors/daranee-srisuk.svg" },
      categories: [{ name: "สูตรอาหาร", href: "/th/blog/category/recipes", postCount: 2 }],
      image: { src: "/media/amasty/blog/posts/golden-turmeric-rice.svg" },
      commentCount: 2,
      metaTitle: "ข้าวขมิ้นกะทิสีทอง | บล็อกบ้านสวน",
      breadcrumbs: [
        { name: "บล็อกบ้านสวน", href: "/th/blog" },
        { name: "สูตรอาหาร", href: "/th/blog/category/recipes" },
      ],
    });
    expect(rice.image?.alt).toMatch(THAI);
    expect(rice.tags.map((tag: { href: string }) => tag.href).sort()).toEqual(["/th/blog/tag/thai-kitchen", "/th/blog/tag/turmeric"]);
    expect(rice.content.document.pageBuilder).toBe(true);
    const tree = JSON.stringify(rice.content.document);
    expect(tree).toContain("ขมิ้นสด");
    expect(tree).toContain("/th/kitchen/pantry.html");
    expect(rice.related.length).toBeGreaterThan(0);
    expect(rice.related.every((card: { href: string }) => card.href !== rice.path && card.href.startsWith("/th/blog/"))).toBe(true);
  });

  it("shows the same story in English under the same URL key, and a post without an author", async () => {
    expect(await post("/en/blog/golden-turmeric-rice", "golden-turmeric-rice")).toMatchObject({
      title: "Golden turmeric rice with coconut milk",
      date: { label: "January 12, 2026" },
    });
    expect(await post("/en/blog/kitchen-compost-small-spaces", "kitchen-compost-small-spaces")).toMatchObject({ author: null, showAuthor: true });
  });

  it("answers 404 for an unknown, disabled or scheduled post", async () => {
    for (const key of ["no-such-post", "rice-soup-for-rainy-mornings", "herb-garland-for-the-new-year"]) {
      const response = await thrownResponse(() => postLoader(args(`/th/blog/${key}`, { post: key })));
      expect(response.status, key).toBe(404);
    }
  });

  it("answers 503 when the backend cannot be reached", async () => {
    const down = unreachableContext();
    expect((await thrownResponse(() => postLoader(args("/th/blog/golden-turmeric-rice", { post: "golden-turmeric-rice" }, down)))).status).toBe(503);
  });
});
