import type { AppLoadContext } from "@remix-run/node";
import { readCartItemCount } from "~/lib/cart/cart.server";
import { readFirstName } from "~/lib/customer/account.server";
import { liveCustomerToken } from "~/lib/customer/session.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { ShopperSession } from "~/lib/session.server";

/**
 * What the header needs to know about the shopper. The cart's item count is read from the backend
 * (spec §7 `getItemCount`) whenever the session has a cart; a signed-in shopper's first name is
 * read with their token for "Hi, {first name}" (null falls back to "Account").
 */
export interface ShopperSummary {
  signedIn: boolean;
  firstName: string | null;
  cartCount: number;
}

/**
 * Reads the header's shopper summary. A cart the backend no longer accepts is dropped from the
 * session on the way (the caller writes the cookie back when `session` changed). The caller has
 * already signed out an expired session (`signOutIfExpired`).
 */
export async function summariseShopper(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<ShopperSummary> {
  const token = liveCustomerToken(session);
  const [cartCount, firstName] = await Promise.all([
    readCartItemCount(context, storeCode, session),
    token ? readFirstName(magentoClient(context, { storeCode, customerToken: token })) : Promise.resolve(null),
  ]);
  // Signed in with an unknown name: "" (the trigger says "Account" and still opens the account menu).
  return { signedIn: token !== null, firstName: token ? (firstName ?? "") : null, cartCount };
}
