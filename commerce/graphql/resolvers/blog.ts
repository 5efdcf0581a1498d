/** amBlogSetting (extension schema): the blog settings of the current store view. */
import { readBlogSettings } from "../../modules/blog/settings";
import type { GraphQLContext } from "../context";
import type { ResolverMap } from "./types";

export const blogResolvers: ResolverMap = {
  Query: {
    amBlogSetting: (_: unknown, __: unknown, ctx: GraphQLContext) => readBlogSettings(ctx.services.config, ctx.store),
  },
};
