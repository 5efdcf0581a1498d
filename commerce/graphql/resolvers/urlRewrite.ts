/**
 * route / urlResolver: the url-rewrite module says which entity a URL shows (and whether it
 * redirects); the entity's own module loads it for the current store view. A URL whose entity is
 * not visible in the store view (inactive, another root category, a page of other store views)
 * answers null, as an unknown one. "/" is the CMS home page (`web/default/cms_home_page`).
 */
import { inputError } from "../../lib/errors";
import { encodeUid } from "../../lib/uid";
import type { ResolvedUrl, UrlRewriteEntityType } from "../../modules/url-rewrite";
import type { GraphQLContext } from "../context";
import type { QueryRouteArgs, QueryUrlResolverArgs } from "../generated/schema";
import type { CategoryParent } from "./catalog";
import type { CmsPageParent } from "./cms";
import { productTypeName, type ProductParent } from "./products";
import type { ResolverMap } from "./types";

const entityTypes: Record<UrlRewriteEntityType, string> = {
  category: "CATEGORY",
  product: "PRODUCT",
  "cms-page": "CMS_PAGE",
};

type RoutedEntity =
  | (CategoryParent & { __typename: "CategoryTree" })
  | (ProductParent & { __typename: "SimpleProduct" | "ConfigurableProduct" })
  | (CmsPageParent & { __typename: "CmsPage" });

/** Magento's CMS home page setting, `identifier` or `identifier|id`. */
const HOME_PAGE_PATH = "web/default/cms_home_page";

async function resolve(ctx: GraphQLContext, url: string): Promise<{ resolved: ResolvedUrl; entity: RoutedEntity } | null> {
  // Magento's AbstractEntityUrl::validateArgs.
  if (!url.trim()) throw inputError('"url" argument should be specified and not empty');
  // Magento's HomePageUrlLocator: "/" is the store view's CMS home page.
  if (url === "/") url = ((await ctx.setting(HOME_PAGE_PATH)) ?? "").split("|")[0] ?? "";
  if (!url) return null;
  const resolved = await ctx.services.urlRewrites.resolveUrl(ctx.store.id, url);
  if (!resolved) return null;
  switch (resolved.entityType) {
    case "category": {
      const category = await ctx.services.categories.findVisible(ctx.store, resolved.entityId);
      if (!category) return null;
      const routing = { redirectCode: resolved.redirectCode, relativeUrl: resolved.relativeUrl };
      return { resolved, entity: { ...category, routing, __typename: "CategoryTree" } };
    }
    case "product": {
      const product = await ctx.services.products.findRoutable(ctx.store, resolved.entityId);
      if (!product) return null;
      const routing = { redirectCode: resolved.redirectCode, relativeUrl: resolved.relativeUrl };
      return { resolved, entity: { ...product, routing, __typename: productTypeName(product) } };
    }
    case "cms-page": {
      const page = await ctx.services.cmsPages.findRoutable(ctx.store.id, resolved.entityId);
      if (!page) return null;
      const routing = { redirectCode: resolved.redirectCode, relativeUrl: resolved.relativeUrl };
      return { resolved, entity: { ...page, routing, __typename: "CmsPage" } };
    }
    default:
      return null;
  }
}

export const urlRewriteResolvers: ResolverMap = {
  Query: {
    route: async (_: unknown, args: QueryRouteArgs, ctx: GraphQLContext) => (await resolve(ctx, args.url))?.entity ?? null,

    urlResolver: async (_: unknown, args: QueryUrlResolverArgs, ctx: GraphQLContext) => {
      const found = await resolve(ctx, args.url);
      if (!found) return null;
      const { resolved } = found;
      return {
        id: resolved.entityId,
        entity_uid: encodeUid(resolved.entityId),
        canonical_url: resolved.relativeUrl,
        relative_url: resolved.relativeUrl,
        redirectCode: resolved.redirectCode,
        type: entityTypes[resolved.entityType],
      };
    },
  },
  RoutableInterface: {
    __resolveType: (value: { __typename?: string }) => value.__typename ?? "CategoryTree",
  },
};
