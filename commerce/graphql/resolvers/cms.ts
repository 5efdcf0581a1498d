/**
 * cmsBlocks, cmsPage and dynamicBlocks: Magento's input rules, then the cms module; unknown block
 * identifiers become per-item errors, an unknown or disabled page Magento's error. Content is
 * returned with its directives and widgets rendered for the store view (services.cmsContent).
 */
import { inputError } from "../../lib/errors";
import { decodeUid, encodeUid } from "../../lib/uid";
import { type CmsPageRecord, type ContentScope, type DynamicBlockType, dynamicBlockTypes, findBlocks, findDynamicBlocks } from "../../modules/cms";
import type { GraphQLContext } from "../context";
import type { DynamicBlockLocationEnum, QueryCmsBlocksArgs, QueryCmsPageArgs, QueryDynamicBlocksArgs } from "../generated/schema";
import type { Resolver, ResolverMap } from "./types";

/** A page as CmsPage fields receive it; `route` adds `routing`. */
export type CmsPageParent = CmsPageRecord & { routing?: { redirectCode: number; relativeUrl: string } };

/** What CMS content is rendered for in this request: the store view and its base URLs. */
export async function contentScope(ctx: GraphQLContext): Promise<ContentScope> {
  const urls = await ctx.storeUrls();
  return { storeId: ctx.store.id, websiteId: ctx.store.websiteId, urls: { mediaBaseUrl: urls.baseMediaUrl, linkBaseUrl: urls.baseLinkUrl } };
}

/** CMS content with its directives and widgets rendered for the request's store view. */
export async function renderCmsContent(ctx: GraphQLContext, content: string): Promise<string> {
  return ctx.services.cmsContent.render(content, await contentScope(ctx));
}

const cmsPageFields: Record<string, Resolver<CmsPageParent, unknown>> = {
  content: (page, _args, ctx) => (page.content === null ? null : renderCmsContent(ctx, page.content)),
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
    cmsBlocks: async (_: unknown, args: QueryCmsBlocksArgs, ctx: GraphQLContext) => {
      const identifiers = (args.identifiers ?? []).filter((id): id is string => typeof id === "string");
      if (identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
      const found = await findBlocks(ctx.services.db, ctx.store.id, identifiers);
      const items = await Promise.all(
        found.map(async (item) => ("identifier" in item && item.content !== null ? { ...item, content: await renderCmsContent(ctx, item.content) } : item)),
      );
      return { items };
    },

    cmsPage: async (_: unknown, args: QueryCmsPageArgs, ctx: GraphQLContext): Promise<CmsPageParent> => {
      // Magento's Page resolver: id wins over identifier; its message has the stray quote.
      if (args.id !== undefined && args.id !== null) return ctx.services.cmsPages.getById(args.id);
      if (args.identifier !== undefined && args.identifier !== null) return ctx.services.cmsPages.getByIdentifier(ctx.store.id, args.identifier);
      throw inputError('"Page id/identifier should be specified');
    },

    dynamicBlocks: async (_: unknown, args: QueryDynamicBlocksArgs, ctx: GraphQLContext) => {
      // Magento's BannerGraphQl resolver: the paging checks first, then the type.
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
      if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
      const type = args.input?.type;
      if (!type || !(dynamicBlockTypes as readonly string[]).includes(type)) throw inputError("Incorrect value of input.type");
      const ids = (args.input?.dynamic_block_uids ?? [])
        .filter((uid): uid is string => typeof uid === "string")
        .map((uid) => decodeUid(uid))
        .map((id) => (/^\d+$/.test(id) ? Number(id) : -1));
      const locations = args.input?.locations?.filter((location): location is DynamicBlockLocationEnum => typeof location === "string");
      const page = await findDynamicBlocks(ctx.services.db, { storeId: ctx.store.id, type: type as DynamicBlockType, ids, locations, pageSize, currentPage });
      const items = await Promise.all(page.items.map(async (block) => ({ uid: encodeUid(block.id), content: { html: await renderCmsContent(ctx, block.content) } })));
      return {
        items,
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: page.totalPages },
        total_count: page.totalCount,
      };
    },
  },
  CmsPage: cmsPageFields,
};
