/**
 * REST's shipping-information (Magento's ShippingInformationManagement): shipping address, billing
 * address and shipping method in one step, answering the payment methods and totals that follow.
 */
import { inputError } from "../../lib/errors";
import type { CartTotals } from "../cart";
import { type AddressInput, checkAddress, readAddressSettings } from "../customer";
import type { StoreView } from "../store";
import { readState, sameAddress, saveAddress } from "./cartState";
import { availablePaymentMethods, type PaymentMethodInfo } from "./payments";
import { applyShippingMethod } from "./shippingMethod";
import type { CheckoutDependencies } from "./types";

export interface ShippingInformation {
  shippingAddress: AddressInput;
  billingAddress?: AddressInput | null;
  carrierCode: string;
  methodCode: string;
}

export async function saveShippingInformation(
  { carts, config }: CheckoutDependencies,
  store: StoreView,
  cartId: string,
  customerId: number | null,
  input: ShippingInformation,
): Promise<{ paymentMethods: PaymentMethodInfo[]; totals: CartTotals }> {
  const settings = await readAddressSettings(config, store);
  const totals = await carts.withCart(store, cartId, customerId, async (tx, cart) => {
    const shipping = await checkAddress(tx, settings, input.shippingAddress);
    await saveAddress(tx, cart, "shipping", shipping);
    if (input.billingAddress) {
      const billing = await checkAddress(tx, settings, input.billingAddress);
      const same = sameAddress(billing, shipping);
      await saveAddress(tx, cart, "billing", billing, same);
    } else if (!(await readState(tx, cart)).billing) {
      // No billing address yet: bill the shipping address (Magento's checkout sends the same one).
      await saveAddress(tx, cart, "billing", shipping, true);
    }
    if (!input.carrierCode || !input.methodCode) throw inputError("The shipping method is missing. Select the shipping method and try again.");
    await applyShippingMethod(tx, carts, store, cart, input.carrierCode, input.methodCode);
    return carts.collectTotals(tx, store, cart);
  });
  return { paymentMethods: await availablePaymentMethods(config, store, totals.grandTotal), totals };
}
