/**
 * The cart's shipping and billing addresses (Magento's setShippingAddressesOnCart /
 * setBillingAddressOnCart): checked and completed as every Thai address is (customer/address.ts),
 * but, as Magento, without the engine's own postcode and telephone formats, with the settings read
 * before the cart's transaction starts.
 */
import { and, eq } from "drizzle-orm";
import { quoteAddress } from "../../db/schema";
import { inputError } from "../../lib/errors";
import { addressColumns, type AddressInput, checkAddress, readAddressSettings } from "../customer";
import type { StoreView } from "../store";
import { readState, saveAddress } from "./cartState";
import type { BillingAddressInput, CheckoutDependencies } from "./types";

/** Magento checks that a postcode and a telephone are given, not their format. */
const AS_MAGENTO = { formats: false } as const;

export async function setShippingAddress({ carts, config }: CheckoutDependencies, store: StoreView, cartId: string, customerId: number | null, address: AddressInput): Promise<void> {
  const settings = await readAddressSettings(config, store);
  await carts.withCart(store, cartId, customerId, async (tx, cart) => {
    const record = await checkAddress(tx, settings, address, AS_MAGENTO);
    await saveAddress(tx, cart, "shipping", record);
    // A billing address "same as shipping" follows the new one.
    await tx
      .update(quoteAddress)
      .set({ ...addressColumns(record) })
      .where(and(eq(quoteAddress.quoteId, cart.entityId), eq(quoteAddress.addressType, "billing"), eq(quoteAddress.sameAsShipping, true)));
  });
}

export async function setBillingAddress({ carts, config }: CheckoutDependencies, store: StoreView, cartId: string, customerId: number | null, input: BillingAddressInput): Promise<void> {
  const settings = await readAddressSettings(config, store);
  await carts.withCart(store, cartId, customerId, async (tx, cart) => {
    if (input.sameAsShipping && input.useForShipping) {
      throw inputError('Using the "same_as_shipping" and "use_for_shipping" options together is not supported.');
    }
    if (input.sameAsShipping) {
      const state = await readState(tx, cart);
      if (input.address) {
        const record = await checkAddress(tx, settings, input.address, AS_MAGENTO);
        await saveAddress(tx, cart, "shipping", record);
        await saveAddress(tx, cart, "billing", record, true);
        return;
      }
      if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
      await saveAddress(tx, cart, "billing", state.shipping, true);
      return;
    }
    if (!input.address) throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
    const record = await checkAddress(tx, settings, input.address, AS_MAGENTO);
    await saveAddress(tx, cart, "billing", record);
    if (input.useForShipping) await saveAddress(tx, cart, "shipping", record);
  });
}
