/**
 * Carts through the engine's GraphQL handler, as a storefront sends them: creating, adding simple
 * and configurable products, merging, updating, removing, stock problems, coupons, gift cards,
 * totals with VAT and shipping, Magento's errors for unusable carts, and 50 concurrent adds.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { quote, quoteAddress } from "../../db/schema";
import { createGraphQLHandler } from "../../http/graphql";
import type { CommerceEngine } from "../../index";
import { createServices, type EngineServices } from "../../services";
import { prepareDatabase } from "../../setup";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import type { StoreView } from "../store";

let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;

/** Test products, priced and stocked here so the expected amounts are plain. */
const fixture = {
  /** Simple, ฿1,070 (VAT ฿70), 100 in stock. */
  big: { id: 0, sku: "" },
  /** Simple, ฿321 (VAT ฿21), 3 in stock. */
  small: { id: 0, sku: "" },
  /** Simple, sold out. */
  soldOut: { id: 0, sku: "" },
  /** Configurable with two children (฿535 each), 50 in stock each. */
  config: { id: 0, sku: "", children: [] as { id: number; sku: string; uids: string[] }[] },
};

async function setPrice(productId: number, price: number) {
  await connection.db.execute(sql`update catalog_product_entity set price = ${price}, special_price = null where entity_id = ${productId}`);
  await connection.db.execute(
    sql`update catalog_product_index_price set min_price = ${price}, max_price = ${price}, min_regular_price = ${price}, max_regular_price = ${price} where entity_id = ${productId}`,
  );
}

async function setStock(productId: number, qty: number, inStock = true) {
  await connection.db.execute(
    sql`insert into cataloginventory_stock_item (product_id, qty, min_qty, is_in_stock, manage_stock) values (${productId}, ${qty}, 0, ${inStock}, true)
      on conflict (product_id) do update set qty = excluded.qty, min_qty = 0, is_in_stock = excluded.is_in_stock, manage_stock = true`,
  );
}

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await prepareDatabase(connection, { seedDemo: true });
  services = createServices(connection.db, { cacheTtlMs: 0 });
  engine = { handle: createGraphQLHandler(services, { production: false, baseUrl: "/" }), close: () => connection.close() };

  const simples = await queryRows<{ id: number; sku: string }>(
    connection.db,
    sql`select entity_id as id, sku from catalog_product_entity where type_id = 'simple' and visibility = 4 and status = 1 order by entity_id limit 3`,
  );
  const [big, small, soldOut] = simples;
  if (!big || !small || !soldOut) throw new Error("demo catalogue without simple products");
  Object.assign(fixture.big, big);
  Object.assign(fixture.small, small);
  Object.assign(fixture.soldOut, soldOut);
  await setPrice(big.id, 1070);
  await setStock(big.id, 100);
  await setPrice(small.id, 321);
  await setStock(small.id, 3);
  await setStock(soldOut.id, 0, false);

  const [config] = await queryRows<{ id: number; sku: string }>(
    connection.db,
    sql`select e.entity_id as id, e.sku from catalog_product_entity e
      where e.type_id = 'configurable' and e.status = 1
        and (select count(*) from catalog_product_super_link l join catalog_product_entity c on c.entity_id = l.product_id and c.status = 1 where l.parent_id = e.entity_id) >= 2
      order by e.entity_id limit 1`,
  );
  if (!config) throw new Error("demo catalogue without configurable products");
  Object.assign(fixture.config, config);
  const variants = await graphqlData<{ products: { items: { variants: { product: { id: number; sku: string }; attributes: { uid: string }[] }[] }[] } }>(
    engine,
    `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { id sku } attributes { uid } } } } } }`,
    { store: "en", variables: { sku: config.sku } },
  );
  fixture.config.children = (variants.products.items[0]?.variants ?? []).slice(0, 2).map((variant) => ({
    id: variant.product.id,
    sku: variant.product.sku,
    uids: variant.attributes.map((attribute) => attribute.uid),
  }));
  for (const child of fixture.config.children) {
    await setPrice(child.id, 535);
    await setStock(child.id, 50);
  }
});

afterAll(async () => {
  await connection?.close();
});

const CART_FIELDS = `
  id total_quantity is_virtual
  items {
    __typename uid id quantity is_available not_available_message
    errors { code message }
    product { sku }
    prices {
      price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value }
      total_item_discount { value } discounts { label amount { value } }
    }
    ... on ConfigurableCartItem {
      configured_variant { sku }
      configurable_options { configurable_product_option_uid configurable_product_option_value_uid option_label value_label }
    }
  }
  prices {
    subtotal_including_tax { value currency } subtotal_excluding_tax { value } subtotal_with_discount_excluding_tax { value }
    discounts { label applied_to amount { value } coupon { code } }
    applied_taxes { label amount { value } }
    grand_total { value currency } grand_total_excluding_tax { value }
  }
  applied_coupons { code }
  applied_gift_cards { code applied_balance { value } current_balance { value } expiration_date }
`;

interface Money {
  value: number;
  currency?: string;
}
interface CartItem {
  __typename: string;
  uid: string;
  id: string;
  quantity: number;
  is_available: boolean;
  not_available_message: string | null;
  errors: { code: string; message: string }[] | null;
  product: { sku: string };
  prices: {
    price: Money;
    price_including_tax: Money;
    row_total: Money;
    row_total_including_tax: Money;
    total_item_discount: Money;
    discounts: { label: string; amount: Money }[];
  };
  configured_variant?: { sku: string };
  configurable_options?: { configurable_product_option_uid: string; configurable_product_option_value_uid: string; option_label: string; value_label: string }[];
}
interface Cart {
  id: string;
  total_quantity: number;
  is_virtual: boolean;
  items: CartItem[];
  prices: {
    subtotal_including_tax: Money;
    subtotal_excluding_tax: Money;
    subtotal_with_discount_excluding_tax: Money;
    discounts: { label: string; applied_to: string; amount: Money; coupon: { code: string } | null }[];
    applied_taxes: { label: string; amount: Money }[];
    grand_total: Money;
    grand_total_excluding_tax: Money;
  };
  applied_coupons: { code: string }[] | null;
  applied_gift_cards: { code: string; applied_balance: Money; current_balance: Money; expiration_date: string | null }[];
}

interface ItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
}

async function newCart(store = "en"): Promise<string> {
  const data = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation { createGuestCart { cart { id } } }`, { store });
  return data.createGuestCart.cart.id;
}

async function readCart(cartId: string, store = "en"): Promise<Cart> {
  return (await graphqlData<{ cart: Cart }>(engine, `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { store, method: "GET", variables: { id: cartId } })).cart;
}

const ADD = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { __typename code message } }
}`;

async function add(cartId: string, items: ItemInput[], store = "en") {
  return (await graphqlData<{ addProductsToCart: { cart: Cart; user_errors: { __typename: string; code: string; message: string }[] } }>(engine, ADD, { store, variables: { id: cartId, items } }))
    .addProductsToCart;
}

async function update(cartId: string, items: { cart_item_uid: string; quantity: number }[]) {
  return (
    await graphqlData<{ updateCartItems: { cart: Cart; errors: { code: string; message: string }[] } }>(
      engine,
      `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } errors { code message } } }`,
      { store: "en", variables: { input: { cart_id: cartId, cart_items: items } } },
    )
  ).updateCartItems;
}

async function mutate(query: string, input: Record<string, unknown>, store = "en") {
  return graphql<Record<string, { cart: Cart } | null>>(engine, query, { store, variables: { input } });
}

const APPLY_COUPON = `mutation($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const REMOVE_COUPON = `mutation($input: RemoveCouponFromCartInput) { removeCouponFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const APPLY_GIFT_CARD = `mutation($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const REMOVE_GIFT_CARD = `mutation($input: RemoveGiftCardFromCartInput) { removeGiftCardFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;

describe("creating a cart", () => {
  it("answers a 32-character id for an empty cart with zero totals", async () => {
    const id = await newCart();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const legacy = await graphqlData<{ createEmptyCart: string }>(engine, `mutation { createEmptyCart }`, { store: "en" });
    expect(legacy.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(legacy.createEmptyCart).not.toBe(id);

    const cart = await readCart(id);
    expect(cart).toMatchObject({ id, total_quantity: 0, is_virtual: false, items: [], applied_coupons: null, applied_gift_cards: [] });
    expect(cart.prices.grand_total).toEqual({ value: 0, currency: "THB" });
    expect(cart.prices.applied_taxes).toEqual([]);
  });

  it("accepts a client-chosen id once, of 32 characters only", async () => {
    const chosen = "abcdefghijklmnopqrstuvwxyz012345";
    const first = await graphqlData<{ createGuestCart: { cart: { id: string } } }>(engine, `mutation($id: ID) { createGuestCart(input: { cart_uid: $id }) { cart { id } } }`, {
      store: "en",
      variables: { id: chosen },
    });
    expect(first.createGuestCart.cart.id).toBe(chosen);
    const again = await graphql(engine, `mutation($id: String) { createEmptyCart(input: { cart_id: $id }) }`, { store: "en", variables: { id: chosen } });
    expect(again.errors?.[0]).toMatchObject({ message: `Cart with ID "${chosen}" already exists.`, extensions: { category: "graphql-already-exists" } });
    const short = await graphql(engine, `mutation { createEmptyCart(input: { cart_id: "short" }) }`, { store: "en" });
    expect(short.errors?.[0]?.message).toBe("Cart ID length should to be 32 symbols.");
  });
});

describe("adding products", () => {
  it("adds a simple product with prices incl. 7% VAT", async () => {
    const id = await newCart();
    const { cart, user_errors } = await add(id, [{ sku: fixture.big.sku, quantity: 2 }]);
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(2);
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({ __typename: "SimpleCartItem", quantity: 2, is_available: true, errors: [], product: { sku: fixture.big.sku } });
    expect(line?.uid).toBe(Buffer.from(line?.id ?? "").toString("base64"));
    expect(line?.prices).toMatchObject({
      price: { value: 1000, currency: "THB" },
      price_including_tax: { value: 1070 },
      row_total: { value: 2000 },
      row_total_including_tax: { value: 2140 },
      total_item_discount: { value: 0 },
      discounts: [],
    });
    expect(cart.prices).toMatchObject({
      subtotal_including_tax: { value: 2140, currency: "THB" },
      subtotal_excluding_tax: { value: 2000 },
      subtotal_with_discount_excluding_tax: { value: 2000 },
      applied_taxes: [{ label: "VAT 7%", amount: { value: 140 } }],
      discounts: [],
      grand_total: { value: 2140 },
      grand_total_excluding_tax: { value: 2000 },
    });
  });

  it("merges the same product into one line, and a configurable by parent SKU and options", async () => {
    const id = await newCart();
    await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    await add(id, [{ sku: fixture.big.sku.toLowerCase(), quantity: 2 }]);
    const [first, second] = fixture.config.children;
    if (!first || !second) throw new Error("fixture");
    const { cart, user_errors } = await add(id, [
      { sku: fixture.config.sku, quantity: 1, selected_options: first.uids },
      { sku: fixture.config.sku, quantity: 1, selected_options: second.uids },
      // The child by its own SKU with its parent's (as the storefront adds an item): the same line as the first.
      { sku: first.sku, parent_sku: fixture.config.sku, quantity: 2 },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.items.map((item) => [item.__typename, item.quantity])).toEqual([
      ["SimpleCartItem", 3],
      ["ConfigurableCartItem", 3],
      ["ConfigurableCartItem", 1],
    ]);
    const configurable = cart.items[1];
    expect(configurable?.product.sku).toBe(fixture.config.sku);
    expect(configurable?.configured_variant?.sku).toBe(first.sku);
    expect(configurable?.configurable_options?.map((option) => option.configurable_product_option_value_uid)).toEqual(first.uids);
    expect(configurable?.configurable_options?.every((option) => option.option_label !== "" && option.value_label !== "")).toBe(true);
    expect(configurable?.prices.row_total_including_tax.value).toBe(1605);
    expect(cart.total_quantity).toBe(7);
    expect(cart.prices.subtotal_including_tax.value).toBe(3 * 1070 + 4 * 535);
  });

  it("answers Magento's user errors and still adds the products that can be added", async () => {
    const id = await newCart();
    const { cart, user_errors } = await add(id, [
      { sku: "NO-SUCH-SKU", quantity: 1 },
      { sku: fixture.config.sku, quantity: 1 },
      { sku: fixture.soldOut.sku, quantity: 1 },
      { sku: fixture.small.sku, quantity: 4 },
      { sku: fixture.big.sku, quantity: 0 },
      { sku: fixture.big.sku, quantity: 1 },
    ]);
    expect(user_errors).toEqual([
      { __typename: "CartUserInputError", code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { __typename: "CartUserInputError", code: "REQUIRED_PARAMETER_MISSING", message: "You need to choose options for your item." },
      { __typename: "CartUserInputError", code: "NOT_SALABLE", message: "There are no source items with the in stock status" },
      { __typename: "CartUserInputError", code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
      { __typename: "CartUserInputError", code: "INVALID_PARAMETER_VALUE", message: "The product quantity should be greater than 0" },
    ]);
    expect(cart.items.map((item) => item.product.sku)).toEqual([fixture.big.sku]);

    // Adding to an existing line counts what the line already holds.
    await add(id, [{ sku: fixture.small.sku, quantity: 2 }]);
    const more = await add(id, [{ sku: fixture.small.sku, quantity: 2 }]);
    expect(more.user_errors.map((error) => error.code)).toEqual(["INSUFFICIENT_STOCK"]);
    expect(more.cart.items.find((item) => item.product.sku === fixture.small.sku)?.quantity).toBe(2);
  });
});

describe("addConfigurableProductsToCart (Magento's older mutation)", () => {
  const ADD_CONFIGURABLE = `mutation($input: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $input) { cart { ${CART_FIELDS} } } }`;

  it("adds the variant named in data under its parent, as Venia's edit dialog does", async () => {
    const id = await newCart();
    const [first] = fixture.config.children;
    if (!first) throw new Error("fixture");
    const reply = await mutate(ADD_CONFIGURABLE, { cart_id: id, cart_items: [{ data: { sku: first.sku, quantity: 2 }, parent_sku: fixture.config.sku }] });
    expect(reply.errors).toBeUndefined();
    const cart = reply.data?.["addConfigurableProductsToCart"]?.cart;
    expect(cart?.items.map((item) => [item.__typename, item.product.sku, item.configured_variant?.sku, item.quantity])).toEqual([["ConfigurableCartItem", fixture.config.sku, first.sku, 2]]);
  });

  it("throws Magento's errors and adds nothing when one line cannot be added", async () => {
    const id = await newCart();
    const [first] = fixture.config.children;
    if (!first) throw new Error("fixture");
    const unknown = await mutate(ADD_CONFIGURABLE, {
      cart_id: id,
      cart_items: [
        { data: { sku: first.sku, quantity: 1 }, parent_sku: fixture.config.sku },
        { data: { sku: "NO-SUCH-SKU", quantity: 1 }, parent_sku: fixture.config.sku },
      ],
    });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Could not find a product with SKU "NO-SUCH-SKU"', extensions: { category: "graphql-no-such-entity" } });
    expect((await readCart(id)).items).toEqual([]);
    const zero = await mutate(ADD_CONFIGURABLE, { cart_id: id, cart_items: [{ data: { sku: first.sku, quantity: 0 }, parent_sku: fixture.config.sku }] });
    expect(zero.errors?.[0]).toMatchObject({ message: "Please enter a number greater than 0 in this field.", extensions: { category: "graphql-input" } });
    const none = await mutate(ADD_CONFIGURABLE, { cart_id: id, cart_items: [] });
    expect(none.errors?.[0]?.message).toBe('Required parameter "cart_items" is missing');
    const noCart = await mutate(ADD_CONFIGURABLE, { cart_id: "", cart_items: [{ data: { sku: first.sku, quantity: 1 } }] });
    expect(noCart.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing');
  });
});

describe("changing and removing lines", () => {
  it("updates quantities, removes at 0, refuses more than the stock and unknown lines", async () => {
    const id = await newCart();
    const { cart } = await add(id, [
      { sku: fixture.big.sku, quantity: 1 },
      { sku: fixture.small.sku, quantity: 1 },
    ]);
    const [big, small] = cart.items;
    if (!big || !small) throw new Error("lines");

    const updated = await update(id, [{ cart_item_uid: big.uid, quantity: 5 }]);
    expect(updated.errors).toEqual([]);
    expect(updated.cart.items.map((item) => item.quantity)).toEqual([5, 1]);

    const tooMany = await update(id, [{ cart_item_uid: small.uid, quantity: 4 }]);
    expect(tooMany.errors).toEqual([{ code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" }]);
    expect(tooMany.cart.items[1]?.quantity).toBe(1);

    const unknown = await update(id, [{ cart_item_uid: Buffer.from("999999").toString("base64"), quantity: 1 }]);
    expect(unknown.errors[0]?.code).toBe("COULD_NOT_FIND_CART_ITEM");

    const removedByZero = await update(id, [{ cart_item_uid: small.uid, quantity: 0 }]);
    expect(removedByZero.cart.items.map((item) => item.uid)).toEqual([big.uid]);

    const REMOVE = `mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;
    const removed = await mutate(REMOVE, { cart_id: id, cart_item_uid: big.uid });
    expect(removed.data?.["removeItemFromCart"]?.cart.items).toEqual([]);
    const again = await mutate(REMOVE, { cart_id: id, cart_item_uid: big.uid });
    expect(again.errors?.[0]).toMatchObject({ message: "The cart doesn't contain the item", extensions: { category: "graphql-no-such-entity" } });
  });

  it("shows stock problems on the lines with the error catalogue's messages", async () => {
    const id = await newCart();
    await add(id, [
      { sku: fixture.small.sku, quantity: 3 },
      { sku: fixture.big.sku, quantity: 1 },
    ]);
    await setStock(fixture.small.id, 1);
    let cart = await readCart(id);
    expect(cart.items[0]).toMatchObject({
      is_available: false,
      errors: [{ code: "ITEM_QTY", message: "The requested qty is not available" }],
      not_available_message: "The requested qty is not available",
    });
    expect(cart.items[1]).toMatchObject({ is_available: true, errors: [] });
    await setStock(fixture.small.id, 0, false);
    cart = await readCart(id);
    expect(cart.items[0]?.errors).toEqual([{ code: "ITEM_QTY", message: "There are no source items with the in stock status" }]);
    const totals = await services.carts.collectTotals(services.db, (await view("en")), await services.carts.find(await view("en"), id, null));
    expect(totals.hasStockErrors).toBe(true);
    expect(totals.lines[0]?.stockError?.code).toBe("OUT_OF_STOCK");
    await setStock(fixture.small.id, 3);
  });
});

async function view(code: string): Promise<StoreView> {
  return (await services.stores.findByCode(code)) as StoreView;
}

describe("coupons", () => {
  it("applies WELCOME10 as 10% off each line, labelled per store view, and removes it", async () => {
    const id = await newCart();
    const empty = await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "WELCOME10" });
    expect(empty.errors?.[0]?.message).toBe("Cart does not contain products.");

    await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    const invalid = await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "NOPE" });
    expect(invalid.errors?.[0]).toMatchObject({ message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: "graphql-no-such-entity" } });

    const applied = (await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "welcome10" })).data?.["applyCouponToCart"]?.cart;
    expect(applied?.applied_coupons).toEqual([{ code: "WELCOME10" }]);
    expect(applied?.prices.discounts).toEqual([{ label: "Welcome 10% off", applied_to: "ITEM", amount: { value: 107 }, coupon: { code: "WELCOME10" } }]);
    expect(applied?.items[0]?.prices.total_item_discount.value).toBe(107);
    // 1,070 − 107 = 963, VAT inside 63.
    expect(applied?.prices.grand_total.value).toBe(963);
    expect(applied?.prices.applied_taxes).toEqual([{ label: "VAT 7%", amount: { value: 63 } }]);
    expect(applied?.prices.subtotal_with_discount_excluding_tax.value).toBe(900);

    const thai = await readCart(id, "th");
    expect(thai.prices.discounts[0]?.label).toBe("ส่วนลดต้อนรับ 10%");
    expect(thai.prices.applied_taxes[0]?.label).toBe("ภาษีมูลค่าเพิ่ม 7%");

    const second = await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "SAVE200" });
    expect(second.errors?.[0]?.message).toBe("A coupon is already applied to the cart. Please remove it to apply another");

    const removed = (await mutate(REMOVE_COUPON, { cart_id: id })).data?.["removeCouponFromCart"]?.cart;
    expect(removed?.applied_coupons).toBeNull();
    expect(removed?.prices.grand_total.value).toBe(1070);
  });

  it("applies SAVE200 only from a ฿2,000 subtotal and drops it when the cart shrinks below", async () => {
    const id = await newCart();
    const { cart } = await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    const below = await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "SAVE200" });
    expect(below.errors?.[0]?.message).toBe("The coupon code isn't valid. Verify the code and try again.");

    const line = cart.items[0];
    if (!line) throw new Error("line");
    await update(id, [{ cart_item_uid: line.uid, quantity: 2 }]);
    const applied = (await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "SAVE200" })).data?.["applyCouponToCart"]?.cart;
    expect(applied?.prices.discounts[0]?.amount.value).toBe(200);
    expect(applied?.prices.grand_total.value).toBe(1940);

    const shrunk = await update(id, [{ cart_item_uid: line.uid, quantity: 1 }]);
    expect(shrunk.cart.applied_coupons).toBeNull();
    expect(shrunk.cart.prices.grand_total.value).toBe(1070);
    const [row] = await connection.db.select({ couponCode: quote.couponCode }).from(quote).where(eq(quote.maskedId, id));
    expect(row?.couponCode).toBeNull();
  });
});

describe("gift cards", () => {
  const BALANCE = `query($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code balance { value currency } expiration_date } }`;

  it("checks a balance, and answers 'Gift card not found' for empty, expired and unknown cards", async () => {
    const ok = await graphqlData<{ giftCardAccount: { code: string; balance: Money } }>(engine, BALANCE, { store: "en", variables: { code: "gift-1000-thai" } });
    expect(ok.giftCardAccount).toEqual({ code: "GIFT-1000-THAI", balance: { value: 1000, currency: "THB" }, expiration_date: null });
    for (const code of ["GIFT-EMPTY-00", "GIFT-EXPIRED-00", "NOPE"]) {
      const reply = await graphql(engine, BALANCE, { store: "en", variables: { code } });
      expect(reply.errors?.[0], code).toMatchObject({ message: "Gift card not found", extensions: { category: "graphql-no-such-entity" } });
    }
  });

  it("pays with cards oldest first, never below zero, and removes them", async () => {
    const id = await newCart();
    await add(id, [{ sku: fixture.big.sku, quantity: 2 }]);

    for (const code of ["GIFT-EMPTY-00", "GIFT-EXPIRED-00", "NOPE"]) {
      const refused = await mutate(APPLY_GIFT_CARD, { cart_id: id, gift_card_code: code });
      expect(refused.errors?.[0]?.message, code).toBe("The gift card code couldn't be added. Verify your information and try again.");
    }

    const one = (await mutate(APPLY_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-300-THAI" })).data?.["applyGiftCardToCart"]?.cart;
    expect(one?.applied_gift_cards).toEqual([{ code: "GIFT-300-THAI", applied_balance: { value: 300 }, current_balance: { value: 300 }, expiration_date: null }]);
    expect(one?.prices.grand_total.value).toBe(1840);

    const two = (await mutate(APPLY_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-1000-THAI" })).data?.["applyGiftCardToCart"]?.cart;
    expect(two?.applied_gift_cards.map((card) => [card.code, card.applied_balance.value])).toEqual([
      ["GIFT-300-THAI", 300],
      ["GIFT-1000-THAI", 1000],
    ]);
    expect(two?.prices.grand_total.value).toBe(840);

    const twice = await mutate(APPLY_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-1000-THAI" });
    expect(twice.errors?.[0]?.message).toBe("This gift card account is already in the quote.");

    // A cheaper cart: the first card pays all it can, the second the rest, the total is 0.
    await update(id, [{ cart_item_uid: two?.items[0]?.uid ?? "", quantity: 1 }]);
    const covered = await readCart(id);
    expect(covered.applied_gift_cards.map((card) => [card.code, card.applied_balance.value])).toEqual([
      ["GIFT-300-THAI", 300],
      ["GIFT-1000-THAI", 770],
    ]);
    expect(covered.prices.grand_total.value).toBe(0);
    const totals = await services.carts.collectTotals(services.db, await view("en"), await services.carts.find(await view("en"), id, null));
    expect(totals.giftCards.find((card) => card.code === "GIFT-1000-THAI")?.remaining).toBe(230);

    const removed = (await mutate(REMOVE_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-300-THAI" })).data?.["removeGiftCardFromCart"]?.cart;
    expect(removed?.applied_gift_cards.map((card) => card.code)).toEqual(["GIFT-1000-THAI"]);
    expect(removed?.prices.grand_total.value).toBe(70);
    const notThere = await mutate(REMOVE_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-300-THAI" });
    expect(notThere.errors?.[0]?.message).toBe("The gift card couldn't be deleted from the quote.");
  });
});

describe("shipping and totals", () => {
  async function chooseShipping(cartId: string, method: string) {
    const [row] = await connection.db.select({ id: quote.entityId }).from(quote).where(eq(quote.maskedId, cartId));
    await connection.db
      .insert(quoteAddress)
      .values({ quoteId: row?.id ?? 0, addressType: "shipping", firstname: "Somchai", lastname: "Jaidee", street: ["1 Sukhumvit"], city: "Bangkok", countryId: "TH", telephone: "0812345678", shippingMethod: method })
      .onConflictDoUpdate({ target: [quoteAddress.quoteId, quoteAddress.addressType], set: { shippingMethod: method } });
  }

  it("offers flat rate and express, free shipping from ฿1,500, titles per store view", async () => {
    const id = await newCart();
    const en = await view("en");
    await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    let rates = await services.carts.shippingRates(services.db, en, await services.carts.find(en, id, null));
    expect(rates.map((rate) => [rate.carrierCode, rate.methodCode, rate.amountInclTax, rate.amountExclTax])).toEqual([
      ["flatrate", "flatrate", 60, 56.07],
      ["express", "express", 150, 140.19],
    ]);
    await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    rates = await services.carts.shippingRates(services.db, en, await services.carts.find(en, id, null));
    expect(rates.map((rate) => rate.carrierCode)).toEqual(["flatrate", "freeshipping", "express"]);
    const th = await view("th");
    const thaiRates = await services.carts.shippingRates(services.db, th, await services.carts.find(th, id, null));
    expect(thaiRates[0]?.carrierTitle).toBe("ค่าจัดส่งมาตรฐาน");
  });

  it("adds the chosen method to the totals with its VAT, and FREESHIP makes the flat rate free", async () => {
    const id = await newCart();
    const en = await view("en");
    await add(id, [{ sku: fixture.big.sku, quantity: 1 }]);
    await chooseShipping(id, "flatrate_flatrate");
    let totals = await services.carts.collectTotals(services.db, en, await services.carts.find(en, id, null));
    expect(totals.shipping).toMatchObject({ carrierCode: "flatrate", amountInclTax: 60, selected: true });
    expect(totals.taxAmount).toBe(73.93);
    expect(totals.grandTotal).toBe(1130);
    expect((await readCart(id)).prices.grand_total.value).toBe(1130);

    await mutate(APPLY_COUPON, { cart_id: id, coupon_code: "FREESHIP" });
    totals = await services.carts.collectTotals(services.db, en, await services.carts.find(en, id, null));
    expect(totals.appliedCoupon).toBe("FREESHIP");
    expect(totals.discounts).toEqual([]);
    expect(totals.shipping?.amountInclTax).toBe(0);
    expect(totals.grandTotal).toBe(1070);

    // A method no longer offered is not charged.
    await chooseShipping(id, "freeshipping_freeshipping");
    await mutate(REMOVE_COUPON, { cart_id: id });
    totals = await services.carts.collectTotals(services.db, en, await services.carts.find(en, id, null));
    expect(totals.shipping).toBeNull();
    expect(totals.grandTotal).toBe(1070);
  });

  it("applies a gift card's balance only up to what is left to pay, shipping included, on each cart on its own", async () => {
    // ฿1,000 card, ฿321 cart: the card pays ฿321 (Magento's applied_balance), not its whole balance.
    const id = await newCart();
    await add(id, [{ sku: fixture.small.sku, quantity: 1 }]);
    const applied = (await mutate(APPLY_GIFT_CARD, { cart_id: id, gift_card_code: "GIFT-1000-THAI" })).data?.["applyGiftCardToCart"]?.cart;
    expect(applied?.applied_gift_cards).toEqual([{ code: "GIFT-1000-THAI", applied_balance: { value: 321 }, current_balance: { value: 1000 }, expiration_date: null }]);
    expect(applied?.prices.grand_total.value).toBe(0);

    // Flat-rate delivery (฿60) is paid by the card too, in the totals REST's shipping-information answers as well.
    await chooseShipping(id, "flatrate_flatrate");
    const shipped = await readCart(id);
    expect(shipped.applied_gift_cards.map((card) => card.applied_balance.value)).toEqual([381]);
    expect(shipped.prices.grand_total.value).toBe(0);
    const en = await view("en");
    const totals = await services.carts.collectTotals(services.db, en, await services.carts.find(en, id, null));
    expect(totals.giftCards).toEqual([{ code: "GIFT-1000-THAI", applied: 381, balance: 1000, remaining: 619, expiresAt: null }]);
    expect(totals.totalBeforeGiftCards).toBe(381);

    // The same card on a ฿1,070 cart pays ฿1,000 there, and the first cart still shows its own ฿381.
    const other = await newCart();
    await add(other, [{ sku: fixture.big.sku, quantity: 1 }]);
    const second = (await mutate(APPLY_GIFT_CARD, { cart_id: other, gift_card_code: "GIFT-1000-THAI" })).data?.["applyGiftCardToCart"]?.cart;
    expect(second?.applied_gift_cards.map((card) => [card.applied_balance.value, card.current_balance.value])).toEqual([[1000, 1000]]);
    expect(second?.prices.grand_total.value).toBe(70);
    expect((await readCart(id)).applied_gift_cards.map((card) => card.applied_balance.value)).toEqual([381]);
  });
});

describe("carts that cannot be used", () => {
  it("answers Magento's errors for an unknown, inactive or someone else's cart, on reads and writes", async () => {
    const unknown = await graphql(engine, `{ cart(cart_id: "nope") { id } }`, { store: "en" });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Could not find a cart with ID "nope"', extensions: { category: "graphql-no-such-entity" } });
    const addUnknown = await graphql(engine, ADD, { store: "en", variables: { id: "nope", items: [{ sku: fixture.big.sku, quantity: 1 }] } });
    expect(addUnknown.errors?.[0]?.message).toBe('Could not find a cart with ID "nope"');

    const inactive = await newCart();
    await connection.db.update(quote).set({ isActive: false }).where(eq(quote.maskedId, inactive));
    const readInactive = await graphql(engine, `query($id: String!) { cart(cart_id: $id) { id } }`, { store: "en", variables: { id: inactive } });
    expect(readInactive.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: "graphql-no-such-entity" } });
    const addInactive = await graphql(engine, ADD, { store: "en", variables: { id: inactive, items: [{ sku: fixture.big.sku, quantity: 1 }] } });
    expect(addInactive.errors?.[0]?.message).toBe("The cart isn't active.");

    const customers = await newCart();
    await connection.db.update(quote).set({ customerId: 42 }).where(eq(quote.maskedId, customers));
    const readForeign = await graphql(engine, `query($id: String!) { cart(cart_id: $id) { id } }`, { store: "en", variables: { id: customers } });
    expect(readForeign.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customers}"`,
      extensions: { category: "graphql-authorization" },
    });
    const couponForeign = await mutate(APPLY_COUPON, { cart_id: customers, coupon_code: "WELCOME10" });
    expect(couponForeign.errors?.[0]?.extensions?.category).toBe("graphql-authorization");
  });

  it("keeps the cart when the shopper switches store view", async () => {
    const id = await newCart("th");
    await add(id, [{ sku: fixture.big.sku, quantity: 1 }], "th");
    expect((await readCart(id, "en")).total_quantity).toBe(1);
  });
});

describe("serialised writes", () => {
  it("ends 50 concurrent adds to one cart with the exact quantity sum", async () => {
    const id = await newCart();
    const [child] = fixture.config.children;
    if (!child) throw new Error("fixture");
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        graphql<{ addProductsToCart: { user_errors: unknown[] } }>(engine, `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }`, {
          store: "en",
          variables: {
            id,
            items: index % 2 === 0 ? [{ sku: fixture.big.sku, quantity: 1 }] : [{ sku: fixture.config.sku, quantity: 1, selected_options: child.uids }],
          },
        }),
      ),
    );
    expect(replies.flatMap((reply) => reply.errors ?? [])).toEqual([]);
    expect(replies.flatMap((reply) => reply.data?.addProductsToCart.user_errors ?? [])).toEqual([]);
    const cart = await readCart(id);
    expect(cart.total_quantity).toBe(50);
    expect(cart.items.map((item) => item.quantity)).toEqual([25, 25]);
  });

  it("lets one write see the previous one's result (withCart holds the cart until it commits)", async () => {
    const en = await view("en");
    const { maskedId } = await services.carts.create(en, null);
    const seen: string[] = [];
    const slow = services.carts.withCart(en, maskedId, null, async (tx, cart) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.update(quote).set({ customerEmail: "first@example.com" }).where(eq(quote.entityId, cart.entityId));
      seen.push("first");
    });
    const next = services.carts.withCart(en, maskedId, null, async (_tx, cart) => {
      seen.push(`second saw ${cart.customerEmail}`);
    });
    await Promise.all([slow, next]);
    expect(seen).toEqual(["first", "second saw first@example.com"]);
  });
});
