import { readCartItemCount } from "~/lib/cart/cart.server";
import { readAccount, type AccountDetails } from "~/lib/customer/account.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import type { Shop } from "~/lib/shop/shop.server";
import { log } from "../../logging/logger";

/**
 * What the header needs to know about the shopper. The cart's item count is read from the backend
 * (spec §7 `getItemCount`) whenever the session has a cart; a signed-in shopper's first name is
 * read with their token for "Hi, {first name}" (null falls back to "Account"), with the full name
 * and email the drawer's MY_ACCOUNT view shows (spec §7 GetCustomerForLeftNav), in the same query.
 */
export interface ShopperSummary {
  signedIn: boolean;
  firstName: string | null;
  /** "{first name} {last name}" and the email when signed in and readable, else null. */
  name: string | null;
  email: string | null;
  cartCount: number;
}

/** The customer's details for the header and drawer; null when they could not be read. */
async function readShopperDetails(shop: Shop): Promise<AccountDetails | null> {
  try {
    return await readAccount(shop.client());
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) log.warn({ err: error }, "[customer] reading the customer failed");
    return null;
  }
}

/**
 * Reads the header's shopper summary. A cart the backend no longer accepts is dropped from the
 * session on the way (the response then writes the cookie). The caller has
 * already signed out an expired session (`signOutIfExpired`).
 */
export async function summariseShopper(shop: Shop): Promise<ShopperSummary> {
  const token = shop.customerToken();
  const [cartCount, details] = await Promise.all([readCartItemCount(shop), token ? readShopperDetails(shop) : Promise.resolve(null)]);
  // Signed in with an unknown name: "" (the trigger says "Account" and still opens the account menu).
  return {
    signedIn: token !== null,
    firstName: token ? (details?.firstname ?? "") : null,
    name: details ? `${details.firstname} ${details.lastname}`.trim() || null : null,
    email: details?.email || null,
    cartCount,
  };
}
