import type { AppLoadContext } from "@remix-run/node";
import { toCartView, type CartSource } from "~/lib/cart/cart-view";
import {
  AddProductsToCartMutation,
  ApplyCouponMutation,
  ApplyGiftCardMutation,
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
import { intlLocale } from "~/lib/i18n";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import type { ShopperSession } from "~/lib/session.server";
import { loadStoreViews } from "~/lib/store-view.server";

export type { CartView } from "~/lib/cart/types";

/** A client for the shopper: their store view and, once customers exist, their token. */
function shopperClient(context: AppLoadContext, storeCode: string, session: ShopperSession): MagentoClient {
  return magentoClient(context, { storeCode, customerToken: session.get("customerToken")?.value });
}

/** The store view's locale for amounts (`th-TH`, `en-US`); the store views are cached. */
async function storeLocale(context: AppLoadContext, storeCode: string): Promise<string> {
  const view = (await loadStoreViews(context)).find((candidate) => candidate.code === storeCode);
  return view ? intlLocale(view.locale, view.language) : storeCode;
}

/**
 * The shopper's cart (null when none yet); recovers an invalid cart as spec §4. Reading a cart the
 * backend no longer accepts drops its id: the shopper then has no cart, which is what a freshly
 * created one would show, and the next write creates the new cart. The caller commits the session.
 */
export async function readCart(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<CartView | null> {
  const cartId = session.get("cartId");
  if (!cartId) return null;
  const client = shopperClient(context, storeCode, session);
  try {
    const [{ data, notices }, locale] = await Promise.all([
      toleratingStockErrors(() => client.query(CartQuery, { cartId })),
      storeLocale(context, storeCode),
    ]);
    if (!data.cart) {
      forgetCart(session);
      return null;
    }
    return toCartView(data.cart, { storeCode, locale, notices });
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    forgetCart(session);
    return null;
  }
}

/**
 * Spec §7 `getItemCount`: the number the header's cart trigger shows. A cart the backend no longer
 * accepts is forgotten (count 0); any other failure shows 0 rather than failing the whole page.
 */
export async function readCartItemCount(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<number> {
  const cartId = session.get("cartId");
  if (!cartId) return 0;
  try {
    const data = await shopperClient(context, storeCode, session).query(CartItemCountQuery, { cartId });
    return data.cart?.total_quantity ?? 0;
  } catch (error) {
    if (isInvalidCartError(error)) forgetCart(session);
    else console.error("[cart] item count failed:", error instanceof Error ? error.message : error);
    return 0;
  }
}

/** Cart id for writes: creates a cart when needed (stores it in the session). */
export async function requireCartId(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<string> {
  const existing = session.get("cartId");
  if (existing) return existing;
  const data = await shopperClient(context, storeCode, session).mutate(CreateCartMutation);
  if (!data.createEmptyCart) throw new Error("Unable to create cart");
  session.set("cartId", data.createEmptyCart);
  return data.createEmptyCart;
}

/**
 * Runs a cart write; on an invalid-cart error drops the id, creates a new cart and retries once
 * (spec §4). A second invalid-cart answer, network failures and other errors are thrown on: a write
 * is never repeated when the backend may already have done it.
 */
export async function withCartRecovery<T>(
  context: AppLoadContext,
  storeCode: string,
  session: ShopperSession,
  write: (cartId: string) => Promise<T>,
): Promise<T> {
  const cartId = await requireCartId(context, storeCode, session);
  try {
    return await write(cartId);
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    // Issue 6: a signed-in shopper is signed out instead (spec §6); carts are guest carts for now.
    forgetCart(session);
    const fresh = await requireCartId(context, storeCode, session);
    return write(fresh);
  }
}

/** Forgets the shopper's cart (after an order, or when the backend no longer knows it). */
export function forgetCart(session: ShopperSession): void {
  session.unset("cartId");
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
export function addToCart(context: AppLoadContext, storeCode: string, session: ShopperSession, input: AddToCartInput): Promise<CartWriteResult> {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
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
export function updateCartItem(context: AppLoadContext, storeCode: string, session: ShopperSession, uid: string, quantity: number) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(UpdateCartItemsMutation, { cartId, uid, quantity }));
    const userErrors = (data.updateCartItems?.errors ?? [])
      .filter((entry) => entry !== null)
      .map((entry) => ({ code: entry.code, message: entry.message }));
    return { cart: data.updateCartItems?.cart ?? null, notices, userErrors };
  });
}

export function removeCartItem(context: AppLoadContext, storeCode: string, session: ShopperSession, uid: string) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveItemFromCartMutation, { cartId, uid }));
    return { cart: data.removeItemFromCart?.cart ?? null, notices };
  });
}

export function applyCoupon(context: AppLoadContext, storeCode: string, session: ShopperSession, code: string) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(ApplyCouponMutation, { cartId, code }));
    return { cart: data.applyCouponToCart?.cart ?? null, notices };
  });
}

export function removeCoupon(context: AppLoadContext, storeCode: string, session: ShopperSession) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveCouponMutation, { cartId }));
    return { cart: data.removeCouponFromCart?.cart ?? null, notices };
  });
}

export function applyGiftCard(context: AppLoadContext, storeCode: string, session: ShopperSession, code: string) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(ApplyGiftCardMutation, { cartId, code }));
    return { cart: data.applyGiftCardToCart?.cart ?? null, notices };
  });
}

export function removeGiftCard(context: AppLoadContext, storeCode: string, session: ShopperSession, code: string) {
  return cartWrite(context, storeCode, session, async (client, cartId) => {
    const { data, notices } = await toleratingStockErrors(() => client.mutate(RemoveGiftCardMutation, { cartId, code }));
    return { cart: data.removeGiftCardFromCart?.cart ?? null, notices };
  });
}

/** A gift card's balance (Adobe Commerce `giftCardAccount`); null when the code is no card. */
export async function checkGiftCardBalance(
  context: AppLoadContext,
  storeCode: string,
  code: string,
): Promise<{ code: string; balance: Money; expiresAt: string | null } | null> {
  const [data, locale] = await Promise.all([
    // A balance changes with every order: asked fresh, never from a cache.
    magentoClient(context, { storeCode }).mutate(GiftCardBalanceQuery, { code }),
    storeLocale(context, storeCode),
  ]);
  const account = data.giftCardAccount;
  if (!account) return null;
  return {
    code: account.code ?? code,
    balance: money(account.balance?.value, account.balance?.currency, locale),
    expiresAt: account.expiration_date ?? null,
  };
}

/**
 * One write to the shopper's cart with invalid-cart recovery. A write that answered no cart (a
 * stock message without data) is followed by a read, so the page still shows the lines and why.
 */
async function cartWrite(
  context: AppLoadContext,
  storeCode: string,
  session: ShopperSession,
  write: (
    client: MagentoClient,
    cartId: string,
  ) => Promise<{ cart: CartSource | null; notices: StockNotice[]; userErrors?: CartWriteResult["userErrors"] }>,
): Promise<CartWriteResult> {
  const client = shopperClient(context, storeCode, session);
  const [result, locale] = await Promise.all([
    withCartRecovery(context, storeCode, session, (cartId) => write(client, cartId)),
    storeLocale(context, storeCode),
  ]);
  let cart = result.cart ? toCartView(result.cart, { storeCode, locale, notices: result.notices }) : null;
  cart ??= await readCart(context, storeCode, session);
  if (!cart) throw new Error("The cart could not be read after a change");
  return { cart, notices: result.notices, userErrors: result.userErrors ?? [] };
}
