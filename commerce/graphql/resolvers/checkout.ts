/**
 * Checkout in Magento's QuoteGraphQl shapes: the guest email, shipping and billing addresses,
 * shipping and payment methods on `Cart`, the mutations that set them, and `placeOrder`. Thin:
 * input checks and shapes here, the rules in modules/checkout.
 */
import { inputError, MagentoGraphQLError } from "../../lib/errors";
import type { ShippingRate } from "../../modules/cart";
import { availablePaymentMethods, type CartAddressView, type CheckoutState, PaymentDeclinedError, PlaceOrderError } from "../../modules/checkout";
import type { GraphQLContext } from "../context";
import type {
  MutationPlaceOrderArgs,
  MutationSetBillingAddressOnCartArgs,
  MutationSetGuestEmailOnCartArgs,
  MutationSetPaymentMethodOnCartArgs,
  MutationSetShippingAddressesOnCartArgs,
  MutationSetShippingMethodsOnCartArgs,
} from "../generated/schema";
import { loadCart, requestCustomerId, requireCartId, type CartParent } from "./cart";
import { money } from "./money";
import { customerOrderByNumber } from "./sales";
import type { ResolverMap } from "./types";

const states = new WeakMap<CartParent, Promise<CheckoutState>>();

/** The cart's checkout state, read once per answered cart. */
function stateOf(parent: CartParent, ctx: GraphQLContext): Promise<CheckoutState> {
  let state = states.get(parent);
  if (!state) {
    state = ctx.services.checkout.readState(ctx.services.db, parent.row);
    states.set(parent, state);
  }
  return state;
}

interface AddressParent {
  address: CartAddressView;
  cart: CartParent;
  kind: "shipping" | "billing";
}

function rateFields(rate: ShippingRate, ctx: GraphQLContext) {
  return {
    amount: money(ctx, rate.amountInclTax),
    carrier_code: rate.carrierCode,
    carrier_title: rate.carrierTitle,
    method_code: rate.methodCode,
    method_title: rate.methodTitle,
    price_excl_tax: money(ctx, rate.amountExclTax),
    price_incl_tax: money(ctx, rate.amountInclTax),
  };
}

const addressFields = {
  uid: (parent: AddressParent) => String(parent.address.id),
  firstname: (parent: AddressParent) => parent.address.firstname,
  lastname: (parent: AddressParent) => parent.address.lastname,
  company: (parent: AddressParent) => parent.address.company,
  street: (parent: AddressParent) => parent.address.street,
  city: (parent: AddressParent) => parent.address.city,
  postcode: (parent: AddressParent) => parent.address.postcode,
  telephone: (parent: AddressParent) => parent.address.telephone,
  region: (parent: AddressParent) => ({ code: parent.address.regionCode, label: parent.address.region, region_id: parent.address.regionId }),
  country: async (parent: AddressParent, _: unknown, ctx: GraphQLContext) => {
    const country = await ctx.services.directory.getCountry(ctx.store, parent.address.countryId).catch(() => null);
    return { code: parent.address.countryId, label: country?.fullNameLocale ?? parent.address.countryId };
  },
};

function guestOnlyAddress(input: { customer_address_id?: number | null } | null | undefined): void {
  if (input?.customer_address_id !== undefined && input.customer_address_id !== null) {
    throw new MagentoGraphQLError("The current customer isn't authorized.", "graphql-authorization");
  }
}

export const checkoutResolvers: ResolverMap = {
  Cart: {
    email: (parent: CartParent) => parent.row.customerEmail,
    shipping_addresses: async (parent: CartParent, _: unknown, ctx: GraphQLContext) => {
      const state = await stateOf(parent, ctx);
      return state.shipping ? [{ address: state.shipping, cart: parent, kind: "shipping" } satisfies AddressParent] : [];
    },
    billing_address: async (parent: CartParent, _: unknown, ctx: GraphQLContext) => {
      const state = await stateOf(parent, ctx);
      return state.billing ? ({ address: state.billing, cart: parent, kind: "billing" } satisfies AddressParent) : null;
    },
    available_payment_methods: async (parent: CartParent, _: unknown, ctx: GraphQLContext) => {
      const totals = await parent.totals();
      const methods = await availablePaymentMethods(ctx.services.config, ctx.store, totals.grandTotal);
      return methods.map((method) => ({ code: method.code, title: method.title, is_deferred: false }));
    },
    selected_payment_method: async (parent: CartParent, _: unknown, ctx: GraphQLContext) => {
      const state = await stateOf(parent, ctx);
      // Magento answers an empty method rather than null when none is chosen.
      if (!state.payment) return { code: "", title: "", purchase_order_number: null };
      return { code: state.payment.method, title: await ctx.services.checkout.paymentTitle(ctx.store, state.payment.method), purchase_order_number: null };
    },
  },

  ShippingCartAddress: {
    ...addressFields,
    same_as_billing: async (parent: AddressParent, _: unknown, ctx: GraphQLContext) => (await stateOf(parent.cart, ctx)).billing?.sameAsShipping ?? false,
    available_shipping_methods: async (parent: AddressParent, _: unknown, ctx: GraphQLContext) => {
      const rates = await ctx.services.checkout.shippingMethods(ctx.store, parent.cart.row);
      return rates.map((rate) => ({ ...rateFields(rate, ctx), available: true, error_message: null }));
    },
    selected_shipping_method: async (parent: AddressParent, _: unknown, ctx: GraphQLContext) => {
      const shipping = (await parent.cart.totals()).shipping;
      return shipping ? rateFields(shipping, ctx) : null;
    },
  },

  BillingCartAddress: addressFields,

  CartAddressInterface: {
    __resolveType: (parent: AddressParent) => (parent.kind === "shipping" ? "ShippingCartAddress" : "BillingCartAddress"),
  },

  Mutation: {
    setGuestEmailOnCart: async (_: unknown, args: MutationSetGuestEmailOnCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      if (!args.input?.email) throw inputError('Required parameter "email" is missing');
      await ctx.services.checkout.setGuestEmail(ctx.store, cartId, requestCustomerId(ctx), args.input.email);
      return { cart: await loadCart(ctx, cartId) };
    },

    setShippingAddressesOnCart: async (_: unknown, args: MutationSetShippingAddressesOnCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      const addresses = (args.input?.shipping_addresses ?? []).filter((entry) => entry !== null);
      if (addresses.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
      if (addresses.length > 1) throw inputError("You cannot specify multiple shipping addresses.");
      const [entry] = addresses;
      guestOnlyAddress(entry);
      if (!entry?.address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
      await ctx.services.checkout.setShippingAddress(ctx.store, cartId, requestCustomerId(ctx), entry.address);
      return { cart: await loadCart(ctx, cartId) };
    },

    setBillingAddressOnCart: async (_: unknown, args: MutationSetBillingAddressOnCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      const billing = args.input?.billing_address;
      if (!billing) throw inputError('Required parameter "billing_address" is missing');
      guestOnlyAddress(billing);
      await ctx.services.checkout.setBillingAddress(ctx.store, cartId, requestCustomerId(ctx), {
        address: billing.address ?? null,
        sameAsShipping: billing.same_as_shipping ?? false,
        useForShipping: billing.use_for_shipping ?? false,
      });
      return { cart: await loadCart(ctx, cartId) };
    },

    setShippingMethodsOnCart: async (_: unknown, args: MutationSetShippingMethodsOnCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      const methods = (args.input?.shipping_methods ?? []).filter((method) => method !== null);
      if (methods.length === 0) throw inputError('Required parameter "shipping_methods" is missing');
      if (methods.length > 1) throw inputError("You cannot specify multiple shipping methods.");
      const [method] = methods;
      if (!method?.carrier_code) throw inputError('Required parameter "carrier_code" is missing.');
      if (!method.method_code) throw inputError('Required parameter "method_code" is missing.');
      await ctx.services.checkout.setShippingMethod(ctx.store, cartId, requestCustomerId(ctx), method.carrier_code, method.method_code);
      return { cart: await loadCart(ctx, cartId) };
    },

    setPaymentMethodOnCart: async (_: unknown, args: MutationSetPaymentMethodOnCartArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      const code = args.input?.payment_method?.code;
      if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
      const method = args.input!.payment_method;
      // Braintree's additional-data provider (registered for `braintree` even while the method is
      // disabled) asks for its input first; the method is then refused as not available.
      if (code === "braintree" && !method.braintree) throw inputError('Required parameter "braintree" for "payment_method" is missing.');
      await ctx.services.checkout.setPaymentMethod(ctx.store, cartId, requestCustomerId(ctx), code, method.sandbox_card?.payment_method_nonce ?? null, {
        saveCard: method.sandbox_card?.is_active_payment_token_enabler === true,
        publicHash: method.sandbox_card_vault?.public_hash ?? null,
      });
      return { cart: await loadCart(ctx, cartId) };
    },

    placeOrder: async (_: unknown, args: MutationPlaceOrderArgs, ctx: GraphQLContext) => {
      const cartId = requireCartId(args.input?.cart_id);
      try {
        const { number } = await ctx.services.checkout.placeOrder(ctx.store, cartId, requestCustomerId(ctx), { currency: ctx.currency });
        return {
          errors: [],
          order: { order_number: number, order_id: number },
          orderV2: await customerOrderByNumber(ctx, number),
        };
      } catch (error) {
        const failed = (message: string, code: string) => ({ errors: [{ message, code }], order: null, orderV2: null });
        if (error instanceof PlaceOrderError) {
          return failed(error.code === "GUEST_EMAIL_MISSING" ? error.message : `Unable to place order: ${error.message}`, error.code);
        }
        if (error instanceof PaymentDeclinedError) return failed(`Unable to place order: ${error.message}`, "UNABLE_TO_PLACE_ORDER");
        if (error instanceof MagentoGraphQLError && error.category === "graphql-no-such-entity") {
          if (error.message.startsWith("Could not find a cart")) return failed(error.message, "CART_NOT_FOUND");
          if (error.message.startsWith("The cart isn't active")) return failed(error.message, "CART_NOT_ACTIVE");
        }
        throw error;
      }
    },
  },
};
