import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../index";
import { graphql, graphqlData, TEST_ORIGIN } from "../testing/graphqlClient";

let engine: CommerceEngine;

beforeAll(async () => {
  engine = await startCommerceEngine({ dataDir: "memory://" });
});

afterAll(async () => {
  await engine?.close();
});

interface StoreConfigReply {
  storeConfig: Record<string, unknown>;
}

const STORE_CONFIG = `{
  storeConfig {
    id store_code store_name store_group_name store_group_code store_sort_order is_default_store
    contact_enabled copyright root_category_uid root_category_id category_url_suffix product_url_suffix
    locale base_currency_code default_display_currency_code timezone weight_unit
    base_url base_link_url secure_base_url secure_base_link_url secure_base_media_url base_media_url
    default_title title_prefix title_suffix default_description header_logo_src logo_alt logo_width logo_height
    welcome cms_home_page cms_no_route grid_per_page grid_per_page_values list_per_page catalog_default_sort_by
    newsletter_enabled magento_wishlist_general_is_enabled enable_multiple_wishlists maximum_number_of_wishlists
    minimum_password_length required_character_classes_number customer_access_token_lifetime
    cart_expires_in_days cart_merge_preference cart_summary_display_quantity
  }
}`;

describe("Store header", () => {
  it("serves the default store view (th) when the header is absent", async () => {
    const data = await graphqlData<StoreConfigReply>(engine, "{ storeConfig { store_code locale } }");
    expect(data.storeConfig).toEqual({ store_code: "th", locale: "th_TH" });
  });

  it("selects the en store view", async () => {
    const data = await graphqlData<StoreConfigReply>(engine, "{ storeConfig { store_code locale } }", { store: "en" });
    expect(data.storeConfig).toEqual({ store_code: "en", locale: "en_US" });
  });

  it("answers an unknown store code with Magento's error, HTTP 200, no data", async () => {
    const reply = await graphql(engine, "{ storeConfig { store_code } }", { store: "fr" });
    expect(reply.status).toBe(200);
    expect(reply.data).toBeUndefined();
    expect(reply.errors).toEqual([{ message: "Requested store is not found", extensions: { category: "graphql-input" } }]);
  });

  it("rejects a Content-Currency the store does not allow, as Magento does", async () => {
    const reply = await graphql(engine, "{ storeConfig { store_code } }", { headers: { "Content-Currency": "USD" } });
    expect(reply.errors).toEqual([{ message: "Please correct the target currency", extensions: { category: "graphql-input" } }]);
    const ok = await graphql(engine, "{ storeConfig { store_code } }", { headers: { "Content-Currency": "THB" } });
    expect(ok.errors).toBeUndefined();
  });

  it("sends an X-Magento-Cache-Id that differs per store view", async () => {
    const th = await graphql(engine, "{ storeConfig { store_code } }", { store: "th" });
    const en = await graphql(engine, "{ storeConfig { store_code } }", { store: "en" });
    expect(th.headers.get("x-magento-cache-id")).toMatch(/^[0-9a-f]{64}$/);
    expect(th.headers.get("x-magento-cache-id")).not.toBe(en.headers.get("x-magento-cache-id"));
  });
});

describe("storeConfig", () => {
  it("serves every storefront field for th, in Thai", async () => {
    const { storeConfig } = await graphqlData<StoreConfigReply>(engine, STORE_CONFIG, { store: "th", method: "GET" });
    expect(storeConfig).toMatchObject({
      id: 3,
      store_code: "th",
      store_name: "บ้านสวน",
      store_group_name: "Baan Suan",
      store_group_code: "main_website_store",
      store_sort_order: 0,
      is_default_store: true,
      contact_enabled: true,
      copyright: "© บ้านสวน สงวนลิขสิทธิ์",
      root_category_uid: "Mg==",
      root_category_id: 2,
      category_url_suffix: ".html",
      product_url_suffix: ".html",
      locale: "th_TH",
      base_currency_code: "THB",
      default_display_currency_code: "THB",
      timezone: "Asia/Bangkok",
      weight_unit: "kgs",
      base_url: `${TEST_ORIGIN}/`,
      base_link_url: `${TEST_ORIGIN}/`,
      secure_base_url: `${TEST_ORIGIN}/`,
      secure_base_link_url: `${TEST_ORIGIN}/`,
      base_media_url: `${TEST_ORIGIN}/media/`,
      secure_base_media_url: `${TEST_ORIGIN}/media/`,
      default_title: "บ้านสวน",
      header_logo_src: "default/baan-suan.svg",
      logo_alt: "บ้านสวน",
      logo_width: 180,
      logo_height: 48,
      welcome: "ยินดีต้อนรับสู่บ้านสวน",
      cms_home_page: "home",
      cms_no_route: "no-route",
      grid_per_page: 6,
      grid_per_page_values: "6,12,24",
      catalog_default_sort_by: "position",
      newsletter_enabled: true,
      magento_wishlist_general_is_enabled: "1",
      enable_multiple_wishlists: "1",
      minimum_password_length: "8",
      required_character_classes_number: "3",
      customer_access_token_lifetime: 1,
      cart_merge_preference: "merge",
    });
  });

  it("serves the en store view's own text", async () => {
    const { storeConfig } = await graphqlData<StoreConfigReply>(engine, STORE_CONFIG, { store: "en" });
    expect(storeConfig).toMatchObject({
      id: 2,
      store_code: "en",
      store_name: "Baan Suan",
      is_default_store: false,
      store_sort_order: 1,
      copyright: "© Baan Suan. All rights reserved.",
      locale: "en_US",
      welcome: "Welcome to Baan Suan",
      default_title: "Baan Suan",
      root_category_uid: "Mg==",
    });
  });

  it("serves the advanced search settings per store view", async () => {
    const query = `{ storeConfig {
      amasty_xsearch_general_min_chars amasty_xsearch_general_four_zero_four_redirect amasty_xsearch_general_show_related_terms
      amasty_xsearch_product_title amasty_xsearch_product_limit amasty_xsearch_product_redirect_single_product
      amasty_xsearch_popular_searches_title amasty_xsearch_category_full_path amasty_xsearch_layout_enabled amasty_xsearch_layout_highlight
    } }`;
    const th = (await graphqlData<StoreConfigReply>(engine, query, { store: "th" })).storeConfig;
    const en = (await graphqlData<StoreConfigReply>(engine, query, { store: "en" })).storeConfig;
    expect(th).toMatchObject({
      amasty_xsearch_general_min_chars: 3,
      amasty_xsearch_general_four_zero_four_redirect: false,
      amasty_xsearch_general_show_related_terms: 2,
      amasty_xsearch_product_title: "สินค้า",
      amasty_xsearch_product_limit: 6,
      amasty_xsearch_product_redirect_single_product: false,
      amasty_xsearch_popular_searches_title: "คำค้นยอดนิยม",
      amasty_xsearch_category_full_path: true,
      amasty_xsearch_layout_enabled: true,
      amasty_xsearch_layout_highlight: "2f6b3b",
    });
    expect(en).toMatchObject({ amasty_xsearch_product_title: "Products", amasty_xsearch_popular_searches_title: "Popular Searches" });
  });
});

describe("availableStores", () => {
  const query = `{ availableStores { id store_code store_name locale store_group_code store_group_name store_sort_order secure_base_media_url default_display_currency_code } }`;

  it("lists both store views of the website with their own names", async () => {
    const data = await graphqlData<{ availableStores: Record<string, unknown>[] }>(engine, query, { store: "en" });
    expect(data.availableStores).toEqual([
      {
        id: 3,
        store_code: "th",
        store_name: "บ้านสวน",
        locale: "th_TH",
        store_group_code: "main_website_store",
        store_group_name: "Baan Suan",
        store_sort_order: 0,
        secure_base_media_url: `${TEST_ORIGIN}/media/`,
        default_display_currency_code: "THB",
      },
      {
        id: 2,
        store_code: "en",
        store_name: "Baan Suan",
        locale: "en_US",
        store_group_code: "main_website_store",
        store_group_name: "Baan Suan",
        store_sort_order: 1,
        secure_base_media_url: `${TEST_ORIGIN}/media/`,
        default_display_currency_code: "THB",
      },
    ]);
  });

  it("filters by the current group when asked", async () => {
    const data = await graphqlData<{ availableStores: { store_code: string }[] }>(engine, "{ availableStores(useCurrentGroup: true) { store_code } }");
    expect(data.availableStores.map((s) => s.store_code)).toEqual(["th", "en"]);
  });
});

describe("currency", () => {
  it("serves THB with the baht sign in both store views", async () => {
    const query = `{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }`;
    for (const store of ["th", "en"]) {
      const data = await graphqlData<{ currency: unknown }>(engine, query, { store });
      expect(data.currency).toEqual({
        base_currency_code: "THB",
        base_currency_symbol: "฿",
        default_display_currency_code: "THB",
        default_display_currency_symbol: "฿",
        available_currency_codes: ["THB"],
        exchange_rates: [{ currency_to: "THB", rate: 1 }],
      });
    }
  });
});

describe("amBlogSetting", () => {
  it("serves the blog nav settings per store view", async () => {
    const query = "{ amBlogSetting { display_settings_label display_settings_display_at_category search_engine_route search_engine_title } }";
    const th = await graphqlData<{ amBlogSetting: unknown }>(engine, query, { store: "th" });
    const en = await graphqlData<{ amBlogSetting: unknown }>(engine, query, { store: "en" });
    expect(th.amBlogSetting).toEqual({
      display_settings_label: "บล็อก",
      display_settings_display_at_category: true,
      search_engine_route: "blog",
      search_engine_title: "บล็อกบ้านสวน",
    });
    expect(en.amBlogSetting).toEqual({
      display_settings_label: "Blog",
      display_settings_display_at_category: true,
      search_engine_route: "blog",
      search_engine_title: "Baan Suan Blog",
    });
  });
});

describe("/graphql transport", () => {
  it("answers GET and POST alike, with variables", async () => {
    const query = "query Ask($id: String) { country(id: $id) { id } }";
    const byGet = await graphql(engine, query, { method: "GET", variables: { id: "TH" } });
    const byPost = await graphql(engine, query, { method: "POST", variables: { id: "TH" } });
    expect(byGet.status).toBe(200);
    expect(byGet.data).toEqual({ country: { id: "TH" } });
    expect(byPost.data).toEqual(byGet.data);
  });

  it("reports validation errors in Magento's shape with HTTP 200", async () => {
    const reply = await graphql(engine, "{ storeConfig { no_such_field } }");
    expect(reply.status).toBe(200);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Cannot query field "no_such_field" on type "StoreConfig".',
      extensions: { category: "graphql" },
    });
    expect(Object.keys(reply.errors?.[0]?.extensions ?? {})).toEqual(["category"]);
  });

  it("reports syntax errors with HTTP 400, as Magento does", async () => {
    const reply = await graphql(engine, "{ storeConfig { ");
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]?.extensions).toEqual({ category: "graphql" });
  });

  it("answers an unreadable body with HTTP 400", async () => {
    const response = await engine.handle(
      new Request(`${TEST_ORIGIN}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { extensions: unknown }[] }).errors[0]?.extensions).toEqual({ category: "graphql" });
  });
});

describe("routing", () => {
  it("answers unknown REST routes with Magento's REST error", async () => {
    const response = await engine.handle(new Request(`${TEST_ORIGIN}/rest/V1/guest-carts/abc/totals`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Request does not match any route." });
  });

  it("answers unknown paths with 404", async () => {
    for (const path of ["/", "/nope", "/graphqlx", "/media"]) {
      const response = await engine.handle(new Request(`${TEST_ORIGIN}${path}`));
      expect(response.status, path).toBe(404);
    }
  });
});

describe("/media", () => {
  it("serves demo media with long cache headers and validators", async () => {
    const response = await engine.handle(new Request(`${TEST_ORIGIN}/media/logo/default/baan-suan.svg`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(await response.text()).toContain("<svg");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await engine.handle(new Request(`${TEST_ORIGIN}/media/logo/default/baan-suan.svg`, { headers: { "if-none-match": etag ?? "" } }));
    expect(again.status).toBe(304);
  });

  it("rejects path traversal", async () => {
    for (const path of [
      "/media/..%2f..%2fpackage.json",
      "/media/%2e%2e%2f%2e%2e%2fpackage.json",
      "/media/logo/..%5c..%5cpackage.json",
      "/media/.hidden",
      "/media/logo/%00.svg",
    ]) {
      const response = await engine.handle(new Request(`${TEST_ORIGIN}${path}`));
      expect(response.status, path).toBe(400);
      expect(await response.text()).not.toContain("dependencies");
    }
    // URL parsing resolves plain dot segments before routing: such a request never reaches /media.
    const normalised = await engine.handle(new Request(`${TEST_ORIGIN}/media/../package.json`));
    expect(normalised.status).toBe(404);
  });

  it("answers missing files with 404 and other methods with 405", async () => {
    expect((await engine.handle(new Request(`${TEST_ORIGIN}/media/wysiwyg/none.svg`))).status).toBe(404);
    expect((await engine.handle(new Request(`${TEST_ORIGIN}/media/logo/default/baan-suan.svg`, { method: "POST" }))).status).toBe(405);
  });
});
