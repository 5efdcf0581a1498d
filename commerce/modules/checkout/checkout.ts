/**
 * Checkout on a cart, guest or customer: email, shipping and billing addresses, shipping method,
 * payment method, and placing the order. Every write runs inside `carts.withCart` (one transaction
 * holding the cart's row lock), so steps of one cart never interleave; inside it only the
 * transaction is queried (PGlite has one connection): settings are read before it starts.
 *
 * One step per file, this service composing them: guestEmail.ts, addresses.ts, shippingMethod.ts,
 * paymentMethod.ts, shippingInformation.ts (REST), placeOrder.ts (with cardPayment.ts); the
 * cart's checkout data is read and written by cartState.ts.
 */
import type { Database } from "../../db/connect";
import type { CartTotals, QuoteRow, ShippingRate } from "../cart";
import type { AddressInput } from "../customer";
import type { StoreView } from "../store";
import { setBillingAddress, setShippingAddress } from "./addresses";
import { readState } from "./cartState";
import { setGuestEmail } from "./guestEmail";
import { paymentMethods, paymentTitle, setPaymentMethod } from "./paymentMethod";
import type { PaymentMethodInfo } from "./payments";
import { createOrderPlacement } from "./placeOrder";
import { saveShippingInformation, type ShippingInformation } from "./shippingInformation";
import { setShippingMethod, shippingMethods } from "./shippingMethod";
import type { BillingAddressInput, CardChoice, CheckoutDependencies, CheckoutState, PlaceOrderOptions } from "./types";

export interface CheckoutService {
  setGuestEmail(store: StoreView, cartId: string, customerId: number | null, email: string): Promise<void>;
  setShippingAddress(store: StoreView, cartId: string, customerId: number | null, address: AddressInput): Promise<void>;
  setBillingAddress(store: StoreView, cartId: string, customerId: number | null, input: BillingAddressInput): Promise<void>;
  setShippingMethod(store: StoreView, cartId: string, customerId: number | null, carrierCode: string, methodCode: string): Promise<void>;
  setPaymentMethod(store: StoreView, cartId: string, customerId: number | null, code: string, nonce?: string | null, card?: CardChoice): Promise<void>;
  /**
   * REST shipping-information: shipping address (+ billing) and method in one step; answers the
   * payment methods and totals that follow.
   */
  saveShippingInformation(
    store: StoreView,
    cartId: string,
    customerId: number | null,
    input: ShippingInformation,
  ): Promise<{ paymentMethods: PaymentMethodInfo[]; totals: CartTotals }>;
  /** Places the order; answers its number. Throws PlaceOrderError / PaymentDeclinedError / the cart's errors. */
  placeOrder(store: StoreView, cartId: string, customerId: number | null, options?: PlaceOrderOptions): Promise<{ number: string }>;
  /** Email, addresses and payment of a cart (read-only; `db` may be a transaction). */
  readState(db: Database, cart: QuoteRow): Promise<CheckoutState>;
  /** The shipping address's methods, cheapest first. */
  shippingMethods(store: StoreView, cart: QuoteRow): Promise<ShippingRate[]>;
  paymentMethods(store: StoreView, cart: QuoteRow): Promise<PaymentMethodInfo[]>;
  paymentTitle(store: StoreView, code: string): Promise<string>;
}

export function createCheckoutService(deps: CheckoutDependencies): CheckoutService {
  return {
    setGuestEmail: (store, cartId, customerId, email) => setGuestEmail(deps, store, cartId, customerId, email),
    setShippingAddress: (store, cartId, customerId, address) => setShippingAddress(deps, store, cartId, customerId, address),
    setBillingAddress: (store, cartId, customerId, input) => setBillingAddress(deps, store, cartId, customerId, input),
    setShippingMethod: (store, cartId, customerId, carrierCode, methodCode) => setShippingMethod(deps, store, cartId, customerId, carrierCode, methodCode),
    setPaymentMethod: (store, cartId, customerId, code, nonce, card) => setPaymentMethod(deps, store, cartId, customerId, code, nonce, card),
    saveShippingInformation: (store, cartId, customerId, input) => saveShippingInformation(deps, store, cartId, customerId, input),
    placeOrder: createOrderPlacement(deps),
    readState: (conn, cart) => readState(conn, cart),
    shippingMethods: (store, cart) => shippingMethods(deps, store, cart),
    paymentMethods: (store, cart) => paymentMethods(deps, store, cart),
    paymentTitle: (store, code) => paymentTitle(deps, store, code),
  };
}
