/**
 * Gift cards in Adobe Commerce's shapes: `applied_gift_cards` on the cart, applying and removing
 * a card (serialised like every cart write), and the `giftCardAccount` balance check.
 */
import { applyGiftCard, removeGiftCard } from "../../modules/cart";
import { giftCardBalance } from "../../modules/gift-card";
import type { GraphQLContext } from "../context";
import type { MutationApplyGiftCardToCartArgs, MutationRemoveGiftCardFromCartArgs, QueryGiftCardAccountArgs } from "../generated/schema";
import { writeCart, type CartParent } from "./cart";
import { money } from "./money";
import type { ResolverMap } from "./types";

/** Adobe Commerce answers dates as "YYYY-MM-DD". */
const expirationDate = (date: string | null) => date;

export const giftCardResolvers: ResolverMap = {
  Query: {
    giftCardAccount: async (_: unknown, args: QueryGiftCardAccountArgs, ctx: GraphQLContext) => {
      const card = await giftCardBalance(ctx.services.db, ctx.store, args.input.gift_card_code);
      return { code: card.code, balance: money(ctx, card.balance), expiration_date: expirationDate(card.expiresAt) };
    },
  },

  Mutation: {
    applyGiftCardToCart: async (_: unknown, args: MutationApplyGiftCardToCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => applyGiftCard(tx, ctx.store, row, args.input?.gift_card_code ?? ""));
      return { cart };
    },
    removeGiftCardFromCart: async (_: unknown, args: MutationRemoveGiftCardFromCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => removeGiftCard(tx, row, args.input?.gift_card_code ?? ""));
      return { cart };
    },
  },

  Cart: {
    applied_gift_cards: async (cart: CartParent, _: unknown, ctx: GraphQLContext) =>
      (await cart.totals()).giftCards.map((card) => ({
        code: card.code,
        applied_balance: money(ctx, card.applied),
        current_balance: money(ctx, card.balance),
        expiration_date: expirationDate(card.expiresAt),
      })),
  },
};
