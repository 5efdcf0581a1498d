import type { SubmissionResult } from "@conform-to/react";
import type { CatalogImage, DisplayPrice } from "~/lib/catalog/types";

/** Magento's `WishlistVisibilityEnum` (Adobe Commerce): who may see a list through its sharing code. */
export type WishlistVisibility = "PUBLIC" | "PRIVATE";
export const WISHLIST_VISIBILITIES: readonly WishlistVisibility[] = ["PRIVATE", "PUBLIC"];

/** What the store allows (store config `magento_wishlist_general_is_enabled`, Adobe's multiple lists). */
export interface WishlistSettings {
  enabled: boolean;
  /** Adobe Commerce `enable_multiple_wishlists`: named lists may be created. */
  multiple: boolean;
  /** Adobe Commerce `maximum_number_of_wishlists` (only meaningful with `multiple`). */
  maxLists: number;
}

/** One saved product of a list, as the page shows it. */
export interface WishlistItemView {
  /** Magento's `WishlistItemInterface.id` (what remove and move-to-cart name). */
  id: string;
  sku: string;
  name: string;
  href: string;
  image: CatalogImage | null;
  price: DisplayPrice;
  quantity: number;
  /** Chosen options of a configurable item ("Colour: Indigo"). */
  options: Array<{ label: string; value: string }>;
  inStock: boolean;
}

/** One of the customer's lists. */
export interface WishlistView {
  id: string;
  name: string;
  visibility: WishlistVisibility;
  itemsCount: number;
  items: WishlistItemView[];
  /** The customer's first list, which Magento keeps: it cannot be deleted. */
  isDefault: boolean;
}

export type WishlistPageData =
  | { status: "disabled"; storeCode: string }
  | {
      status: "ok";
      storeCode: string;
      settings: WishlistSettings;
      lists: WishlistView[];
      /** Multiple lists are on and the customer is under the cap. */
      canCreate: boolean;
      /** `?edit=ID`: the list whose name and visibility form is open (own lists only). */
      editing: string | null;
      /** `?delete=ID`: the list asking "delete it?" (own, non-default lists only). */
      deleting: string | null;
    };

/** The `intent` of every form posting to `/{store}/wishlist`. */
export const WISHLIST_INTENTS = ["add", "remove", "move-to-cart", "create", "update", "delete"] as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number];

export function wishlistIntentOf(value: FormDataEntryValue | null): WishlistIntent | null {
  return typeof value === "string" && (WISHLIST_INTENTS as readonly string[]).includes(value) ? (value as WishlistIntent) : null;
}

/** A shopper-facing message: a catalogue key, with an optional link (e.g. "sign in" back to the page). */
export interface WishlistMessage {
  type: "success" | "error" | "info";
  key: string;
  values?: Record<string, string | number>;
  link?: { href: string; key: string };
}

/** The answer to a fetcher's add (`respond=json`); without JS the same message is a flash. */
export interface AddToWishlistResult {
  ok: boolean;
  message: WishlistMessage;
}

/** A name/visibility form sent back with its mistakes (400), so typed values and messages stay. */
export interface WishlistFormActionData {
  intent: "create" | "update";
  id: string | null;
  result: SubmissionResult<string[]>;
}
