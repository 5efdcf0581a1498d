import type { ShopperSession } from "~/lib/session.server";

/**
 * What the header needs to know about the shopper. Customer details and the cart's item count are
 * read from the backend once customer accounts and the cart exist; until then a session without
 * a customer token or cart id is simply a guest with an empty cart.
 */
export interface ShopperSummary {
  signedIn: boolean;
  firstName: string | null;
  cartCount: number;
}

export function summariseShopper(session: ShopperSession): ShopperSummary {
  const signedIn = session.has("customerToken");
  return { signedIn, firstName: signedIn ? "" : null, cartCount: 0 };
}
