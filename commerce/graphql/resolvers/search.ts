/**
 * The advanced-search popup's queries and the search log's mutation (SDL:
 * schema/extensions/amasty-xsearch.graphqls): thin mappings onto services.xsearch. The shopper
 * behind recent searches is the signed-in customer, else the `X-Shopper-Session` header
 * (ctx.searchOwner; modules/search/searchOwner.ts).
 */
import type { ItemGroup, LoggedSearch } from "../../modules/search";
import type { SearchItem } from "../../modules/catalog-search";
import type { GraphQLContext } from "../context";
import type { MutationXsearchSaveSearchArgs, QuerySearchTermArgs, QueryXsearchProductsArgs, XsearchItem, XsearchSearch } from "../generated/schema";
import { SEARCH_WORK } from "../workBudget";
import type { ResolverMap } from "./types";

/** Every `xsearch*` query takes the same argument: the text typed so far. */
type SearchArgs = QueryXsearchProductsArgs;

const itemFields = (item: SearchItem): XsearchItem => ({ name: item.name, url: item.url, description: item.description });
const searchFields = (search: LoggedSearch): XsearchSearch => ({ name: search.text, num_results: search.numResults });

function itemGroup(group: ItemGroup) {
  return async (_: unknown, args: SearchArgs, ctx: GraphQLContext) => {
    ctx.work.spend(SEARCH_WORK);
    const answer = await ctx.services.xsearch.items(ctx.store, group, args.search ?? "");
    return { items: answer.items.map(itemFields), total_count: answer.totalCount, code: answer.code };
  };
}

export const searchResolvers: ResolverMap = {
  Query: {
    // PWA Studio's module: as Magento answers a model it could not load, an object of nulls for an unknown text.
    searchTerm: async (_: unknown, args: QuerySearchTermArgs, ctx: GraphQLContext) => {
      const term = args.Search ? await ctx.services.xsearch.term(ctx.store, args.Search) : null;
      return { query_text: term?.text ?? null, redirect: term?.redirect ?? null, popularity: term?.popularity ?? null };
    },
    xsearchProducts: async (_: unknown, args: SearchArgs, ctx: GraphQLContext) => {
      ctx.work.spend(SEARCH_WORK);
      const answer = await ctx.services.xsearch.products(ctx.store, args.search ?? "");
      return { items: answer.items, total_count: answer.totalCount, code: answer.code };
    },
    xsearchCategories: itemGroup("category"),
    xsearchPages: itemGroup("page"),
    xsearchBlogs: itemGroup("blog"),
    xsearchPopularSearches: async (_: unknown, args: SearchArgs, ctx: GraphQLContext) => {
      const answer = await ctx.services.xsearch.popular(ctx.store, args.search ?? "");
      return { items: answer.items.map(searchFields), total_count: answer.totalCount, code: answer.code };
    },
    xsearchRecentSearches: async (_: unknown, args: SearchArgs, ctx: GraphQLContext) => {
      const answer = await ctx.services.xsearch.recent(ctx.store, ctx.searchOwner, args.search ?? "");
      return { items: answer.items.map(searchFields), total_count: answer.totalCount, code: answer.code };
    },
  },
  Mutation: {
    xsearchSaveSearch: (_: unknown, args: MutationXsearchSaveSearchArgs, ctx: GraphQLContext) => ctx.services.xsearch.saveSearch(ctx.store, ctx.searchOwner, args.search),
  },
};
