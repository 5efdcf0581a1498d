import { redirect, type AppLoadContext } from "@remix-run/node";
import { forgetCart } from "~/lib/cart/cart.server";
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
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/session.server";
import { signInFailed, signInRetryAfterMs, signInSucceeded } from "~/lib/throttle/shop-throttles.server";

/** Magento's default customer token lifetime (1 hour) when the store does not say otherwise. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** What a signed-in request has: its session, the live token and a client that sends it. */
export interface SignedInCustomer {
  session: ShopperSession;
  token: string;
  client: MagentoClient;
}

/** True when the stored token's lifetime has passed (spec §4: `storedAt` + ttl). */
export function isTokenExpired(stored: { storedAt: number; ttlSeconds: number }, now = Date.now()): boolean {
  return now >= stored.storedAt + stored.ttlSeconds * 1000;
}

/** The customer token when signed in and not expired, else null. */
export function liveCustomerToken(session: ShopperSession, now = Date.now()): string | null {
  const stored = session.get("customerToken");
  if (!stored || isTokenExpired(stored, now)) return null;
  return stored.value;
}

/**
 * Spec §4 sign-out: revoke the token with the backend (failures ignored: an expired or already
 * revoked token is signed out all the same), then forget the token, the customer's cart id, the
 * saved checkout progress and the last receipt. The caller commits the session.
 */
export async function signOut(context: AppLoadContext, storeCode: string, session: ShopperSession): Promise<void> {
  const stored = session.get("customerToken");
  if (stored) {
    try {
      await magentoClient(context, { storeCode, customerToken: stored.value }).mutate(RevokeCustomerTokenMutation);
    } catch (error) {
      if (!(error instanceof MagentoGraphQLError)) console.warn("[customer] revoking the token failed:", error instanceof Error ? error.message : error);
    }
  }
  session.unset("customerToken");
  forgetCart(session);
  clearCheckout(session);
  session.unset("receipt");
}

/**
 * The per-request ttl check: a session whose token has expired is signed out (see `signOut`) and
 * gets the "session expired" flash. True when that happened; the caller commits the session and
 * sends the shopper to the sign-in page.
 */
export async function signOutIfExpired(
  context: AppLoadContext,
  storeCode: string,
  session: ShopperSession,
  now = Date.now(),
): Promise<boolean> {
  const stored = session.get("customerToken");
  if (!stored || !isTokenExpired(stored, now)) return false;
  await signOut(context, storeCode, session);
  session.flash("flash", { type: "info", key: "account.flash.expired" });
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
export async function requireCustomer(request: Request, context: AppLoadContext, storeCode: string): Promise<SignedInCustomer> {
  const session = await getShopperSession(request);
  const expired = await signOutIfExpired(context, storeCode, session);
  const token = liveCustomerToken(session);
  if (!token) {
    const target = signInPath(storeCode, request.method === "GET" ? requestPath(request) : new URL(request.url).pathname);
    throw redirect(target, {
      status: 303,
      headers: expired ? { "Set-Cookie": await commitShopperSession(session) } : undefined,
    });
  }
  return { session, token, client: magentoClient(context, { storeCode, customerToken: token }) };
}

/** The store's token lifetime in seconds (`customer_access_token_lifetime` hours), 1 h when unknown. */
async function tokenLifetimeSeconds(context: AppLoadContext, storeCode: string): Promise<number> {
  try {
    const data = await magentoClient(context, { storeCode }).query(CustomerTokenLifetimeQuery);
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
export async function signIn(
  context: AppLoadContext,
  storeCode: string,
  session: ShopperSession,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const retryAfterMs = await signInRetryAfterMs(context, credentials.email);
  if (retryAfterMs > 0) return { ok: false, message: "", retryAfterMs };
  let token: string;
  try {
    const data = await magentoClient(context, { storeCode }).mutate(GenerateCustomerTokenMutation, credentials);
    if (!data.generateCustomerToken?.token) return { ok: false, message: "" };
    token = data.generateCustomerToken.token;
  } catch (error) {
    if (!(error instanceof MagentoGraphQLError)) throw error;
    await signInFailed(context, credentials.email);
    return { ok: false, message: error.errors[0]?.message ?? "" };
  }
  await signInSucceeded(credentials.email);
  const ttlSeconds = await tokenLifetimeSeconds(context, storeCode);
  session.set("customerToken", { value: token, storedAt: Date.now(), ttlSeconds });
  await adoptCustomerCart(magentoClient(context, { storeCode, customerToken: token }), session);
  return { ok: true };
}

/** The customer's active cart becomes the session's cart, with the guest cart's items merged in. */
async function adoptCustomerCart(client: MagentoClient, session: ShopperSession): Promise<void> {
  const guestCartId = session.get("cartId");
  try {
    const { customerCart } = await client.query(CustomerCartQuery);
    if (guestCartId && guestCartId !== customerCart.id) {
      try {
        await client.mutate(MergeCartsMutation, { source: guestCartId, destination: customerCart.id });
      } catch (error) {
        // A guest cart the backend no longer knows (or that was ordered) has nothing to merge.
        console.warn("[customer] merging the guest cart failed:", error instanceof Error ? error.message : error);
      }
    }
    session.set("cartId", customerCart.id);
  } catch (error) {
    console.warn("[customer] reading the customer cart failed:", error instanceof Error ? error.message : error);
    forgetCart(session);
  }
}
