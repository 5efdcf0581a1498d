/**
 * What the cart module hands to the rest of the engine (checkout, orders, resolvers): the cart row,
 * its collected totals and the carrier rates. Amounts are THB with 2 decimals and include 7% VAT.
 */
import type { quote } from "../../db/schema";
import type { ChosenGiftOptions, GiftMessageRecord, GiftWrappingRecord } from "../gift-options";

/** A cart as stored (Magento's quote row). */
export type QuoteRow = typeof quote.$inferSelect;

/** One carrier method the cart can be shipped with. */
export interface ShippingRate {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amountInclTax: number;
  amountExclTax: number;
}

/** Why a cart line cannot be bought as it is (the error catalogue's non-fatal stock messages). */
export interface LineStockError {
  code: "OUT_OF_STOCK" | "QTY_NOT_AVAILABLE";
  message: string;
}

export interface CartTotalsLine {
  itemId: number;
  productId: number;
  parentProductId: number | null;
  sku: string;
  parentSku: string | null;
  name: string;
  qty: number;
  priceInclTax: number;
  rowTotalInclTax: number;
  /** VAT inside the row total (after the line's discount). */
  rowTax: number;
  discount: number;
  options: Array<{ label: string; value: string }>;
  stockError: LineStockError | null;
  /** The option value uids chosen (configurable lines). */
  selectedOptions: string[];
  /** Beyond the contract: option ids behind `options`, for Magento's SelectedConfigurableOption. */
  optionIds: Array<{ attributeId: number; optionId: number }>;
  /** The line's gift message (null when it has none, or messages on items are off) and its row id (kept either way, as Magento copies it to the order). */
  giftMessage: GiftMessageRecord | null;
  giftMessageId: number | null;
  /** The line's wrapping (null when none, or wrapping for items is off) and its price per piece incl. VAT. */
  giftWrapping: GiftWrappingRecord | null;
  giftWrappingPrice: number;
}

/** Gift options of the whole cart and what they cost (base currency, incl. VAT). */
export interface CartGiftOptions extends ChosenGiftOptions {
  messageId: number | null;
  /** The VAT inside each of the three amounts. */
  wrappingForOrderTax: number;
  wrappingForItemsTax: number;
  printedCardTax: number;
}

export interface AppliedGiftCardTotals {
  code: string;
  /** What the card covers of this cart. */
  applied: number;
  balance: number;
  /** Balance left after this cart. */
  remaining: number;
  expiresAt: string | null;
}

export interface CartTotals {
  lines: CartTotalsLine[];
  totalQuantity: number;
  subtotalInclTax: number;
  subtotalExclTax: number;
  /** Coupon lines (amount positive, taken off the subtotal). */
  discounts: Array<{ label: string; amount: number; code: string }>;
  giftOptions: CartGiftOptions;
  /** The rate of the method chosen on the shipping address (quote_address.shipping_method), if still offered. */
  shipping: (ShippingRate & { selected: true }) | null;
  /** VAT inside the total before gift cards. */
  taxAmount: number;
  giftCards: AppliedGiftCardTotals[];
  /**
   * Store credit (customer carts): `used` = the customer chose to pay with it, `applied` = what it
   * pays of this cart (after gift cards; 0 when store credit is switched off).
   */
  storeCredit: { enabled: boolean; used: boolean; applied: number };
  /** What is left to pay after gift cards and store credit (never below 0). */
  grandTotal: number;
  hasStockErrors: boolean;

  /* Beyond the contract: what the GraphQL Cart answers without recomputing. */
  /** The coupon on the cart while it qualifies (Magento drops one that no longer does). */
  appliedCoupon: string | null;
  /** The coupon grants free shipping. */
  freeShipping: boolean;
  /** Every rate the cart can be shipped with now (what `shippingRates` answers). */
  shippingRates: ShippingRate[];
  /** "VAT 7%" in the store view's language. */
  taxLabel: string;
  /** Subtotal after the coupon, without VAT. */
  subtotalWithDiscountExclTax: number;
  /** Subtotal − coupon + shipping + gift options, before gift cards. */
  totalBeforeGiftCards: number;
  /** grandTotal without the VAT inside it (never below 0). */
  grandTotalExclTax: number;
}
