/** `subscribeEmailToNewsletter` (NewsletterGraphQl): as a guest, or as the signed-in customer. */
import type { GraphQLContext } from "../context";
import type { ResolverMap } from "./types";

export const newsletterResolvers: ResolverMap = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: GraphQLContext) => ({
      status: await ctx.services.newsletter.subscribeEmail(ctx.store, args.email, ctx.customer?.id ?? null),
    }),
  },
};
