/** storeConfig, availableStores and currency: the current store view from context, data from the store module. */
import { buildStoreConfig, getCurrencyInfo, type StoreView } from "../../modules/store";
import type { GraphQLContext } from "../context";
import type { QueryAvailableStoresArgs } from "../generated/schema";
import type { ResolverMap } from "./types";

function configFor(view: StoreView, ctx: GraphQLContext) {
  return buildStoreConfig(view, { config: ctx.services.config, fields: ctx.services.storeConfigFields }, ctx.baseUrl);
}

export const storeResolvers: ResolverMap = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: GraphQLContext) => configFor(ctx.store, ctx),

    availableStores: async (_: unknown, args: QueryAvailableStoresArgs, ctx: GraphQLContext) => {
      const views = await ctx.services.stores.listForWebsite(ctx.store.websiteId, args.useCurrentGroup ? ctx.store.groupId : undefined);
      return Promise.all(views.map((view) => configFor(view, ctx)));
    },

    currency: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const info = await getCurrencyInfo(ctx.services.db, ctx.services.config, ctx.store);
      return {
        available_currency_codes: info.availableCurrencyCodes,
        base_currency_code: info.baseCurrencyCode,
        base_currency_symbol: info.baseCurrencySymbol,
        default_display_currency_code: info.defaultDisplayCurrencyCode,
        default_display_currency_symbol: info.defaultDisplayCurrencySymbol,
        default_display_currecy_code: info.defaultDisplayCurrencyCode,
        default_display_currecy_symbol: info.defaultDisplayCurrencySymbol,
        exchange_rates: info.exchangeRates.map((rate) => ({ currency_to: rate.currencyTo, rate: rate.rate })),
      };
    },
  },
};
