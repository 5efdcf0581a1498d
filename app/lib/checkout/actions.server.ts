import type { SubmissionResult } from "@conform-to/react";
import { isSignedOutError } from "~/lib/customer/sign-in.server";
import { parseWithZod } from "@conform-to/zod";
import { provincesOrNone } from "~/lib/checkout/page.server";
import { submitOrder } from "~/lib/checkout/place-order.server";
import { readCheckout, saveCheckout } from "~/lib/checkout/state.server";
import {
  loadPaymentMethods,
  loadShippingMethods,
  savePaymentInformation,
  saveShippingInformation,
  saveShippingMethod,
  type StepFailure,
} from "~/lib/checkout/steps.server";
import type { Province, SavedAddressOption } from "~/lib/checkout/types";
import { toCheckoutAddress } from "~/lib/forms/address";
import { billingSameOf, paymentInformationSchema, shippingInformationSchema, shippingMethodSchema } from "~/lib/forms/checkout";
import { isSpam } from "~/lib/forms/honeypot.server";
import { loadCheckoutCustomer, type CheckoutCustomer } from "~/lib/checkout/customer.server";
import type { Shop } from "~/lib/shop/shop.server";
import { customerShippingSchema, isNewAddressChoice, savedBillingChoice } from "~/lib/checkout/customer-form";
import { saveCustomerShippingInformation } from "~/lib/checkout/steps.server";
import { addAddress, toCustomerAddressInput } from "~/lib/customer/addresses.server";
import type { AddressFormValue } from "~/lib/forms/address";
import type { Translate } from "~/lib/forms/messages";
import { SAVED_CARD_METHOD, savedCardChoice, savedCardOfChoice } from "~/lib/saved-payments/checkout-choices";
import { loadCheckoutSavedCards } from "~/lib/saved-payments/saved-payments.server";
import { log } from "../../../logging/logger";

/**
 * What each checkout form does with its POST. A step either is done (the route redirects to the
 * next one, 303) or comes back with conform's reply: the messages next to the fields, everything
 * typed kept. Place Order ends on the receipt, the card page, the cart, or an error on the review.
 */
export type StepOutcome =
  | { kind: "done" }
  | { kind: "invalid"; result: SubmissionResult<string[]> }
  /** The backend no longer had the cart: a new (empty) one took its place, see the cart. */
  | { kind: "cart-replaced" }
  /** A signed-in customer's token was refused: signed out, to sign in again (back to checkout). */
  | { kind: "signed-out" };

export type PlaceOrderOutcome =
  | { kind: "confirmation" }
  | { kind: "card" }
  | { kind: "cart"; flash: "checkout.errors.outOfStock" | "checkout.errors.invalidCart" }
  | { kind: "signed-out" }
  | { kind: "error"; error: "orderFailed" | "paymentUnavailable" | "incomplete" };

/** Step 1: validate, then `setGuestEmailOnCart` + `setShippingAddressesOnCart`. */
export async function submitShippingInformation(shop: Shop, cartId: string, formData: FormData): Promise<StepOutcome> {
  if (shop.customerToken()) return submitCustomerShippingInformation(shop, cartId, formData);
  const provinces = await provincesOrNone(shop);
  const schema = shippingInformationSchema(shop.t, { regionCodes: provinces.length ? provinces.map((p) => p.code) : null });
  const submission = parseWithZod(formData, { schema });
  if (await isSpam(formData, shop.context.settings)) return { kind: "invalid", result: submission.reply({ formErrors: [shop.t("checkout.errors.submitFailed")] }) };
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
  const { email, ...address } = submission.value;
  const shippingAddress = toCheckoutAddress(address, provinceOf(provinces, address.regionCode));
  const saved = await saveShippingInformation(shop, { email, address: shippingAddress });
  if (!saved.ok && saved.error === "signedOut") return { kind: "signed-out" };
  if (!saved.ok && cartWasReplaced(shop, cartId, saved)) return { kind: "cart-replaced" };
  if (!saved.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, saved)] }) };
  if (saved.cartId !== cartId) return { kind: "cart-replaced" };
  // A new address clears the backend's chosen rate (and the billing copy): steps 2 and 3 start over.
  const previous = readCheckout(shop.session, saved.cartId);
  saveCheckout(shop.session, saved.cartId, {
    email,
    shippingAddress,
    shippingMethod: undefined,
    paymentCode: undefined,
    paymentTitle: undefined,
    billingSameAsShipping: previous.billingSameAsShipping,
    billingAddress: previous.billingAddress,
  });
  return { kind: "done" };
}

/**
 * Step 1 for a signed-in customer: a saved address (the default shipping one preselected) or a
 * new one, saved in the address book when asked once the step went through. The email recorded
 * is the account's, so the later steps and Place Order work as for a guest.
 */
async function submitCustomerShippingInformation(shop: Shop, cartId: string, formData: FormData): Promise<StepOutcome> {
  const provinces = await provincesOrNone(shop);
  const client = shop.client();
  let customer: CheckoutCustomer | null = null;
  try {
    customer = await loadCheckoutCustomer(client, provinces);
  } catch (error) {
    if (isSignedOutError(error)) return { kind: "signed-out" };
    log.error({ err: error }, `[checkout] the customer could not be read`);
  }
  const newAddress = isNewAddressChoice(formData);
  const schema = customerShippingSchema(shop.t, {
    regionCodes: provinces.length ? provinces.map((p) => p.code) : null,
    savedIds: customer ? customer.addresses.map((option) => String(option.id)) : null,
    newAddress,
  });
  const submission = parseWithZod(formData, { schema });
  if (await isSpam(formData, shop.context.settings)) return { kind: "invalid", result: submission.reply({ formErrors: [shop.t("checkout.errors.submitFailed")] }) };
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
  if (!customer?.email) return { kind: "invalid", result: submission.reply({ formErrors: [shop.t("checkout.errors.submitFailed")] }) };
  const value = submission.value;
  const picked = "street1" in value ? null : customer.addresses.find((option) => String(option.id) === value.addressId)!;
  const shippingAddress = picked ? picked.address : toCheckoutAddress(value as AddressFormValue, provinceOf(provinces, (value as AddressFormValue).regionCode));
  const saved = await saveCustomerShippingInformation(shop, shippingAddress);
  if (!saved.ok && saved.error === "signedOut") return { kind: "signed-out" };
  if (!saved.ok && cartWasReplaced(shop, cartId, saved)) return { kind: "cart-replaced" };
  if (!saved.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, saved)] }) };
  if (saved.cartId !== cartId) return { kind: "cart-replaced" };
  if (!picked && "saveInAddressBook" in value && value.saveInAddressBook) {
    const typed = value as AddressFormValue;
    // The first saved address becomes the default one, as the address book would make it.
    const first = customer.addresses.length === 0;
    const written = await addAddress(
      client,
      toCustomerAddressInput({ ...typed, defaultShipping: first, defaultBilling: first }, provinceOf(provinces, typed.regionCode)),
    );
    if (!written.ok && written.reason === "signed-out") return { kind: "signed-out" };
    // The order can go ahead without it: the address is on the cart all the same.
    if (!written.ok) log.warn({ reason: written.reason }, `[checkout] saving the new address in the address book failed`);
  }
  const previous = readCheckout(shop.session, saved.cartId);
  saveCheckout(shop.session, saved.cartId, {
    email: customer.email,
    shippingAddress,
    shippingAddressId: picked?.id,
    shippingMethod: undefined,
    paymentCode: undefined,
    paymentTitle: undefined,
    billingSameAsShipping: previous.billingSameAsShipping,
    billingAddress: previous.billingAddress,
  });
  return { kind: "done" };
}

/** Step 2: one of the offered rates, then `setShippingMethodsOnCart`. */
export async function submitShippingMethod(shop: Shop, cartId: string, formData: FormData): Promise<StepOutcome> {
  const offered = await loadShippingMethods(shop, cartId);
  const schema = shippingMethodSchema(shop.t, offered.ok ? offered.methods.map((method) => method.code) : null);
  if (!offered.ok && offered.error === "invalidCart") return { kind: "cart-replaced" };
  if (!offered.ok && offered.error === "signedOut") return { kind: "signed-out" };
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
  if (!offered.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, offered)] }) };
  const method = offered.methods.find((option) => option.code === submission.value.shippingMethod)!;
  const saved = await saveShippingMethod(shop, method);
  if (!saved.ok && saved.error === "signedOut") return { kind: "signed-out" };
  if (!saved.ok && cartWasReplaced(shop, cartId, saved)) return { kind: "cart-replaced" };
  if (!saved.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, saved)] }) };
  if (saved.cartId !== cartId) return { kind: "cart-replaced" };
  saveCheckout(shop.session, saved.cartId, {
    shippingMethod: { carrierCode: method.carrierCode, methodCode: method.methodCode, title: method.title },
  });
  return { kind: "done" };
}

/** Step 3: the payment method and billing address, then `setBillingAddressOnCart` + `setPaymentMethodOnCart`. */
export async function submitPaymentInformation(shop: Shop, cartId: string, formData: FormData): Promise<StepOutcome> {
  const billingSame = billingSameOf(formData);
  const [offered, provinces] = await Promise.all([
    loadPaymentMethods(shop, cartId),
    billingSame ? Promise.resolve([] as Province[]) : provincesOrNone(shop),
  ]);
  let schema = paymentInformationSchema(shop.t, {
    regionCodes: provinces.length ? provinces.map((p) => p.code) : null,
    offered: offered.ok ? offered.methods.map((method) => method.code) : null,
    billingSame,
  });
  if (!offered.ok && offered.error === "invalidCart") return { kind: "cart-replaced" };
  if (!offered.ok && offered.error === "signedOut") return { kind: "signed-out" };
  // A signed-in customer's saved card (`sandbox_card_vault:{hash}`): one of the customer's own.
  const cardHash = savedCardOfChoice(formData.get("paymentMethod"));
  const customerToken = shop.customerToken();
  const savedCard = cardHash && customerToken && offered.ok
    ? (await loadCheckoutSavedCards(shop.client(), offered.methods.map((method) => method.code))).find((card) => card.publicHash === cardHash) ?? null
    : null;
  if (savedCard) schema = paymentInformationSchema(shop.t, {
    regionCodes: provinces.length ? provinces.map((p) => p.code) : null,
    offered: [savedCardChoice(savedCard.publicHash)],
    billingSame,
  });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
  if (!offered.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, offered)] }) };
  const value = submission.value;
  // A signed-in customer's saved address as the billing address (`saved:{id}`).
  const savedId = savedBillingChoice(formData.get("billingSame"));
  const token = savedId === null ? null : shop.customerToken();
  let savedBilling: SavedAddressOption | null = null;
  if (savedId !== null && token) {
    try {
      const customer = await loadCheckoutCustomer(shop.client(), provinces.length ? provinces : await provincesOrNone(shop));
      savedBilling = customer.addresses.find((option) => option.id === savedId) ?? null;
    } catch (error) {
      if (isSignedOutError(error)) return { kind: "signed-out" };
    }
  }
  if (savedId !== null && !savedBilling) return { kind: "invalid", result: submission.reply({ formErrors: [shop.t("checkout.errors.submitFailed")] }) };
  const typedBilling = "billing" in value && value.billingSame === "no" && value.billing && typeof value.billing === "object"
    ? toCheckoutAddress(value.billing as Parameters<typeof toCheckoutAddress>[0], provinceOf(provinces, (value.billing as { regionCode: string }).regionCode))
    : null;
  const billing = savedBilling ? savedBilling.address : typedBilling;
  const saved = await savePaymentInformation(shop, { paymentCode: savedCard ? SAVED_CARD_METHOD : value.paymentMethod, billing });
  if (!saved.ok && saved.error === "signedOut") return { kind: "signed-out" };
  if (!saved.ok && cartWasReplaced(shop, cartId, saved)) return { kind: "cart-replaced" };
  if (!saved.ok) return { kind: "invalid", result: submission.reply({ formErrors: [messageOf(shop.t, saved)] }) };
  if (saved.cartId !== cartId) return { kind: "cart-replaced" };
  const method = savedCard
    ? { code: SAVED_CARD_METHOD, title: shop.t("savedPayments.checkout.choice", { brand: savedCard.brand, last4: savedCard.last4 }) }
    : offered.methods.find((option) => option.code === value.paymentMethod)!;
  saveCheckout(shop.session, saved.cartId, {
    paymentCode: method.code,
    paymentTitle: method.title,
    paymentPublicHash: savedCard?.publicHash,
    billingSameAsShipping: billing === null,
    billingAddress: billing ?? undefined,
    billingAddressId: savedBilling?.id,
  });
  return { kind: "done" };
}

/**
 * Place Order: a card goes to `/creditcard` (the order is placed when the gateway's token comes
 * back); cash on delivery and bank transfer are submitted now (REST, spec §7).
 */
export async function placeOrder(shop: Shop, cartId: string): Promise<PlaceOrderOutcome> {
  const state = readCheckout(shop.session, cartId);
  const receipt = shop.session.get("receipt");
  if (receipt?.cartId !== cartId && state.paymentCode === "sandbox_card") return { kind: "card" };
  // A saved card is charged with the order (no card form): its hash goes with the method.
  const publicHash = state.paymentCode === SAVED_CARD_METHOD ? state.paymentPublicHash : undefined;
  const result = await submitOrder(shop, { method: state.paymentCode ?? "", publicHash });
  if (result.ok) return { kind: "confirmation" };
  if (result.signedOut) return { kind: "signed-out" };
  switch (result.reason) {
    case "invalid_cart":
      return { kind: "cart", flash: "checkout.errors.invalidCart" };
    case "out_of_stock":
      return { kind: "cart", flash: "checkout.errors.outOfStock" };
    case "incomplete":
      return { kind: "error", error: "incomplete" };
    case "unavailable":
      // The backend refused the method (a message) or could not be reached (none).
      return { kind: "error", error: result.message ? "paymentUnavailable" : "orderFailed" };
    default:
      return { kind: "error", error: "orderFailed" };
  }
}

/** The backend no longer had the cart: the write failed on it, or on the new one recovery made. */
function cartWasReplaced(shop: Shop, cartId: string, failure: StepFailure): boolean {
  return failure.error === "invalidCart" || shop.cart.id !== cartId;
}

function provinceOf(provinces: Province[], code: string): Province | null {
  return provinces.find((province) => province.code === code) ?? null;
}

function messageOf(t: Translate, failure: StepFailure): string {
  if (failure.error === "submitFailed" && "message" in failure && failure.message) {
    log.warn({ reason: failure.message }, `[checkout] the backend refused a step`);
  }
  return t(`checkout.errors.${failure.error}`);
}
