import type { Money } from "~/lib/catalog/price";

export type { Money };

/**
 * The shopper's cart as the storefront shows it: Magento's `Cart` reduced to what the cart page,
 * the mini cart and checkout need, with every amount already formatted for the store view.
 */
export interface CartView {
  /** Magento's masked cart id. */
  id: string;
  items: CartLine[];
  totalQuantity: number;
  /** Null only when the backend answered no prices (never for a cart with items). */
  prices: CartPrices | null;
  /** The applied coupon code (Magento applies at most one). */
  coupon: string | null;
  /** True when some line cannot be bought as it is: checkout waits until the shopper fixes it. */
  hasStockErrors: boolean;
}

export interface CartPrices {
  subtotalInclTax: Money;
  subtotalExclTax: Money;
  discounts: { label: string; amount: Money }[];
  /** The selected shipping method's price; null until the shopper chose one. */
  shipping: Money | null;
  /** Taxes inside the total, e.g. `VAT 7%` (catalogue prices include it). */
  tax: { label: string; amount: Money }[];
  giftCards: { code: string; applied: Money; remaining: Money }[];
  grandTotal: Money;
  /**
   * What the order will be charged, in the shop's base currency, when prices are shown in another
   * one (a shopper who chose USD pays in THB); null when they are the same currency.
   */
  charged: Money | null;
}

/** One line of the cart. */
export interface CartLine {
  /** Magento's cart item uid (`cart_item_uid` of updateCartItems / removeItemFromCart). */
  uid: string;
  /** The product's name (the parent's for a configurable). */
  name: string;
  /** The bought SKU (the variant's for a configurable). */
  sku: string;
  /** Store-prefixed path of the product page, e.g. `/th/shirt.html`; null when it has none. */
  productPath: string | null;
  image: { url: string; label: string } | null;
  /** Chosen options of a configurable, e.g. Colour: Red. */
  options: { label: string; value: string }[];
  quantity: number;
  /** Price of one unit, incl. VAT. */
  price: Money;
  /** Price × quantity, incl. VAT (before cart discounts). */
  rowTotal: Money;
  /** A stock problem of this line (spec §8); `outOfStock` lines must be removed before checkout. */
  stockError: CartLineStockError | null;
}

export interface CartLineStockError {
  kind: "outOfStock" | "notEnough";
  /** Magento's message as the backend sent it. */
  message: string;
}

/** The flash shown after a cart action without JavaScript, and the fetcher's answer with it. */
export type CartActionResult =
  | { ok: true; intent: CartIntent; message: CartMessage; cart: CartView | null }
  | { ok: false; intent: CartIntent | null; message: CartMessage; cart: CartView | null };

/** A shopper-facing message: a key in the locale catalogues (under `cart.`) plus its values. */
export interface CartMessage {
  type: "info" | "success" | "warning" | "error";
  key: string;
  values?: Record<string, string | number>;
}

export const CART_INTENTS = [
  "add",
  "update",
  "remove",
  "apply-coupon",
  "remove-coupon",
  "apply-gift-card",
  "remove-gift-card",
  "check-gift-card",
] as const;

export type CartIntent = (typeof CART_INTENTS)[number];
