import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../commerce/index";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend, remoteBackend } from "~/lib/magento/backend.server";
import { translatorFor } from "~/lib/i18n.server";
import { createShop, type Shop } from "~/lib/shop/shop.server";
import { getShopperSession, readShopperSession, type ShopperSession } from "~/lib/shop/shopper-session.server";
import { testSettings } from "~/lib/testing/settings";
import { graphql } from "../../commerce/testing/graphqlClient";

/**
 * The settings every test context carries, as a host hands them over: one session secret, so a
 * cookie a test makes with them opens in any of these contexts.
 */
export const TEST_SETTINGS = testSettings();

/** A load context whose backend is a fresh in-memory engine with the demo shop. */
export async function engineContext(): Promise<{ context: AppLoadContext; engine: CommerceEngine }> {
  const engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
  return {
    engine,
    context: { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "127.0.0.1", backend: inProcessBackend((request) => engine.handle(request)) },
  };
}

/** The demo shop of one test file: read its parts inside tests and hooks, once `beforeAll` has run. */
export interface DemoShop {
  readonly context: AppLoadContext;
  readonly engine: CommerceEngine;
}

/**
 * Gives the calling test file its own demo shop: a fresh engine before its tests, closed after
 * them, and an empty public cache before each test, so no test is answered from another's cache.
 */
export function useDemoShop(): DemoShop {
  let started: { context: AppLoadContext; engine: CommerceEngine } | undefined;
  const running = () => {
    if (!started) throw new Error("the demo shop starts in beforeAll: use it inside tests and hooks");
    return started;
  };
  beforeAll(async () => {
    started = await engineContext();
  });
  afterAll(() => started?.engine.close());
  beforeEach(() => publicCache.clear());
  return {
    get context() {
      return running().context;
    },
    get engine() {
      return running().engine;
    },
  };
}

/** A load context whose backend never answers: nothing listens on port 2 of loopback (ports such as 9 are refused by fetch before connecting). */
export function unreachableContext(): AppLoadContext {
  // A refused backend is known at once; the budget only has to outlast the schema's first fetch
  // and the retries' backoff on a loaded machine, or the answer is the 504 of a slow backend.
  return { settings: { ...TEST_SETTINGS, MAGENTO_TIMEOUT_MS: 10_000 }, cspNonce: "test", clientAddress: "127.0.0.1", backend: remoteBackend("http://127.0.0.1:2") };
}

/** Runs a loader and returns what it threw (a Response) or fails when it returned. */
export async function thrownResponse(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a Response");
}

/**
 * One shopper's browser for calling loaders and actions directly: builds GET or form POST requests
 * carrying the session cookie, and keeps the cookie each response sets.
 */
export function cookieJar(origin: string) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    keep(response: Response): Response {
      const set = response.headers.get("Set-Cookie");
      if (set) cookie = set.split(";")[0] ?? "";
      return response;
    },
    request(path: string, form?: Record<string, string>): Request {
      return new Request(`${origin}${path}`, {
        method: form ? "POST" : "GET",
        body: form ? new URLSearchParams(form) : undefined,
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      });
    },
    session: (): Promise<ShopperSession> => getShopperSession(new Request(origin, { headers: cookie ? { Cookie: cookie } : {} }), TEST_SETTINGS),
  };
}

/** The SKU of a simple demo product in stock (for tests that need something to buy). */
export async function simpleProductInStock(engine: CommerceEngine, store: string): Promise<string> {
  const reply = await graphql<{ products: { items: Array<{ __typename: string; sku: string; stock_status: string }> } }>(
    engine,
    `{ products(search: "", pageSize: 200, currentPage: 1) { items { __typename sku stock_status } } }`,
    { store },
  );
  const simple = reply.data?.products.items.find((item) => item.__typename === "SimpleProduct" && item.stock_status === "IN_STOCK");
  if (!simple) throw new Error("the demo shop lacks a simple product in stock");
  return simple.sku;
}

/**
 * A shop request for a demo store view (`th` or `en`) without asking the backend for its store
 * views: for backends that have none (a bare Magento schema) and tests of one library function.
 */
export async function demoStoreShop(context: AppLoadContext, store: "th" | "en", path = "/"): Promise<Shop> {
  const request = new Request(`http://shop.test/${store}${path === "/" ? "" : path}`);
  const language = store;
  const storeView = { code: store, name: store, locale: store === "th" ? "th_TH" : "en_US", language, groupCode: "main", sortOrder: 0, isDefault: store === "th" } as const;
  return createShop({ request, context, storeView, session: await readShopperSession(request, context.settings), t: await translatorFor(language) });
}
