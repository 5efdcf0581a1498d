import { displayPrice } from "~/lib/catalog/price";
import { productHref, productImage } from "~/lib/catalog/product-tile.server";
import { CustomerCartQuery } from "~/lib/customer/documents.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import type { CustomerWishlistsQuery as CustomerWishlistsResult } from "~/lib/magento/generated/graphql";
import { publicQuery } from "~/lib/magento/public-query.server";
import type { Shop } from "~/lib/shop/shop.server";
import {
  AddProductsToWishlistMutation,
  AddWishlistItemsToCartMutation,
  CreateWishlistMutation,
  CustomerWishlistIdsQuery,
  CustomerWishlistsQuery,
  DeleteWishlistMutation,
  RemoveProductsFromWishlistMutation,
  UpdateWishlistMutation,
  WishlistSettingsQuery,
} from "~/lib/wishlist/documents.server";
import type { WishlistItemView, WishlistSettings, WishlistView, WishlistVisibility } from "~/lib/wishlist/types";
import { log } from "../../../logging/logger";

/**
 * The signed-in customer's wish lists through Magento's GraphQL. Every call but the settings goes
 * with the customer's bearer token: the backend decides whose lists these are, so another
 * customer's list or item id is simply "not found".
 */

/** Items shown per list: Magento's `items_v2` pages; a list longer than this shows its first ones. */
export const ITEMS_PER_LIST = 100;

/** Adobe Commerce's default cap when the store says nothing. */
const DEFAULT_MAX_LISTS = 5;

/** Why a wish-list call did not do what was asked, as the shopper is told. */
export type WishlistFailure =
  /** The token expired or was revoked: sign in again. */
  | "signed-out"
  /** `wishlist/general/active` is off. */
  | "disabled"
  /** No list or item of this customer has that id. */
  | "not-found"
  /** The store does not allow more lists (multiple lists off, or the cap reached). */
  | "limit"
  /** The customer's first list stays. */
  | "is-default"
  /** Another of the customer's lists has that name. */
  | "name-taken"
  /** The product is gone or was refused (Magento's user error). */
  | "product"
  /** Anything else, including the backend being away: try again. */
  | "failed";

export type WishlistWrite<T = undefined> = { ok: true; value: T } | { ok: false; reason: WishlistFailure };

/** The store's wish-list settings (public, cached with the other store config). */
export async function loadWishlistSettings(shop: Shop): Promise<WishlistSettings> {
  const { storeConfig } = await publicQuery(shop, WishlistSettingsQuery);
  const max = Number.parseInt(storeConfig?.maximum_number_of_wishlists ?? "", 10);
  return {
    enabled: storeConfig?.magento_wishlist_general_is_enabled === "1",
    multiple: storeConfig?.enable_multiple_wishlists === "1",
    maxLists: Number.isFinite(max) && max > 0 ? max : DEFAULT_MAX_LISTS,
  };
}

/** Sorts a refused call into what the shopper is told (Magento's texts and categories). */
export function wishlistFailure(error: unknown): WishlistFailure {
  if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) return "failed";
  if (!(error instanceof MagentoGraphQLError)) throw error;
  const text = error.message;
  if (/isn't authorized/i.test(text) || error.hasCategory("graphql-authorization")) return "signed-out";
  if (/only \d+ wish ?list|maximum number|multiple wish ?list/i.test(text)) return "limit";
  if (/already exists/i.test(text)) return "name-taken";
  if (/default wish ?list|can ?not be deleted|can't be deleted/i.test(text)) return "is-default";
  if (/wish ?list configuration is currently disabled|wish ?list is disabled/i.test(text)) return "disabled";
  if (/could not find|not found|no such entity|doesn't exist|does not exist/i.test(text) || error.hasCategory("graphql-no-such-entity")) {
    return "not-found";
  }
  return "failed";
}

type WishlistNode = NonNullable<NonNullable<CustomerWishlistsResult["customer"]>["wishlists"][number]>;
type ItemNode = NonNullable<NonNullable<NonNullable<WishlistNode["items_v2"]>["items"]>[number]>;

/** One item as the page shows it; a configurable with a chosen variant shows the variant's picture and price. */
export function toWishlistItem(node: ItemNode, storeCode: string, locale: string): WishlistItemView | null {
  const product = node.product;
  if (!product) return null;
  const variant = "configured_variant" in node ? node.configured_variant : null;
  const chosen = "configurable_options" in node ? (node.configurable_options ?? []) : [];
  const name = product.name ?? "";
  return {
    id: node.id,
    sku: variant?.sku ?? product.sku ?? "",
    name,
    href: productHref(storeCode, product),
    image: productImage(variant?.small_image, name) ?? productImage(product.small_image, name),
    price: displayPrice(variant?.price_range ?? product.price_range, locale),
    quantity: node.quantity,
    options: chosen.flatMap((option) => (option ? [{ label: option.option_label, value: option.value_label }] : [])),
    inStock: (variant?.stock_status ?? product.stock_status) !== "OUT_OF_STOCK",
  };
}

/** A list as the page shows it. A backend without named lists (Open Source) has no name: the page names it. */
export function toWishlistView(node: WishlistNode, index: number, storeCode: string, locale: string): WishlistView | null {
  if (!node.id) return null;
  const visibility: WishlistVisibility = node.visibility === "PUBLIC" ? "PUBLIC" : "PRIVATE";
  return {
    id: node.id,
    name: node.name ?? "",
    visibility,
    itemsCount: node.items_count ?? 0,
    items: (node.items_v2?.items ?? []).flatMap((item) => {
      const view = item ? toWishlistItem(item, storeCode, locale) : null;
      return view ? [view] : [];
    }),
    isDefault: index === 0,
  };
}

/** The customer's lists with their items (throws when the backend fails: the page cannot be shown). */
export async function loadWishlists(client: MagentoClient, storeCode: string, locale: string): Promise<WishlistView[]> {
  const data = await client.query(CustomerWishlistsQuery, { itemsPageSize: ITEMS_PER_LIST });
  const nodes = (data.customer?.wishlists ?? []).filter((node): node is WishlistNode => Boolean(node));
  return nodes.flatMap((node, index) => {
    const view = toWishlistView(node, index, storeCode, locale);
    return view ? [view] : [];
  });
}

async function attempt<T>(run: () => Promise<WishlistWrite<T>>): Promise<WishlistWrite<T>> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, reason: wishlistFailure(error) };
  }
}

/** What the product page or a tile sends: the sku, and for a configurable its parent and chosen option uids. */
export interface WishlistProductChoice {
  sku: string;
  parentSku: string | null;
  selectedOptions: string[];
}

/**
 * Saves a product to a list: the one named (when it is the customer's) or else the first, which
 * Magento creates on first use. Adding a product already there raises its quantity (the backend's rule).
 */
export function addProductToWishlist(client: MagentoClient, choice: WishlistProductChoice, wishlistId: string | null): Promise<WishlistWrite> {
  return attempt(async () => {
    const { customer } = await client.query(CustomerWishlistIdsQuery);
    const ids = (customer?.wishlists ?? []).flatMap((list) => (list?.id ? [list.id] : []));
    const target = wishlistId && ids.includes(wishlistId) ? wishlistId : ids[0];
    if (!target) return { ok: false, reason: "failed" };
    const item = {
      sku: choice.sku,
      quantity: 1,
      ...(choice.parentSku && choice.parentSku !== choice.sku ? { parent_sku: choice.parentSku } : {}),
      ...(choice.selectedOptions.length ? { selected_options: choice.selectedOptions } : {}),
    };
    const data = await client.mutate(AddProductsToWishlistMutation, { wishlistId: target, items: [item] });
    const refused = data.addProductsToWishlist?.user_errors.find(Boolean);
    if (refused) return { ok: false, reason: refused.code === "PRODUCT_NOT_FOUND" ? "product" : "failed" };
    return { ok: true, value: undefined };
  });
}

export function removeWishlistItem(client: MagentoClient, wishlistId: string, itemId: string): Promise<WishlistWrite> {
  return attempt(async () => {
    const data = await client.mutate(RemoveProductsFromWishlistMutation, { wishlistId, itemIds: [itemId] });
    const refused = data.removeProductsFromWishlist?.user_errors.find(Boolean);
    if (refused) return { ok: false, reason: "not-found" };
    return { ok: true, value: undefined };
  });
}

/** Why an item stayed in the list instead of going to the cart (Magento's `WishlistCartUserInputErrorType`). */
export type MoveToCartRefusal = "INSUFFICIENT_STOCK" | "NOT_SALABLE" | "PRODUCT_NOT_FOUND" | "REQUIRED_PARAMETER_MISSING" | "UNDEFINED";

export type MoveToCartResult = { ok: true } | { ok: false; reason: WishlistFailure } | { ok: false; reason: "refused"; code: MoveToCartRefusal };

/**
 * Moves one item into the customer's cart (`addWishlistItemsToCart`: the backend adds it to the
 * customer's cart and takes it off the list; an item it cannot add stays, with a user error). The
 * session then names the customer's cart, so the header counts the item at once.
 */
export async function moveWishlistItemToCart(shop: Shop, wishlistId: string, itemId: string): Promise<MoveToCartResult> {
  const client = shop.client();
  try {
    const data = await client.mutate(AddWishlistItemsToCartMutation, { wishlistId, itemIds: [itemId] });
    const refused = data.addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors.find(Boolean);
    if (refused) return { ok: false, reason: "refused", code: refused.code };
    if (!data.addWishlistItemsToCart?.status) return { ok: false, reason: "failed" };
  } catch (error) {
    return { ok: false, reason: wishlistFailure(error) };
  }
  if (!shop.cart.id) {
    try {
      const { customerCart } = await client.query(CustomerCartQuery);
      shop.cart.keep(customerCart.id);
    } catch (error) {
      log.warn({ err: error }, "[wishlist] reading the customer cart failed");
    }
  }
  return { ok: true };
}

export function createWishlist(client: MagentoClient, name: string, visibility: WishlistVisibility): Promise<WishlistWrite<string>> {
  return attempt(async () => {
    const data = await client.mutate(CreateWishlistMutation, { input: { name, visibility } });
    const id = data.createWishlist?.wishlist.id;
    return id ? { ok: true, value: id } : { ok: false, reason: "failed" };
  });
}

export function updateWishlist(client: MagentoClient, wishlistId: string, name: string, visibility: WishlistVisibility): Promise<WishlistWrite> {
  return attempt(async () => {
    const data = await client.mutate(UpdateWishlistMutation, { wishlistId, name, visibility });
    return data.updateWishlist ? { ok: true, value: undefined } : { ok: false, reason: "failed" };
  });
}

export function deleteWishlist(client: MagentoClient, wishlistId: string): Promise<WishlistWrite> {
  return attempt(async () => {
    const data = await client.mutate(DeleteWishlistMutation, { wishlistId });
    return data.deleteWishlist?.status ? { ok: true, value: undefined } : { ok: false, reason: "failed" };
  });
}
