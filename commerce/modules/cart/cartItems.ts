/**
 * Adding, changing and removing cart lines, always inside `withCart` (the cart's row is locked,
 * so reading a line's quantity and writing the new one cannot interleave with another request).
 * Problems with one product are answered as Magento's user errors and do not stop the others.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { quote, quoteItem } from "../../db/schema";
import { inputError, noSuchEntityError } from "../../lib/errors";
import { decodeNumericUid } from "../../lib/uid";
import { findChildOptions, findSuperAttributes, parseSelectionUids, selectionUid } from "../catalog";
import type { StoreView } from "../store";
import { loadCartProducts, salableQty, STOCK_MESSAGES } from "./cartProducts";
import type { QuoteRow } from "./types";

/** Magento's CartUserInputErrorType values. */
export type CartUserErrorCode =
  | "PRODUCT_NOT_FOUND"
  | "NOT_SALABLE"
  | "INSUFFICIENT_STOCK"
  | "COULD_NOT_FIND_CART_ITEM"
  | "REQUIRED_PARAMETER_MISSING"
  | "INVALID_PARAMETER_VALUE"
  | "UNDEFINED";

export interface CartUserError {
  code: CartUserErrorCode;
  message: string;
}

/** Magento's texts for adding to the cart (Quote\Model\Cart\AddProductsToCart and its error map). */
export const ADD_MESSAGES = {
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  notAvailable: "Product that you are trying to add is not available.",
  chooseOptions: "You need to choose options for your item.",
  optionsNotAvailable: "The required options you selected are not available.",
  qtyNotPositive: "The product quantity should be greater than 0",
  decimalQty: "You cannot use decimal quantity for this product.",
} as const;

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
}

/** A catalogue product as carts and wish lists name it: by SKU, its type deciding what it needs. */
export interface ProductRow {
  id: number;
  sku: string;
  type_id: string;
}

/** The product of a SKU as Magento matches it (case-insensitively, an exact match first), or null. */
export async function findBySku(db: Database, sku: string): Promise<ProductRow | null> {
  const rows = await queryRows<ProductRow>(
    db,
    sql`select entity_id as id, sku, type_id from catalog_product_entity
      where lower(sku) = lower(${sku.trim()}) order by (sku = ${sku.trim()}) desc limit 1`,
  );
  return rows[0] ?? null;
}

/** What one input line resolves to: the product bought, its configurable parent and the choice. */
interface Resolved {
  productId: number;
  sku: string;
  parentProductId: number | null;
  selectedOptions: string[];
}

/** Picks the child of a configurable product that matches the chosen option values. */
async function resolveConfigurable(db: Database, parent: ProductRow, chosen: Map<number, number>): Promise<Resolved | CartUserError> {
  const [superAttributes, children] = await Promise.all([findSuperAttributes(db, [parent.id]), findChildOptions(db, [parent.id])]);
  const attributeIds = (superAttributes.get(parent.id) ?? []).map((attribute) => attribute.attributeId);
  if (attributeIds.length === 0 || attributeIds.some((id) => !chosen.has(id))) {
    return { code: "REQUIRED_PARAMETER_MISSING", message: ADD_MESSAGES.chooseOptions };
  }
  const child = (children.get(parent.id) ?? []).find((candidate) => attributeIds.every((id) => candidate.values.get(id) === chosen.get(id)));
  if (!child) return { code: "NOT_SALABLE", message: ADD_MESSAGES.optionsNotAvailable };
  const [row] = await queryRows<{ sku: string }>(db, sql`select sku from catalog_product_entity where entity_id = ${child.childId}`);
  return {
    productId: child.childId,
    sku: row?.sku ?? parent.sku,
    parentProductId: parent.id,
    selectedOptions: attributeIds.map((id) => selectionUid(id, chosen.get(id) as number)),
  };
}

/** The product an input line names: a simple SKU, a configurable SKU with options, or a child SKU with its parent SKU. */
async function resolveInput(db: Database, input: CartItemInput): Promise<Resolved | CartUserError> {
  const product = await findBySku(db, input.sku);
  if (!product) return { code: "PRODUCT_NOT_FOUND", message: ADD_MESSAGES.productNotFound(input.sku) };
  const uids = (input.selected_options ?? []).filter((uid): uid is string => typeof uid === "string");
  if (product.type_id === "configurable") return resolveConfigurable(db, product, parseSelectionUids(uids));

  const parentSku = input.parent_sku?.trim();
  if (parentSku && parentSku.toLowerCase() !== product.sku.toLowerCase()) {
    // A child named by its own SKU, with its parent's: the choice is the child's own values.
    const parent = await findBySku(db, parentSku);
    if (!parent) return { code: "PRODUCT_NOT_FOUND", message: ADD_MESSAGES.productNotFound(parentSku) };
    if (parent.type_id !== "configurable") return { code: "NOT_SALABLE", message: ADD_MESSAGES.optionsNotAvailable };
    const values = await queryRows<{ attribute_id: number; value: number }>(
      db,
      sql`select i.attribute_id, i.value from catalog_product_entity_int i
        join catalog_product_super_attribute a on a.attribute_id = i.attribute_id and a.product_id = ${parent.id}
        join catalog_product_super_link l on l.product_id = i.entity_id and l.parent_id = ${parent.id}
        where i.entity_id = ${product.id}`,
    );
    if (values.length === 0) return { code: "NOT_SALABLE", message: ADD_MESSAGES.optionsNotAvailable };
    const chosen = new Map(values.map((row) => [row.attribute_id, row.value]));
    // Options sent along must agree with the child.
    for (const [attributeId, optionId] of parseSelectionUids(uids)) {
      if (chosen.get(attributeId) !== optionId) return { code: "NOT_SALABLE", message: ADD_MESSAGES.optionsNotAvailable };
    }
    return resolveConfigurable(db, parent, chosen);
  }
  return { productId: product.id, sku: product.sku, parentProductId: null, selectedOptions: [] };
}

function isUserError(value: Resolved | CartUserError): value is CartUserError {
  return "code" in value;
}

function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((uid, index) => uid === b[index]);
}

/** Marks the cart as changed (and moves it to the store view it is used in). */
export async function touchCart(tx: Database, store: StoreView, cart: QuoteRow): Promise<void> {
  await tx.update(quote).set({ updatedAt: sql`now()`, storeId: store.id }).where(eq(quote.entityId, cart.entityId));
}

/**
 * Adds products; the same product with the same options adds to its existing line. Returns the
 * user errors (Magento's `user_errors`), one per input that could not be added.
 */
export async function addProducts(tx: Database, store: StoreView, cart: QuoteRow, inputs: readonly CartItemInput[]): Promise<CartUserError[]> {
  const errors: CartUserError[] = [];
  for (const input of inputs) {
    const quantity = Number(input.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) {
      errors.push({ code: "INVALID_PARAMETER_VALUE", message: ADD_MESSAGES.qtyNotPositive });
      continue;
    }
    if (!Number.isInteger(quantity)) {
      errors.push({ code: "INVALID_PARAMETER_VALUE", message: ADD_MESSAGES.decimalQty });
      continue;
    }
    const resolved = await resolveInput(tx, input);
    if (isUserError(resolved)) {
      errors.push(resolved);
      continue;
    }
    const product = (await loadCartProducts(tx, store.id, [resolved.productId])).get(resolved.productId);
    if (!product || !product.record.enabled) {
      errors.push({ code: "NOT_SALABLE", message: ADD_MESSAGES.notAvailable });
      continue;
    }
    const lines = await tx
      .select()
      .from(quoteItem)
      .where(and(eq(quoteItem.quoteId, cart.entityId), eq(quoteItem.productId, resolved.productId)));
    const existing = lines.find((line) => line.parentProductId === resolved.parentProductId && sameOptions(line.selectedOptions, resolved.selectedOptions));
    const total = (existing ? Number(existing.qty) : 0) + quantity;
    const salable = salableQty(product);
    if (salable === 0) {
      errors.push({ code: "NOT_SALABLE", message: STOCK_MESSAGES.outOfStock });
      continue;
    }
    if (salable !== null && total > salable) {
      errors.push({ code: "INSUFFICIENT_STOCK", message: STOCK_MESSAGES.qtyNotAvailable });
      continue;
    }
    if (existing) {
      await tx.update(quoteItem).set({ qty: String(total) }).where(eq(quoteItem.itemId, existing.itemId));
    } else {
      await tx.insert(quoteItem).values({
        quoteId: cart.entityId,
        productId: resolved.productId,
        parentProductId: resolved.parentProductId,
        sku: resolved.sku,
        qty: String(quantity),
        selectedOptions: resolved.selectedOptions,
      });
    }
  }
  await touchCart(tx, store, cart);
  return errors;
}

export interface CartItemUpdate {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
  quantity?: number | null;
}

/** The item id an input names by `cart_item_uid` (or the deprecated `cart_item_id`), or null. */
function itemIdOf(input: { cart_item_uid?: string | null; cart_item_id?: number | null }): number | null {
  if (input.cart_item_uid) return decodeNumericUid(input.cart_item_uid);
  if (typeof input.cart_item_id === "number") return input.cart_item_id;
  return null;
}

/** Sets quantities (0 or less removes the line, as Magento's UpdateCartItems). Returns the errors. */
export async function updateItems(tx: Database, store: StoreView, cart: QuoteRow, updates: readonly (CartItemUpdate | null)[]): Promise<CartUserError[]> {
  const wanted = updates.filter((update): update is CartItemUpdate => update !== null);
  if (wanted.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  const errors: CartUserError[] = [];
  for (const update of wanted) {
    const itemId = itemIdOf(update);
    if (itemId === null) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
    if (update.quantity === undefined || update.quantity === null) throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    const [line] = await tx
      .select()
      .from(quoteItem)
      .where(and(eq(quoteItem.quoteId, cart.entityId), eq(quoteItem.itemId, itemId)));
    if (!line) {
      errors.push({ code: "COULD_NOT_FIND_CART_ITEM", message: `Could not find cart item with id: ${update.cart_item_uid ?? itemId}` });
      continue;
    }
    const quantity = Number(update.quantity);
    if (quantity <= 0) {
      await tx.delete(quoteItem).where(eq(quoteItem.itemId, line.itemId));
      continue;
    }
    if (!Number.isInteger(quantity)) {
      errors.push({ code: "INVALID_PARAMETER_VALUE", message: ADD_MESSAGES.decimalQty });
      continue;
    }
    const product = (await loadCartProducts(tx, store.id, [line.productId])).get(line.productId);
    const salable = product ? salableQty(product) : 0;
    // Lowering the quantity is always allowed; raising it needs the stock.
    if (quantity > Number(line.qty) && salable !== null && quantity > salable) {
      errors.push({ code: "INSUFFICIENT_STOCK", message: STOCK_MESSAGES.qtyNotAvailable });
      continue;
    }
    await tx.update(quoteItem).set({ qty: String(quantity) }).where(eq(quoteItem.itemId, line.itemId));
  }
  await touchCart(tx, store, cart);
  return errors;
}

/** Removes a whole line; Magento's error when the cart has no such line. */
export async function removeItem(tx: Database, store: StoreView, cart: QuoteRow, input: { cart_item_uid?: string | null; cart_item_id?: number | null }): Promise<void> {
  const itemId = itemIdOf(input);
  if (itemId === null) throw inputError('Required parameter "cart_item_uid" is missing.');
  const removed = await tx
    .delete(quoteItem)
    .where(and(eq(quoteItem.quoteId, cart.entityId), eq(quoteItem.itemId, itemId)))
    .returning({ itemId: quoteItem.itemId });
  if (removed.length === 0) throw noSuchEntityError("The cart doesn't contain the item");
  await touchCart(tx, store, cart);
}
