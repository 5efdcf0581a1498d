/**
 * Gift options in Magento's shapes: the cart's and its lines' gift message (Open Source
 * GiftMessageGraphQl), Adobe Commerce's wrapping, gift receipt, printed card and their prices,
 * `setGiftOptionsOnCart` (serialised and checked like every cart write), the StoreConfig switches
 * and `gift_message_available` on products. The order's side is in sales.ts.
 */
import { excludingVat, setCartGiftOptions } from "../../modules/cart";
import { availableGiftWrappings, GIFT_OPTIONS_PATHS, type GiftWrappingRecord } from "../../modules/gift-options";
import { encodeUid } from "../../lib/uid";
import type { GraphQLContext } from "../context";
import type { MutationSetGiftOptionsOnCartArgs } from "../generated/schema";
import { type CartParent, writeCart } from "./cart";
import { type Money, money } from "./money";
import type { ResolverMap } from "./types";

/** Magento's GiftWrapping object (the demo's designs have no picture). */
export function giftWrappingShape(wrapping: GiftWrappingRecord | null, price: (amount: number) => Money) {
  if (!wrapping) return null;
  return { id: String(wrapping.id), uid: encodeUid(wrapping.id), design: wrapping.design, price: price(wrapping.price), image: null };
}

/** GiftOptionsPrices from amounts incl. VAT: the plain fields exclude it, as Magento's. */
export function giftOptionsPrices(amounts: { wrappingForOrder: number; wrappingForItems: number; printedCardPrice: number }, price: (amount: number) => Money) {
  return {
    gift_wrapping_for_order: price(excludingVat(amounts.wrappingForOrder)),
    gift_wrapping_for_order_incl_tax: price(amounts.wrappingForOrder),
    gift_wrapping_for_items: price(excludingVat(amounts.wrappingForItems)),
    gift_wrapping_for_items_incl_tax: price(amounts.wrappingForItems),
    printed_card: price(excludingVat(amounts.printedCardPrice)),
    printed_card_incl_tax: price(amounts.printedCardPrice),
  };
}

const settingOn = async (ctx: GraphQLContext, path: string) => (await ctx.setting(path)) === "1";

async function offeredWrappings(ctx: GraphQLContext, path: string) {
  if (!(await settingOn(ctx, path))) return [];
  return (await availableGiftWrappings(ctx.services.db, ctx.store.id)).map((wrapping) => giftWrappingShape(wrapping, (amount) => money(ctx, amount)));
}

interface CartItemParent {
  line: { giftMessage: { from: string; to: string; message: string } | null; giftWrapping: GiftWrappingRecord | null };
}

const cartItemGiftFields = {
  gift_message: (item: CartItemParent) => item.line.giftMessage,
  gift_wrapping: (item: CartItemParent, _: unknown, ctx: GraphQLContext) => giftWrappingShape(item.line.giftWrapping, (amount) => money(ctx, amount)),
  available_gift_wrapping: (_: CartItemParent, __: unknown, ctx: GraphQLContext) => offeredWrappings(ctx, GIFT_OPTIONS_PATHS.wrappingOnItems),
};

const productGiftFields = {
  gift_message_available: (_: unknown, __: unknown, ctx: GraphQLContext) => settingOn(ctx, GIFT_OPTIONS_PATHS.messagesOnItems),
};

export const giftOptionsResolvers: ResolverMap = {
  Mutation: {
    setGiftOptionsOnCart: async (_: unknown, args: MutationSetGiftOptionsOnCartArgs, ctx: GraphQLContext) => {
      const input = args.input;
      const { cart } = await writeCart(ctx, input?.cart_id, (tx, row) =>
        setCartGiftOptions(tx, ctx.store, row, {
          gift_message: input?.gift_message ?? null,
          gift_wrapping_id: input?.gift_wrapping_id ?? null,
          gift_receipt_included: input?.gift_receipt_included ?? false,
          printed_card_included: input?.printed_card_included ?? false,
        }),
      );
      return { cart };
    },
  },

  Cart: {
    gift_message: async (cart: CartParent) => (await cart.totals()).giftOptions.message,
    gift_wrapping: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => giftWrappingShape((await cart.totals()).giftOptions.wrapping, (amount) => money(ctx, amount)),
    available_gift_wrappings: (_: CartParent, __: unknown, ctx: GraphQLContext) => offeredWrappings(ctx, GIFT_OPTIONS_PATHS.wrappingOnOrder),
    gift_receipt_included: async (cart: CartParent) => (await cart.totals()).giftOptions.giftReceipt,
    printed_card_included: async (cart: CartParent) => (await cart.totals()).giftOptions.printedCard,
  },

  CartPrices: {
    gift_options: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => giftOptionsPrices((await cart.totals()).giftOptions, (amount) => money(ctx, amount)),
  },

  SimpleCartItem: cartItemGiftFields,
  ConfigurableCartItem: cartItemGiftFields,
  SimpleProduct: productGiftFields,
  ConfigurableProduct: productGiftFields,

  StoreConfig: {
    printed_card_priceV2: (config: { printed_card_price?: string | null }, _: unknown, ctx: GraphQLContext) => {
      const price = Number(config.printed_card_price ?? "");
      return config.printed_card_price && Number.isFinite(price) ? money(ctx, price) : null;
    },
  },
};
