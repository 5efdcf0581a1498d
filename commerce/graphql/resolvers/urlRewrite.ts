/**
 * route / urlResolver: the url-rewrite module says which entity a URL shows (and whether it
 * redirects); the entity's own module loads it for the current store view. A URL whose entity is
 * not visible in the store view (inactive, another root category) answers null, as an unknown one.
 */
import { inputError } from "../../lib/errors";
import { encodeUid } from "../../lib/uid";
import type { ResolvedUrl } from "../../modules/url-rewrite/resolveUrl";
import type { UrlRewriteEntityType } from "../../modules/url-rewrite/urlRewriteRepository";
import type { GraphQLContext } from "../context";
import type { CategoryParent } from "./catalog";
import { productTypeName, type ProductParent } from "./products";
import type { ResolverMap } from "./types";

const entityTypes: Record<UrlRewriteEntityType, string> = {
  category: "CATEGORY",
  product: "PRODUCT",
  "cms-page": "CMS_PAGE",
};

type RoutedEntity = (CategoryParent & { __typename: "CategoryTree" }) | (ProductParent & { __typename: "SimpleProduct" | "ConfigurableProduct" });

async function resolve(ctx: GraphQLContext, url: string): Promise<{ resolved: ResolvedUrl; entity: RoutedEntity } | null> {
  // Magento's AbstractEntityUrl::validateArgs.
  if (!url.trim()) throw inputError('"url" argument should be specified and not empty');
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
    default:
      // CMS pages are routed once their module exists.
      return null;
  }
}

export const urlRewriteResolvers: ResolverMap = {
  Query: {
    route: async (_: unknown, args: { url: string }, ctx: GraphQLContext) => (await resolve(ctx, args.url))?.entity ?? null,

    urlResolver: async (_: unknown, args: { url: string }, ctx: GraphQLContext) => {
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
