/** `contactUs` (ContactGraphQl): a shopper's message to the shop, in the request's store view. */
import type { GraphQLContext } from "../context";
import type { MutationContactUsArgs } from "../generated/schema";
import type { ResolverMap } from "./types";

export const contactResolvers: ResolverMap = {
  Mutation: {
    contactUs: async (_: unknown, args: MutationContactUsArgs, ctx: GraphQLContext) => {
      await ctx.services.contact.send(ctx.store, args.input);
      return { status: true };
    },
  },
};
