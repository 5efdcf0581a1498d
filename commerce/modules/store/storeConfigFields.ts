/**
 * StoreConfig fields backed by a config path, with Magento's paths so a value read from a real
 * Magento core_config_data means the same here.
 */
import type { ConfigFieldSpec } from "./configFields";

export const storeConfigFields: readonly ConfigFieldSpec[] = [
  // design
  { field: "copyright", path: "design/footer/copyright", type: "string" },
  { field: "absolute_footer", path: "design/footer/absolute_footer", type: "string" },
  { field: "default_title", path: "design/head/default_title", type: "string" },
  { field: "title_prefix", path: "design/head/title_prefix", type: "string" },
  { field: "title_suffix", path: "design/head/title_suffix", type: "string" },
  { field: "default_description", path: "design/head/default_description", type: "string" },
  { field: "default_keywords", path: "design/head/default_keywords", type: "string" },
  { field: "head_shortcut_icon", path: "design/head/shortcut_icon", type: "string" },
  { field: "header_logo_src", path: "design/header/logo_src", type: "string" },
  { field: "logo_alt", path: "design/header/logo_alt", type: "string" },
  { field: "logo_width", path: "design/header/logo_width", type: "int" },
  { field: "logo_height", path: "design/header/logo_height", type: "int" },
  { field: "welcome", path: "design/header/welcome", type: "string" },
  // web
  { field: "front", path: "web/default/front", type: "string" },
  { field: "cms_home_page", path: "web/default/cms_home_page", type: "string" },
  { field: "cms_no_route", path: "web/default/cms_no_route", type: "string" },
  { field: "cms_no_cookies", path: "web/default/cms_no_cookies", type: "string" },
  { field: "no_route", path: "web/default/no_route", type: "string" },
  { field: "show_cms_breadcrumbs", path: "web/default/show_cms_breadcrumbs", type: "int" },
  { field: "use_store_in_url", path: "web/url/use_store", type: "boolean" },
  // general / locale
  { field: "locale", path: "general/locale/code", type: "string" },
  { field: "timezone", path: "general/locale/timezone", type: "string" },
  { field: "weight_unit", path: "general/locale/weight_unit", type: "string" },
  { field: "default_country", path: "general/country/default", type: "string" },
  { field: "optional_zip_countries", path: "general/country/optional_zip_countries", type: "string" },
  { field: "countries_with_required_region", path: "general/region/state_required", type: "string" },
  { field: "display_state_if_optional", path: "general/region/display_all", type: "boolean" },
  // currency
  { field: "base_currency_code", path: "currency/options/base", type: "string" },
  { field: "default_display_currency_code", path: "currency/options/default", type: "string" },
  // catalog
  { field: "category_url_suffix", path: "catalog/seo/category_url_suffix", type: "string" },
  { field: "product_url_suffix", path: "catalog/seo/product_url_suffix", type: "string" },
  { field: "title_separator", path: "catalog/seo/title_separator", type: "string" },
  // "Use Canonical Link Meta Tag For Categories / Products", off in Magento_Catalog's config.xml
  // (Venia 14 asks them; schema/extensions/pwa-studio.graphqls).
  { field: "category_canonical_tag", path: "catalog/seo/category_canonical_tag", type: "boolean", fallback: "0" },
  { field: "product_canonical_tag", path: "catalog/seo/product_canonical_tag", type: "boolean", fallback: "0" },
  { field: "grid_per_page", path: "catalog/frontend/grid_per_page", type: "int" },
  { field: "grid_per_page_values", path: "catalog/frontend/grid_per_page_values", type: "string" },
  { field: "list_per_page", path: "catalog/frontend/list_per_page", type: "int" },
  { field: "list_per_page_values", path: "catalog/frontend/list_per_page_values", type: "string" },
  { field: "list_mode", path: "catalog/frontend/list_mode", type: "string" },
  { field: "catalog_default_sort_by", path: "catalog/frontend/default_sort_by", type: "string" },
  { field: "product_reviews_enabled", path: "catalog/review/active", type: "string" },
  { field: "allow_guests_to_write_product_reviews", path: "catalog/review/allow_guest", type: "string" },
  // contact, newsletter, wish list
  { field: "contact_enabled", path: "contact/contact/enabled", type: "boolean", fallback: "0" },
  { field: "newsletter_enabled", path: "newsletter/general/active", type: "boolean", fallback: "0" },
  { field: "magento_wishlist_general_is_enabled", path: "wishlist/general/active", type: "string" },
  { field: "enable_multiple_wishlists", path: "wishlist/general/multiple_enabled", type: "string" },
  { field: "maximum_number_of_wishlists", path: "wishlist/general/multiple_wishlist_number", type: "string" },
  // gift options (Magento_GiftMessage; Adobe Commerce's Magento_GiftWrapping)
  { field: "allow_order", path: "sales/gift_options/allow_order", type: "string" },
  { field: "allow_items", path: "sales/gift_options/allow_items", type: "string" },
  { field: "allow_gift_wrapping_on_order", path: "sales/gift_options/wrapping_allow_order", type: "string" },
  { field: "allow_gift_wrapping_on_order_items", path: "sales/gift_options/wrapping_allow_items", type: "string" },
  { field: "allow_gift_receipt", path: "sales/gift_options/allow_gift_receipt", type: "string" },
  { field: "allow_printed_card", path: "sales/gift_options/allow_printed_card", type: "string" },
  { field: "printed_card_price", path: "sales/gift_options/printed_card_price", type: "string" },
  { field: "cart_gift_wrapping", path: "tax/cart_display/gift_wrapping", type: "string" },
  { field: "cart_printed_card", path: "tax/cart_display/printed_card", type: "string" },
  { field: "sales_gift_wrapping", path: "tax/sales_display/gift_wrapping", type: "string" },
  { field: "sales_printed_card", path: "tax/sales_display/printed_card", type: "string" },
  // customer
  { field: "minimum_password_length", path: "customer/password/minimum_password_length", type: "string" },
  { field: "required_character_classes_number", path: "customer/password/required_character_classes_number", type: "string" },
  { field: "customer_access_token_lifetime", path: "oauth/access_token_lifetime/customer", type: "float" },
  { field: "create_account_confirmation", path: "customer/create_account/confirm", type: "boolean" },
  // checkout and cart
  { field: "cart_expires_in_days", path: "checkout/cart/delete_quote_after", type: "int" },
  { field: "cart_merge_preference", path: "checkout/cart/cart_merge_preference", type: "string", fallback: "merge" },
  // Magento_ConfigurableProduct's "Configurable Product Image" (config.xml default: the parent's picture).
  { field: "configurable_thumbnail_source", path: "checkout/cart/configurable_product_image", type: "string", fallback: "parent" },
  { field: "cart_summary_display_quantity", path: "checkout/cart_link/use_qty", type: "int" },
  { field: "minicart_display", path: "checkout/sidebar/display", type: "boolean" },
  { field: "minicart_max_items", path: "checkout/sidebar/max_items_display_count", type: "int" },
  { field: "max_items_in_order_summary", path: "checkout/options/max_items_display_count", type: "int" },
  { field: "is_guest_checkout_enabled", path: "checkout/options/guest_checkout", type: "boolean" },
  { field: "is_one_page_checkout_enabled", path: "checkout/options/onepage_checkout_enabled", type: "boolean" },
];
