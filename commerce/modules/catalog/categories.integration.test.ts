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

interface MenuNode {
  uid: string;
  name: string;
  position: number;
  include_in_menu: number;
  url_path: string | null;
  url_suffix: string;
  children_count: string;
  children?: MenuNode[];
}

interface CategoriesReply {
  categories: { total_count: number; page_info: { current_page: number; page_size: number; total_pages: number }; items: MenuNode[] };
}

const NAVIGATION_MENU = `query GetNavigationMenu($id: String!) {
  categories(filters: { category_uid: { eq: $id } }) {
    total_count
    page_info { current_page page_size total_pages }
    items {
      uid name position include_in_menu url_path url_suffix children_count
      children {
        uid name position include_in_menu url_path url_suffix children_count
        children { uid name position include_in_menu url_path url_suffix children_count children { uid name position include_in_menu url_path url_suffix children_count } }
      }
    }
  }
}`;

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe("category tree for the menu", () => {
  it("returns the root category with at least 20 categories over three levels, in Thai for th", async () => {
    const data = await graphqlData<CategoriesReply>(engine, NAVIGATION_MENU, { store: "th", method: "GET", variables: { id: "Mg==" } });
    expect(data.categories.total_count).toBe(1);
    expect(data.categories.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const [root] = data.categories.items;
    expect(root?.uid).toBe("Mg==");
    const all = flatten(root?.children ?? []);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.some((node) => (node.children ?? []).some((child) => (child.children ?? []).length > 0))).toBe(true);
    expect(root?.children?.map((c) => c.name)).toEqual(["เสื้อผ้า", "บ้านและของแต่งบ้าน", "ครัวและโต๊ะอาหาร", "สวนและต้นไม้", "สุขภาพและความงาม", "คลังสินค้าลดราคา"]);
    expect(root?.children_count).toBe(String(all.length));
  });

  it("returns English names for en, with the same uids and URL keys", async () => {
    const th = await graphqlData<CategoriesReply>(engine, NAVIGATION_MENU, { store: "th", variables: { id: "Mg==" } });
    const en = await graphqlData<CategoriesReply>(engine, NAVIGATION_MENU, { store: "en", variables: { id: "Mg==" } });
    const enNodes = flatten(en.categories.items[0]?.children ?? []);
    const thNodes = flatten(th.categories.items[0]?.children ?? []);
    expect(enNodes.map((n) => n.uid)).toEqual(thNodes.map((n) => n.uid));
    expect(enNodes.map((n) => n.url_path)).toEqual(thNodes.map((n) => n.url_path));
    expect(en.categories.items[0]?.children?.map((c) => c.name)).toEqual(["Clothing", "Home & Living", "Kitchen & Dining", "Garden", "Wellness & Beauty", "Sale Archive"]);
  });

  it("sorts children by position and flags hidden categories with include_in_menu 0", async () => {
    const data = await graphqlData<CategoriesReply>(engine, NAVIGATION_MENU, { store: "en", variables: { id: "Mg==" } });
    for (const node of [data.categories.items[0] as MenuNode, ...flatten(data.categories.items[0]?.children ?? [])]) {
      const positions = (node.children ?? []).map((c) => c.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const hidden = flatten(data.categories.items[0]?.children ?? []).filter((n) => n.include_in_menu === 0);
    expect(hidden.map((n) => n.name)).toEqual(["Sale Archive"]);
    const tops = flatten(data.categories.items[0]?.children ?? []).find((n) => n.name === "Tops");
    expect(tops).toMatchObject({ url_path: "clothing/women/tops", url_suffix: ".html", children_count: "0" });
  });

  it("filters a sub-tree by category_uid, with breadcrumbs and route fields", async () => {
    const clothing = "Mw==";
    const data = await graphqlData<{ categories: { items: Record<string, unknown>[] } }>(
      engine,
      `{ categories(filters: { category_uid: { in: ["${clothing}"] } }) { items {
          uid id name level path url_key url_path relative_url redirect_code type description meta_title breadcrumbs { category_uid }
          children { name breadcrumbs { category_uid category_name category_level category_url_path } children { name breadcrumbs { category_name } } }
      } } }`,
      { store: "th" },
    );
    const item = data.categories.items[0] as Record<string, unknown> & { children: { name: string; breadcrumbs: unknown[]; children: { breadcrumbs: { category_name: string }[] }[] }[] };
    expect(item).toMatchObject({
      uid: clothing,
      id: 3,
      name: "เสื้อผ้า",
      level: 2,
      path: "1/2/3",
      url_key: "clothing",
      url_path: "clothing",
      relative_url: "clothing.html",
      redirect_code: 0,
      type: "CATEGORY",
      meta_title: "เสื้อผ้า",
      breadcrumbs: null,
    });
    expect(item["description"]).toContain("ผ้าฝ้าย");
    expect(item.children.map((c) => c.name)).toEqual(["ผู้หญิง", "ผู้ชาย", "ผ้าไทย"]);
    expect(item.children[0]?.breadcrumbs).toEqual([{ category_uid: clothing, category_name: "เสื้อผ้า", category_level: 2, category_url_path: "clothing" }]);
    expect(item.children[0]?.children[0]?.breadcrumbs.map((b) => b.category_name)).toEqual(["เสื้อผ้า", "ผู้หญิง"]);
  });

  it("filters by ids, parent_id, parent_category_uid, url_key, url_path and name", async () => {
    const names = async (filters: string, store = "en") =>
      (await graphqlData<{ categories: { items: { name: string }[] } }>(engine, `{ categories(filters: ${filters}) { items { name } } }`, { store })).categories.items.map((i) => i.name);

    expect(await names('{ ids: { in: ["3", "12"] } }')).toEqual(["Clothing", "Home & Living"]);
    expect(await names('{ parent_id: { eq: "3" } }')).toEqual(["Women", "Men", "Thai Textiles"]);
    expect(await names('{ parent_category_uid: { eq: "Mw==" } }')).toEqual(["Women", "Men", "Thai Textiles"]);
    expect(await names('{ url_key: { eq: "tops" } }')).toEqual(["Tops"]);
    expect(await names('{ url_path: { eq: "garden/plants/herbs" } }')).toEqual(["Potted Herbs"]);
    expect(await names('{ name: { match: "ware" } }')).toEqual(["Cookware", "Tableware & Benjarong"]);
    expect(await names('{ name: { match: "ผ้า" } }', "th")).toEqual(["เสื้อผ้า", "ผ้าไทย", "กระโปรงและผ้าถุง"]);
    expect(await names('{ parent_id: { eq: "3" }, url_key: { eq: "men" } }')).toEqual(["Men"]);
  });

  it("answers the root category when no filter is given, also for the deprecated categoryList", async () => {
    const data = await graphqlData<{ categories: { items: { uid: string }[] }; categoryList: { uid: string; name: string }[] }>(
      engine,
      "{ categories { items { uid } } categoryList { uid name } }",
    );
    expect(data.categories.items).toEqual([{ uid: "Mg==" }]);
    expect(data.categoryList).toEqual([{ uid: "Mg==", name: "Default Category" }]);
  });

  it("pages results with Magento's rules and messages", async () => {
    const page = await graphqlData<CategoriesReply>(engine, '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 4, currentPage: 2) { total_count page_info { current_page page_size total_pages } items { name } } }', { store: "en" });
    expect(page.categories.total_count).toBe(6);
    expect(page.categories.page_info).toEqual({ current_page: 2, page_size: 4, total_pages: 2 });
    expect(page.categories.items.map((i) => i.name)).toEqual(["Wellness & Beauty", "Sale Archive"]);

    const beyond = await graphql(engine, '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 4, currentPage: 3) { items { name } } }');
    expect(beyond.errors?.[0]).toMatchObject({ message: "currentPage value 3 specified is greater than the 2 page(s) available.", extensions: { category: "graphql-input" } });
    const zero = await graphql(engine, "{ categories(pageSize: 0) { items { name } } }");
    expect(zero.errors?.[0]?.message).toBe("pageSize value must be greater than 0.");
  });

  it("rejects malformed uids and too short name matches with Magento's messages", async () => {
    const badUid = await graphql(engine, '{ categories(filters: { category_uid: { eq: "not base64!" } }) { items { name } } }');
    expect(badUid.errors?.[0]).toMatchObject({ message: 'Value of uid "not base64!" is incorrect.', extensions: { category: "graphql-input" } });
    const short = await graphql(engine, '{ categories(filters: { name: { match: "ab" } }) { items { name } } }');
    expect(short.errors?.[0]).toMatchObject({ message: "Invalid match filter. Minimum length is 3.", extensions: { category: "graphql-input" } });
  });

  it("returns nothing for categories outside the store's tree or unknown ids", async () => {
    const data = await graphqlData<CategoriesReply>(engine, '{ categories(filters: { ids: { in: ["1", "999"] } }) { total_count page_info { total_pages } items { name } } }');
    expect(data.categories).toEqual({ total_count: 0, page_info: { total_pages: 0 }, items: [] });
  });
});
