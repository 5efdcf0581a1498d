/**
 * Wish lists through the engine's GraphQL handler, as a storefront uses them: the demo customer's
 * lists, the default list created on first read, adding (a second add raises the quantity),
 * updating and removing items, moving items into the customer's cart (what cannot go in stays,
 * with its error), named lists (on/off, the cap, the default list kept), the disabled setting,
 * guests, and ownership: another customer's list or item answers exactly as an unknown one.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/bulk";
import type { DatabaseConnection } from "../../db/connect";
import type { CommerceEngine } from "../../index";
import type { EngineServices } from "../../services";
import { bearer, startDemoEngine, type DemoEngine } from "../../testing/demoEngine";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { DEMO_CUSTOMER } from "../customer";
import { defaultScoped, writeConfig } from "../store";

let demo: DemoEngine;
let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;
const fixture = { simple: "", other: "", soldOut: "", configurable: "", childSku: "", childUids: [] as string[] };

async function setStock(sku: string, qty: number, inStock = true) {
  await connection.db.execute(
    sql`insert into cataloginventory_stock_item (product_id, qty, min_qty, is_in_stock, manage_stock)
      select entity_id, ${qty}, 0, ${inStock}, true from catalog_product_entity where sku = ${sku}
      on conflict (product_id) do update set qty = excluded.qty, min_qty = 0, is_in_stock = excluded.is_in_stock, manage_stock = true`,
  );
}

async function setSettings(values: Record<string, string>) {
  await writeConfig(connection.db, defaultScoped(values));
  services.config.invalidate();
}

beforeAll(async () => {
  demo = await startDemoEngine({ baseUrl: "https://shop.test/", store: "en" });
  ({ engine, services, connection } = demo);
  const simples = await queryRows<{ sku: string }>(
    connection.db,
    sql`select sku from catalog_product_entity where type_id = 'simple' and visibility = 4 and status = 1 order by entity_id desc limit 3`,
  );
  [fixture.simple, fixture.other, fixture.soldOut] = simples.map((row) => row.sku) as [string, string, string];
  await setStock(fixture.simple, 100);
  await setStock(fixture.other, 100);
  await setStock(fixture.soldOut, 0, false);
  const [configurable] = await queryRows<{ sku: string }>(
    connection.db,
    sql`select e.sku from catalog_product_entity e where e.type_id = 'configurable' and e.status = 1
      and exists (select 1 from catalog_product_super_link l where l.parent_id = e.entity_id) order by e.entity_id desc limit 1`,
  );
  fixture.configurable = configurable!.sku;
  const variants = await graphqlData<{ products: { items: { variants: { product: { sku: string }; attributes: { uid: string }[] }[] }[] } }>(
    engine,
    `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { sku } attributes { uid } } } } } }`,
    { store: "en", variables: { sku: fixture.configurable } },
  );
  const variant = variants.products.items[0]!.variants[0]!;
  fixture.childSku = variant.product.sku;
  fixture.childUids = variant.attributes.map((attribute) => attribute.uid);
  await setStock(fixture.childSku, 100);
});

afterAll(async () => {
  await demo?.close();
});

const signIn = (email: string, password: string) => demo.signIn(email, password);

/** A new customer's token. */
async function newCustomer(): Promise<string> {
  return (await demo.createCustomer({ input: { firstname: "Nok", lastname: "Test" } })).token;
}

interface ItemOut {
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: { sku: string } | null;
  __typename: string;
  configured_variant?: { sku: string } | null;
  configurable_options?: { configurable_product_option_value_uid: string; option_label: string; value_label: string }[];
}
interface ListOut {
  id: string;
  name: string;
  visibility: string;
  items_count: number;
  sharing_code: string;
  updated_at: string;
  items_v2: { items: ItemOut[]; page_info: { current_page: number; page_size: number; total_pages: number } };
}

const LIST_FIELDS = `id name visibility items_count sharing_code updated_at
  items_v2 { items { __typename id quantity description added_at product { sku }
    ... on ConfigurableWishlistItem { configured_variant { sku } configurable_options { configurable_product_option_value_uid option_label value_label } } }
    page_info { current_page page_size total_pages } }`;
const LISTS = `{ customer { wishlists { ${LIST_FIELDS} } } }`;
const ONE_LIST = `query($id: ID!) { customer { wishlist_v2(id: $id) { ${LIST_FIELDS} } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  user_errors { code message } wishlist { ${LIST_FIELDS} } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { ${LIST_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${LIST_FIELDS} } } }`;
const TO_CART = `mutation($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
  status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${LIST_FIELDS} } } }`;
const CREATE = `mutation($name: String!, $visibility: WishlistVisibilityEnum!) { createWishlist(input: { name: $name, visibility: $visibility }) { wishlist { id name visibility items_count } } }`;
const RENAME = `mutation($id: ID!, $name: String, $visibility: WishlistVisibilityEnum) { updateWishlist(wishlistId: $id, name: $name, visibility: $visibility) { uid name visibility } }`;
const DELETE = `mutation($id: ID!) { deleteWishlist(wishlistId: $id) { status wishlists { id name } } }`;
const CART = `{ customerCart { items { quantity product { sku } } } }`;

async function lists(token: string): Promise<ListOut[]> {
  return (await graphqlData<{ customer: { wishlists: ListOut[] } }>(engine, LISTS, { store: "en", headers: bearer(token) })).customer.wishlists;
}

async function defaultList(token: string): Promise<ListOut> {
  return (await lists(token))[0]!;
}

const NOT_FOUND = "The wishlist was not found.";

describe("the demo customer's wish lists", () => {
  it("has a private default 'Wish List' with 2 products and a public New Year list with 1", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const [favourites, presents, ...rest] = await lists(token);
    expect(rest).toEqual([]);
    expect(favourites).toMatchObject({ name: "Wish List", visibility: "PRIVATE", items_count: 2 });
    expect(presents).toMatchObject({ name: "ของขวัญปีใหม่", visibility: "PUBLIC", items_count: 1 });
    expect(favourites!.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    const configurable = favourites!.items_v2.items.find((item) => item.__typename === "ConfigurableWishlistItem");
    expect(configurable?.configured_variant?.sku).toBeTruthy();
    expect(configurable?.configurable_options?.every((option) => option.option_label !== "" && option.value_label !== "")).toBe(true);
    const settings = await graphqlData<{ storeConfig: { enable_multiple_wishlists: string; maximum_number_of_wishlists: string } }>(
      engine,
      `{ storeConfig { enable_multiple_wishlists maximum_number_of_wishlists } }`,
      { store: "en" },
    );
    expect(settings.storeConfig).toEqual({ enable_multiple_wishlists: "1", maximum_number_of_wishlists: "5" });
  });
});

describe("items on a wish list", () => {
  it("creates the default list on first read, once", async () => {
    const token = await newCustomer();
    const first = await lists(token);
    const second = await lists(token);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: "Wish List", visibility: "PRIVATE", items_count: 0 });
    expect(second.map((list) => list.id)).toEqual(first.map((list) => list.id));
  });

  it("adds products; the same product again raises its quantity; an unknown SKU is a user error", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    const added = await graphqlData<{ addProductsToWishlist: { user_errors: { code: string; message: string }[]; wishlist: ListOut } }>(engine, ADD, {
      store: "en",
      headers: bearer(token),
      variables: { id: list.id, items: [{ sku: fixture.simple, quantity: 1 }, { sku: "NO-SUCH-SKU", quantity: 1 }, { sku: fixture.simple, quantity: 2 }] },
    });
    expect(added.addProductsToWishlist.user_errors).toEqual([{ code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' }]);
    expect(added.addProductsToWishlist.wishlist.items_count).toBe(1);
    expect(added.addProductsToWishlist.wishlist.items_v2.items[0]).toMatchObject({ __typename: "SimpleWishlistItem", quantity: 3, product: { sku: fixture.simple } });
  });

  it("saves a configurable product by child SKU + parent SKU with its variant, and without options with none", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    const added = await graphqlData<{ addProductsToWishlist: { wishlist: ListOut } }>(engine, ADD, {
      store: "en",
      headers: bearer(token),
      variables: { id: list.id, items: [{ sku: fixture.childSku, parent_sku: fixture.configurable, quantity: 1 }, { sku: fixture.configurable, quantity: 1 }] },
    });
    const [chosen, bare] = added.addProductsToWishlist.wishlist.items_v2.items;
    expect(chosen).toMatchObject({ __typename: "ConfigurableWishlistItem", product: { sku: fixture.configurable }, configured_variant: { sku: fixture.childSku } });
    expect(chosen?.configurable_options?.map((option) => option.configurable_product_option_value_uid).sort()).toEqual([...fixture.childUids].sort());
    expect(bare).toMatchObject({ __typename: "ConfigurableWishlistItem", configured_variant: null, configurable_options: [] });
  });

  it("updates quantity and description, refuses 0, and removes items", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    const added = await graphqlData<{ addProductsToWishlist: { wishlist: ListOut } }>(engine, ADD, {
      store: "en", headers: bearer(token), variables: { id: list.id, items: [{ sku: fixture.simple, quantity: 1 }, { sku: fixture.other, quantity: 1 }] },
    });
    const [a, b] = added.addProductsToWishlist.wishlist.items_v2.items;
    const updated = await graphqlData<{ updateProductsInWishlist: { user_errors: { code: string; message: string }[]; wishlist: ListOut } }>(engine, UPDATE, {
      store: "en", headers: bearer(token), variables: { id: list.id, items: [{ wishlist_item_id: a!.id, quantity: 4, description: "For Mum" }, { wishlist_item_id: b!.id, quantity: 0 }] },
    });
    expect(updated.updateProductsInWishlist.user_errors).toEqual([{ code: "UNDEFINED", message: "The quantity of a wish list item cannot be 0" }]);
    expect(updated.updateProductsInWishlist.wishlist.items_v2.items.map((item) => [item.quantity, item.description])).toEqual([[4, "For Mum"], [1, null]]);
    const removed = await graphqlData<{ removeProductsFromWishlist: { user_errors: unknown[]; wishlist: ListOut } }>(engine, REMOVE, {
      store: "en", headers: bearer(token), variables: { id: list.id, ids: [a!.id] },
    });
    expect(removed.removeProductsFromWishlist.user_errors).toEqual([]);
    expect(removed.removeProductsFromWishlist.wishlist.items_v2.items.map((item) => item.product?.sku)).toEqual([fixture.other]);
  });

  it("pages items_v2", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    await graphqlData(engine, ADD, { store: "en", headers: bearer(token), variables: { id: list.id, items: [{ sku: fixture.simple, quantity: 1 }, { sku: fixture.other, quantity: 1 }] } });
    const page = await graphqlData<{ customer: { wishlist_v2: { items_v2: ListOut["items_v2"] } } }>(
      engine,
      `query($id: ID!) { customer { wishlist_v2(id: $id) { items_v2(currentPage: 2, pageSize: 1) { items { product { sku } } page_info { current_page page_size total_pages } } } } }`,
      { store: "en", headers: bearer(token), variables: { id: list.id } },
    );
    expect(page.customer.wishlist_v2.items_v2).toEqual({ items: [{ product: { sku: fixture.other } }], page_info: { current_page: 2, page_size: 1, total_pages: 2 } });
  });
});

describe("moving items into the cart", () => {
  it("moves what can be bought; what cannot stays on the list with its error", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    const added = await graphqlData<{ addProductsToWishlist: { wishlist: ListOut } }>(engine, ADD, {
      store: "en",
      headers: bearer(token),
      variables: { id: list.id, items: [{ sku: fixture.simple, quantity: 2 }, { sku: fixture.configurable, quantity: 1 }, { sku: fixture.soldOut, quantity: 1 }] },
    });
    const [simple, bare, soldOut] = added.addProductsToWishlist.wishlist.items_v2.items;
    const moved = await graphqlData<{ addWishlistItemsToCart: { status: boolean; add_wishlist_items_to_cart_user_errors: { code: string; message: string; wishlistId: string; wishlistItemId: string }[]; wishlist: ListOut } }>(
      engine,
      TO_CART,
      { store: "en", headers: bearer(token), variables: { id: list.id } },
    );
    const result = moved.addWishlistItemsToCart;
    expect(result.status).toBe(false);
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: "REQUIRED_PARAMETER_MISSING", message: "You need to choose options for your item.", wishlistId: list.id, wishlistItemId: bare!.id },
      { code: "NOT_SALABLE", message: expect.any(String), wishlistId: list.id, wishlistItemId: soldOut!.id },
    ]);
    expect(result.wishlist.items_v2.items.map((item) => item.id)).toEqual([bare!.id, soldOut!.id]);
    expect(result.wishlist.items_v2.items.map((item) => item.id)).not.toContain(simple!.id);
    const cart = await graphqlData<{ customerCart: { items: { quantity: number; product: { sku: string } }[] } }>(engine, CART, { store: "en", headers: bearer(token) });
    expect(cart.customerCart.items).toEqual([{ quantity: 2, product: { sku: fixture.simple } }]);
  });

  it("moves only the named items, and refuses ids that are not on the list", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    const added = await graphqlData<{ addProductsToWishlist: { wishlist: ListOut } }>(engine, ADD, {
      store: "en", headers: bearer(token), variables: { id: list.id, items: [{ sku: fixture.simple, quantity: 1 }, { sku: fixture.other, quantity: 1 }] },
    });
    const [, other] = added.addProductsToWishlist.wishlist.items_v2.items;
    const moved = await graphqlData<{ addWishlistItemsToCart: { status: boolean; wishlist: ListOut } }>(engine, TO_CART, {
      store: "en", headers: bearer(token), variables: { id: list.id, ids: [other!.id] },
    });
    expect(moved.addWishlistItemsToCart.status).toBe(true);
    expect(moved.addWishlistItemsToCart.wishlist.items_v2.items.map((item) => item.product?.sku)).toEqual([fixture.simple]);
    const unknown = await graphql(engine, TO_CART, { store: "en", headers: bearer(token), variables: { id: list.id, ids: ["99999999"] } });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'The wishlist item ids "99999999" were not found.', extensions: { category: "graphql-input" } });
  });
});

describe("ownership", () => {
  it("answers another customer's list and items exactly as unknown ones", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const ownerList = await defaultList(owner);
    const added = await graphqlData<{ addProductsToWishlist: { wishlist: ListOut } }>(engine, ADD, {
      store: "en", headers: bearer(owner), variables: { id: ownerList.id, items: [{ sku: fixture.simple, quantity: 1 }] },
    });
    const ownerItem = added.addProductsToWishlist.wishlist.items_v2.items[0]!;
    const strangerList = await defaultList(stranger);

    // Reading: wishlist_v2 is null for someone else's id, as for an unknown one.
    for (const id of [ownerList.id, "99999999"]) {
      const read = await graphqlData<{ customer: { wishlist_v2: unknown } }>(engine, ONE_LIST, { store: "en", headers: bearer(stranger), variables: { id } });
      expect(read.customer.wishlist_v2).toBeNull();
    }
    // Writing to the list: the same "not found" for someone else's id and an unknown one.
    const calls: [string, Record<string, unknown>][] = [
      [ADD, { items: [{ sku: fixture.other, quantity: 1 }] }],
      [REMOVE, { ids: [ownerItem.id] }],
      [UPDATE, { items: [{ wishlist_item_id: ownerItem.id, quantity: 5 }] }],
      [TO_CART, {}],
      [RENAME, { name: "Mine now" }],
      [DELETE, {}],
    ];
    for (const [mutation, variables] of calls) {
      for (const id of [ownerList.id, "99999999"]) {
        const reply = await graphql(engine, mutation, { store: "en", headers: bearer(stranger), variables: { id, ...variables } });
        expect(reply.errors?.[0], mutation).toMatchObject({ message: NOT_FOUND, extensions: { category: "graphql-input" } });
      }
    }
    // Someone else's item through one's own list: the same errors as an unknown item.
    const removed = await graphqlData<{ removeProductsFromWishlist: { user_errors: { code: string; message: string }[] } }>(engine, REMOVE, {
      store: "en", headers: bearer(stranger), variables: { id: strangerList.id, ids: [ownerItem.id, "99999999"] },
    });
    expect(removed.removeProductsFromWishlist.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: `Could not find a wishlist item with ID "${ownerItem.id}"` },
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a wishlist item with ID "99999999"' },
    ]);
    const updated = await graphqlData<{ updateProductsInWishlist: { user_errors: { message: string }[] } }>(engine, UPDATE, {
      store: "en", headers: bearer(stranger), variables: { id: strangerList.id, items: [{ wishlist_item_id: ownerItem.id, quantity: 9 }] },
    });
    expect(updated.updateProductsInWishlist.user_errors[0]?.message).toBe(`The wishlist item with ID "${ownerItem.id}" does not belong to the wishlist`);
    const moved = await graphql(engine, TO_CART, { store: "en", headers: bearer(stranger), variables: { id: strangerList.id, ids: [ownerItem.id] } });
    expect(moved.errors?.[0]?.message).toBe(`The wishlist item ids "${ownerItem.id}" were not found.`);

    // The owner's list is untouched.
    const after = await defaultList(owner);
    expect(after.items_v2.items).toEqual([expect.objectContaining({ id: ownerItem.id, quantity: 1 })]);
    expect(after.name).toBe("Wish List");
  });
});

describe("named wish lists", () => {
  it("creates, renames and deletes lists; the default list cannot be deleted; the cap holds", async () => {
    const token = await newCustomer();
    const created = await graphqlData<{ createWishlist: { wishlist: { id: string; name: string; visibility: string; items_count: number } } }>(engine, CREATE, {
      store: "en", headers: bearer(token), variables: { name: "Garden", visibility: "PUBLIC" },
    });
    expect(created.createWishlist.wishlist).toMatchObject({ name: "Garden", visibility: "PUBLIC", items_count: 0 });
    const [first, second] = await lists(token);
    expect([first?.name, second?.id]).toEqual(["Wish List", created.createWishlist.wishlist.id]);

    const renamed = await graphqlData<{ updateWishlist: { uid: string; name: string; visibility: string } }>(engine, RENAME, {
      store: "en", headers: bearer(token), variables: { id: second!.id, name: "Balcony", visibility: "PRIVATE" },
    });
    expect(renamed.updateWishlist).toEqual({ uid: second!.id, name: "Balcony", visibility: "PRIVATE" });

    const duplicate = await graphql(engine, CREATE, { store: "en", headers: bearer(token), variables: { name: "Balcony", visibility: "PUBLIC" } });
    expect(duplicate.errors?.[0]?.message).toBe('Wish list "Balcony" already exists.');

    const keepDefault = await graphql(engine, DELETE, { store: "en", headers: bearer(token), variables: { id: first!.id } });
    expect(keepDefault.errors?.[0]).toMatchObject({ message: "The default wish list can't be deleted.", extensions: { category: "graphql-input" } });

    for (const name of ["Kitchen", "Gifts", "Books"]) {
      await graphqlData(engine, CREATE, { store: "en", headers: bearer(token), variables: { name, visibility: "PRIVATE" } });
    }
    const overCap = await graphql(engine, CREATE, { store: "en", headers: bearer(token), variables: { name: "Sixth", visibility: "PRIVATE" } });
    expect(overCap.errors?.[0]).toMatchObject({ message: "Only 5 wish list(s) can be created.", extensions: { category: "graphql-input" } });

    const deleted = await graphqlData<{ deleteWishlist: { status: boolean; wishlists: { name: string }[] } }>(engine, DELETE, {
      store: "en", headers: bearer(token), variables: { id: second!.id },
    });
    expect(deleted.deleteWishlist.status).toBe(true);
    expect(deleted.deleteWishlist.wishlists.map((list) => list.name)).toEqual(["Wish List", "Kitchen", "Gifts", "Books"]);
  });

  it("refuses a new list while multiple wish lists are off", async () => {
    const token = await newCustomer();
    await setSettings({ "wishlist/general/multiple_enabled": "0" });
    try {
      const reply = await graphql(engine, CREATE, { store: "en", headers: bearer(token), variables: { name: "Garden", visibility: "PUBLIC" } });
      expect(reply.errors?.[0]).toMatchObject({ message: "The multiple wishlist configuration is currently disabled.", extensions: { category: "graphql-input" } });
      expect(await lists(token)).toHaveLength(1);
    } finally {
      await setSettings({ "wishlist/general/multiple_enabled": "1" });
    }
  });
});

describe("switched off, and guests", () => {
  it("answers Magento's disabled error on every wish-list field and mutation when wish lists are off", async () => {
    const token = await newCustomer();
    const list = await defaultList(token);
    await setSettings({ "wishlist/general/active": "0" });
    try {
      const calls: [string, Record<string, unknown>][] = [
        [LISTS, {}],
        [ONE_LIST, { id: list.id }],
        [ADD, { id: list.id, items: [{ sku: fixture.simple, quantity: 1 }] }],
        [REMOVE, { id: list.id, ids: ["1"] }],
        [UPDATE, { id: list.id, items: [{ wishlist_item_id: "1", quantity: 1 }] }],
        [TO_CART, { id: list.id }],
        [CREATE, { name: "Garden", visibility: "PUBLIC" }],
        [RENAME, { id: list.id, name: "x" }],
        [DELETE, { id: list.id }],
      ];
      for (const [document, variables] of calls) {
        const reply = await graphql(engine, document, { store: "en", headers: bearer(token), variables });
        expect(reply.errors?.[0], document).toMatchObject({ message: "The wishlist configuration is currently disabled.", extensions: { category: "graphql-input" } });
      }
    } finally {
      await setSettings({ "wishlist/general/active": "1" });
    }
  });

  it("refuses guests", async () => {
    const reply = await graphql(engine, ADD, { store: "en", variables: { id: "1", items: [{ sku: fixture.simple, quantity: 1 }] } });
    expect(reply.errors?.[0]).toMatchObject({ message: "The current user cannot perform operations on wishlist", extensions: { category: "graphql-authorization" } });
    const read = await graphql(engine, LISTS, { store: "en" });
    expect(read.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});
