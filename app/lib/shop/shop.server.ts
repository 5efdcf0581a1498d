import { json, redirect, type AppLoadContext, type TypedResponse } from "@remix-run/server-runtime";
import { shopperCart, type ShopperCart } from "~/lib/cart/shopper-cart.server";
import type { Translate } from "~/lib/forms/messages";
import { pageCacheControl, PRIVATE } from "~/lib/http-cache.server";
import { intlLocale, type Language } from "~/lib/i18n";
import { translatorFor } from "~/lib/i18n.server";
import { magentoClient } from "~/lib/magento/client-for.server";
import type { MagentoClient } from "~/lib/magento/client.server";
import { magentoRestClient, type MagentoRestClient } from "~/lib/magento/rest.server";
import { isOfflinePage } from "~/lib/pwa/offline-page";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { liveCustomerToken } from "~/lib/shop/customer-token";
import { commitShopperSession, readShopperSession, type TrackedShopperSession } from "~/lib/shop/shopper-session.server";
import { requireStoreView, type StoreView } from "~/lib/store-view.server";
import { chosenDisplayCurrency } from "~/lib/currency/currencies.server";

/**
 * One shop request: everything a loader or an action needs, worked out once per request from the
 * URL, the cookie and the host's settings (`context`), so that library functions take this one
 * argument instead of `(context, storeCode, session)`.
 */
export interface Shop {
  readonly request: Request;
  /** The host's part of this request: settings, backend, client address, backend deadline, nonce. */
  readonly context: AppLoadContext;
  /** The store view the URL names. */
  readonly storeView: StoreView;
  readonly storeCode: string;
  readonly language: Language;
  /** The store view's `Intl` locale for prices and dates (`th-TH`). */
  readonly locale: string;
  /** The server's translations in the store view's language. */
  readonly t: Translate;
  /** The shopper's cookie session; it knows whether anything in it changed. */
  readonly session: TrackedShopperSession;
  /**
   * The display currency the shopper chose in this store view, sent to the backend as
   * `Content-Currency`; null for the store's default (nothing is sent).
   */
  readonly displayCurrency: string | null;
  /**
   * What answers that show prices are cached under: the store view, and the display currency when
   * one was chosen, so shoppers never see each other's currency.
   */
  readonly cacheScope: string;
  /** The shopper's cart: the only reader and writer of the cart id. */
  readonly cart: ShopperCart;
  /** The signed-in customer's token while it is live, else null. */
  customerToken(): string | null;
  /** A backend client for this shopper: as the signed-in customer when there is one. */
  client(): MagentoClient;
  /** A backend client without a customer: for what is the same for every shopper. */
  guestClient(): MagentoClient;
  /** Magento's REST API for this shopper (checkout's two order calls). */
  rest(): MagentoRestClient;
  /** JSON for this shopper only (`private, no-store`), the cookie written when the session changed. */
  privateJson<T>(data: T, init?: { status?: number; headers?: HeadersInit }): Promise<TypedResponse<T>>;
  /** 303 to `location` (a POST is followed by a GET), the cookie written when the session changed. */
  redirect(location: string, init?: { headers?: HeadersInit }): Promise<Response>;
  /**
   * The `Cache-Control` of a page anyone may see: kept by a CDN for a short while for an anonymous
   * shopper, private once the session holds a cart, a customer or a flash.
   */
  pageCacheControl(): string;
}

/**
 * Per-request memory the host passes in `context.requestCache` (server.ts makes a new one for every
 * HTTP request): the action and the loaders of one request then share one `Shop`, one session.
 */
export interface RequestCache {
  shop?: Promise<Shop>;
}

/**
 * The shop request of a loader or an action: built on first use, then shared by every loader and
 * the action of the same HTTP request. An unknown store code answers 301 to the default store
 * view; a backend that cannot tell the store views answers the shop's 503/504 page.
 */
export function shopFor({ request, context }: { request: Request; context: AppLoadContext }): Promise<Shop> {
  const cache = context.requestCache;
  if (!cache) return buildShop(request, context);
  cache.shop ??= buildShop(request, context);
  return cache.shop;
}

async function buildShop(request: Request, context: AppLoadContext): Promise<Shop> {
  // The offline page is one copy for every shopper (the service worker keeps it): it reads no cookie,
  // so the header shows a guest, nothing (a flash) is consumed and no cookie is written.
  const sessionSource = isOfflinePage(new URL(request.url).pathname) ? new Request(request.url) : request;
  const [storeView, session] = await Promise.all([requireStoreView(request, context).catch(throwBackendFailure), readShopperSession(sessionSource, context.settings)]);
  const [displayCurrency, t] = await Promise.all([
    chosenDisplayCurrency(context, storeView.code, session).catch(throwBackendFailure),
    translatorFor(storeView.language),
  ]);
  return createShop({ request, context, storeView, session, t, displayCurrency });
}

/** A shop request from its parts (what `shopFor` worked out; tests give them directly). */
export function createShop(parts: {
  request: Request;
  context: AppLoadContext;
  storeView: StoreView;
  session: TrackedShopperSession;
  t: Translate;
  displayCurrency?: string | null;
}): Shop {
  const { request, context, storeView, session, t } = parts;
  const storeCode = storeView.code;
  const displayCurrency = parts.displayCurrency ?? null;
  const currencyCode = displayCurrency ?? undefined;
  const customerToken = () => liveCustomerToken(session);
  if (context.trace) {
    context.trace.storeView = storeCode;
    context.trace.signedIn = () => customerToken() !== null;
  }
  const withSession = async (headers: Headers) => {
    if (session.changed) headers.append("Set-Cookie", await commitShopperSession(session, context.settings));
    return headers;
  };
  return {
    request,
    context,
    storeView,
    storeCode,
    language: storeView.language,
    locale: intlLocale(storeView.locale, storeView.language),
    t,
    session,
    displayCurrency,
    cacheScope: displayCurrency ? `${storeCode}:${displayCurrency}` : storeCode,
    cart: shopperCart(session),
    customerToken,
    client: () => magentoClient(context, { storeCode, currencyCode, customerToken: customerToken() ?? undefined }),
    guestClient: () => magentoClient(context, { storeCode, currencyCode }),
    rest: () => magentoRestClient(context, { storeCode, currencyCode, customerToken: customerToken() ?? undefined }),
    async privateJson(data, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("Cache-Control", PRIVATE);
      return json(data, { status: init.status ?? 200, headers: await withSession(headers) });
    },
    async redirect(location, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("Cache-Control", PRIVATE);
      return redirect(location, { status: 303, headers: await withSession(headers) });
    },
    pageCacheControl: () => pageCacheControl(session, context.settings.PUBLIC_CACHE_SECONDS),
  };
}

/**
 * The one session cookie a response may carry. Loaders running side by side (the layout's and the
 * page's) each write the cookie of the session as they left it, and the browser keeps the last
 * header: replace them all by the session as it is once every loader and the action are done.
 * Called by the server entry for documents and for data requests.
 */
export async function finalSessionCookie(context: AppLoadContext, headers: Headers): Promise<void> {
  const shop = await context.requestCache?.shop?.catch(() => undefined);
  if (!shop?.session.changed) return;
  const others = headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${shop.session.cookieName}=`));
  headers.delete("Set-Cookie");
  for (const cookie of others) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await commitShopperSession(shop.session, context.settings));
}
