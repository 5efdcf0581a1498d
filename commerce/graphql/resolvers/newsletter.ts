/** `subscribeEmailToNewsletter` (NewsletterGraphQl): as a guest, or as the signed-in customer. */
import type { GraphQLContext } from "../context";
import type { MutationSubscribeEmailToNewsletterArgs } from "../generated/schema";
import type { ResolverMap } from "./types";

export const newsletterResolvers: ResolverMap = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: MutationSubscribeEmailToNewsletterArgs, ctx: GraphQLContext) => ({
      status: await ctx.services.newsletter.subscribeEmail(ctx.store, args.email, ctx.customer?.id ?? null),
    }),
  },
};
