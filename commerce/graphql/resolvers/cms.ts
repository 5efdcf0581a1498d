/**
 * cmsBlocks and cmsPage: Magento's input rules, then the cms module; unknown block identifiers
 * become per-item errors, an unknown or disabled page Magento's error. Page content is returned
 * with its {{media}} / {{store}} directives rendered for the store view.
 */
import { inputError } from "../../lib/errors";
import { findBlocks } from "../../modules/cms/blocks";
import { renderDirectives } from "../../modules/cms/directives";
import type { CmsPageRecord } from "../../modules/cms/pages";
import type { GraphQLContext } from "../context";
import type { Resolver, ResolverMap } from "./types";

/** A page as CmsPage fields receive it; `route` adds `routing`. */
export type CmsPageParent = CmsPageRecord & { routing?: { redirectCode: number; relativeUrl: string } };

const cmsPageFields: Record<string, Resolver<CmsPageParent, unknown>> = {
  content: async (page, _args, ctx) => {
    if (page.content === null) return null;
    const urls = await ctx.storeUrls();
    return renderDirectives(page.content, { mediaBaseUrl: urls.baseMediaUrl, linkBaseUrl: urls.baseLinkUrl });
  },
  content_heading: (page) => page.contentHeading,
  identifier: (page) => page.identifier,
  meta_description: (page) => page.metaDescription,
  meta_keywords: (page) => page.metaKeywords,
  meta_title: (page) => page.metaTitle,
  page_layout: (page) => page.pageLayout,
  redirect_code: (page) => page.routing?.redirectCode ?? 0,
  relative_url: (page) => page.routing?.relativeUrl ?? page.identifier,
  title: (page) => page.title,
  type: () => "CMS_PAGE",
  url_key: (page) => page.identifier,
};

export const cmsResolvers: ResolverMap = {
  Query: {
    cmsBlocks: async (_: unknown, args: { identifiers?: (string | null)[] | null }, ctx: GraphQLContext) => {
      const identifiers = (args.identifiers ?? []).filter((id): id is string => typeof id === "string");
      if (identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
      const urls = await ctx.storeUrls();
      const items = await findBlocks(ctx.services.db, ctx.store.id, identifiers, {
        mediaBaseUrl: urls.baseMediaUrl,
        linkBaseUrl: urls.baseLinkUrl,
      });
      return { items };
    },

    cmsPage: async (_: unknown, args: { id?: number | null; identifier?: string | null }, ctx: GraphQLContext): Promise<CmsPageParent> => {
      // Magento's Page resolver: id wins over identifier; its message has the stray quote.
      if (args.id !== undefined && args.id !== null) return ctx.services.cmsPages.getById(args.id);
      if (args.identifier !== undefined && args.identifier !== null) return ctx.services.cmsPages.getByIdentifier(ctx.store.id, args.identifier);
      throw inputError('"Page id/identifier should be specified');
    },
  },
  CmsPage: cmsPageFields,
};
