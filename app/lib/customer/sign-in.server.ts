import { clearCheckout } from "~/lib/checkout/state.server";
import {
  CustomerCartQuery,
  CustomerTokenLifetimeQuery,
  GenerateCustomerTokenMutation,
  MergeCartsMutation,
  RevokeCustomerTokenMutation,
} from "~/lib/customer/documents.server";
import { signInPath } from "~/lib/customer/redirect-target";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { isTokenExpired } from "~/lib/shop/customer-token";
import type { Shop } from "~/lib/shop/shop.server";
import { signInFailed, signInRetryAfterMs, signInSucceeded } from "~/lib/throttle/shop-throttles.server";
import { log } from "../../../logging/logger";

/** Magento's default customer token lifetime (1 hour) when the store does not say otherwise. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** What a signed-in request has: the live token and a client that sends it. */
export interface SignedInCustomer {
  token: string;
  client: MagentoClient;
}

/**
 * Spec §4 sign-out: revoke the token with the backend (failures ignored: an expired or already
 * revoked token is signed out all the same), then forget the token, the customer's cart id, the
 * saved checkout progress and the last receipt. The caller commits the session.
 */
export async function signOut(shop: Shop): Promise<void> {
  const { session } = shop;
  const stored = session.get("customerToken");
  if (stored) {
    try {
      // Revoked with the stored token even when it has expired (customerToken() would be null).
      await magentoClient(shop.context, { storeCode: shop.storeCode, customerToken: stored.value }).mutate(RevokeCustomerTokenMutation);
    } catch (error) {
      if (!(error instanceof MagentoGraphQLError)) log.warn({ err: error }, "[customer] revoking the token failed");
    }
  }
  session.unset("customerToken");
  shop.cart.forget();
  clearCheckout(session);
  session.unset("receipt");
}

/**
 * The per-request ttl check: a session whose token has expired is signed out (see `signOut`) and
 * gets the "session expired" flash. True when that happened; the caller commits the session and
 * sends the shopper to the sign-in page.
 */
export async function signOutIfExpired(shop: Shop, now = Date.now()): Promise<boolean> {
  const stored = shop.session.get("customerToken");
  if (!stored || !isTokenExpired(stored, now)) return false;
  await signOut(shop);
  shop.session.flash("flash", { type: "info", key: "account.flash.expired" });
  return true;
}

/** The path and query of the request, for coming back after signing in. */
function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * For signed-in-only routes (spec §6): the signed-in customer, or a 303 to
 * `/{store}/sign-in?redirect=<this page>` for a signed-out visitor (an expired session is signed
 * out on the way, with its flash, and the cookie written).
 */
export async function requireCustomer(shop: Shop): Promise<SignedInCustomer> {
  await signOutIfExpired(shop);
  const token = shop.customerToken();
  if (!token) {
    const { request } = shop;
    throw await shop.redirect(signInPath(shop.storeCode, request.method === "GET" ? requestPath(request) : new URL(request.url).pathname));
  }
  return { token, client: shop.client() };
}

/** The store's token lifetime in seconds (`customer_access_token_lifetime` hours), 1 h when unknown. */
async function tokenLifetimeSeconds(shop: Shop): Promise<number> {
  try {
    const data = await shop.guestClient().query(CustomerTokenLifetimeQuery);
    const hours = data.storeConfig?.customer_access_token_lifetime;
    return typeof hours === "number" && hours > 0 ? Math.round(hours * 3600) : DEFAULT_TOKEN_TTL_SECONDS;
  } catch {
    return DEFAULT_TOKEN_TTL_SECONDS;
  }
}

export type SignInResult =
  | { ok: true }
  /** `message`: the backend's refusal; `retryAfterMs`: refused by the storefront's throttle, the backend not asked. */
  | { ok: false; message: string; retryAfterMs?: number };

/**
 * Signs the shopper in: asks the backend for a token (Magento's message when refused), stores it
 * with its time and ttl, then makes the customer's cart the session's cart, merging the guest cart
 * into it first (spec §4). A failed merge keeps the customer signed in with their own cart.
 * An address or account that failed too often lately is refused before the backend is asked.
 * The caller commits the session.
 */
export async function signIn(shop: Shop, credentials: { email: string; password: string }): Promise<SignInResult> {
  const retryAfterMs = await signInRetryAfterMs(shop.context, credentials.email);
  if (retryAfterMs > 0) return { ok: false, message: "", retryAfterMs };
  let token: string;
  try {
    const data = await shop.guestClient().mutate(GenerateCustomerTokenMutation, credentials);
    if (!data.generateCustomerToken?.token) return { ok: false, message: "" };
    token = data.generateCustomerToken.token;
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    await signInFailed(shop.context, credentials.email);
    return { ok: false, message: error.errors[0]?.message ?? "" };
  }
  await signInSucceeded(shop.context, credentials.email);
  await startCustomerSession(shop, token);
  return { ok: true };
}

/**
 * The shopper is now the customer whose token this is (from a password, or from a verified social
 * identity): the token is kept with its time and ttl, and the customer's cart becomes the session's
 * cart, with the guest cart merged into it first (spec §4). The caller commits the session.
 */
export async function startCustomerSession(shop: Shop, token: string): Promise<void> {
  const ttlSeconds = await tokenLifetimeSeconds(shop);
  shop.session.set("customerToken", { value: token, storedAt: Date.now(), ttlSeconds });
  await adoptCustomerCart(shop);
}

/** The customer's active cart becomes the session's cart, with the guest cart's items merged in. */
async function adoptCustomerCart(shop: Shop): Promise<void> {
  const guestCartId = shop.cart.id;
  const client = shop.client();
  try {
    const { customerCart } = await client.query(CustomerCartQuery);
    if (guestCartId && guestCartId !== customerCart.id) {
      try {
        await client.mutate(MergeCartsMutation, { source: guestCartId, destination: customerCart.id });
      } catch (error) {
        // A guest cart the backend no longer knows (or that was ordered) has nothing to merge.
        log.warn({ err: error }, "[customer] merging the guest cart failed");
      }
    }
    shop.cart.keep(customerCart.id);
  } catch (error) {
    log.warn({ err: error }, "[customer] reading the customer cart failed");
    shop.cart.forget();
  }
}

/**
 * The backend no longer accepts the customer's token (revoked, or expired before the storefront's
 * ttl said so): sign out as on expiry and send the shopper to sign in, back to `returnTo` after.
 */
export async function signInAgain(shop: Shop, returnTo: string): Promise<Response> {
  await signOut(shop);
  shop.session.flash("flash", { type: "info", key: "account.flash.expired" });
  return shop.redirect(signInPath(shop.storeCode, returnTo));
}

/** True when a failed read means "this token is no longer good" (Magento's authorization error). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof MagentoGraphQLError && /isn't authorized/i.test(error.message);
}
