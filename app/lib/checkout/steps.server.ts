import { withCartRecovery } from "~/lib/cart/cart.server";
import { isSignedOutError } from "~/lib/customer/sign-in.server";
import { isInvalidCartError } from "~/lib/cart/invalid-cart";
import { toCartAddressInput } from "~/lib/checkout/address.server";
import { setCustomerShippingAddress } from "~/lib/checkout/customer.server";
import type { CheckoutAddress, CheckoutShippingMethod, PaymentMethodOption, ShippingMethodOption } from "~/lib/checkout/types";
import { log } from "../../../logging/logger";

export type { PaymentMethodOption, ShippingMethodOption };
import { money } from "~/lib/catalog/price";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { Shop } from "~/lib/shop/shop.server";

/**
 * The GraphQL writes and reads of checkout's steps (spec §7 "Mutations"). Writes go through the
 * cart library's invalid-cart recovery (a new cart, the write retried once, spec §4); a refusal of
 * the backend comes back as a value the step shows next to its form.
 */

/** Why a step's write did not go through (spec §8 "Checkout"). */
export type StepFailure =
  | { ok: false; error: "submitFailed"; message?: string }
  /** The backend no longer accepts the cart (a read; writes recover through the cart library). */
  | { ok: false; error: "invalidCart" }
  | { ok: false; error: "shippingMethodsFailed" }
  | { ok: false; error: "paymentUnavailable"; message?: string }
  /** A signed-in customer's token was refused (revoked, or expired early): sign in again. */
  | { ok: false; error: "signedOut" };

/**
 * Step 1: the guest's email and the shipping address (`setGuestEmailOnCart`, then
 * `setShippingAddressesOnCart`), answering the rates the address can be shipped with, cheapest
 * first. No rate at all is the spec's "shipping methods failed to load".
 */
export async function saveShippingInformation(
  shop: Shop,
  input: { email: string; address: CheckoutAddress },
): Promise<{ ok: true; cartId: string; methods: ShippingMethodOption[] } | StepFailure> {
  return attempt(async () => {
    const { cartId, data } = await withCartRecovery(shop, async (cartId) => ({
      cartId,
      data: await shop.client().mutate(SetShippingInformationMutation, {
        cartId,
        email: input.email,
        address: toCartAddressInput(input.address),
      }),
    }));
    const methods = shippingMethodOptions(data.setShippingAddressesOnCart?.cart.shipping_addresses, shop.locale);
    if (methods.length === 0) return { ok: false, error: "shippingMethodsFailed" } as const;
    return { ok: true, cartId, methods } as const;
  });
}

/**
 * Step 1 for a signed-in customer: the shipping address only (the email is the account's), with
 * the customer's token; the rates as for a guest. A refused token comes back as `signedOut`.
 */
export async function saveCustomerShippingInformation(
  shop: Shop,
  address: CheckoutAddress,
): Promise<{ ok: true; cartId: string; methods: ShippingMethodOption[] } | StepFailure> {
  return attempt(async () => {
    const { cartId, data } = await setCustomerShippingAddress(shop, address);
    const methods = shippingMethodOptions(data.setShippingAddressesOnCart?.cart.shipping_addresses, shop.locale);
    if (methods.length === 0) return { ok: false, error: "shippingMethodsFailed" } as const;
    return { ok: true, cartId, methods } as const;
  });
}

/** The rates offered for the cart's shipping address (step 2), cheapest first. */
export async function loadShippingMethods(shop: Shop, cartId: string): Promise<{ ok: true; methods: ShippingMethodOption[] } | StepFailure> {
  return attempt(async () => {
    const data = await shop.client().query(CheckoutShippingMethodsQuery, { cartId });
    const methods = shippingMethodOptions(data.cart?.shipping_addresses, shop.locale);
    if (methods.length === 0) return { ok: false, error: "shippingMethodsFailed" } as const;
    return { ok: true, methods } as const;
  });
}

/** Step 2: `setShippingMethodsOnCart`, so the summary shows shipping from here on. */
export async function saveShippingMethod(shop: Shop, method: CheckoutShippingMethod): Promise<{ ok: true; cartId: string } | StepFailure> {
  return attempt(async () => {
    const cartId = await withCartRecovery(shop, async (cartId) => {
      await shop.client().mutate(SetShippingMethodMutation, { cartId, carrierCode: method.carrierCode, methodCode: method.methodCode });
      return cartId;
    });
    return { ok: true, cartId } as const;
  });
}

/** The payment methods the cart may be paid with (step 3), in the backend's order. */
export async function loadPaymentMethods(shop: Shop, cartId: string): Promise<{ ok: true; methods: PaymentMethodOption[] } | StepFailure> {
  return attempt(async () => {
    const data = await shop.client().query(CheckoutPaymentMethodsQuery, { cartId });
    const methods = (data.cart?.available_payment_methods ?? []).flatMap((method) =>
      method?.code ? [{ code: method.code, title: method.title || method.code }] : [],
    );
    if (methods.length === 0) return { ok: false, error: "paymentUnavailable" } as const;
    return { ok: true, methods } as const;
  });
}

/**
 * Step 3: the billing address (`same_as_shipping` or its own) and the payment method. The card's
 * token comes from the gateway on the card page after review; here only the method is chosen.
 */
export async function savePaymentInformation(
  shop: Shop,
  input: { paymentCode: string; billing: CheckoutAddress | null },
): Promise<{ ok: true; cartId: string } | StepFailure> {
  return attempt(async () => {
    const cartId = await withCartRecovery(shop, async (cartId) => {
      await shop.client().mutate(SetPaymentInformationMutation, {
        cartId,
        billing: input.billing ? { address: toCartAddressInput(input.billing) } : { same_as_shipping: true },
        paymentCode: input.paymentCode,
      });
      return cartId;
    });
    return { ok: true, cartId } as const;
  }, (error) => (error.errors.some((entry) => entry.path?.[0] === "setPaymentMethodOnCart") ? "paymentUnavailable" : "submitFailed"));
}

/** Runs a step's call; the backend's refusal, absence or slowness become the step's error. */
async function attempt<T>(
  run: () => Promise<T>,
  refusal: (error: MagentoGraphQLError) => "submitFailed" | "paymentUnavailable" = () => "submitFailed",
): Promise<T | StepFailure> {
  try {
    return await run();
  } catch (error) {
    if (isInvalidCartError(error)) return { ok: false, error: "invalidCart" };
    if (isSignedOutError(error)) return { ok: false, error: "signedOut" };
    if (error instanceof MagentoGraphQLError) {
      return { ok: false, error: refusal(error), message: error.errors.map((entry) => entry.message).join(" ") };
    }
    if (error instanceof BackendUnavailableError || error instanceof BackendTimeoutError) {
      log.error({ err: error }, "[checkout] a step could not reach the backend");
      return { ok: false, error: "submitFailed" };
    }
    throw error;
  }
}

type AddressWithRates =
  | ReadonlyArray<{
      available_shipping_methods?: ReadonlyArray<{
        carrier_code: string;
        carrier_title: string;
        method_code?: string | null;
        method_title?: string | null;
        available: boolean;
        price_incl_tax: { value?: number | null; currency?: string | null };
      } | null> | null;
    } | null>
  | null
  | undefined;

/** Available rates of the first shipping address, cheapest first (the first one is preselected). */
export function shippingMethodOptions(addresses: AddressWithRates, locale: string): ShippingMethodOption[] {
  const rates = addresses?.[0]?.available_shipping_methods ?? [];
  return rates
    .flatMap((rate) => {
      if (!rate?.available || !rate.method_code) return [];
      const title = [rate.carrier_title, rate.method_title].filter(Boolean).join(" - ");
      return [
        {
          code: `${rate.carrier_code}/${rate.method_code}`,
          carrierCode: rate.carrier_code,
          methodCode: rate.method_code,
          title,
          amount: money(rate.price_incl_tax.value, rate.price_incl_tax.currency, locale),
        },
      ];
    })
    .sort((a, b) => a.amount.value - b.amount.value);
}

/** What a shipping method option shows (step 2), asked by step 1's answer and by step 2's page alike. */
export const ShippingMethodOptionFieldsFragment = graphql(`
  fragment ShippingMethodOptionFields on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    price_incl_tax {
      ...MoneyFields
    }
  }
`);

/**
 * The rates the cart's shipping address can be shipped with: the answer of both shipping-address
 * writes (the guest's and the customer's) and what step 2 reads.
 */
export const CartShippingRatesFragment = graphql(`
  fragment CartShippingRates on Cart {
    id
    shipping_addresses {
      available_shipping_methods {
        ...ShippingMethodOptionFields
      }
    }
  }
`);

const SetShippingInformationMutation = graphql(`
  mutation SetShippingInformation($cartId: String!, $email: String!, $address: CartAddressInput!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        ...CartShippingRates
      }
    }
  }
`);

const CheckoutShippingMethodsQuery = graphql(`
  query CheckoutShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartShippingRates
    }
  }
`);

const SetShippingMethodMutation = graphql(`
  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        id
      }
    }
  }
`);

const CheckoutPaymentMethodsQuery = graphql(`
  query CheckoutPaymentMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      available_payment_methods {
        code
        title
      }
    }
  }
`);

const SetPaymentInformationMutation = graphql(`
  mutation SetPaymentInformation($cartId: String!, $billing: BillingAddressInput!, $paymentCode: String!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart {
        id
      }
    }
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentCode } }) {
      cart {
        id
      }
    }
  }
`);
