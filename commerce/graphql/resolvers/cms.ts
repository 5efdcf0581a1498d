/** cmsBlocks: Magento's input rule, then the cms module; unknown identifiers become per-item errors. */
import { inputError } from "../../lib/errors";
import { findBlocks } from "../../modules/cms/blocks";
import type { GraphQLContext } from "../context";
import type { ResolverMap } from "./types";

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
  },
};
