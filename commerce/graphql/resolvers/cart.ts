/**
 * Carts in Magento's shapes (QuoteGraphQl): the `cart` query, creating carts, adding, changing and
 * removing lines, and the coupon. Every write runs inside `services.carts.withCart` (serialised per
 * cart); the answer's `Cart` is read after the write committed, with totals collected once per
 * request and shared by all its fields.
 */
import type { Database } from "../../db/connect";
import { inputError, noSuchEntityError } from "../../lib/errors";
import { encodeUid } from "../../lib/uid";
import { addProducts, applyCoupon, type CartTotals, type CartTotalsLine, type CartUserError, dropStaleCoupon, excludingVat, type QuoteRow, removeCoupon, removeItem, updateCartItemGiftOptions, updateItems } from "../../modules/cart";
import type { ProductRecord } from "../../modules/catalog";
import type { GraphQLContext } from "../context";
import type {
  CartItemsV2Args,
  MutationAddConfigurableProductsToCartArgs,
  MutationAddProductsToCartArgs,
  MutationApplyCouponToCartArgs,
  MutationCreateEmptyCartArgs,
  MutationCreateGuestCartArgs,
  MutationRemoveCouponFromCartArgs,
  MutationRemoveItemFromCartArgs,
  MutationUpdateCartItemsArgs,
  QueryCartArgs,
  SortQuoteItemsEnum,
} from "../generated/schema";
import { money } from "./money";
import type { ResolverMap } from "./types";

/** A `Cart` being answered: its row and its totals, collected at most once per request. */
export interface CartParent {
  row: QuoteRow;
  totals(): Promise<CartTotals>;
  /** The number of pieces: from the totals when they are being collected anyway, else one sum (the header's count asks only this). */
  totalQuantity(): Promise<number>;
}

interface CartItemParent {
  line: CartTotalsLine;
  cart: CartParent;
}

/** Whose carts the request may use: the signed-in customer's (bearer token), else guest carts only. */
export function requestCustomerId(ctx: GraphQLContext): number | null {
  return ctx.customer?.id ?? null;
}

export function cartParent(ctx: GraphQLContext, row: QuoteRow): CartParent {
  let totals: Promise<CartTotals> | undefined;
  return {
    row,
    totals: () => (totals ??= ctx.services.carts.collectTotals(ctx.services.db, ctx.store, row)),
    totalQuantity: async () => (totals ? (await totals).totalQuantity : ctx.services.carts.countPieces(ctx.services.db, row)),
  };
}

/** The cart as it is now, checked as `cart(cart_id)` checks it. */
export async function loadCart(ctx: GraphQLContext, maskedId: string): Promise<CartParent> {
  return cartParent(ctx, await ctx.services.carts.find(ctx.store, maskedId, requestCustomerId(ctx)));
}

/** Runs a write on the cart (serialised), then answers the cart as it is afterwards. */
export async function writeCart<T>(
  ctx: GraphQLContext,
  maskedId: string | null | undefined,
  write: (tx: Database, cart: QuoteRow) => Promise<T>,
): Promise<{ cart: CartParent; result: T }> {
  const id = requireCartId(maskedId);
  const result = await ctx.services.carts.withCart(ctx.store, id, requestCustomerId(ctx), write);
  return { cart: await loadCart(ctx, id), result };
}

export function requireCartId(maskedId: string | null | undefined): string {
  if (!maskedId || !maskedId.trim()) throw inputError('Required parameter "cart_id" is missing');
  return maskedId;
}

function userErrors(errors: readonly CartUserError[]) {
  return errors.map((error) => ({ __typename: "CartUserInputError", code: error.code, message: error.message }));
}

async function product(ctx: GraphQLContext, id: number): Promise<ProductRecord | null> {
  return (await ctx.productLoaders().byId.load(id)) ?? null;
}

const SORTABLE: Record<SortQuoteItemsEnum, (line: CartTotalsLine) => number | string> = {
  ITEM_ID: (line) => line.itemId,
  CREATED_AT: (line) => line.itemId,
  NAME: (line) => line.name,
  PRICE: (line) => line.priceInclTax,
  QTY: (line) => line.qty,
  ROW_TOTAL: (line) => line.rowTotalInclTax,
  SKU: (line) => line.sku,
};

function itemsOf(cart: CartParent, lines: readonly CartTotalsLine[]): CartItemParent[] {
  return lines.map((line) => ({ line, cart }));
}

export const cartResolvers: ResolverMap = {
  Query: {
    cart: (_: unknown, args: QueryCartArgs, ctx: GraphQLContext) => loadCart(ctx, requireCartId(args.cart_id)),
  },

  Mutation: {
    createEmptyCart: async (_: unknown, args: MutationCreateEmptyCartArgs, ctx: GraphQLContext) =>
      (await ctx.services.carts.create(ctx.store, requestCustomerId(ctx), args.input?.cart_id ?? null)).maskedId,

    createGuestCart: async (_: unknown, args: MutationCreateGuestCartArgs, ctx: GraphQLContext) => {
      const { maskedId } = await ctx.services.carts.create(ctx.store, requestCustomerId(ctx), args.input?.cart_uid ?? null);
      return { cart: await loadCart(ctx, maskedId) };
    },

    addProductsToCart: async (_: unknown, args: MutationAddProductsToCartArgs, ctx: GraphQLContext) => {
      const { cart, result } = await writeCart(ctx, args.cartId, async (tx, row) => {
        const errors = await addProducts(tx, ctx.store, row, args.cartItems);
        await dropStaleCoupon(tx, ctx.store, row);
        return errors;
      });
      return { cart, user_errors: userErrors(result) };
    },

    // Magento's older mutation (QuoteGraphQl's AddSimpleProductsToCart resolver): a line it cannot add
    // is an error for the whole call, thrown, and nothing is added.
    addConfigurableProductsToCart: async (_: unknown, args: MutationAddConfigurableProductsToCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      const items = (args.input?.cart_items ?? []).filter((item) => item !== null);
      if (items.length === 0) throw inputError('Required parameter "cart_items" is missing');
      const { cart } = await writeCart(ctx, cartId, async (tx, row) => {
        for (const item of items) {
          const sku = item.data.sku?.trim();
          if (!sku) throw inputError('Missed "sku" in cart item data');
          if (!(Number(item.data.quantity) > 0)) throw inputError("Please enter a number greater than 0 in this field.");
          const [error] = await addProducts(tx, ctx.store, row, [
            { sku, quantity: item.data.quantity, parent_sku: item.parent_sku ?? item.data.parent_sku, selected_options: item.data.selected_options },
          ]);
          if (error) throw error.code === "PRODUCT_NOT_FOUND" ? noSuchEntityError(error.message) : inputError(error.message);
        }
        await dropStaleCoupon(tx, ctx.store, row);
      });
      return { cart };
    },

    updateCartItems: async (_: unknown, args: MutationUpdateCartItemsArgs, ctx: GraphQLContext) => {
      const { cart, result } = await writeCart(ctx, args.input?.cart_id, async (tx, row) => {
        const errors = await updateItems(tx, ctx.store, row, args.input?.cart_items ?? []);
        await updateCartItemGiftOptions(tx, ctx.store, row, args.input?.cart_items ?? []);
        await dropStaleCoupon(tx, ctx.store, row);
        return errors;
      });
      return { cart, errors: userErrors(result) };
    },

    removeItemFromCart: async (_: unknown, args: MutationRemoveItemFromCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, async (tx, row) => {
        await removeItem(tx, ctx.store, row, args.input ?? {});
        await dropStaleCoupon(tx, ctx.store, row);
      });
      return { cart };
    },

    applyCouponToCart: async (_: unknown, args: MutationApplyCouponToCartArgs, ctx: GraphQLContext) => {
      const code = args.input?.coupon_code?.trim();
      if (args.input?.cart_id && !code) throw inputError('Required parameter "coupon_code" is missing');
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => applyCoupon(tx, ctx.store, row, code ?? ""));
      return { cart };
    },

    removeCouponFromCart: async (_: unknown, args: MutationRemoveCouponFromCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => removeCoupon(tx, ctx.store, row));
      return { cart };
    },
  },

  Cart: {
    id: (cart: CartParent) => cart.row.maskedId,
    items: async (cart: CartParent) => itemsOf(cart, (await cart.totals()).lines),
    itemsV2: async (cart: CartParent, args: CartItemsV2Args) => {
      const lines = [...(await cart.totals()).lines];
      const key = args.sort ? SORTABLE[args.sort.field] : undefined;
      if (key) {
        const direction = args.sort?.order === "DESC" ? -1 : 1;
        lines.sort((a, b) => {
          const x = key(a);
          const y = key(b);
          return (x < y ? -1 : x > y ? 1 : 0) * direction;
        });
      }
      const pageSize = Math.max(args.pageSize ?? 20, 1);
      const currentPage = Math.max(args.currentPage ?? 1, 1);
      return {
        items: itemsOf(cart, lines.slice((currentPage - 1) * pageSize, currentPage * pageSize)),
        total_count: lines.length,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(lines.length / pageSize) },
      };
    },
    total_quantity: (cart: CartParent) => cart.totalQuantity(),
    // PWA Studio's module (magento2-pwa's CartConfig): pieces, or lines when the header counts lines.
    total_summary_quantity_including_config: async (cart: CartParent, _: unknown, ctx: GraphQLContext) =>
      (await ctx.setting("checkout/cart_link/use_qty")) === "0" ? (await cart.totals()).lines.length : cart.totalQuantity(),
    prices: (cart: CartParent) => cart,
    applied_coupons: async (cart: CartParent) => {
      const code = (await cart.totals()).appliedCoupon;
      return code ? [{ code }] : null;
    },
    applied_coupon: async (cart: CartParent) => {
      const code = (await cart.totals()).appliedCoupon;
      return code ? { code } : null;
    },
    is_virtual: () => false,
  },

  CartPrices: {
    subtotal_including_tax: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => money(ctx, (await cart.totals()).subtotalInclTax),
    subtotal_excluding_tax: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => money(ctx, (await cart.totals()).subtotalExclTax),
    subtotal_with_discount_excluding_tax: async (cart: CartParent, _: unknown, ctx: GraphQLContext) =>
      money(ctx, (await cart.totals()).subtotalWithDiscountExclTax),
    discounts: async (cart: CartParent, _: unknown, ctx: GraphQLContext) =>
      (await cart.totals()).discounts.map((discount) => ({
        amount: money(ctx, discount.amount),
        applied_to: "ITEM",
        coupon: { code: discount.code },
        label: discount.label,
      })),
    applied_taxes: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => {
      const totals = await cart.totals();
      return totals.lines.length === 0 ? [] : [{ label: totals.taxLabel, amount: money(ctx, totals.taxAmount) }];
    },
    grand_total: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => money(ctx, (await cart.totals()).grandTotal),
    grand_total_excluding_tax: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => money(ctx, (await cart.totals()).grandTotalExclTax),
  },

  CartItemInterface: {
    __resolveType: (item: CartItemParent) => (item.line.parentProductId === null ? "SimpleCartItem" : "ConfigurableCartItem"),
  },
  Error: {
    __resolveType: () => "CartUserInputError",
  },
};

/** Fields both cart item types share. */
const cartItemFields = {
  uid: (item: CartItemParent) => encodeUid(item.line.itemId),
  id: (item: CartItemParent) => String(item.line.itemId),
  quantity: (item: CartItemParent) => item.line.qty,
  product: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => product(ctx, item.line.parentProductId ?? item.line.productId),
  prices: (item: CartItemParent) => item,
  errors: (item: CartItemParent) => (item.line.stockError ? [{ code: "ITEM_QTY", message: item.line.stockError.message }] : []),
  is_available: (item: CartItemParent) => item.line.stockError === null,
  not_available_message: (item: CartItemParent) => item.line.stockError?.message ?? null,
  customizable_options: () => [],
};

cartResolvers["SimpleCartItem"] = cartItemFields;
cartResolvers["ConfigurableCartItem"] = {
  ...cartItemFields,
  configured_variant: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => product(ctx, item.line.productId),
  configurable_options: (item: CartItemParent) =>
    item.line.optionIds.map(({ attributeId, optionId }, index) => ({
      configurable_product_option_uid: encodeUid(`configurable/${attributeId}`),
      configurable_product_option_value_uid: item.line.selectedOptions[index] ?? encodeUid(`configurable/${attributeId}/${optionId}`),
      id: attributeId,
      value_id: optionId,
      option_label: item.line.options[index]?.label ?? "",
      value_label: item.line.options[index]?.value ?? "",
    })),
};

/** Magento's item prices: `price` and `row_total` without VAT, the `_including_tax` ones with it. */
cartResolvers["CartItemPrices"] = {
  price: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => money(ctx, excludingVat(item.line.priceInclTax)),
  price_including_tax: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => money(ctx, item.line.priceInclTax),
  row_total: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => money(ctx, excludingVat(item.line.rowTotalInclTax)),
  row_total_including_tax: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => money(ctx, item.line.rowTotalInclTax),
  total_item_discount: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => money(ctx, item.line.discount),
  discounts: async (item: CartItemParent, _: unknown, ctx: GraphQLContext) => {
    if (item.line.discount <= 0) return [];
    const totals = await item.cart.totals();
    const coupon = totals.discounts[0];
    return [{ amount: money(ctx, item.line.discount), applied_to: "ITEM", coupon: coupon ? { code: coupon.code } : null, label: coupon?.label ?? "" }];
  },
};
