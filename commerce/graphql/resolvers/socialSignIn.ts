/**
 * Social sign-in's operations (schema/extensions/social-sign-in.graphqls) and Magento's Login as
 * Customer token (generateCustomerTokenAsAdmin). Operations for the storefront's server need an
 * active integration's token; anyone else (a guest, a customer) gets Magento's authorization error,
 * as Magento's resolver answers a caller that is not an admin.
 */
import { authorizationError, inputError } from "../../lib/errors";
import { CUSTOMER_MESSAGES, type CustomerRecord } from "../../modules/customer";
import type { IntegrationRecord } from "../../modules/integration";
import type { CustomerSocialSignIn } from "../../modules/social-sign-in";
import type { GraphQLContext } from "../context";
import type {
  MutationConfirmSocialEmailArgs,
  MutationGenerateCustomerTokenAsAdminArgs,
  MutationLinkSocialIdentityArgs,
  MutationRequestSocialEmailConfirmationArgs,
  MutationUnlinkSocialIdentityArgs,
  QuerySocialIdentityCustomerArgs,
} from "../generated/schema";
import { requireCustomer } from "./customer";
import type { ResolverMap } from "./types";

/** The calling integration, or Magento's "not authorized". */
function requireIntegration(ctx: GraphQLContext): IntegrationRecord {
  if (!ctx.integration) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  return ctx.integration;
}

function socialSignInOut(state: CustomerSocialSignIn) {
  return {
    identities: state.identities.map((identity) => ({ provider: identity.provider, linked_at: identity.linkedAt.toISOString() })),
    password_set: state.passwordSet,
  };
}

export const socialSignInResolvers: ResolverMap = {
  Query: {
    socialIdentityCustomer: async (_: unknown, args: QuerySocialIdentityCustomerArgs, ctx: GraphQLContext) => {
      requireIntegration(ctx);
      const email = await ctx.services.socialSignIn.identityOwnerEmail(args.provider, args.subject);
      return email === null ? null : { email };
    },
  },

  Mutation: {
    generateCustomerTokenAsAdmin: async (_: unknown, args: MutationGenerateCustomerTokenAsAdminArgs, ctx: GraphQLContext) => {
      // Magento checks the email's presence before the caller.
      if (!args.input.customer_email?.trim()) throw inputError(CUSTOMER_MESSAGES.customerEmailRequired);
      requireIntegration(ctx);
      return { customer_token: await ctx.services.customers.tokenAsAdmin(ctx.store, args.input.customer_email) };
    },

    linkSocialIdentity: async (_: unknown, args: MutationLinkSocialIdentityArgs, ctx: GraphQLContext) => {
      requireIntegration(ctx);
      await ctx.services.socialSignIn.link(ctx.store, args.input.provider, args.input.subject, args.input.customer_email);
      return { result: true };
    },

    unlinkSocialIdentity: async (_: unknown, args: MutationUnlinkSocialIdentityArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      return socialSignInOut(await ctx.services.socialSignIn.unlink(id, args.provider));
    },

    requestSocialEmailConfirmation: async (_: unknown, args: MutationRequestSocialEmailConfirmationArgs, ctx: GraphQLContext) => {
      requireIntegration(ctx);
      await ctx.services.socialSignIn.requestEmailConfirmation(ctx.store, args.input);
      return true;
    },

    confirmSocialEmail: async (_: unknown, args: MutationConfirmSocialEmailArgs, ctx: GraphQLContext) => {
      requireIntegration(ctx);
      return ctx.services.socialSignIn.confirmEmail(args.id, args.code);
    },
  },

  Customer: {
    social_sign_in: async (customer: CustomerRecord, _: unknown, ctx: GraphQLContext) => {
      // Only the customer's own token reads it (an account's answer from createCustomerV2 does not).
      if (requireCustomer(ctx).id !== customer.id) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
      return socialSignInOut(await ctx.services.socialSignIn.ofCustomer(customer.id));
    },
    allow_remote_shopping_assistance: (customer: CustomerRecord, _: unknown, ctx: GraphQLContext) => ctx.services.customers.remoteAssistanceAllowed(customer.id),
  },
};
