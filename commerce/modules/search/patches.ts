/**
 * Default advanced-search settings (store views override titles and limits), and the demo shop's;
 * and the search index, built once the shop's content is in place.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import type { SearchEntityType } from "../catalog-search";
import { defaultScoped, storeScoped, writeConfig } from "../store";
import { reindexSearch } from "./searchIndex";

const groupDefaults = (group: string, values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([setting, value]) => [`amasty_xsearch/${group}/${setting}`, value]));

export const xsearchDefaultConfigPatch: DataPatch = {
  name: "search/xsearch-default-config",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        ...groupDefaults("general", {
          popup_width: "900",
          dynamic_search_width: "0",
          min_chars: "3",
          full_screen: "0",
          enable_tabs_search_result: "1",
          four_zero_four_redirect: "0",
          show_related_terms: "0",
          show_related_terms_results: "0",
        }),
        ...groupDefaults("product", {
          enabled: "1", title: "Products", position: "1", limit: "4", name_length: "70", desc_length: "100",
          reviews: "1", add_to_cart: "1", redirect_single_product: "0",
        }),
        ...groupDefaults("popular_searches", { enabled: "1", title: "Popular Searches", position: "2", limit: "5", first_click: "1" }),
        ...groupDefaults("recent_searches", { enabled: "1", title: "Recent Searches", position: "1", limit: "5", first_click: "1" }),
        ...groupDefaults("blog", { enabled: "0", title: "Blog", position: "5", limit: "3", name_length: "50", desc_length: "100" }),
        ...groupDefaults("brand", { enabled: "0", title: "Brands", position: "6", limit: "5", name_length: "50", desc_length: "100" }),
        ...groupDefaults("category", {
          enabled: "1", title: "Categories", position: "3", limit: "5", name_length: "50", desc_length: "100", full_path: "0",
        }),
        ...groupDefaults("page", { enabled: "1", title: "Pages", position: "4", limit: "3", name_length: "50", desc_length: "100" }),
        ...groupDefaults("landing_page", { enabled: "0", title: "Landing Pages", position: "7", limit: "3" }),
        ...groupDefaults("faq", { enabled: "0", title: "FAQ", position: "8", limit: "3" }),
        ...groupDefaults("layout", {
          enabled: "0", border: "e1e1e1", hover: "f4f5fa", highlight: "1979c3", background: "ffffff", text: "333333", hover_text: "333333",
        }),
      }),
    );
  },
};

/**
 * The demo shop's popup: every group it can fill (products, categories, pages, blog posts, popular
 * and recent searches), English titles by default and Thai ones in the Thai store view (code `th`).
 * Part of the demo seed (setup.ts lists it with the demo patches).
 */
export const xsearchDemoSettingsPatch: DataPatch = {
  name: "demo/xsearch-settings",
  async apply(tx) {
    const [thai] = await queryRows<{ store_id: number }>(tx, sql`select store_id from store where code = 'th'`);
    await writeConfig(tx, [
      ...defaultScoped({
        "amasty_xsearch/blog/enabled": "1",
        "amasty_xsearch/category/enabled": "1",
        "amasty_xsearch/page/enabled": "1",
        "amasty_xsearch/product/limit": "6",
        "amasty_xsearch/blog/title": "Journal",
      }),
      ...(thai ? storeScoped(thai.store_id, {
        "amasty_xsearch/product/title": "สินค้า",
        "amasty_xsearch/popular_searches/title": "คำค้นยอดนิยม",
        "amasty_xsearch/recent_searches/title": "ค้นหาล่าสุด",
        "amasty_xsearch/blog/title": "บทความ",
        "amasty_xsearch/category/title": "หมวดหมู่",
        "amasty_xsearch/page/title": "หน้าข้อมูล",
      }) : []),
    ]);
  },
};

/**
 * Builds the search index once the shop's content is in place: it runs after every other patch
 * (system data and the demo shop), so a database seeded before the index existed gets one too.
 * Products already indexed by the catalogue reindex (reindexCatalog) are not indexed twice.
 */
export const searchIndexPatch: DataPatch = {
  name: "search/build-index",
  async apply(tx) {
    const [indexed] = await queryRows<{ products: boolean }>(tx, sql`select exists (select 1 from search_posting where entity_type = 'product') as products`);
    const types: SearchEntityType[] = indexed?.products ? ["category", "cms_page", "blog_post"] : ["product", "category", "cms_page", "blog_post"];
    await reindexSearch(tx, { entityTypes: types });
  },
};
