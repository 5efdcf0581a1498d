/**
 * Customer accounts in Magento's shapes (CustomerGraphQl): account creation, bearer tokens, the
 * `customer` query, account and address changes, password reset, and the customer's cart. Fields of
 * a signed-in customer need `ctx.customer` (from `Authorization: Bearer`), else Magento's
 * "The current customer isn't authorized." (graphql-authorization).
 */
import { authorizationError, inputError } from "../../lib/errors";
import { encodeUid } from "../../lib/uid";
import { customerCartId, mergeGuestCart } from "../../modules/cart";
import { CUSTOMER_MESSAGES, type CustomerAddressChange, type CustomerAddressRecord, type CustomerRecord, type SignedInCustomer } from "../../modules/customer";
import { linkGuestOrders } from "../../modules/sales";
import type { GraphQLContext } from "../context";
import type {
  CustomerAddressInput,
  MutationChangeCustomerPasswordArgs,
  MutationCreateCustomerAddressArgs,
  MutationCreateCustomerArgs,
  MutationCreateCustomerV2Args,
  MutationDeleteCustomerAddressArgs,
  MutationGenerateCustomerTokenArgs,
  MutationMergeCartsArgs,
  MutationRequestPasswordResetEmailArgs,
  MutationResetPasswordArgs,
  MutationUpdateCustomerAddressArgs,
  MutationUpdateCustomerArgs,
  MutationUpdateCustomerEmailArgs,
  MutationUpdateCustomerV2Args,
  QueryIsEmailAvailableArgs,
} from "../generated/schema";
import { loadCart } from "./cart";
import type { ResolverMap } from "./types";

/** The signed-in customer, or Magento's authorization error. */
export function requireCustomer(ctx: GraphQLContext): SignedInCustomer {
  if (!ctx.customer) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  return ctx.customer;
}

async function loadCustomer(ctx: GraphQLContext): Promise<CustomerRecord> {
  const record = await ctx.services.customers.findById(requireCustomer(ctx).id);
  if (!record) throw authorizationError(CUSTOMER_MESSAGES.notAuthorized);
  return record;
}

/** The bearer token of the request (for revoking it). */
function bearerToken(ctx: GraphQLContext): string | null {
  return ctx.bearerToken ?? null;
}

function addressChange(input: CustomerAddressInput | null | undefined): CustomerAddressChange {
  const value = input ?? {};
  const change: CustomerAddressChange = {
    firstname: value.firstname,
    lastname: value.lastname,
    company: value.company,
    street: value.street,
    city: value.city,
    postcode: value.postcode,
    telephone: value.telephone,
    country_code: value.country_code ?? value.country_id,
    default_billing: value.default_billing,
    default_shipping: value.default_shipping,
  };
  if (value.region?.region_id !== undefined && value.region?.region_id !== null) change.region_id = value.region.region_id;
  else if (value.region?.region_code || value.region?.region) {
    change.region_code = value.region.region_code ?? null;
    change.region = value.region.region ?? null;
  }
  // Unset keys stay as they are on update.
  for (const key of Object.keys(change) as (keyof CustomerAddressChange)[]) if (change[key] === undefined) delete change[key];
  return change;
}

function addressOut(address: CustomerAddressRecord) {
  return {
    id: address.id,
    uid: encodeUid(address.id),
    firstname: address.firstname,
    lastname: address.lastname,
    // The engine's address input takes no middle name (its shops do not ask for one).
    middlename: null,
    company: address.company,
    street: address.street,
    city: address.city,
    region: { region: address.region, region_code: address.regionCode, region_id: address.regionId },
    region_id: address.regionId,
    postcode: address.postcode,
    country_code: address.countryId,
    country_id: address.countryId,
    telephone: address.telephone,
    default_shipping: address.defaultShipping,
    default_billing: address.defaultBilling,
  };
}

/** Creates an account (createCustomerV2, and the older createCustomer with its all-optional input). */
async function createCustomer(
  ctx: GraphQLContext,
  input: { email?: string | null; firstname?: string | null; lastname?: string | null; password?: string | null; is_subscribed?: boolean | null; allow_remote_shopping_assistance?: boolean | null },
) {
  const customer = await ctx.services.customers.create(ctx.store, {
    email: input.email ?? "",
    firstname: input.firstname ?? "",
    lastname: input.lastname ?? "",
    // No password: an account entered by a linked social identity until one is set.
    password: input.password,
    allowRemoteShoppingAssistance: input.allow_remote_shopping_assistance,
  });
  if (input.is_subscribed) await ctx.services.newsletter.setCustomerSubscription(ctx.store, customer, true);
  // Orders placed as a guest with this email become the new account's (modules/sales/customerOrders).
  await linkGuestOrders(ctx.services.db, customer);
  return { customer };
}

export const customerResolvers: ResolverMap = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: GraphQLContext) => loadCustomer(ctx),
    isEmailAvailable: async (_: unknown, args: QueryIsEmailAvailableArgs, ctx: GraphQLContext) => ({
      is_email_available: await ctx.services.customers.isEmailAvailable(ctx.store, args.email),
    }),
    customerCart: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const customer = requireCustomer(ctx);
      return loadCart(ctx, await customerCartId(ctx.services.db, ctx.services.carts, ctx.store, customer.id));
    },
  },

  Mutation: {
    createCustomerV2: (_: unknown, args: MutationCreateCustomerV2Args, ctx: GraphQLContext) => createCustomer(ctx, args.input),

    // Magento's deprecated CreateCustomer resolver: the same account creation, every field optional in the schema.
    createCustomer: (_: unknown, args: MutationCreateCustomerArgs, ctx: GraphQLContext) => {
      if (Object.keys(args.input).length === 0) throw inputError('"input" value should be specified');
      return createCustomer(ctx, args.input);
    },

    generateCustomerToken: async (_: unknown, args: MutationGenerateCustomerTokenArgs, ctx: GraphQLContext) => ({
      token: await ctx.services.customers.signIn(ctx.store, args.email, args.password),
    }),

    revokeCustomerToken: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      requireCustomer(ctx);
      const token = bearerToken(ctx);
      if (token) await ctx.services.customers.revokeToken(token);
      return { result: true };
    },

    updateCustomerV2: async (_: unknown, args: MutationUpdateCustomerV2Args, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      const customer = await ctx.services.customers.update(id, { firstname: args.input.firstname, lastname: args.input.lastname });
      if (args.input.allow_remote_shopping_assistance !== undefined && args.input.allow_remote_shopping_assistance !== null) {
        await ctx.services.customers.setRemoteAssistance(id, args.input.allow_remote_shopping_assistance);
      }
      if (args.input.is_subscribed !== undefined && args.input.is_subscribed !== null) {
        await ctx.services.newsletter.setCustomerSubscription(ctx.store, customer, args.input.is_subscribed);
      }
      return { customer };
    },

    // Magento's deprecated UpdateCustomer (UpdateCustomerAccount): a different email needs the current
    // password; then the name; then the newsletter subscription when given.
    updateCustomer: async (_: unknown, args: MutationUpdateCustomerArgs, ctx: GraphQLContext) => {
      const current = await loadCustomer(ctx);
      if (Object.keys(args.input).length === 0) throw inputError('"input" value should be specified');
      const { email, password, firstname, lastname, is_subscribed } = args.input;
      if (email !== undefined && email !== null && email !== current.email) {
        if (!password) throw inputError('Provide the current "password" to change "email".');
        await ctx.services.customers.changeEmail(current.id, email, password);
      }
      let customer = await ctx.services.customers.update(current.id, { firstname, lastname });
      if (is_subscribed !== undefined && is_subscribed !== null) {
        await ctx.services.newsletter.setCustomerSubscription(ctx.store, customer, is_subscribed);
        customer = (await ctx.services.customers.findById(current.id)) ?? customer;
      }
      return { customer };
    },

    updateCustomerEmail: async (_: unknown, args: MutationUpdateCustomerEmailArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      return { customer: await ctx.services.customers.changeEmail(id, args.email, args.password) };
    },

    changeCustomerPassword: async (_: unknown, args: MutationChangeCustomerPasswordArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      return ctx.services.customers.changePassword(id, args.currentPassword, args.newPassword);
    },

    requestPasswordResetEmail: async (_: unknown, args: MutationRequestPasswordResetEmailArgs, ctx: GraphQLContext) => {
      // The link is opened from a mail client: absolute, on the shop's public URL.
      const linkBase = await ctx.services.emailLinkBase(ctx.store);
      await ctx.services.customers.requestPasswordReset(ctx.store, args.email, linkBase, ctx.clientAddress);
      return true;
    },

    resetPassword: async (_: unknown, args: MutationResetPasswordArgs, ctx: GraphQLContext) => {
      await ctx.services.customers.resetPassword(ctx.store, args.email, args.resetPasswordToken, args.newPassword);
      return true;
    },

    createCustomerAddress: async (_: unknown, args: MutationCreateCustomerAddressArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      return addressOut(await ctx.services.customers.addresses.create(ctx.store, id, addressChange(args.input)));
    },

    updateCustomerAddress: async (_: unknown, args: MutationUpdateCustomerAddressArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      return addressOut(await ctx.services.customers.addresses.update(ctx.store, id, args.id, addressChange(args.input)));
    },

    deleteCustomerAddress: async (_: unknown, args: MutationDeleteCustomerAddressArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      await ctx.services.customers.addresses.remove(id, args.id);
      return true;
    },

    mergeCarts: async (_: unknown, args: MutationMergeCartsArgs, ctx: GraphQLContext) => {
      const { id } = requireCustomer(ctx);
      const destination = await mergeGuestCart(ctx.services.db, ctx.services.carts, ctx.store, id, args.source_cart_id, args.destination_cart_id);
      return loadCart(ctx, destination);
    },
  },

  Customer: {
    id: (customer: CustomerRecord) => encodeUid(customer.id),
    created_at: (customer: CustomerRecord) => customer.createdAt.toISOString().replace("T", " ").slice(0, 19),
    default_billing: (customer: CustomerRecord) => (customer.defaultBilling === null ? null : String(customer.defaultBilling)),
    default_shipping: (customer: CustomerRecord) => (customer.defaultShipping === null ? null : String(customer.defaultShipping)),
    is_subscribed: (customer: CustomerRecord, _: unknown, ctx: GraphQLContext) => ctx.services.newsletter.isSubscribed(customer.id),
    // PWA Studio's module: confirmed or needing no confirmation; the engine asks none.
    is_confirmed: () => true,
    addresses: async (customer: CustomerRecord, _: unknown, ctx: GraphQLContext) => (await ctx.services.customers.addresses.list(customer.id)).map(addressOut),
  },
};
