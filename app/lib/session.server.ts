import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { serverEnv } from "~/lib/env.server";

/** What the storefront keeps about a shopper: everything else lives in the commerce backend. */
export interface SessionData {
  customerToken: { value: string; storedAt: number; ttlSeconds: number };
  cartId: string;
  checkout: {
    shippingAddress?: Record<string, unknown>;
    billingAddress?: Record<string, unknown>;
    shippingMethod?: { carrierCode: string; methodCode: string; title: string };
    paymentCode?: string;
  };
}

export interface FlashMessage {
  type: "info" | "success" | "warning" | "error";
  /** A message key in the locale catalogues, so the flash is shown in the store view's language. */
  key: string;
  values?: Record<string, string | number>;
}

interface SessionFlashData {
  flash: FlashMessage;
}

export type ShopperSession = Session<SessionData, SessionFlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = serverEnv();
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      secrets: [env.SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/** The shopper's signed session from the request cookie (a new empty one when absent or forged). */
export function getShopperSession(request: Request): Promise<ShopperSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
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
