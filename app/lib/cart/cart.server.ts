import { toCartView, type CartSource } from "~/lib/cart/cart-view";
import {
  AddProductsToCartMutation,
  ApplyCouponMutation,
  ApplyGiftCardMutation,
  CartChargeQuery,
  CartItemCountQuery,
  CartQuery,
  CreateCartMutation,
  GiftCardBalanceQuery,
  RemoveCouponMutation,
  RemoveGiftCardMutation,
  RemoveItemFromCartMutation,
  UpdateCartItemsMutation,
} from "~/lib/cart/documents.server";
import { isInvalidCartError } from "~/lib/cart/invalid-cart";
import { toleratingStockErrors, type StockNotice } from "~/lib/cart/stock-messages";
import type { CartView } from "~/lib/cart/types";
import { money, type Money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import { shownCurrency } from "~/lib/currency/currencies.server";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../../logging/logger";

export type { CartView } from "~/lib/cart/types";

/**
 * The shopper's cart (null when none yet); recovers an invalid cart as spec §4. Reading a cart the
 * backend no longer accepts drops its id: the shopper then has no cart, which is what a freshly
 * created one would show, and the next write creates the new cart. The caller commits the session.
 */
export async function readCart(shop: Shop): Promise<CartView | null> {
  const cartId = shop.cart.id;
  if (!cartId) return null;
  try {
    const [{ data, notices }, charged] = await Promise.all([
      toleratingStockErrors(() => shop.client().query(CartQuery, { cartId })),
      chargedTotal(shop, cartId),
    ]);
    if (!data.cart) {
      shop.cart.forget();
      return null;
    }
    const cart = toCartView(data.cart, { storeCode: shop.storeCode, locale: shop.locale, notices });
    if (cart.prices && cart.items.length) cart.prices.charged = charged;
    return cart;
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    shop.cart.forget();
    return null;
  }
}

/**
 * What the order will be charged when prices are shown in another currency than the base one:
 * the cart's total asked in the base currency (Magento charges and stores orders in it), null when
 * they are the same currency. Only a line beside the total: a failure leaves it out.
 */
async function chargedTotal(shop: Shop, cartId: string): Promise<Money | null> {
  try {
    const shown = await shownCurrency(shop);
    if (shown.code === shown.base) return null;
    const client = magentoClient(shop.context, { storeCode: shop.storeCode, currencyCode: shown.base, customerToken: shop.customerToken() ?? undefined });
    const total = (await client.query(CartChargeQuery, { cartId })).cart?.prices?.grand_total;
    return total ? money(total.value, total.currency, shop.locale) : null;
  } catch {
    return null;
  }
}

/**
 * Spec §7 `getItemCount`: the number the header's cart trigger shows. A cart the backend no longer
 * accepts is forgotten (count 0); any other failure shows 0 rather than failing the whole page.
 */
export async function readCartItemCount(shop: Shop): Promise<number> {
  const cartId = shop.cart.id;
  if (!cartId) return 0;
  try {
    const data = await shop.client().query(CartItemCountQuery, { cartId });
    return data.cart?.total_quantity ?? 0;
  } catch (error) {
    if (isInvalidCartError(error)) shop.cart.forget();
    else log.error({ err: error }, "[cart] item count failed");
    return 0;
  }
}

/** Cart id for writes: creates a cart when needed (and keeps it as the shopper's). */
export async function requireCartId(shop: Shop): Promise<string> {
  const existing = shop.cart.id;
  if (existing) return existing;
  const data = await shop.client().mutate(CreateCartMutation);
  if (!data.createEmptyCart) throw new Error("Unable to create cart");
  shop.cart.keep(data.createEmptyCart);
  return data.createEmptyCart;
}

/**
 * Runs a cart write; on an invalid-cart error drops the id, creates a new cart and retries once
 * (spec §4). A second invalid-cart answer, network failures and other errors are thrown on: a write
 * is never repeated when the backend may already have done it.
 */
export async function withCartRecovery<T>(shop: Shop, write: (cartId: string) => Promise<T>): Promise<T> {
  const cartId = await requireCartId(shop);
  try {
    return await write(cartId);
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    shop.cart.forget();
    const fresh = await requireCartId(shop);
    return write(fresh);
  }
}

/** What a cart write answered: the cart after it, and the stock notices that came along. */
export interface CartWriteResult {
  cart: CartView;
  /** Magento's user errors of `addProductsToCart` / `updateCartItems` (the rest was done). */
  userErrors: Array<{ code: string; message: string }>;
  notices: StockNotice[];
}

export interface AddToCartInput {
  sku: string;
  parentSku: string | null;
  quantity: number;
  selectedOptions: string[];
}

/** Spec §7 "Add item": a simple product by sku, a configurable by parent sku and option uids. */
export function addToCart(shop: Shop, input: AddToCartInput): Promise<CartWriteResult> {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() =>
      client.mutate(AddProductsToCartMutation, {
        cartId,
        cartItems: [
          {
            // Magento adds a configurable by the parent's sku plus the chosen option values.
            sku: input.parentSku ?? input.sku,
            quantity: input.quantity,
            ...(input.selectedOptions.length ? { selected_options: input.selectedOptions } : {}),
          },
        ],
      }),
    );
    const result = data.addProductsToCart;
    if (!result) throw new Error("addProductsToCart answered nothing");
    const userErrors = (result.user_errors ?? [])
      .filter((entry) => entry !== null)
      .map((entry) => ({ code: entry.code, message: entry.message }));
    return { cart: result.cart, notices, userErrors };
  });
}

/** Spec §4: a new quantity for a line (0 removes it, as Magento does). */
export function updateCartItem(shop: Shop, uid: string, quantity: number) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(UpdateCartItemsMutation, { cartId, uid, quantity }));
    const userErrors = (data.updateCartItems?.errors ?? [])
      .filter((entry) => entry !== null)
      .map((entry) => ({ code: entry.code, message: entry.message }));
    return { cart: data.updateCartItems?.cart ?? null, notices, userErrors };
  });
}

export function removeCartItem(shop: Shop, uid: string) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveItemFromCartMutation, { cartId, uid }));
    return { cart: data.removeItemFromCart?.cart ?? null, notices };
  });
}

export function applyCoupon(shop: Shop, code: string) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(ApplyCouponMutation, { cartId, code }));
    return { cart: data.applyCouponToCart?.cart ?? null, notices };
  });
}

export function removeCoupon(shop: Shop) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveCouponMutation, { cartId }));
    return { cart: data.removeCouponFromCart?.cart ?? null, notices };
  });
}

export function applyGiftCard(shop: Shop, code: string) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(ApplyGiftCardMutation, { cartId, code }));
    return { cart: data.applyGiftCardToCart?.cart ?? null, notices };
  });
}

export function removeGiftCard(shop: Shop, code: string) {
  return cartWrite(shop, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveGiftCardMutation, { cartId, code }));
    return { cart: data.removeGiftCardFromCart?.cart ?? null, notices };
  });
}

/** A gift card's balance (Adobe Commerce `giftCardAccount`); null when the code is no card. */
export async function checkGiftCardBalance(shop: Shop, code: string): Promise<{ code: string; balance: Money; expiresAt: string | null } | null> {
  // A balance changes with every order: asked fresh, never from a cache.
  const data = await shop.guestClient().mutate(GiftCardBalanceQuery, { code });
  const account = data.giftCardAccount;
  if (!account) return null;
  return {
    code: account.code ?? code,
    balance: money(account.balance?.value, account.balance?.currency, shop.locale),
    expiresAt: account.expiration_date ?? null,
  };
}

/**
 * One write to the shopper's cart with invalid-cart recovery. A write that answered no cart (a
 * stock message without data) is followed by a read, so the page still shows the lines and why.
 */
async function cartWrite(
  shop: Shop,
  write: (
    client: MagentoClient,
    cartId: string,
  ) => Promise<{ cart: CartSource | null; notices: StockNotice[]; userErrors?: CartWriteResult["userErrors"] }>,
): Promise<CartWriteResult> {
  const client = shop.client();
  const result = await withCartRecovery(shop, (cartId) => write(client, cartId));
  let cart = result.cart ? toCartView(result.cart, { storeCode: shop.storeCode, locale: shop.locale, notices: result.notices }) : null;
  cart ??= await readCart(shop);
  if (!cart) throw new Error("The cart could not be read after a change");
  return { cart, notices: result.notices, userErrors: result.userErrors ?? [] };
}
