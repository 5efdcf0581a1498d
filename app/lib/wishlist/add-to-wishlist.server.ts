import { safeRedirectTarget, signInPath } from "~/lib/customer/redirect-target";
import { signOut, signOutIfExpired } from "~/lib/customer/sign-in.server";
import type { Shop } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import type { AddToWishlistResult, WishlistMessage } from "~/lib/wishlist/types";
import { addProductToWishlist, loadWishlistSettings, type WishlistFailure } from "~/lib/wishlist/wishlists.server";

/** Where the shopper goes back to after "Add to Favorites" without JS: the page they sent it from. */
export function wishlistReturnPath(form: FormData, storeCode: string): string {
  const returnTo = form.get("return_to");
  return safeRedirectTarget(typeof returnTo === "string" ? returnTo : null, storeCode) ?? storeHref(storeCode, "/wishlist");
}

/** Spec §6: a guest is asked to sign in, with a link that brings them back to the page. */
export function signInToSaveMessage(storeCode: string, returnTo: string): WishlistMessage {
  return { type: "info", key: "wishlist.signInToSave", link: { href: signInPath(storeCode, returnTo), key: "wishlist.signInLink" } };
}

const ADD_FAILURE_KEYS: Record<Exclude<WishlistFailure, "signed-out">, string> = {
  disabled: "wishlist.disabled",
  "not-found": "wishlist.errors.add",
  limit: "wishlist.errors.add",
  "is-default": "wishlist.errors.add",
  "name-taken": "wishlist.errors.add",
  product: "wishlist.errors.product",
  failed: "wishlist.errors.add",
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/**
 * "Add to Favorites" from a product page or a tile (`intent=add`, `sku`, optional `parent_sku`,
 * `selected_options`, `wishlist_id`, `return_to`). Open to guests: they get the sign-in message.
 * A token the backend refused signs the shopper out here.
 */
export async function addToWishlistFromForm(shop: Shop, form: FormData): Promise<AddToWishlistResult> {
  const { storeCode } = shop;
  const returnTo = wishlistReturnPath(form, storeCode);
  const settings = await loadWishlistSettings(shop).catch(() => null);
  if (!settings) return { ok: false, message: { type: "error", key: "wishlist.errors.add" } };
  if (!settings.enabled) return { ok: false, message: { type: "error", key: "wishlist.disabled" } };
  await signOutIfExpired(shop);
  if (!shop.customerToken()) return { ok: false, message: signInToSaveMessage(storeCode, returnTo) };
  const sku = text(form.get("sku"));
  if (!sku) return { ok: false, message: { type: "error", key: "wishlist.errors.product" } };
  const wishlistId = text(form.get("wishlist_id")) || null;
  const choice = {
    sku,
    parentSku: text(form.get("parent_sku")) || null,
    selectedOptions: form.getAll("selected_options").map(text).filter(Boolean),
  };
  const written = await addProductToWishlist(shop.client(), choice, wishlistId);
  if (written.ok) return { ok: true, message: { type: "success", key: "wishlist.flash.added", link: { href: storeHref(storeCode, "/wishlist"), key: "wishlist.viewLists" } } };
  if (written.reason === "signed-out") {
    await signOut(shop);
    return { ok: false, message: signInToSaveMessage(storeCode, returnTo) };
  }
  return { ok: false, message: { type: "error", key: ADD_FAILURE_KEYS[written.reason] } };
}
