/**
 * System data of the store module: Magento's admin scope (website/group/store 0, which owns the
 * default values of per-store-view text) and the default settings a fresh Magento ships with.
 * A shop (the demo, or an operator) overrides them per website or store view.
 */
import type { DataPatch } from "../../db/patches";
import { store, storeGroup, storeWebsite } from "../../db/schema";
import { defaultScoped, writeConfig } from "./configWriter";
import { defaultUrlConfig } from "./urls";

export const adminScopePatch: DataPatch = {
  name: "store/admin-scope",
  async apply(tx) {
    await tx.insert(storeWebsite).values({ websiteId: 0, code: "admin", name: "Admin", defaultGroupId: 0 }).onConflictDoNothing();
    await tx.insert(storeGroup).values({ groupId: 0, websiteId: 0, code: "default", name: "Default", rootCategoryId: 0, defaultStoreId: 0 }).onConflictDoNothing();
    await tx.insert(store).values({ storeId: 0, code: "admin", websiteId: 0, groupId: 0, name: "Admin", sortOrder: 0, isActive: true }).onConflictDoNothing();
  },
};

/** Magento 2.4's shipped defaults for the settings StoreConfig exposes. */
export const storeDefaultConfigPatch: DataPatch = {
  name: "store/default-config",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        ...defaultUrlConfig,
        "web/default/front": "cms",
        "web/default/cms_home_page": "home",
        "web/default/cms_no_route": "no-route",
        "web/default/cms_no_cookies": "enable-cookies",
        "web/default/no_route": "cms/noroute/index",
        "web/default/show_cms_breadcrumbs": "1",
        "web/url/use_store": "0",
        "general/locale/code": "en_US",
        "general/locale/timezone": "UTC",
        "general/locale/weight_unit": "lbs",
        "currency/options/base": "USD",
        "currency/options/default": "USD",
        "currency/options/allow": "USD",
        "design/head/default_title": "Magento Commerce",
        "design/head/title_prefix": "",
        "design/head/title_suffix": "",
        "design/header/welcome": "Default welcome msg!",
        "design/footer/copyright": "Copyright © 2013-present Magento, Inc. All rights reserved.",
        "catalog/seo/category_url_suffix": ".html",
        "catalog/seo/product_url_suffix": ".html",
        "catalog/seo/title_separator": "-",
        "catalog/frontend/grid_per_page": "12",
        "catalog/frontend/grid_per_page_values": "12,24,36",
        "catalog/frontend/list_per_page": "10",
        "catalog/frontend/list_per_page_values": "5,10,15,20,25",
        "catalog/frontend/list_mode": "grid-list",
        "catalog/frontend/default_sort_by": "position",
        "catalog/review/active": "1",
        "catalog/review/allow_guest": "1",
        "catalog/search/min_query_length": "3",
        "contact/contact/enabled": "1",
        "newsletter/general/active": "1",
        "wishlist/general/active": "1",
        "wishlist/general/multiple_enabled": "0",
        "wishlist/general/multiple_wishlist_number": "3",
        "customer/password/minimum_password_length": "8",
        "customer/password/required_character_classes_number": "3",
        "customer/create_account/confirm": "0",
        "oauth/access_token_lifetime/customer": "1",
        "checkout/cart/delete_quote_after": "30",
        "checkout/cart/cart_merge_preference": "merge",
        "checkout/cart_link/use_qty": "1",
        "checkout/sidebar/display": "1",
        "checkout/sidebar/max_items_display_count": "10",
        "checkout/options/max_items_display_count": "10",
        "checkout/options/guest_checkout": "1",
        "checkout/options/onepage_checkout_enabled": "1",
      }),
    );
  },
};
