import type { AppLoadContext } from "@remix-run/node";
import { readCartItemCount } from "~/lib/cart/cart.server";
import type { ShopperSession } from "~/lib/session.server";

/**
 * What the header needs to know about the shopper. The cart's item count is read from the backend
 * (spec §7 `getItemCount`) whenever the session has a cart; customer details follow with customer
 * accounts (issue 6), until then a signed-in session shows the fallback label.
 */
export interface ShopperSummary {
  signedIn: boolean;
  firstName: string | null;
  cartCount: number;
}

/**
 * Reads the header's shopper summary. A cart the backend no longer accepts is dropped from the
 * session on the way (the caller writes the cookie back when `session` changed).
 */
export async function summariseShopper(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<ShopperSummary> {
  const signedIn = session.has("customerToken");
  const cartCount = await readCartItemCount(context, storeCode, session);
  return { signedIn, firstName: signedIn ? "" : null, cartCount };
}
