import type { Money } from "~/lib/catalog/price";

/** Store credit on the checkout's cart (signed-in customers): the balance and what it pays of the cart. */
export interface CheckoutStoreCredit {
  /** The customer's balance now. */
  available: Money;
  /** What it pays of this cart (0 when not used). */
  applied: Money;
  used: boolean;
}
