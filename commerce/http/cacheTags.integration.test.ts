/**
 * Magento's GraphQL cache headers and the engine telling caches what changed: a guest's GET of the
 * catalogue is public and names its products, categories and blocks in `X-Magento-Tags`; a cart,
 * a customer, an error or a POST is never public; an order that sells the last piece of a product
 * tells `cacheTagsChanged` that product's tag at once, and one that leaves stock tells nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/bulk";
import { startDemoEngine, type DemoEngine } from "../testing/demoEngine";
import { graphql, graphqlData } from "../testing/graphqlClient";

let demo: DemoEngine;
const changed: string[][] = [];
let product: { id: number; sku: string; urlKey: string };

beforeAll(async () => {
  demo = await startDemoEngine({ services: { cacheTagsChanged: (tags) => changed.push(tags) } });
  const [row] = await queryRows<{ id: number; sku: string }>(demo.connection.db, sql`select entity_id as id, sku from catalog_product_entity where sku = ${demo.stockedSku}`);
  const found = await graphqlData<{ products: { items: { url_key: string }[] } }>(demo.engine, `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }`, {
    store: "en",
    method: "GET",
    variables: { sku: demo.stockedSku },
  });
  product = { id: row!.id, sku: row!.sku, urlKey: found.products.items[0]!.url_key };
});

afterAll(async () => {
  await demo?.close();
});

const address = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region: "TH-50", postcode: "50200", country_code: "TH", telephone: "0891234567" };

/** A guest order of `quantity` pieces of the stocked product. */
async function order(quantity: number): Promise<void> {
  const call = (query: string, variables: Record<string, unknown>) => graphqlData(demo.engine, query, { store: "en", variables });
  const { createGuestCart } = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(demo.engine, `mutation { createGuestCart { cart { id } } }`, { store: "en" });
  const id = createGuestCart.cart.id;
  await call(`mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`, { id, sku: product.sku, q: quantity });
  await call(`mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "malee@example.com" }) { cart { id } } }`, { id });
  await call(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { id, a: address });
  await call(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id });
  await call(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id });
  await call(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id });
  const placed = await call(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number } } }`, { id });
  expect(placed).toMatchObject({ placeOrder: { errors: [] } });
}

describe("GraphQL cache headers", () => {
  it("makes a guest's GET of a product public and names the product and its categories", async () => {
    const reply = await graphql(demo.engine, `query($key: String!) { products(filter: { url_key: { eq: $key } }) { items { name categories { name } } } }`, {
      store: "en",
      method: "GET",
      variables: { key: product.urlKey },
    });
    expect(reply.headers.get("Cache-Control")).toBe("max-age=86400, public, s-maxage=86400");
    const tags = reply.headers.get("X-Magento-Tags")!.split(",");
    expect(tags).toContain(`cat_p_${product.id}`);
    expect(tags.some((tag) => /^cat_c_\d+$/.test(tag))).toBe(true);
  });

  it("names CMS blocks by identifier", async () => {
    const [block] = await queryRows<{ identifier: string }>(demo.connection.db, sql`select identifier from cms_block where is_active order by block_id limit 1`);
    const reply = await graphql(demo.engine, `query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title } } }`, { store: "en", method: "GET", variables: { ids: [block!.identifier] } });
    expect(reply.headers.get("X-Magento-Tags")).toContain(`cms_b_${block!.identifier}`);
  });

  it("never makes a cart, a customer's call, an answer with errors or a POST public", async () => {
    const { createGuestCart } = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(demo.engine, `mutation { createGuestCart { cart { id } } }`, { store: "en" });
    const cart = await graphql(demo.engine, `query($id: String!) { cart(cart_id: $id) { id } products(search: "tea") { total_count } }`, { store: "en", method: "GET", variables: { id: createGuestCart.cart.id } });
    const customer = await demo.createCustomer();
    const signedIn = await graphql(demo.engine, `{ products(search: "tea") { total_count } }`, { store: "en", method: "GET", headers: { Authorization: `Bearer ${customer.token}` } });
    const failed = await graphql(demo.engine, `{ cmsPage(identifier: "no-such-page") { title } }`, { store: "en", method: "GET" });
    const posted = await graphql(demo.engine, `{ products(search: "tea") { total_count } }`, { store: "en", method: "POST" });
    for (const [name, reply] of Object.entries({ cart, signedIn, failed, posted })) {
      expect(reply.headers.get("Cache-Control") ?? "", name).not.toMatch(/public/);
      expect(reply.headers.get("X-Magento-Tags")).toBeNull();
    }
  });
});

describe("what changed", () => {
  it("tells the product's tag when an order sells its last piece, and nothing while some are left", async () => {
    await demo.connection.db.execute(sql`update cataloginventory_stock_item set qty = 3 where product_id = ${product.id}`);
    await demo.connection.db.execute(sql`update cataloginventory_stock_status set qty = 3, stock_status = 1 where product_id = ${product.id}`);
    changed.length = 0;
    await order(1);
    expect(changed).toEqual([]);
    await order(2);
    expect(changed).toEqual([[`cat_p_${product.id}`]]);
  });
});
