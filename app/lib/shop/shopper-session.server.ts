import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { CheckoutReceipt, CheckoutState } from "~/lib/checkout/types";
import { createEncryptedCookie, randomBase64Url } from "~/lib/encrypted-cookie.server";
import { serverEnv } from "~/lib/env.server";

/** What the storefront keeps about a shopper: everything else lives in the commerce backend. */
export interface SessionData {
  customerToken: { value: string; storedAt: number; ttlSeconds: number };
  cartId: string;
  /** Checkout progress between its POST steps (addresses, methods, email), see app/lib/checkout/. */
  checkout: CheckoutState;
  /** The last order placed from this browser, for `/confirmation` and a repeated Place Order. */
  receipt: CheckoutReceipt;
  /**
   * The card payment under way (app/lib/payment/): `state` goes to the gateway with the card form
   * and must come back unchanged; `orderNumber` once the order for it was placed, so a reload of the
   * return URL lands on the receipt again.
   */
  cardPayment: { state: string; startedAt: number; orderNumber?: string };
  /**
   * A random id of this browser, kept as long as the cookie: the backend's recent searches are
   * per shopper (only a hash of it leaves the storefront, see `app/lib/search/shopper-key.server.ts`).
   */
  shopperId: string;
}

export interface FlashMessage {
  type: "info" | "success" | "warning" | "error";
  /** A message key in the locale catalogues, so the flash is shown in the store view's language. */
  key: string;
  values?: Record<string, string | number>;
  /** A link shown after the message (e.g. "Sign in" back to the page), its text a catalogue key. */
  link?: { href: string; key: string };
}

interface SessionFlashData {
  flash: FlashMessage;
}

export type ShopperSession = Session<SessionData, SessionFlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

/**
 * One cookie, `__session`, encrypted (AES-GCM, app/lib/encrypted-cookie.server.ts): the customer
 * token and cart id inside cannot be read from it, only used. SESSION_SECRET encrypts,
 * SESSION_PREVIOUS_SECRETS still open cookies written before a rotation.
 */
/** The session cookie's name. */
const SESSION_COOKIE = "__session";

function createStorage() {
  const env = serverEnv();
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: createEncryptedCookie(SESSION_COOKIE, {
      secrets: [env.SESSION_SECRET, ...env.SESSION_PREVIOUS_SECRETS],
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      maxAge: 60 * 60 * 24 * 30,
    }),
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/** The shopper's session from the request cookie (a new empty one when absent, forged or unreadable). */
export function getShopperSession(request: Request): Promise<ShopperSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** A session that knows whether this request changed it, so the cookie is written only then. */
export interface TrackedShopperSession extends ShopperSession {
  /** True once anything was set, unset or flashed, or a flash was read (reading one removes it). */
  readonly changed: boolean;
  /** The cookie it is written to. */
  readonly cookieName: string;
}

/** The request's session, tracking its changes (see `TrackedShopperSession`). */
export async function readShopperSession(request: Request): Promise<TrackedShopperSession> {
  return trackChanges(await getShopperSession(request));
}

/** Wraps a session so that every write, and every read of a flash, marks it changed. */
export function trackChanges(session: ShopperSession): TrackedShopperSession {
  let changed = false;
  return {
    get id() {
      return session.id;
    },
    get data() {
      return session.data;
    },
    get changed() {
      return changed;
    },
    cookieName: SESSION_COOKIE,
    has: (name) => session.has(name),
    get(name) {
      if (`__flash_${String(name)}__` in session.data) changed = true;
      return session.get(name);
    },
    set(name, value) {
      changed = true;
      session.set(name, value);
    },
    flash(name, value) {
      changed = true;
      session.flash(name, value);
    },
    unset(name) {
      if (session.has(name)) changed = true;
      session.unset(name);
    },
  };
}

export function commitShopperSession(session: ShopperSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroyShopperSession(session: ShopperSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** True when the request carries a session worth keeping private (cart, customer or flash). */
export function hasShopperState(session: ShopperSession): boolean {
  return session.has("customerToken") || session.has("cartId") || session.has("flash");
}

/**
 * The shopper's stable random id, created (24 random bytes) when the session has none yet;
 * `created` tells the caller to commit the session so the browser keeps it.
 */
export function ensureShopperId(session: ShopperSession): { id: string; created: boolean } {
  const existing = session.get("shopperId");
  if (typeof existing === "string" && existing) return { id: existing, created: false };
  const id = randomBase64Url(24);
  session.set("shopperId", id);
  return { id, created: true };
}
