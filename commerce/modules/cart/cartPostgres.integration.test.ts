/**
 * Serialised cart writes on a real PostgreSQL server, across two engines (as two processes would
 * run): `withCart`'s SELECT ... FOR UPDATE must make 50 concurrent adds end with the exact sum.
 * Runs only with TEST_DATABASE_URL; it works in a database of its own (`<name>_carts`, created and
 * dropped here), so it never races the other PostgreSQL test over the shared one.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../index";
import { graphql, graphqlData } from "../../testing/graphqlClient";

const adminUrl = process.env["TEST_DATABASE_URL"];

describe.skipIf(!adminUrl)("carts on PostgreSQL (TEST_DATABASE_URL)", () => {
  let engines: CommerceEngine[] = [];
  let databaseUrl = "";
  let databaseName = "";

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const url = new URL(adminUrl as string);
    databaseName = `${url.pathname.replace(/^\//, "") || "postgres"}_carts`;
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    await admin(`drop database if exists "${databaseName}"`);
    await admin(`create database "${databaseName}"`);
    engines = await Promise.all([startCommerceEngine({ databaseUrl, dataDir: "memory://" }), startCommerceEngine({ databaseUrl, dataDir: "memory://" })]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.close()));
    if (databaseName) await admin(`drop database if exists "${databaseName}"`);
  });

  it("ends 50 concurrent adds through two engines with the exact quantity sum", async () => {
    const [first, second] = engines;
    if (!first || !second) throw new Error("engines");
    // A simple product with enough stock for 50, whatever the demo gave it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number; sku: string }>(
      `select e.entity_id as id, e.sku from catalog_product_entity e join catalog_product_index_price p on p.entity_id = e.entity_id
        where e.type_id = 'simple' and e.status = 1 order by e.entity_id limit 1`,
    );
    const product = rows[0];
    if (!product) throw new Error("no simple product");
    await client.query(
      `insert into cataloginventory_stock_item (product_id, qty, min_qty, is_in_stock, manage_stock) values ($1, 1000, 0, true, true)
        on conflict (product_id) do update set qty = 1000, min_qty = 0, is_in_stock = true, manage_stock = true`,
      [product.id],
    );
    await client.end();
    const sku = product.sku;

    const created = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(first, `mutation { createGuestCart { cart { id } } }`, { store: "en" });
    const cartId = created.createGuestCart.cart.id;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
          index % 2 === 0 ? first : second,
          `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code message } } }`,
          { store: "en", variables: { id: cartId, sku } },
        ),
      ),
    );
    expect(replies.flatMap((reply) => reply.errors ?? [])).toEqual([]);
    expect(replies.flatMap((reply) => reply.data?.addProductsToCart.user_errors ?? [])).toEqual([]);
    const cart = await graphqlData<{ cart: { total_quantity: number; items: { quantity: number }[] } }>(
      second,
      `query($id: String!) { cart(cart_id: $id) { total_quantity items { quantity } } }`,
      { store: "en", variables: { id: cartId } },
    );
    expect(cart.cart.total_quantity).toBe(50);
    expect(cart.cart.items.map((item) => item.quantity)).toEqual([50]);
  });
});
