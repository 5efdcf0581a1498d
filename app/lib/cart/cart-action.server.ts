import {
  addToCart,
  applyCoupon,
  applyGiftCard,
  checkGiftCardBalance,
  readCart,
  removeCartItem,
  removeCoupon,
  removeGiftCard,
  updateCartItem,
  type CartWriteResult,
} from "~/lib/cart/cart.server";
import { isInvalidCartError } from "~/lib/cart/invalid-cart";
import { MAX_CODE_LENGTH, MAX_QUANTITY } from "~/lib/cart/limits";
import { splitStockErrors } from "~/lib/cart/stock-messages";
import { CART_INTENTS, type CartActionResult, type CartIntent, type CartMessage, type CartView } from "~/lib/cart/types";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import type { Shop } from "~/lib/shop/shop.server";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { giftCardCodeRetryAfterMs, giftCardCodeWrong } from "~/lib/throttle/shop-throttles.server";
import { log } from "../../../logging/logger";


const errorMessage = (key: string, values?: CartMessage["values"]): CartMessage => ({ type: "error", key, values });

/**
 * The `/{store}/cart` action (Hydrogen style: one action, an explicit `intent` per form). Every
 * outcome is a message for the shopper; backend failures become "problem with your cart" (spec §8)
 * and are logged, never shown raw.
 */
export async function runCartAction(shop: Shop, form: FormData): Promise<CartActionResult> {
  const intent = parseIntent(form.get("intent"));
  if (!intent) return { ok: false, intent: null, message: errorMessage("cart.errors.unknownAction"), cart: null };
  try {
    return await handlers[intent](shop, form);
  } catch (error) {
    return { ok: false, intent, message: failureMessage(intent, error), cart: null };
  }
}

type Handler = (shop: Shop, form: FormData) => Promise<CartActionResult>;

const handlers: Record<CartIntent, Handler> = {
  async add(shop, form) {
    const sku = text(form.get("sku"));
    const parentSku = text(form.get("parent_sku")) || null;
    const quantity = parseQuantity(form.get("quantity") ?? "1", 1);
    if (!sku) return failed("add", "cart.errors.chooseOptions");
    if (quantity === null) return failed("add", "cart.errors.invalidQuantity", { max: MAX_QUANTITY });
    const selectedOptions = form.getAll("selected_options").map(text).filter(Boolean);
    const result = await addToCart(shop, { sku, parentSku, quantity, selectedOptions });
    if (result.userErrors.length) return { ok: false, intent: "add", message: addErrorMessage(result.userErrors[0]!), cart: result.cart };
    const line = result.cart.items.find((item) => item.sku === sku) ?? result.cart.items.find((item) => item.sku === parentSku);
    return {
      ok: true,
      intent: "add",
      message: line ? { type: "success", key: "cart.added", values: { name: line.name } } : { type: "success", key: "cart.addedItem" },
      cart: result.cart,
    };
  },

  async update(shop, form) {
    const uid = text(form.get("uid"));
    const quantity = parseQuantity(form.get("quantity"), 0);
    if (!uid) return failed("update", "cart.errors.itemGone");
    if (quantity === null) return failed("update", "cart.errors.invalidQuantity", { max: MAX_QUANTITY });
    const result = await updateCartItem(shop, uid, quantity);
    const refused = result.userErrors[0];
    if (refused) return { ok: false, intent: "update", message: updateErrorMessage(refused), cart: result.cart };
    if (result.notices.length) return { ok: false, intent: "update", message: stockMessage(result), cart: result.cart };
    return { ok: true, intent: "update", message: { type: "success", key: quantity === 0 ? "cart.removed" : "cart.updated" }, cart: result.cart };
  },

  async remove(shop, form) {
    const uid = text(form.get("uid"));
    if (!uid) return failed("remove", "cart.errors.itemGone");
    const result = await removeCartItem(shop, uid);
    return { ok: true, intent: "remove", message: { type: "success", key: "cart.removed" }, cart: result.cart };
  },

  async "apply-coupon"(shop, form) {
    const code = text(form.get("coupon_code"));
    if (!code || code.length > MAX_CODE_LENGTH) return failed("apply-coupon", "cart.coupon.required");
    try {
      const result = await applyCoupon(shop, code);
      return { ok: true, intent: "apply-coupon", message: { type: "success", key: "cart.coupon.applied", values: { code } }, cart: result.cart };
    } catch (error) {
      if (isShopperInputError(error)) return failed("apply-coupon", couponErrorKey(error as MagentoGraphQLError), { code });
      throw error;
    }
  },

  async "remove-coupon"(shop) {
    const result = await removeCoupon(shop);
    return { ok: true, intent: "remove-coupon", message: { type: "success", key: "cart.coupon.removed" }, cart: result.cart };
  },

  async "apply-gift-card"(shop, form) {
    const code = text(form.get("gift_card_code"));
    if (!code || code.length > MAX_CODE_LENGTH) return failed("apply-gift-card", "cart.giftCard.invalid");
    const wait = await giftCardCodeRetryAfterMs(shop.context);
    if (wait > 0) return failed("apply-gift-card", "cart.giftCard.tooManyTries", { count: minutesToWait(wait) });
    try {
      const result = await applyGiftCard(shop, code);
      return { ok: true, intent: "apply-gift-card", message: { type: "success", key: "cart.giftCard.applied", values: { code } }, cart: result.cart };
    } catch (error) {
      // Spec §8: any refusal of the code reads "Invalid card. Please try again."
      if (!isShopperInputError(error)) throw error;
      await giftCardCodeWrong(shop.context);
      return failed("apply-gift-card", "cart.giftCard.invalid");
    }
  },

  async "remove-gift-card"(shop, form) {
    const code = text(form.get("gift_card_code"));
    if (!code) return failed("remove-gift-card", "cart.giftCard.removeFailed");
    try {
      const result = await removeGiftCard(shop, code);
      return { ok: true, intent: "remove-gift-card", message: { type: "success", key: "cart.giftCard.removed", values: { code } }, cart: result.cart };
    } catch (error) {
      if (isShopperInputError(error)) return failed("remove-gift-card", "cart.giftCard.removeFailed");
      throw error;
    }
  },

  async "check-gift-card"(shop, form) {
    const code = text(form.get("gift_card_code"));
    if (!code || code.length > MAX_CODE_LENGTH) return failed("check-gift-card", "cart.giftCard.invalid");
    const wait = await giftCardCodeRetryAfterMs(shop.context);
    if (wait > 0) return failed("check-gift-card", "cart.giftCard.tooManyTries", { count: minutesToWait(wait) });
    try {
      const account = await checkGiftCardBalance(shop, code);
      if (!account) {
        await giftCardCodeWrong(shop.context);
        return failed("check-gift-card", "cart.giftCard.invalid");
      }
      return {
        ok: true,
        intent: "check-gift-card",
        message: { type: "info", key: "cart.giftCard.balance", values: { code: account.code, balance: account.balance.formatted } },
        cart: await readCart(shop),
      };
    } catch (error) {
      if (!isShopperInputError(error)) throw error;
      await giftCardCodeWrong(shop.context);
      return failed("check-gift-card", "cart.giftCard.invalid");
    }
  },
};

function failed(intent: CartIntent, key: string, values?: CartMessage["values"]): CartActionResult {
  return { ok: false, intent, message: errorMessage(key, values), cart: null };
}

export function parseIntent(value: FormDataEntryValue | null): CartIntent | null {
  return typeof value === "string" && (CART_INTENTS as readonly string[]).includes(value) ? (value as CartIntent) : null;
}

/** A whole number from `min` to MAX_QUANTITY, else null. */
export function parseQuantity(value: FormDataEntryValue | null, min: number): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= min && quantity <= MAX_QUANTITY ? quantity : null;
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The backend refused what the shopper typed (a code, an item) rather than failing itself. */
function isShopperInputError(error: unknown): boolean {
  return error instanceof MagentoGraphQLError && !isInvalidCartError(error);
}

/** Magento's `CartUserInputErrorType` codes as the shopper's words (spec §8 "Cart add"). */
export function addErrorMessage(error: { code: string; message: string }): CartMessage {
  switch (error.code) {
    case "INSUFFICIENT_STOCK":
      return errorMessage("cart.errors.notEnoughStock");
    case "NOT_SALABLE":
      return errorMessage("cart.errors.outOfStock");
    default:
      return errorMessage("cart.errors.couldNotAdd");
  }
}

/** `updateCartItems` errors: a stock refusal is a warning on a cart that is still fine. */
function updateErrorMessage(error: { code: string; message: string }): CartMessage {
  switch (error.code) {
    case "INSUFFICIENT_STOCK":
      return { type: "warning", key: "cart.errors.notEnoughStock" };
    case "NOT_SALABLE":
      return { type: "warning", key: "cart.errors.outOfStock" };
    case "COULD_NOT_FIND_CART_ITEM":
      return errorMessage("cart.errors.itemGone");
    default:
      return errorMessage("cart.errors.cartProblem");
  }
}

function couponErrorKey(error: MagentoGraphQLError): string {
  return error.errors.some((entry) => /already applied/i.test(entry.message)) ? "cart.coupon.alreadyApplied" : "cart.coupon.invalid";
}

function stockMessage(result: CartWriteResult): CartMessage {
  const outOfStock = result.notices.some((notice) => notice.kind === "outOfStock");
  return { type: "warning", key: outOfStock ? "cart.errors.outOfStock" : "cart.errors.notEnoughStock" };
}

/** A write that failed as a whole: what the shopper should do about it. */
export function failureMessage(intent: CartIntent, error: unknown): CartMessage {
  if (error instanceof MagentoGraphQLError) {
    const { notices, others } = splitStockErrors(error.errors);
    if (notices.length && !others.length) {
      return { type: "warning", key: notices.some((notice) => notice.kind === "outOfStock") ? "cart.errors.outOfStock" : "cart.errors.notEnoughStock" };
    }
    if (intent === "update" || intent === "remove") {
      if (others.some((entry) => /could not find (a )?cart item|doesn.t contain the item/i.test(entry.message))) return errorMessage("cart.errors.itemGone");
    }
    if (intent === "add" && !isInvalidCartError(error)) return errorMessage("cart.errors.couldNotAdd");
  }
  if (!(error instanceof MagentoGraphQLError) || isInvalidCartError(error)) {
    const reason = error instanceof BackendUnavailableError || error instanceof BackendTimeoutError ? error.message : error;
    log.error({ err: reason }, `[cart] ${intent} failed`);
  }
  // Spec §8: "problem with your cart (refresh)"; coupon and summary errors say the same.
  return errorMessage("cart.errors.cartProblem");
}

export type { CartView };
