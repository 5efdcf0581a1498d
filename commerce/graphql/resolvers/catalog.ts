/** categories / categoryList and the CategoryTree fields, mapping the catalog module's records to Magento's shape. */
import { breadcrumbIds, categoryProductsArgs, type CategoryRecord } from "../../modules/catalog";
import { encodeUid } from "../../lib/uid";
import { findBlocks } from "../../modules/cms";
import type { GraphQLContext } from "../context";
import type { CategoryTreeProductsArgs, QueryCategoriesArgs, QueryCategoryListArgs } from "../generated/schema";
import { SEARCH_WORK } from "../workBudget";
import { renderCmsContent } from "./cms";
import { productsPayload } from "./products";
import type { ResolverMap } from "./types";

/** How `route` reached a category: its redirect code and the URL to show (or redirect to). */
export interface CategoryRouting {
  redirectCode: number;
  relativeUrl: string;
}

/** A category as CategoryTree fields receive it; `route` adds `routing`. */
export type CategoryParent = CategoryRecord & { routing?: CategoryRouting };

type Field<TResult> = (category: CategoryParent, args: unknown, ctx: GraphQLContext) => TResult | Promise<TResult>;

const urlSuffix = async (ctx: GraphQLContext): Promise<string> => (await ctx.setting("catalog/seo/category_url_suffix")) ?? "";

const categoryFields: Record<string, Field<unknown>> = {
  uid: (c) => encodeUid(c.id),
  id: (c) => c.id,
  include_in_menu: (c) => (c.includeInMenu ? 1 : 0),
  is_anchor: (c) => (c.isAnchor ? 1 : 0),
  display_mode: (c) => c.displayMode,
  children_count: (c) => String(c.childrenCount),
  url_key: (c) => c.urlKey,
  url_path: (c) => c.urlPath,
  url_suffix: (_c, _a, ctx) => urlSuffix(ctx),
  meta_title: (c) => c.metaTitle,
  meta_keywords: (c) => c.metaKeywords,
  meta_description: (c) => c.metaDescription,
  image: async (c, _a, ctx) => {
    if (!c.image) return null;
    if (/^(https?:)?\/\//.test(c.image) || c.image.startsWith("/")) return c.image;
    return `${(await ctx.storeUrls()).baseMediaUrl}catalog/category/${c.image}`;
  },
  // Magento's CatalogCmsGraphQl Block resolver: the active block of `landing_page` in the store view;
  // one that is missing, disabled or not in the store view is a located no-such-entity error.
  cms_block: async (c, _a, ctx) => {
    if (!c.landingPage) return null;
    const [block] = await findBlocks(ctx.services.db, ctx.store.id, [String(c.landingPage)]);
    if (!block || !("identifier" in block)) return block ?? null;
    return { ...block, content: block.content === null ? null : await renderCmsContent(ctx, block.content) };
  },
  children: async (c, _a, ctx) => (await ctx.categoryLoaders().children.load(c.id)) ?? [],
  product_count: async (c, _a, ctx) => (await ctx.productLoaders().productCount.load(c.id)) ?? 0,
  products: async (c, args, ctx) => {
    const { pageSize, currentPage, sort } = args as CategoryTreeProductsArgs;
    ctx.work.spend(SEARCH_WORK);
    const { result: _result, ...payload } = productsPayload(await ctx.services.products.search(ctx.store, categoryProductsArgs(c.id, { pageSize, currentPage, sort })));
    return payload;
  },
  breadcrumbs: async (c, _a, ctx) => {
    const ids = breadcrumbIds(c, ctx.store.rootCategoryId);
    if (ids.length === 0) return null;
    const loaders = ctx.categoryLoaders();
    const ancestors = await Promise.all(ids.map((id) => loaders.byId.load(id)));
    return ancestors
      .filter((a): a is CategoryRecord => a !== undefined)
      .map((a) => ({
        category_id: a.id,
        category_uid: encodeUid(a.id),
        category_level: a.level,
        category_name: a.name,
        category_url_key: a.urlKey,
        category_url_path: a.urlPath,
      }));
  },
  redirect_code: (c) => c.routing?.redirectCode ?? 0,
  relative_url: async (c, _a, ctx) => {
    if (c.routing) return c.routing.relativeUrl;
    return c.urlPath ? `${c.urlPath}${await urlSuffix(ctx)}` : null;
  },
  type: () => "CATEGORY",
};

export const catalogResolvers: ResolverMap = {
  Query: {
    categories: async (_: unknown, args: QueryCategoriesArgs, ctx: GraphQLContext) => {
      const result = await ctx.services.categories.search(ctx.store, args);
      return {
        items: result.items,
        total_count: result.totalCount,
        page_info: { current_page: result.currentPage, page_size: result.pageSize, total_pages: result.totalPages },
      };
    },
    categoryList: async (_: unknown, args: QueryCategoryListArgs, ctx: GraphQLContext) => (await ctx.services.categories.search(ctx.store, args)).items,
  },
  CategoryInterface: { __resolveType: () => "CategoryTree" },
  CategoryTree: categoryFields,
};
