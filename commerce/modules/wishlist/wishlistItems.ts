/**
 * What is on a wish list, and moving it into the cart, as Magento's WishlistGraphQl does: adding
 * a product that is on the list already raises its quantity; a configurable product may be saved
 * before all its options are chosen (it then has no variant, and cannot go into the cart until
 * they are); problems with one product are user errors and do not stop the others. Every write
 * locks the list's row, so two adds of one product cannot both insert it.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { wishlistItem } from "../../db/schema";
import { inputError } from "../../lib/errors";
import { ADD_MESSAGES, addProducts, type CartUserError, dropStaleCoupon, findBySku, type QuoteRow, readOptionLabels } from "../cart";
import { findChildOptions, findSuperAttributes, parseSelectionUids, selectionUid } from "../catalog";
import type { StoreView } from "../store";
import { lockWishlist, touchWishlist, type WishlistRecord } from "./wishlists";

/** Magento's WishListUserInputErrorType. */
export interface WishlistUserError {
  code: "PRODUCT_NOT_FOUND" | "UNDEFINED";
  message: string;
}

/** Magento's WishlistCartUserInputErrorType, with the item it is about. */
export interface WishlistCartError {
  code: "INSUFFICIENT_STOCK" | "NOT_SALABLE" | "PRODUCT_NOT_FOUND" | "REQUIRED_PARAMETER_MISSING" | "UNDEFINED";
  message: string;
  wishlistId: number;
  wishlistItemId: number;
}

export const WISHLIST_ITEM_MESSAGES = {
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  itemNotFound: (id: string) => `Could not find a wishlist item with ID "${id}"`,
  notInList: (id: string) => `The wishlist item with ID "${id}" does not belong to the wishlist`,
  zeroQuantity: "The quantity of a wish list item cannot be 0",
  negativeQuantity: "The product quantity should be greater than 0",
  idsNotFound: (ids: readonly string[]) => `The wishlist item ids "${ids.join(",")}" were not found.`,
} as const;

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: (string | null)[] | null;
}

export interface WishlistItemUpdate {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: (string | null)[] | null;
}

/** A configurable choice on an item, with the store view's labels. */
export interface WishlistItemOption {
  attributeId: number;
  optionId: number;
  uid: string;
  attributeLabel: string;
  valueLabel: string;
}

export interface WishlistItemRecord {
  id: number;
  wishlistId: number;
  productId: number;
  productType: string;
  qty: number;
  description: string | null;
  addedAt: Date;
  selectedOptions: string[];
  /** For a configurable product: the chosen values (in the product's attribute order) and the variant they name. */
  options: WishlistItemOption[];
  variantId: number | null;
}


/** A configurable product's choice as selection uids, in its attributes' order, dropping values for other attributes. */
async function normaliseChoice(db: Database, productId: number, chosen: ReadonlyMap<number, number>): Promise<string[]> {
  const attributes = (await findSuperAttributes(db, [productId])).get(productId) ?? [];
  return attributes.filter((attribute) => chosen.has(attribute.attributeId)).map((attribute) => selectionUid(attribute.attributeId, chosen.get(attribute.attributeId)!));
}

/** What one input saves: the product shown and its choice, or Magento's user error. */
async function resolveInput(db: Database, input: WishlistItemInput): Promise<{ productId: number; selectedOptions: string[] } | WishlistUserError> {
  const product = await findBySku(db, input.sku ?? "");
  if (!product) return { code: "PRODUCT_NOT_FOUND", message: WISHLIST_ITEM_MESSAGES.productNotFound(input.sku ?? "") };
  const uids = (input.selected_options ?? []).filter((uid): uid is string => typeof uid === "string");
  if (product.type_id === "configurable") {
    return { productId: product.id, selectedOptions: await normaliseChoice(db, product.id, parseSelectionUids(uids)) };
  }
  const parentSku = input.parent_sku?.trim();
  if (parentSku && parentSku.toLowerCase() !== product.sku.toLowerCase()) {
    // A variant named by its own SKU with its parent's: saved as the parent with the variant's values.
    const parent = await findBySku(db, parentSku);
    if (!parent) return { code: "PRODUCT_NOT_FOUND", message: WISHLIST_ITEM_MESSAGES.productNotFound(parentSku) };
    const child = ((await findChildOptions(db, [parent.id])).get(parent.id) ?? []).find((candidate) => candidate.childId === product.id);
    if (parent.type_id !== "configurable" || !child) return { code: "UNDEFINED", message: ADD_MESSAGES.optionsNotAvailable };
    return { productId: parent.id, selectedOptions: await normaliseChoice(db, parent.id, child.values) };
  }
  return { productId: product.id, selectedOptions: [] };
}

function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((uid, index) => uid === b[index]);
}

/**
 * Adds products to the list; one already on it (same product, same choice) has its quantity
 * raised. A missing or zero quantity counts as 1, as Magento's Wishlist::addNewItem.
 */
export async function addItems(db: Database, list: WishlistRecord, inputs: readonly WishlistItemInput[]): Promise<WishlistUserError[]> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, list.id);
    const errors: WishlistUserError[] = [];
    for (const input of inputs) {
      const requested = Number(input.quantity ?? 0);
      if (!Number.isFinite(requested) || requested < 0) {
        errors.push({ code: "UNDEFINED", message: WISHLIST_ITEM_MESSAGES.negativeQuantity });
        continue;
      }
      const quantity = requested === 0 ? 1 : requested;
      const resolved = await resolveInput(tx, input);
      if ("code" in resolved) {
        errors.push(resolved);
        continue;
      }
      const lines = await tx
        .select()
        .from(wishlistItem)
        .where(and(eq(wishlistItem.wishlistId, list.id), eq(wishlistItem.productId, resolved.productId)));
      const existing = lines.find((line) => sameOptions(line.selectedOptions, resolved.selectedOptions));
      if (existing) {
        await tx.update(wishlistItem).set({ qty: String(Number(existing.qty) + quantity) }).where(eq(wishlistItem.wishlistItemId, existing.wishlistItemId));
      } else {
        await tx.insert(wishlistItem).values({ wishlistId: list.id, productId: resolved.productId, selectedOptions: resolved.selectedOptions, qty: String(quantity) });
      }
    }
    await touchWishlist(tx, list.id);
    return errors;
  });
}

/** An item id a client sent, or null when it is not a positive whole number. */
function parseItemId(id: string | number | null | undefined): number | null {
  const value = Number(String(id ?? "").trim());
  return Number.isSafeInteger(value) && value > 0 && value <= 2147483647 ? value : null;
}

/** Removes items from the list; an id that is not on this list is a PRODUCT_NOT_FOUND user error. */
export async function removeItems(db: Database, list: WishlistRecord, ids: readonly string[]): Promise<WishlistUserError[]> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, list.id);
    const errors: WishlistUserError[] = [];
    for (const id of ids) {
      const itemId = parseItemId(id);
      const removed = itemId === null
        ? []
        : await tx.delete(wishlistItem).where(and(eq(wishlistItem.wishlistItemId, itemId), eq(wishlistItem.wishlistId, list.id))).returning({ id: wishlistItem.wishlistItemId });
      if (removed.length === 0) errors.push({ code: "PRODUCT_NOT_FOUND", message: WISHLIST_ITEM_MESSAGES.itemNotFound(String(id)) });
    }
    if (errors.length < ids.length) await touchWishlist(tx, list.id);
    return errors;
  });
}

/**
 * Changes quantities, descriptions and (configurable products) the choice. An item that is not on
 * this list, or a quantity of 0, is a user error (Magento's texts).
 */
export async function updateItems(db: Database, list: WishlistRecord, updates: readonly WishlistItemUpdate[]): Promise<WishlistUserError[]> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, list.id);
    const errors: WishlistUserError[] = [];
    for (const update of updates) {
      const itemId = parseItemId(update.wishlist_item_id);
      const [row] = itemId === null
        ? []
        : await tx
            .select({ item: wishlistItem, typeId: sql<string>`(select type_id from catalog_product_entity where entity_id = ${wishlistItem.productId})` })
            .from(wishlistItem)
            .where(and(eq(wishlistItem.wishlistItemId, itemId), eq(wishlistItem.wishlistId, list.id)));
      if (!row) {
        errors.push({ code: "UNDEFINED", message: WISHLIST_ITEM_MESSAGES.notInList(String(update.wishlist_item_id)) });
        continue;
      }
      const change: Partial<typeof wishlistItem.$inferInsert> = {};
      if (update.quantity !== undefined && update.quantity !== null) {
        const quantity = Number(update.quantity);
        if (!Number.isFinite(quantity) || Math.trunc(quantity) === 0) {
          errors.push({ code: "UNDEFINED", message: WISHLIST_ITEM_MESSAGES.zeroQuantity });
          continue;
        }
        if (quantity < 0) {
          errors.push({ code: "UNDEFINED", message: WISHLIST_ITEM_MESSAGES.negativeQuantity });
          continue;
        }
        change.qty = String(quantity);
      }
      if (update.description !== undefined) change.description = update.description;
      if (update.selected_options && row.typeId === "configurable") {
        const uids = update.selected_options.filter((uid): uid is string => typeof uid === "string");
        change.selectedOptions = await normaliseChoice(tx, row.item.productId, parseSelectionUids(uids));
      }
      if (Object.keys(change).length > 0) await tx.update(wishlistItem).set(change).where(eq(wishlistItem.wishlistItemId, row.item.wishlistItemId));
    }
    await touchWishlist(tx, list.id);
    return errors;
  });
}

/** How many items the lists hold (list id → count). */
export async function countItems(db: Database, wishlistIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(wishlistIds.map((id) => [id, 0]));
  if (wishlistIds.length === 0) return counts;
  const rows = await db
    .select({ id: wishlistItem.wishlistId, total: count() })
    .from(wishlistItem)
    .where(inArray(wishlistItem.wishlistId, [...wishlistIds]))
    .groupBy(wishlistItem.wishlistId);
  for (const row of rows) counts.set(row.id, row.total);
  return counts;
}

/** One page of a list's items, oldest first, with configurable choices resolved in the store view. */
export async function listItems(
  db: Database,
  storeId: number,
  wishlistId: number,
  page: { currentPage: number; pageSize: number },
  onlyIds?: readonly number[],
): Promise<WishlistItemRecord[]> {
  const rows = await db
    .select({ item: wishlistItem, typeId: sql<string>`(select type_id from catalog_product_entity where entity_id = ${wishlistItem.productId})` })
    .from(wishlistItem)
    .where(and(eq(wishlistItem.wishlistId, wishlistId), onlyIds ? inArray(wishlistItem.wishlistItemId, [...onlyIds]) : sql`true`))
    .orderBy(asc(wishlistItem.wishlistItemId))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  const configurableIds = [...new Set(rows.filter((row) => row.typeId === "configurable").map((row) => row.item.productId))];
  const [attributes, children] = await Promise.all([findSuperAttributes(db, configurableIds), findChildOptions(db, configurableIds)]);
  const chosenOf = rows.map((row) => parseSelectionUids(row.item.selectedOptions));
  const labels = await readOptionLabels(
    db,
    storeId,
    [...new Set(chosenOf.flatMap((chosen) => [...chosen.keys()]))],
    [...new Set(chosenOf.flatMap((chosen) => [...chosen.values()]))],
  );
  return rows.map((row, index) => {
    const chosen = chosenOf[index]!;
    const attributeIds = (attributes.get(row.item.productId) ?? []).map((attribute) => attribute.attributeId);
    const complete = row.typeId === "configurable" && attributeIds.length > 0 && attributeIds.every((id) => chosen.has(id));
    const variant = complete
      ? (children.get(row.item.productId) ?? []).find((child) => attributeIds.every((id) => child.values.get(id) === chosen.get(id)))
      : undefined;
    return {
      id: row.item.wishlistItemId,
      wishlistId: row.item.wishlistId,
      productId: row.item.productId,
      productType: row.typeId,
      qty: Number(row.item.qty),
      description: row.item.description,
      addedAt: row.item.addedAt,
      selectedOptions: row.item.selectedOptions,
      options: [...chosen].map(([attributeId, optionId]) => ({
        attributeId,
        optionId,
        uid: selectionUid(attributeId, optionId),
        attributeLabel: labels.attributes.get(attributeId) ?? String(attributeId),
        valueLabel: labels.options.get(optionId) ?? String(optionId),
      })),
      variantId: variant?.childId ?? null,
    };
  });
}

const CART_CODES = new Set<WishlistCartError["code"]>(["INSUFFICIENT_STOCK", "NOT_SALABLE", "PRODUCT_NOT_FOUND", "REQUIRED_PARAMETER_MISSING"]);

/** The cart's error code as a wish-list cart error code (the ones Magento's enum lacks are UNDEFINED). */
function cartErrorCode(error: CartUserError): WishlistCartError["code"] {
  return CART_CODES.has(error.code as WishlistCartError["code"]) ? (error.code as WishlistCartError["code"]) : "UNDEFINED";
}

/**
 * The item ids to move: all the list's items, or those named (every named id must be on the
 * list, else Magento's "The wishlist item ids "…" were not found.").
 */
export async function itemsToMove(db: Database, list: WishlistRecord, ids: readonly string[] | null | undefined): Promise<number[]> {
  const rows = await db.select({ id: wishlistItem.wishlistItemId }).from(wishlistItem).where(eq(wishlistItem.wishlistId, list.id)).orderBy(asc(wishlistItem.wishlistItemId));
  const onList = new Set(rows.map((row) => row.id));
  if (!ids || ids.length === 0) return [...onList];
  const unknown = ids.filter((id) => {
    const itemId = parseItemId(id);
    return itemId === null || !onList.has(itemId);
  });
  if (unknown.length > 0) throw inputError(WISHLIST_ITEM_MESSAGES.idsNotFound(unknown));
  return [...new Set(ids.map((id) => parseItemId(id)!))];
}

/**
 * Adds the items to the cart one by one (run inside the cart's `withCart`, so only `tx` is used);
 * an item that went in leaves the list, one that could not stays with its error.
 */
export async function moveItemsToCart(tx: Database, store: StoreView, cart: QuoteRow, list: WishlistRecord, itemIds: readonly number[]): Promise<WishlistCartError[]> {
  await lockWishlist(tx, list.id);
  const items = itemIds.length === 0 ? [] : await listItems(tx, store.id, list.id, { currentPage: 1, pageSize: itemIds.length }, itemIds);
  const skus = new Map(
    (await queryRows<{ id: number; sku: string }>(tx, sql`select entity_id as id, sku from catalog_product_entity where entity_id = any(${sql.param(items.map((item) => item.productId))}::int[])`)).map((row) => [row.id, row.sku]),
  );
  const errors: WishlistCartError[] = [];
  let moved = 0;
  for (const item of items) {
    const sku = skus.get(item.productId) ?? "";
    const problems = await addProducts(tx, store, cart, [{ sku, quantity: item.qty, selected_options: item.selectedOptions }]);
    if (problems.length > 0) {
      for (const problem of problems) errors.push({ code: cartErrorCode(problem), message: problem.message, wishlistId: list.id, wishlistItemId: item.id });
      continue;
    }
    await tx.delete(wishlistItem).where(eq(wishlistItem.wishlistItemId, item.id));
    moved += 1;
  }
  await dropStaleCoupon(tx, store, cart);
  if (moved > 0) await touchWishlist(tx, list.id);
  return errors;
}
