import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphql, graphqlData } from "../../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://" });
});

afterAll(async () => {
  await engine?.close();
});

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CategoryTree {
      uid id name description url_key url_path url_suffix meta_title meta_description include_in_menu level
      breadcrumbs { category_uid category_name category_url_path }
      children { uid name url_path }
    }
  }
}`;

interface RoutedCategory {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: string | null;
  uid: string;
  id: number;
  name: string;
  description: string | null;
  url_key: string;
  url_path: string;
  url_suffix: string;
  meta_title: string | null;
  meta_description: string | null;
  include_in_menu: number;
  level: number;
  breadcrumbs: { category_uid: string; category_name: string; category_url_path: string }[] | null;
  children: { uid: string; name: string; url_path: string }[];
}

async function route(url: string, store: string): Promise<RoutedCategory | null> {
  const data = await graphqlData<{ route: RoutedCategory | null }>(engine, ROUTE, { store, method: "GET", variables: { url } });
  return data.route;
}

describe("route(url:) for categories", () => {
  it("resolves a Thai category URL in th to the CategoryTree with all its fields", async () => {
    const category = await route("clothing.html", "th");
    expect(category).toMatchObject({
      __typename: "CategoryTree",
      relative_url: "clothing.html",
      redirect_code: 0,
      type: "CATEGORY",
      uid: "Mw==",
      id: 3,
      name: "เสื้อผ้า",
      url_key: "clothing",
      url_path: "clothing",
      url_suffix: ".html",
      meta_title: "เสื้อผ้า",
      meta_description: "เสื้อผ้าผ้าฝ้ายและผ้าไหมไทยสำหรับผู้หญิงและผู้ชาย จากช่างทอท้องถิ่น",
      include_in_menu: 1,
      level: 2,
      breadcrumbs: null,
    });
    expect(category?.description).toContain("ผ้าฝ้าย");
    expect(category?.children.map((c) => c.name)).toEqual(["ผู้หญิง", "ผู้ชาย", "ผ้าไทย"]);
  });

  it("resolves a nested category in en, in English, with breadcrumbs", async () => {
    const category = await route("clothing/women/tops.html", "en");
    expect(category).toMatchObject({
      relative_url: "clothing/women/tops.html",
      redirect_code: 0,
      type: "CATEGORY",
      name: "Tops",
      url_path: "clothing/women/tops",
      meta_title: "Tops",
      children: [],
    });
    expect(category?.breadcrumbs).toEqual([
      { category_uid: "Mw==", category_name: "Clothing", category_url_path: "clothing" },
      { category_uid: "NA==", category_name: "Women", category_url_path: "clothing/women" },
    ]);
  });

  it("answers an old URL with 301 and the current category, relative_url being where to go", async () => {
    for (const store of ["th", "en"]) {
      const category = await route("old-clothing.html", store);
      expect(category).toMatchObject({ __typename: "CategoryTree", redirect_code: 301, relative_url: "clothing.html", type: "CATEGORY", uid: "Mw==" });
    }
    expect(await route("suea-pha/phu-ying.html", "th")).toMatchObject({ redirect_code: 301, relative_url: "clothing/women.html", name: "ผู้หญิง" });
    expect(await route("apparel/women.html", "en")).toMatchObject({ redirect_code: 301, relative_url: "clothing/women.html", name: "Women" });
  });

  it("answers null, without an error, for an unknown URL", async () => {
    const reply = await graphql<{ route: unknown }>(engine, ROUTE, { store: "th", variables: { url: "no-such-page.html" } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ route: null });
    expect(await route("clothing", "th")).toBeNull();
  });

  it("normalises the URL as Magento does: leading slash, query string, trailing slash", async () => {
    expect(await route("/clothing/women.html", "th")).toMatchObject({ redirect_code: 0, relative_url: "clothing/women.html", uid: "NA==" });
    expect(await route("//clothing.html", "en")).toMatchObject({ redirect_code: 0, relative_url: "clothing.html" });
    // The query string plays no part in the lookup; Magento hands it back on relative_url.
    expect(await route("/clothing.html?page=2#top", "th")).toMatchObject({ redirect_code: 0, relative_url: "clothing.html?page=2", uid: "Mw==" });
    expect(await route("old-clothing.html?page=2", "th")).toMatchObject({ redirect_code: 301, relative_url: "clothing.html?page=2" });
    // A trailing slash finds the category and redirects to its URL (Magento's DbStorage).
    expect(await route("/clothing.html/", "th")).toMatchObject({ redirect_code: 301, relative_url: "clothing.html", uid: "Mw==" });
  });

  it("resolves a store view's old URL only in that store view", async () => {
    expect(await route("suea-pha/phu-ying.html", "en")).toBeNull();
    expect(await route("apparel/women.html", "th")).toBeNull();
  });

  it("routes a category hidden from the menu (include_in_menu 0)", async () => {
    const category = await route("sale-archive.html", "th");
    expect(category).toMatchObject({ redirect_code: 0, relative_url: "sale-archive.html", uid: "Mjk=", include_in_menu: 0, name: "คลังสินค้าลดราคา" });
  });

  it("uses the default store view without a Store header", async () => {
    const data = await graphqlData<{ route: { name: string } | null }>(engine, ROUTE, { variables: { url: "kitchen.html" } });
    expect(data.route?.name).toBe("ครัวและโต๊ะอาหาร");
  });

  it("rejects an empty url with Magento's message", async () => {
    const reply = await graphql(engine, ROUTE, { store: "th", variables: { url: "  " } });
    expect(reply.errors?.[0]).toMatchObject({ message: '"url" argument should be specified and not empty', extensions: { category: "graphql-input" } });
  });
});

describe("urlResolver(url:) (deprecated)", () => {
  it("answers Magento's EntityUrl for a category and for a redirect", async () => {
    const query = `query($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`;
    const current = await graphqlData<{ urlResolver: unknown }>(engine, query, { store: "en", variables: { url: "/garden/plants/herbs.html" } });
    expect(current.urlResolver).toEqual({
      id: 22,
      entity_uid: "MjI=",
      canonical_url: "garden/plants/herbs.html",
      relative_url: "garden/plants/herbs.html",
      redirectCode: 0,
      type: "CATEGORY",
    });
    const old = await graphqlData<{ urlResolver: unknown }>(engine, query, { store: "th", variables: { url: "old-clothing.html" } });
    expect(old.urlResolver).toMatchObject({ id: 3, entity_uid: "Mw==", relative_url: "clothing.html", redirectCode: 301, type: "CATEGORY" });
    const unknown = await graphqlData<{ urlResolver: unknown }>(engine, query, { store: "th", variables: { url: "nothing-here.html" } });
    expect(unknown.urlResolver).toBeNull();
  });
});
