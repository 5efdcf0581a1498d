import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startCommerceEngine, type CommerceEngine } from "../../commerce/index";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend, remoteBackend } from "~/lib/magento/backend.server";

/** A load context whose backend is a fresh in-memory engine with the demo shop. */
export async function engineContext(): Promise<{ context: AppLoadContext; engine: CommerceEngine }> {
  process.env.SESSION_SECRET ??= "integration-session-secret-0123456789abcdef";
  const engine = await startCommerceEngine({ dataDir: "memory://", baseUrl: "/" });
  return { engine, context: { cspNonce: "test", backend: inProcessBackend((request) => engine.handle(request)) } };
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
  process.env.SESSION_SECRET ??= "integration-session-secret-0123456789abcdef";
  process.env.MAGENTO_TIMEOUT_MS ??= "2000";
  return { cspNonce: "test", backend: remoteBackend("http://127.0.0.1:2") };
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
