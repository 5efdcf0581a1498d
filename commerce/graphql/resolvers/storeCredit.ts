/**
 * Store credit in Adobe Commerce's shapes: `customer.store_credit` (balance and paged history),
 * `Cart.applied_store_credit`, applying and removing credit on the customer's cart (serialised like
 * every cart write), and redeeming a gift card as store credit. Only ever the signed-in customer's
 * own balance: the Customer object's id must be the request's customer.
 */
import { balanceHistory, currentBalance, isSettingOn, STORE_CREDIT_ENABLED_PATH, STORE_CREDIT_HISTORY_PATH } from "../../modules/store-credit";
import { stopUsingStoreCredit, useStoreCredit } from "../../modules/cart";
import { CUSTOMER_MESSAGES, type CustomerRecord } from "../../modules/customer";
import { REDEEM_MESSAGES, redeemGiftCard } from "../../modules/gift-card";
import { CUSTOMER_ORDER_MESSAGES } from "../../modules/sales";
import { authorizationError, inputError } from "../../lib/errors";
import type { GraphQLContext } from "../context";
import type {
  CustomerStoreCreditBalance_HistoryArgs,
  MutationApplyStoreCreditToCartArgs,
  MutationRedeemGiftCardBalanceAsStoreCreditArgs,
  MutationRemoveStoreCreditFromCartArgs,
} from "../generated/schema";
import { writeCart, type CartParent } from "./cart";
import { money } from "./money";
import { requireCustomer } from "./customer";
import type { ResolverMap } from "./types";

/** Magento's date format: "2026-11-22 01:30:00" (UTC). */
const magentoDate = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19);

async function enabled(ctx: GraphQLContext): Promise<boolean> {
  return isSettingOn(await ctx.setting(STORE_CREDIT_ENABLED_PATH));
}

interface StoreCreditParent {
  customerId: number;
  enabled: boolean;
}

export const storeCreditResolvers: ResolverMap = {
  Customer: {
    store_credit: async (customer: CustomerRecord, _: unknown, ctx: GraphQLContext): Promise<StoreCreditParent> => {
      const { id } = requireCustomer(ctx);
      if (customer.id !== id) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
      return { customerId: id, enabled: await enabled(ctx) };
    },
  },

  CustomerStoreCredit: {
    enabled: (parent: StoreCreditParent) => parent.enabled,
    current_balance: async (parent: StoreCreditParent, _: unknown, ctx: GraphQLContext) =>
      parent.enabled ? money(ctx, await currentBalance(ctx.services.db, parent.customerId, ctx.store.websiteId)) : null,
    balance_history: async (parent: StoreCreditParent, args: CustomerStoreCreditBalance_HistoryArgs, ctx: GraphQLContext) => {
      if (!parent.enabled || !isSettingOn(await ctx.setting(STORE_CREDIT_HISTORY_PATH))) return null;
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError(CUSTOMER_ORDER_MESSAGES.pageSize);
      if (currentPage < 1) throw inputError(CUSTOMER_ORDER_MESSAGES.currentPage);
      const page = await balanceHistory(ctx.services.db, parent.customerId, ctx.store.websiteId, { pageSize, currentPage });
      return {
        total_count: page.totalCount,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(page.totalCount / pageSize) },
        items: page.items.map((item) => ({
          action: item.action,
          actual_balance: money(ctx, item.balance),
          balance_change: money(ctx, item.change),
          date_time_changed: magentoDate(item.changedAt),
        })),
      };
    },
  },

  Cart: {
    applied_store_credit: async (cart: CartParent, _: unknown, ctx: GraphQLContext) => {
      if (cart.row.customerId === null) return null;
      const totals = await cart.totals();
      if (!totals.storeCredit.enabled) return { enabled: false, applied_balance: null, current_balance: null };
      return {
        enabled: true,
        applied_balance: money(ctx, totals.storeCredit.applied),
        current_balance: money(ctx, await currentBalance(ctx.services.db, cart.row.customerId, ctx.store.websiteId)),
      };
    },
  },

  Mutation: {
    applyStoreCreditToCart: async (_: unknown, args: MutationApplyStoreCreditToCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => useStoreCredit(tx, ctx.store, row));
      return { cart };
    },
    removeStoreCreditFromCart: async (_: unknown, args: MutationRemoveStoreCreditFromCartArgs, ctx: GraphQLContext) => {
      const { cart } = await writeCart(ctx, args.input?.cart_id, (tx, row) => stopUsingStoreCredit(tx, row));
      return { cart };
    },
    redeemGiftCardBalanceAsStoreCredit: async (_: unknown, args: MutationRedeemGiftCardBalanceAsStoreCreditArgs, ctx: GraphQLContext) => {
      if (!ctx.customer) throw inputError(REDEEM_MESSAGES.guest);
      const customerId = ctx.customer.id;
      const card = await ctx.services.db.transaction((tx) => redeemGiftCard(tx, ctx.store, customerId, args.input.gift_card_code));
      return { code: card.code, balance: money(ctx, 0), expiration_date: card.expiresAt };
    },
  },
};
