import net from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteBackend } from "~/lib/magento/backend.server";
import { action as cartAction } from "~/routes/$store.cart";
import { loader as storeLoader } from "~/routes/$store";
import { TEST_SETTINGS } from "./engine-context";

/**
 * A backend that accepts connections and never answers (a hung PHP-FPM, a black-holed route): the
 * worst case for a shopper, since nothing fails fast. Whatever a request asks of it, the request
 * must answer within its backend budget (the load context's deadline), start-up work included.
 */
const sockets = new Set<net.Socket>();
const blackHole = net.createServer((socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
});
let backendUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  backendUrl = `http://127.0.0.1:${(blackHole.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
});

const BUDGET_MS = 800;

/** A request's context as the server makes it, against a backend this process has never asked. */
function contextWithBudget(): AppLoadContext {
  return { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "127.0.0.1", backend: remoteBackend(backendUrl), backendDeadline: Date.now() + BUDGET_MS };
}

async function timed(run: () => Promise<unknown>): Promise<{ ms: number; outcome: unknown }> {
  const started = Date.now();
  const outcome = await run().catch((error: unknown) => error);
  return { ms: Date.now() - started, outcome };
}

describe("a backend that never answers", () => {
  it("gives the first page after start its 504 within the request's budget, though the schema was never read", async () => {
    const { ms, outcome } = await timed(() =>
      storeLoader({ request: new Request("http://shop.test/th"), params: { store: "th" }, context: contextWithBudget() }),
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(504);
    expect(ms).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(ms).toBeLessThan(BUDGET_MS + 1000);
  });

  it("answers an Add to Cart that needs several backend calls within one budget, not one per call", async () => {
    const form = new URLSearchParams({ intent: "add", sku: "TH-SILK-SCARF", quantity: "1" });
    const request = new Request("http://shop.test/th/cart", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const { ms, outcome } = await timed(() => cartAction({ request, params: { store: "th" }, context: contextWithBudget() }));
    expect(ms).toBeLessThan(BUDGET_MS + 1000);
    const status = outcome instanceof Response ? outcome.status : undefined;
    expect(status === undefined || status >= 500).toBe(true);
  });
});
