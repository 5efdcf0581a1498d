/**
 * `subscribeEmailToNewsletter` (NewsletterGraphQl): as a guest, or as the signed-in customer; and
 * the extension's confirm and unsubscribe mutations behind the links of newsletter emails.
 */
import type { GraphQLContext } from "../context";
import type { MutationConfirmNewsletterSubscriptionArgs, MutationSubscribeEmailToNewsletterArgs, MutationUnsubscribeNewsletterSubscriberArgs } from "../generated/schema";
import type { ResolverMap } from "./types";

export const newsletterResolvers: ResolverMap = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: MutationSubscribeEmailToNewsletterArgs, ctx: GraphQLContext) => ({
      status: await ctx.services.newsletter.subscribeEmail(ctx.store, args.email, ctx.customer?.id ?? null),
    }),
    confirmNewsletterSubscription: async (_: unknown, args: MutationConfirmNewsletterSubscriptionArgs, ctx: GraphQLContext) => ({
      status: await ctx.services.newsletter.confirm(ctx.store, args.id, args.code),
    }),
    unsubscribeNewsletterSubscriber: async (_: unknown, args: MutationUnsubscribeNewsletterSubscriberArgs, ctx: GraphQLContext) => ({
      status: await ctx.services.newsletter.unsubscribe(ctx.store, args.id, args.code),
    }),
  },
};
