/**
 * The engine's tables: one Drizzle schema, shared by the PGlite and node-postgres drivers and read
 * by drizzle-kit (drizzle.config.ts) to write migrations. Each module's tables are in a file of
 * their own, named after the module; this index puts them together.
 *
 * Table and column names follow Magento's where a Magento concept exists (store, store_group,
 * core_config_data, directory_country_region, cms_block...), so people who know Magento find their
 * way and data can be moved between the two. Text that differs per store view lives in rows keyed
 * by store_id, with store 0 (admin) holding the default that other store views fall back to.
 */
export * from "./engine";
export * from "./store";
export * from "./directory";
export * from "./catalog";
export * from "./cms";
export * from "./url-rewrite";
export * from "./blog";
export * from "./catalog-search";
export * from "./search";
export * from "./search-searchers";
export * from "./cart";
export * from "./salesrule";
export * from "./gift-card";
export * from "./sales";
export * from "./email";
export * from "./payment-gateway";
export * from "./vault";
export * from "./customer";
export * from "./newsletter";
export * from "./store-credit";
export * from "./wishlist";
export * from "./contact";
export * from "./integration";
export * from "./social-sign-in";
export * from "./gift-options";
