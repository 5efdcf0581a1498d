/**
 * Who the demo shop is: "บ้านสวน" (Baan Suan), a Thai home, kitchen and garden shop with two
 * store views on one website and store group: th (id 3, default) and en (id 2), both in THB.
 * Ids follow the brief and Magento's habit of keeping 0 for admin and 1 for the first install.
 */
import { type ConfigEntry, defaultScoped, storeScoped } from "../modules/store";

export const demoIds = {
  websiteId: 1,
  groupId: 1,
  storeEn: 2,
  storeTh: 3,
  rootCatalogId: 1,
  rootCategoryId: 2,
} as const;

export const demoWebsite = { websiteId: demoIds.websiteId, code: "base", name: "Main Website", sortOrder: 0, defaultGroupId: demoIds.groupId, isDefault: true };

export const demoGroup = {
  groupId: demoIds.groupId,
  websiteId: demoIds.websiteId,
  code: "main_website_store",
  name: "Baan Suan",
  rootCategoryId: demoIds.rootCategoryId,
  defaultStoreId: demoIds.storeTh,
};

export const demoStores = [
  { storeId: demoIds.storeTh, code: "th", websiteId: demoIds.websiteId, groupId: demoIds.groupId, name: "บ้านสวน", sortOrder: 0, isActive: true },
  { storeId: demoIds.storeEn, code: "en", websiteId: demoIds.websiteId, groupId: demoIds.groupId, name: "Baan Suan", sortOrder: 1, isActive: true },
];

/** Shop-wide settings (default scope) that differ from Magento's shipped defaults. */
const shopSettings: Record<string, string> = {
  "general/locale/timezone": "Asia/Bangkok",
  "general/locale/weight_unit": "kgs",
  "currency/options/base": "THB",
  "currency/options/default": "THB",
  "currency/options/allow": "THB",
  "currency/options/customsymbol": JSON.stringify({ THB: "฿" }),
  "design/header/logo_src": "default/baan-suan.svg",
  "design/header/logo_width": "180",
  "design/header/logo_height": "48",
  "design/head/shortcut_icon": "default/favicon.svg",
  "catalog/frontend/grid_per_page": "6",
  "catalog/frontend/grid_per_page_values": "6,12,24",
  "catalog/frontend/list_per_page": "6",
  "catalog/frontend/list_per_page_values": "6,12,24",
  // The storefront prints canonical links on category and product pages; the settings say so to other clients.
  "catalog/seo/category_canonical_tag": "1",
  "catalog/seo/product_canonical_tag": "1",
  "wishlist/general/multiple_enabled": "1",
  "wishlist/general/multiple_wishlist_number": "5",
  "amasty_xsearch/general/dynamic_search_width": "1",
  // Off, so an unknown URL shows the not-found page with its 404 status; shops may turn it on.
  "amasty_xsearch/general/four_zero_four_redirect": "0",
  "amasty_xsearch/general/show_related_terms": "2",
  "amasty_xsearch/general/show_related_terms_results": "1",
  "amasty_xsearch/blog/enabled": "1",
  "amasty_xsearch/category/full_path": "1",
  "amasty_xsearch/layout/enabled": "1",
  "amasty_xsearch/layout/border": "d9e3d2",
  "amasty_xsearch/layout/hover": "f1f6ee",
  "amasty_xsearch/layout/highlight": "2f6b3b",
  "amasty_xsearch/layout/background": "ffffff",
  "amasty_xsearch/layout/text": "2b2b2b",
  "amasty_xsearch/layout/hover_text": "1d4a28",
};

/** Text that differs per store view. */
const storeText: Record<"th" | "en", Record<string, string>> = {
  th: {
    "general/locale/code": "th_TH",
    "design/head/default_title": "บ้านสวน",
    "design/head/default_description": "ของใช้ในบ้าน เครื่องครัว ต้นไม้ และงานหัตถกรรมไทย คัดสรรจากชุมชนทั่วประเทศ ส่งตรงถึงบ้านคุณ",
    "design/head/default_keywords": "ของแต่งบ้าน, เครื่องครัวไทย, ต้นไม้, ผ้าไทย, งานจักสาน",
    "design/header/logo_alt": "บ้านสวน",
    "design/header/welcome": "ยินดีต้อนรับสู่บ้านสวน",
    "design/footer/copyright": "© บ้านสวน สงวนลิขสิทธิ์",
    "amasty_xsearch/product/title": "สินค้า",
    "amasty_xsearch/popular_searches/title": "คำค้นหายอดนิยม",
    "amasty_xsearch/recent_searches/title": "คำค้นหาล่าสุด",
    "amasty_xsearch/blog/title": "บทความ",
    "amasty_xsearch/brand/title": "แบรนด์",
    "amasty_xsearch/category/title": "หมวดหมู่",
    "amasty_xsearch/page/title": "หน้าเนื้อหา",
    "amasty_xsearch/landing_page/title": "หน้ารวมสินค้า",
    "amasty_xsearch/faq/title": "คำถามที่พบบ่อย",
    "amblog/display_settings/label": "บล็อก",
    "amblog/search_engine/title": "บล็อกบ้านสวน",
    "amblog/search_engine/meta_title": "บล็อกบ้านสวน – เรื่องบ้าน ครัว และสวน",
    "amblog/search_engine/meta_description": "เคล็ดลับแต่งบ้าน สูตรอาหาร และการปลูกต้นไม้จากทีมงานบ้านสวน",
  },
  en: {
    "general/locale/code": "en_US",
    "design/head/default_title": "Baan Suan",
    "design/head/default_description": "Home goods, kitchenware, plants and Thai crafts, sourced from makers across Thailand and delivered to your door.",
    "design/head/default_keywords": "home decor, Thai kitchenware, plants, Thai textiles, basketry",
    "design/header/logo_alt": "Baan Suan",
    "design/header/welcome": "Welcome to Baan Suan",
    "design/footer/copyright": "© Baan Suan. All rights reserved.",
    "amasty_xsearch/product/title": "Products",
    "amasty_xsearch/popular_searches/title": "Popular Searches",
    "amasty_xsearch/recent_searches/title": "Recent Searches",
    "amasty_xsearch/blog/title": "Blog Posts",
    "amasty_xsearch/brand/title": "Brands",
    "amasty_xsearch/category/title": "Categories",
    "amasty_xsearch/page/title": "Pages",
    "amasty_xsearch/landing_page/title": "Landing Pages",
    "amasty_xsearch/faq/title": "FAQ",
    "amblog/display_settings/label": "Blog",
    "amblog/search_engine/title": "Baan Suan Blog",
    "amblog/search_engine/meta_title": "Baan Suan Blog – home, kitchen and garden",
    "amblog/search_engine/meta_description": "Home styling tips, recipes and growing guides from the Baan Suan team.",
  },
};

export function demoConfig(): ConfigEntry[] {
  return [...defaultScoped(shopSettings), ...storeScoped(demoIds.storeTh, storeText.th), ...storeScoped(demoIds.storeEn, storeText.en)];
}
