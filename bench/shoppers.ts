/**
 * The cookies of the shoppers some weighed pages need: one with a line in the cart (the cart and
 * checkout pages) and the demo customer signed in (the account pages). Both come from the
 * storefront's own no-JS forms, as a shopper's browser would get them.
 */
import { addToCartBody, findAddToCartForm, postForSessionCookie } from "./cart";
import type { Shopper } from "./targets";

export interface ShopperCookies {
  "with-cart": string;
  "signed-in": string;
}

export async function shopperCookies(options: {
  origin: string;
  storeCode: string;
  productUrlKey: string;
  customer: { email: string; password: string };
}): Promise<ShopperCookies> {
  const { origin, storeCode } = options;
  const form = await findAddToCartForm(origin, options.productUrlKey);
  const withCart = await postForSessionCookie(`${origin}/${storeCode}/cart`, addToCartBody(form));
  const signIn = new URLSearchParams({ email: options.customer.email, password: options.customer.password }).toString();
  const signedIn = await postForSessionCookie(`${origin}/${storeCode}/sign-in`, signIn);
  return { "with-cart": withCart, "signed-in": signedIn };
}

/** The Cookie header a page's shopper sends (none for a first-time visitor). */
export function cookieFor(shopper: Shopper, cookies: ShopperCookies): string | undefined {
  return shopper === "visitor" ? undefined : cookies[shopper];
}
