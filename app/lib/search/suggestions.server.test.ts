import { describe, expect, it } from "vitest";
import { buildSuggestionGroups, groupsToAsk, readSuggestionSettings, type ProductSource } from "~/lib/search/suggestions.server";

/** The demo shop's settings as StoreConfig answers them (th titles). */
const config = {
  amasty_xsearch_general_min_chars: 3,
  amasty_xsearch_product_enabled: true,
  amasty_xsearch_product_title: "สินค้า",
  amasty_xsearch_product_position: 1,
  amasty_xsearch_product_limit: 2,
  amasty_xsearch_product_name_length: 10,
  amasty_xsearch_product_desc_length: 12,
  amasty_xsearch_popular_searches_enabled: true,
  amasty_xsearch_popular_searches_title: "คำค้นหายอดนิยม",
  amasty_xsearch_popular_searches_position: 2,
  amasty_xsearch_popular_searches_limit: 5,
  amasty_xsearch_popular_searches_first_click: true,
  amasty_xsearch_recent_searches_enabled: true,
  amasty_xsearch_recent_searches_title: "คำค้นหาล่าสุด",
  amasty_xsearch_recent_searches_position: 1,
  amasty_xsearch_recent_searches_limit: 5,
  amasty_xsearch_recent_searches_first_click: true,
  amasty_xsearch_category_enabled: true,
  amasty_xsearch_category_title: "หมวดหมู่",
  amasty_xsearch_category_position: 3,
  amasty_xsearch_category_limit: 5,
  amasty_xsearch_category_name_length: 50,
  amasty_xsearch_category_desc_length: 100,
  amasty_xsearch_page_enabled: false,
  amasty_xsearch_page_title: "หน้าเนื้อหา",
  amasty_xsearch_page_position: 4,
  amasty_xsearch_page_limit: 3,
  amasty_xsearch_blog_enabled: true,
  amasty_xsearch_blog_title: "บทความ",
  amasty_xsearch_blog_position: 0,
  amasty_xsearch_blog_limit: 3,
  amasty_xsearch_blog_name_length: 8,
  amasty_xsearch_blog_desc_length: 0,
};

const settings = readSuggestionSettings(config);

function product(name: string, key: string, price = 590): ProductSource {
  return {
    uid: key,
    name,
    url_key: key,
    url_suffix: ".html",
    small_image: { url: `/media/catalog/product/${key}.jpg`, label: "" },
    short_description: { html: "<p>Soft&nbsp;<b>handwoven</b> cotton from Isan</p>" },
    price_range: { minimum_price: { regular_price: { value: price, currency: "THB" }, final_price: { value: price, currency: "THB" } } },
  };
}

describe("which groups the popup asks for", () => {
  it("asks the enabled groups by position, blog (0) first; recent before popular", () => {
    const codes = groupsToAsk(settings, { firstClick: false, knowsShopper: true }).map((group) => group.code);
    expect(codes).toEqual(["blog", "product", "recent_searches", "popular_searches", "category"]);
  });

  it("asks only first-click searches for the empty box", () => {
    const codes = groupsToAsk(settings, { firstClick: true, knowsShopper: true }).map((group) => group.code);
    expect(codes).toEqual(["recent_searches", "popular_searches"]);
    const withoutRecentFirstClick = readSuggestionSettings({ ...config, amasty_xsearch_recent_searches_first_click: false });
    expect(groupsToAsk(withoutRecentFirstClick, { firstClick: true, knowsShopper: true }).map((group) => group.code)).toEqual(["popular_searches"]);
  });

  it("leaves recent searches out when the shopper is unknown", () => {
    const codes = groupsToAsk(settings, { firstClick: true, knowsShopper: false }).map((group) => group.code);
    expect(codes).toEqual(["popular_searches"]);
  });

  it("takes the minimum length from the settings, 3 when the backend has none", () => {
    expect(settings.minChars).toBe(3);
    expect(readSuggestionSettings({ ...config, amasty_xsearch_general_min_chars: 4 }).minChars).toBe(4);
    expect(readSuggestionSettings({}).minChars).toBe(3);
    expect(readSuggestionSettings({}).groups.every((group) => !group.enabled)).toBe(true);
  });
});

describe("suggestion groups", () => {
  const asked = groupsToAsk(settings, { firstClick: false, knowsShopper: true });
  const data = {
    xsearchBlogs: {
      total_count: 1,
      items: [{ name: "Cooking with turmeric", url: "blog/cooking-with-turmeric", description: "A golden root." }],
    },
    xsearchProducts: {
      total_count: 7,
      items: [product("Indigo cotton shirt", "indigo-shirt"), product("Linen shirt", "linen-shirt", 890), product("Third shirt", "third-shirt")],
    },
    xsearchRecentSearches: { total_count: 1, items: [{ name: "shirt", num_results: 7 }] },
    xsearchPopularSearches: { total_count: 0, items: [] },
    xsearchCategories: { total_count: 1, items: [{ name: "Shirts", url: "clothing/shirts.html", description: "" }] },
  };
  const groups = buildSuggestionGroups(asked, data, { storeCode: "en", locale: "en-US" });

  it("keeps the popup order, titles from the settings, and drops groups that found nothing", () => {
    expect(groups.map((group) => [group.code, group.title])).toEqual([
      ["blog", "บทความ"],
      ["product", "สินค้า"],
      ["recent_searches", "คำค้นหาล่าสุด"],
      ["category", "หมวดหมู่"],
    ]);
  });

  it("limits items by the group's limit and keeps the total", () => {
    const products = groups.find((group) => group.code === "product");
    expect(products?.items.map((item) => item.href)).toEqual(["/en/indigo-shirt.html", "/en/linen-shirt.html"]);
    expect(products?.totalCount).toBe(7);
  });

  it("cuts names and descriptions with an ellipsis, descriptions as plain text", () => {
    const [first, second] = groups.find((group) => group.code === "product")?.items ?? [];
    expect(first?.name).toBe("Indigo co…");
    expect(second?.name).toBe("Linen shi…");
    expect(first?.description).toBe("Soft handwo…");
    const blog = groups.find((group) => group.code === "blog")?.items[0];
    expect(blog?.name).toBe("Cooking…");
    expect(blog?.description).toBe("A golden root.");
  });

  it("gives products a resized thumbnail and a formatted price", () => {
    const item = groups.find((group) => group.code === "product")?.items[1];
    expect(item?.price?.final.formatted).toBe("฿890.00");
    expect(item?.thumbnail?.src).toBe("/media/catalog/product/linen-shirt.jpg?auto=webp&format=pjpg&width=80&height=100&quality=85");
    expect(item?.thumbnail?.srcSet).toContain("width=160&height=200");
    expect(item?.thumbnail?.alt).toBe("Linen shirt");
  });

  it("links searches to the results page and items to store-prefixed URLs", () => {
    expect(groups.find((group) => group.code === "recent_searches")?.items[0]).toMatchObject({
      name: "shirt",
      href: "/en/search.html?query=shirt",
      resultCount: 7,
    });
    expect(groups.find((group) => group.code === "category")?.items[0]?.href).toBe("/en/clothing/shirts.html");
    expect(groups.find((group) => group.code === "blog")?.items[0]?.href).toBe("/en/blog/cooking-with-turmeric");
  });

  it("gives every option a key unique in the popup", () => {
    const keys = groups.flatMap((group) => group.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
