/**
 * Fields Venia's journey (tests/pwa-studio/venia-journey.integration.test.ts) needed: Magento
 * 2.4.9's order fields the engine lacked (`product_url_key`, `OrderTotal.subtotal`,
 * `OrderPaymentMethod.additional_data`) and those of PWA Studio's companion module magento2-pwa
 * (`Cart.total_summary_quantity_including_config`, `CustomerOrder.state`, `Customer.is_confirmed`,
 * `searchTerm`, `ProductInterface.custom_attributes`), with the module's semantics, and the canonical tag
 * settings Venia 14 asks (ADR 060).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/bulk";
import { demoIds } from "../demo/shop";
import { defaultScoped, writeConfig } from "../modules/store";
import { bearer, startDemoEngine, type DemoEngine } from "../testing/demoEngine";
import { graphqlData } from "../testing/graphqlClient";

let demo: DemoEngine;

beforeAll(async () => {
  demo = await startDemoEngine({ store: "th" });
});

afterAll(async () => {
  await demo?.close();
});

interface OrderItem {
  product_sku: string;
  product_url_key: string | null;
}
interface Order {
  number: string;
  status: string;
  state: string;
  items: OrderItem[];
  payment_methods: { type: string; additional_data: unknown[] }[];
  total: { subtotal: { value: number }; subtotal_excl_tax: { value: number } };
}

describe("the orders' fields older clients read", () => {
  it("answer the state beside the status, the ordered products' URL keys, the subtotal and no additional payment data", async () => {
    // One line made a configurable's variant line (the demo orders sell simple products only).
    await demo.connection.db.execute(
      sql`update sales_order_item set parent_sku = (select sku from catalog_product_entity where type_id = 'configurable' order by entity_id limit 1)
        where item_id = (select min(item_id) from sales_order_item)`,
    );
    const token = await demo.signIn("somchai@example.com", "Baansuan#2026");
    const data = await graphqlData<{ customer: { is_confirmed: boolean; orders: { items: Order[] } } }>(
      demo.engine,
      `{ customer { is_confirmed orders(pageSize: 10) { items { number status state items { product_sku product_url_key }
        payment_methods { type additional_data { name value } } total { subtotal { value } subtotal_excl_tax { value } } } } } }`,
      { store: "th", headers: bearer(token) },
    );
    expect(data.customer.is_confirmed).toBe(true);
    const orders = data.customer.orders.items;
    expect(Object.fromEntries(orders.map((order) => [order.number, order.state]))).toEqual({
      "300000001": "canceled",
      "300000002": "complete",
      "300000003": "processing",
      "300000004": "new",
    });
    for (const order of orders) {
      expect(order.total.subtotal).toEqual(order.total.subtotal_excl_tax);
      expect(order.payment_methods.every((method) => Array.isArray(method.additional_data) && method.additional_data.length === 0)).toBe(true);
    }
    const lines = orders.flatMap((order) => order.items);
    const keys = await queryRows<{ sku: string; url_key: string }>(
      demo.connection.db,
      sql`select e.sku, a.url_key from catalog_product_entity e join catalog_product_attribute a on a.entity_id = e.entity_id and a.store_id = 0`,
    );
    const urlKeyOf = new Map(keys.map((row) => [row.sku, row.url_key]));
    // A configurable's line answers its parent's URL key (the product a shopper opens), a simple line its own.
    const linked = await queryRows<{ sku: string; parent_sku: string | null }>(demo.connection.db, sql`select sku, parent_sku from sales_order_item`);
    const parentOf = new Map(linked.map((row) => [row.sku, row.parent_sku]));
    for (const line of lines) expect(line.product_url_key).toBe(urlKeyOf.get(parentOf.get(line.product_sku) ?? line.product_sku));
    expect(lines.some((line) => parentOf.get(line.product_sku))).toBe(true);
  });
});

describe("Cart.total_summary_quantity_including_config", () => {
  it("counts pieces, or lines when the header counts lines (checkout/cart_link/use_qty 0)", async () => {
    const cartId = (await graphqlData<{ createEmptyCart: string }>(demo.engine, "mutation { createEmptyCart }", { store: "th" })).createEmptyCart;
    await graphqlData(demo.engine, `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 3 }]) { cart { id } } }`, {
      store: "th",
      variables: { cartId, sku: demo.stockedSku },
    });
    const count = async () =>
      (await graphqlData<{ cart: { total_quantity: number; total_summary_quantity_including_config: number } }>(
        demo.engine,
        `query($cartId: String!) { cart(cart_id: $cartId) { total_quantity total_summary_quantity_including_config } }`,
        { store: "th", variables: { cartId } },
      )).cart;
    expect(await count()).toEqual({ total_quantity: 3, total_summary_quantity_including_config: 3 });
    await writeConfig(demo.connection.db, [{ path: "checkout/cart_link/use_qty", value: "0", scope: "stores", scopeId: demoIds.storeTh }]);
    demo.services.config.invalidate();
    try {
      expect(await count()).toEqual({ total_quantity: 3, total_summary_quantity_including_config: 1 });
    } finally {
      await writeConfig(demo.connection.db, [{ path: "checkout/cart_link/use_qty", value: "1", scope: "stores", scopeId: demoIds.storeTh }]);
      demo.services.config.invalidate();
    }
  });
});

describe("searchTerm", () => {
  const TERM = `query($text: String) { searchTerm(Search: $text) { query_text redirect popularity } }`;

  it("answers the search log's entry of the text in the store view, matched as the log keeps texts", async () => {
    await demo.connection.db.execute(
      sql`insert into search_query (query_text, num_results, popularity, redirect, store_id) values ('celadon vase', 4, 7, 'https://shop.test/celadon.html', ${demoIds.storeEn})`,
    );
    const found = await graphqlData<{ searchTerm: unknown }>(demo.engine, TERM, { store: "en", variables: { text: "  Celadon   VASE " } });
    expect(found.searchTerm).toEqual({ query_text: "celadon vase", redirect: "https://shop.test/celadon.html", popularity: 7 });
    // Another store view's log, an unknown text, no text: Magento's empty model, every field null.
    const empty = { searchTerm: { query_text: null, redirect: null, popularity: null } };
    expect(await graphqlData(demo.engine, TERM, { store: "th", variables: { text: "celadon vase" } })).toEqual(empty);
    expect(await graphqlData(demo.engine, TERM, { store: "en", variables: { text: "never searched" } })).toEqual(empty);
    expect(await graphqlData(demo.engine, TERM, { store: "en" })).toEqual(empty);
  });
});

describe("StoreConfig.category_canonical_tag and product_canonical_tag", () => {
  const CONFIG = `{ storeConfig { category_canonical_tag product_canonical_tag } }`;

  it("answer the catalog/seo settings: on in the demo shop, off (Magento's default) where nothing sets them", async () => {
    expect((await graphqlData<{ storeConfig: unknown }>(demo.engine, CONFIG, { store: "th" })).storeConfig).toEqual({ category_canonical_tag: true, product_canonical_tag: true });
    const paths = ["catalog/seo/category_canonical_tag", "catalog/seo/product_canonical_tag"];
    await demo.connection.db.execute(sql`delete from core_config_data where path in (${sql.join(paths, sql`, `)})`);
    demo.services.config.invalidate();
    try {
      expect((await graphqlData<{ storeConfig: unknown }>(demo.engine, CONFIG, { store: "th" })).storeConfig).toEqual({ category_canonical_tag: false, product_canonical_tag: false });
      await writeConfig(demo.connection.db, [{ path: paths[1] ?? "", value: "1", scope: "stores", scopeId: demoIds.storeTh }]);
      demo.services.config.invalidate();
      expect((await graphqlData<{ storeConfig: unknown }>(demo.engine, CONFIG, { store: "th" })).storeConfig).toEqual({ category_canonical_tag: false, product_canonical_tag: true });
    } finally {
      await writeConfig(demo.connection.db, defaultScoped(Object.fromEntries(paths.map((path) => [path, "1"]))));
      demo.services.config.invalidate();
    }
  });
});

describe("ProductInterface.custom_attributes", () => {
  const QUERY = `query($urlKey: String!) { products(filter: { url_key: { eq: $urlKey } }) { items { custom_attributes { ...Attribute }
    ... on ConfigurableProduct { variants { attributes { code value_index } product { sku custom_attributes { ...Attribute } } } } } } }
    fragment Attribute on CustomAttribute {
      selected_attribute_options { attribute_option { __typename uid label is_default ... on AttributeOption { value } } }
      entered_attribute_value { value }
      attribute_metadata { __typename uid code label attribute_labels { store_code label } data_type sort_order is_system entity_type
        ui_input { __typename ui_input_type is_html_allowed ... on SelectableInputTypeInterface { attribute_options { uid label } } }
        ... on ProductAttributeMetadata { used_in_components } } }`;
  type Attribute = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  interface Answer {
    products: { items: { custom_attributes: Attribute[]; variants: { attributes: { code: string; value_index: number }[]; product: { sku: string; custom_attributes: Attribute[] } }[] }[] };
  }
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  const shirt = () => graphqlData<Answer>(demo.engine, QUERY, { store: "th", variables: { urlKey: "indigo-dyed-cotton-shirt" } });

  it("answers a variant's colour and size as the module does, in the store view's labels; the configurable's own row has none", async () => {
    const [product] = (await shirt()).products.items;
    expect(product?.custom_attributes).toEqual([]);
    const variant = product?.variants[0];
    const attributes = variant?.product.custom_attributes ?? [];
    expect(attributes.map((attribute) => attribute.attribute_metadata.code)).toEqual(["color", "size"]);
    const [color, size] = attributes;
    const colorIndex = variant?.attributes.find((attribute) => attribute.code === "color")?.value_index;
    expect(color?.selected_attribute_options.attribute_option).toEqual([
      { __typename: "AttributeOption", uid: b64(`catalog_product/color/${colorIndex}`), label: expect.any(String), is_default: false, value: String(colorIndex) },
    ]);
    expect(color?.entered_attribute_value).toEqual({ value: null });
    expect(color?.attribute_metadata).toMatchObject({
      __typename: "ProductAttributeMetadata",
      uid: b64("catalog_product/color"),
      label: "สี",
      attribute_labels: [{ store_code: "th", label: "สี" }],
      data_type: "INT",
      sort_order: 1,
      is_system: false,
      entity_type: "PRODUCT",
      ui_input: { __typename: "UiAttributeTypeSelect", ui_input_type: "SELECT", is_html_allowed: false },
      used_in_components: ["PRODUCT_DETAILS_PAGE", "PRODUCT_FILTER", "PRODUCT_SEARCH_RESULTS_FILTER"],
    });
    // The select's every option, the chosen one among them, with its Thai label.
    const options = color?.attribute_metadata.ui_input.attribute_options as { uid: string; label: string }[];
    expect(options.length).toBeGreaterThan(1);
    expect(options.find((option) => option.uid === color?.selected_attribute_options.attribute_option[0].uid)?.label).toBe(color?.selected_attribute_options.attribute_option[0].label);
    expect(size?.attribute_metadata).toMatchObject({ label: "ไซซ์", sort_order: 2 });
  });

  it("leaves an attribute out of the product page's uses when it is not visible on the storefront", async () => {
    await demo.connection.db.execute(sql`update eav_attribute set is_visible_on_front = false where attribute_code = 'size'`);
    demo.services.products.attributes.invalidate();
    try {
      const attributes = (await shirt()).products.items[0]?.variants[0]?.product.custom_attributes ?? [];
      expect(attributes.find((attribute) => attribute.attribute_metadata.code === "size")?.attribute_metadata.used_in_components).toEqual(["PRODUCT_FILTER", "PRODUCT_SEARCH_RESULTS_FILTER"]);
    } finally {
      await demo.connection.db.execute(sql`update eav_attribute set is_visible_on_front = true where attribute_code = 'size'`);
      demo.services.products.attributes.invalidate();
    }
  });
});
