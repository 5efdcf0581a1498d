/** The shipping method (Magento's setShippingMethodsOnCart) and the methods the cart can be shipped with. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { quoteAddress } from "../../db/schema";
import { inputError } from "../../lib/errors";
import type { CartService, QuoteRow, ShippingRate } from "../cart";
import type { StoreView } from "../store";
import { readState } from "./cartState";
import type { CheckoutDependencies } from "./types";

const sortRates = (rates: ShippingRate[]) => [...rates].sort((a, b) => a.amountInclTax - b.amountInclTax);

/** Chooses a carrier method the cart is offered now, on its shipping address (inside `withCart`). */
export async function applyShippingMethod(tx: Database, carts: CartService, store: StoreView, cart: QuoteRow, carrierCode: string, methodCode: string): Promise<void> {
  const state = await readState(tx, cart);
  if (!state.shipping) throw inputError("The shipping address is missing. Set the address and try again.");
  const rates = await carts.shippingRates(tx, store, cart);
  const rate = rates.find((r) => r.carrierCode === carrierCode && r.methodCode === methodCode);
  if (!rate) throw inputError(`Carrier with such method not found: ${carrierCode}, ${methodCode}`);
  await tx.update(quoteAddress).set({ shippingMethod: `${carrierCode}_${methodCode}` }).where(eq(quoteAddress.addressId, state.shipping.id));
}

export async function setShippingMethod({ carts }: CheckoutDependencies, store: StoreView, cartId: string, customerId: number | null, carrierCode: string, methodCode: string): Promise<void> {
  await carts.withCart(store, cartId, customerId, (tx, cart) => applyShippingMethod(tx, carts, store, cart, carrierCode, methodCode));
}

/** The shipping address's methods, cheapest first (none without a shipping address). */
export async function shippingMethods({ db, carts }: CheckoutDependencies, store: StoreView, cart: QuoteRow): Promise<ShippingRate[]> {
  const state = await readState(db, cart);
  if (!state.shipping) return [];
  return sortRates(await carts.shippingRates(db, store, cart));
}
