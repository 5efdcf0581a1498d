/**
 * Saved cards in Magento's VaultGraphQl shapes: `customerPaymentTokens` and `deletePaymentToken`,
 * for the signed-in customer only ("The current customer isn't authorized." otherwise). A hash
 * that is not one of the customer's cards answers Magento's not-found text, whoever's it is.
 */
import { noSuchEntityError } from "../../lib/errors";
import { type SavedCardToken, tokenNotFoundMessage } from "../../modules/vault";
import type { GraphQLContext } from "../context";
import type { MutationDeletePaymentTokenArgs, PaymentToken } from "../generated/schema";
import { requireCustomer } from "./customer";
import type { ResolverMap } from "./types";

const tokenView = (token: SavedCardToken): PaymentToken => ({
  details: token.details,
  payment_method_code: token.paymentMethodCode,
  public_hash: token.publicHash,
  type: token.type,
});

async function customerTokens(ctx: GraphQLContext, customerId: number) {
  return { items: (await ctx.services.vault.list(customerId)).map(tokenView) };
}

export const vaultResolvers: ResolverMap = {
  Query: {
    customerPaymentTokens: (_: unknown, __: unknown, ctx: GraphQLContext) => customerTokens(ctx, requireCustomer(ctx).id),
  },

  Mutation: {
    deletePaymentToken: async (_: unknown, args: MutationDeletePaymentTokenArgs, ctx: GraphQLContext) => {
      const customer = requireCustomer(ctx);
      if (!(await ctx.services.vault.delete(customer.id, args.public_hash))) throw noSuchEntityError(tokenNotFoundMessage(args.public_hash));
      return { result: true, customerPaymentTokens: await customerTokens(ctx, customer.id) };
    },
  },
};
