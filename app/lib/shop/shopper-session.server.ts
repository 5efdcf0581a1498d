import type { Session } from "@remix-run/server-runtime";
import type { CheckoutReceipt, CheckoutState } from "~/lib/checkout/types";
import type { RedeemedCards } from "~/lib/store-credit/redeemed-cards.server";
import { createCookieSessionStorage } from "~/lib/cookie-session-storage.server";
import { createEncryptedCookie } from "~/lib/encrypted-cookie.server";
import type { StorefrontSettings } from "~/lib/settings.server";
import type { Messages } from "~/lib/translation/translator";
import { randomBase64Url } from "~/lib/web-crypto.server";

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
  /**
   * A social sign-in that needs one more step from the shopper (app/lib/social/): the identity the
   * provider vouched for, waiting for the password of the account with its email, or for an email
   * when the provider gave none. Kept 15 minutes.
   */
  socialPending: PendingSocialSignIn;
  /**
   * The display currency chosen in each store view (app/lib/currency/), by store code; a store
   * view without an entry shows its default currency.
   */
  displayCurrencies: Record<string, string>;
  /**
   * Gift cards redeemed into store credit from this browser: the history rows they made and each
   * card's last four characters, for one customer (a hash of their email); see
   * app/lib/store-credit/redeemed-cards.server.ts and ADR 052.
   */
  redeemedGiftCards: RedeemedCards;
}

export type PendingSocialSignIn = PendingIdentity &
  (
    | { step: "password"; /** The existing account's email. */ email: string }
    | { step: "email"; /** The provider's unverified email, if any, offered as the default. */ email: string | null }
  );

interface PendingIdentity {
  provider: "google" | "facebook" | "line";
  subject: string;
  firstname: string;
  lastname: string;
  returnTo: string | null;
  until: number;
}

export interface FlashMessage {
  type: "info" | "success" | "warning" | "error";
  /** A message key in the locale catalogues, so the flash is shown in the store view's language. */
  key: string;
  values?: Record<string, string | number>;
  /** A link shown after the message (e.g. "Sign in" back to the page), its text a catalogue key. */
  link?: { href: string; key: string };
  /** Its texts in the page's language, added by the store layout's loader (never stored): the page it lands on may not use them otherwise (ADR 043). */
  messages?: Messages;
}

interface SessionFlashData {
  flash: FlashMessage;
}

export type ShopperSession = Session<SessionData, SessionFlashData>;

/** What the session cookie is made from: the host's secrets, and whether it is production (Secure). */
export type SessionSettings = Pick<StorefrontSettings, "SESSION_SECRET" | "SESSION_PREVIOUS_SECRETS" | "NODE_ENV">;

/** The session cookie's name. */
const SESSION_COOKIE = "__session";

/**
 * One cookie, `__session`, encrypted (AES-GCM, app/lib/encrypted-cookie.server.ts): the customer
 * token and cart id inside cannot be read from it, only used. SESSION_SECRET encrypts,
 * SESSION_PREVIOUS_SECRETS still open cookies written before a rotation. Made from each request's
 * settings (cheap: the keys derived from a secret are cached by that secret).
 */
function sessionStorage(settings: SessionSettings) {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: createEncryptedCookie(SESSION_COOKIE, {
      secrets: [settings.SESSION_SECRET, ...settings.SESSION_PREVIOUS_SECRETS],
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: settings.NODE_ENV === "production",
      maxAge: 60 * 60 * 24 * 30,
    }),
  });
}

/** The shopper's session from the request cookie (a new empty one when absent, forged or unreadable). */
export function getShopperSession(request: Request, settings: SessionSettings): Promise<ShopperSession> {
  return sessionStorage(settings).getSession(request.headers.get("Cookie"));
}

/** A session that knows whether this request changed it, so the cookie is written only then. */
export interface TrackedShopperSession extends ShopperSession {
  /** True once anything was set, unset or flashed, or a flash was read (reading one removes it). */
  readonly changed: boolean;
  /** The cookie it is written to. */
  readonly cookieName: string;
}

/** The request's session, tracking its changes (see `TrackedShopperSession`). */
export async function readShopperSession(request: Request, settings: SessionSettings): Promise<TrackedShopperSession> {
  return trackChanges(await getShopperSession(request, settings));
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

/** The Set-Cookie header that keeps `session` in the browser. */
export function commitShopperSession(session: ShopperSession, settings: SessionSettings): Promise<string> {
  return sessionStorage(settings).commitSession(session);
}

/** The Set-Cookie header that removes the session cookie. */
export function destroyShopperSession(session: ShopperSession, settings: SessionSettings): Promise<string> {
  return sessionStorage(settings).destroySession(session);
}

/**
 * True when the request carries a session worth keeping private: a cart, a customer, a flash, or a
 * chosen display currency (its pages show prices no other shopper asked for).
 */
export function hasShopperState(session: ShopperSession): boolean {
  return session.has("customerToken") || session.has("cartId") || session.has("flash") || session.has("displayCurrencies");
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
