import { checkoutPrefill, readCheckout } from "~/lib/checkout/state.server";
import { loadProvinces } from "~/lib/checkout/provinces.server";
import { loadCheckoutCustomer, preselectedAddress } from "~/lib/checkout/customer.server";
import { loadPaymentMethods, loadShippingMethods } from "~/lib/checkout/steps.server";
import type { Shop } from "~/lib/shop/shop.server";
import { SAVED_CARD_METHOD, savedCardChoice } from "~/lib/saved-payments/checkout-choices";
import { loadCheckoutSavedCards } from "~/lib/saved-payments/saved-payments.server";
import { CHECKOUT_STEPS, type CheckoutPageData, type CheckoutStep, type Province } from "~/lib/checkout/types";
import { addressFormDefaults } from "~/lib/forms/address";
import { loadCheckoutStoreCredit } from "~/lib/store-credit/checkout.server";
import { log } from "../../../logging/logger";

/** Which steps of the cart's checkout are done, from the session. */
export function stepsDone(state: ReturnType<typeof readCheckout>): CheckoutPageData["done"] {
  const shipping = Boolean(state.email && state.shippingAddress);
  const method = shipping && Boolean(state.shippingMethod);
  const payment = method && Boolean(state.paymentCode);
  return { shipping, method, payment };
}

/**
 * The step to open: the one asked for (`?step=`, the Edit links) when it is done or next, else
 * the first one not done (review once all three are).
 */
export function openStep(done: CheckoutPageData["done"], requested: string | null): CheckoutStep {
  const next: CheckoutStep = !done.shipping ? "shipping" : !done.method ? "method" : !done.payment ? "payment" : "review";
  const asked = CHECKOUT_STEPS.find((step) => step === requested);
  if (!asked) return next;
  return CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(next) ? asked : next;
}

/** Everything the checkout page shows for `cartId`: only the open step's form data is loaded. */
export async function loadCheckoutPage(shop: Shop, cartId: string, requested: string | null): Promise<CheckoutPageData> {
  const state = readCheckout(shop.session, cartId);
  const typed = checkoutPrefill(shop.session);
  const done = stepsDone(state);
  const step = openStep(done, requested);
  const customerToken = shop.customerToken();
  const page: CheckoutPageData = {
    storeCode: shop.storeCode,
    customer: customerToken !== null,
    step,
    done,
    email: state.email ?? null,
    shippingAddress: state.shippingAddress ?? null,
    billingAddress: state.billingSameAsShipping === false ? (state.billingAddress ?? null) : null,
    shippingMethod: state.shippingMethod ?? null,
    payment: state.paymentCode ? { code: state.paymentCode, title: state.paymentTitle ?? state.paymentCode } : null,
    shippingForm: null,
    methodForm: null,
    paymentForm: null,
    storeCredit: null,
  };
  if (customerToken) {
    // The summary's store credit line and the payment step's form; checkout works without them.
    page.storeCredit = await loadCheckoutStoreCredit(shop.client(), cartId, shop.locale).catch(() => null);
  }
  if (step === "shipping" && customerToken) {
    // A customer: the saved addresses (a refused token throws; the route signs the customer out).
    const provinces = await provincesOrNone(shop);
    const customer = await loadCheckoutCustomer(shop.client(), provinces);
    // Only this cart's step 1 counts: a guest's typing before signing in does not beat the default.
    const typedNew = Boolean(state.shippingAddress) && state.shippingAddressId === undefined;
    page.shippingForm = {
      defaultValue: { email: customer.email, ...addressFormDefaults(typedNew ? state.shippingAddress : undefined) },
      provinces,
      saved: { addresses: customer.addresses, addressId: preselectedAddress(customer.addresses, state.shippingAddressId, typedNew) },
    };
  } else if (step === "shipping") {
    page.shippingForm = {
      defaultValue: { email: typed.email ?? "", ...addressFormDefaults(typed.shippingAddress) },
      provinces: await provincesOrNone(shop),
      saved: null,
    };
  } else if (step === "method") {
    const rates = await loadShippingMethods(shop, cartId);
    const chosen = state.shippingMethod ?? typed.shippingMethod;
    page.methodForm = rates.ok
      ? { ok: true, methods: rates.methods, selected: chosen ? `${chosen.carrierCode}/${chosen.methodCode}` : null }
      : { ok: false, error: "shippingMethodsFailed" };
  } else if (step === "payment") {
    const [methods, provinces] = await Promise.all([loadPaymentMethods(shop, cartId), provincesOrNone(shop)]);
    const code = state.paymentCode ?? typed.paymentCode;
    // A customer may bill to a saved address; if the book cannot be read, typing one still works.
    const savedBilling = customerToken
      ? await loadCheckoutCustomer(shop.client(), provinces).then(
          (customer) => customer.addresses,
          () => [],
        )
      : [];
    const savedCards = customerToken && methods.ok ? await loadCheckoutSavedCards(shop.client(), methods.methods.map((method) => method.code)) : [];
    const savedCardHash = code === SAVED_CARD_METHOD ? state.paymentPublicHash : undefined;
    const chosenCard = savedCardHash && savedCards.some((card) => card.publicHash === savedCardHash) ? savedCardChoice(savedCardHash) : null;
    const billingChoice =
      state.billingAddressId !== undefined && savedBilling.some((option) => option.id === state.billingAddressId)
        ? `saved:${state.billingAddressId}`
        : typed.billingSameAsShipping === false && typed.billingAddressId === undefined
          ? "no"
          : "yes";
    page.paymentForm = methods.ok
      ? {
          ok: true,
          methods: methods.methods,
          provinces,
          defaultValue: {
            paymentMethod: chosenCard ?? (methods.methods.some((method) => method.code === code) ? (code ?? "") : (methods.methods[0]?.code ?? "")),
            billingSame: billingChoice,
            billing: addressFormDefaults(typed.billingAddressId === undefined ? typed.billingAddress : undefined),
          },
          savedBilling,
          savedCards,
        }
      : { ok: false, error: "paymentLoadFailed" };
  }
  return page;
}

/** The province list, or none when the backend cannot say (the select then only has its prompt). */
export async function provincesOrNone(shop: Shop): Promise<Province[]> {
  try {
    return await loadProvinces(shop);
  } catch (error) {
    log.error({ err: error }, `[checkout] provinces unavailable`);
    return [];
  }
}
