import type { AppLoadContext } from "@remix-run/server-runtime";
import { beforeEach, describe, expect, it } from "vitest";
import { readCart, withCartRecovery } from "~/lib/cart/cart.server";
import { publicCache } from "~/lib/cache.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";
import { shopFor } from "~/lib/shop/shop.server";
import { testSettings } from "~/lib/testing/settings";

/**
 * A backend that answers the calls the recovery makes (store views, createEmptyCart, cart) and
 * counts the carts it created; `cart` answers "Could not find a cart" for ids in `unknown`.
 */
function fakeBackend(unknown: Set<string>) {
  const created: string[] = [];
  const handle = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === "POST" ? ((await request.json()) as { query: string; variables?: Record<string, string> }) : null;
    const query = body?.query ?? url.searchParams.get("query") ?? "";
    const variables = body?.variables ?? JSON.parse(url.searchParams.get("variables") ?? "{}");
    const answer = (payload: unknown) => Response.json(payload);
    if (query.includes("availableStores")) return answer({ data: { availableStores: [{ store_code: "th", locale: "th_TH", store_name: "th", store_group_code: "g", store_sort_order: 0, is_default_store: true }] } });
    if (query.includes("createEmptyCart")) {
      const id = `cart-${created.length + 1}`;
      created.push(id);
      return answer({ data: { createEmptyCart: id } });
    }
    if (query.includes("cart(")) {
      const id = variables.cartId as string;
      if (unknown.has(id)) {
        return answer({ errors: [{ message: `Could not find a cart with ID "${id}"`, extensions: { category: "graphql-no-such-entity" } }], data: { cart: null } });
      }
      return answer({ data: { cart: { id, total_quantity: 0, items: [], applied_coupons: [], applied_gift_cards: [], prices: null } } });
    }
    return answer({ errors: [{ message: "unexpected" }] });
  };
  const context: AppLoadContext = { settings: testSettings(), cspNonce: "", clientAddress: "127.0.0.1", backend: inProcessBackend(handle) };
  return { context, created };
}

const invalid = (id: string) => new MagentoGraphQLError([{ message: `Could not find a cart with ID "${id}"` }], null);

beforeEach(() => publicCache.clear());

describe("withCartRecovery (spec §4)", () => {
  it("drops an invalid cart id, creates a new cart and retries the write once", async () => {
    const { context, created } = fakeBackend(new Set());
    const shop = await shopFor({ request: new Request("http://shop/th/cart"), context });
    shop.cart.keep("stale");
    const tried: string[] = [];
    const result = await withCartRecovery(shop, async (cartId) => {
      tried.push(cartId);
      if (cartId === "stale") throw invalid(cartId);
      return "written";
    });
    expect(result).toBe("written");
    expect(tried).toEqual(["stale", "cart-1"]);
    expect(created).toEqual(["cart-1"]);
    expect(shop.cart.id).toBe("cart-1");
  });

  it("retries only once: a second invalid answer is thrown on", async () => {
    const { context, created } = fakeBackend(new Set());
    const shop = await shopFor({ request: new Request("http://shop/th/cart"), context });
    let calls = 0;
    await expect(
      withCartRecovery(shop, async (cartId) => {
        calls++;
        throw invalid(cartId);
      }),
    ).rejects.toBeInstanceOf(MagentoGraphQLError);
    expect(calls).toBe(2);
    expect(created).toHaveLength(2);
  });

  it("never retries after a network failure, and keeps the cart", async () => {
    const { context, created } = fakeBackend(new Set());
    const shop = await shopFor({ request: new Request("http://shop/th/cart"), context });
    shop.cart.keep("kept");
    let calls = 0;
    await expect(
      withCartRecovery(shop, async () => {
        calls++;
        throw new BackendUnavailableError("The commerce backend is unreachable.");
      }),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(calls).toBe(1);
    expect(created).toEqual([]);
    expect(shop.cart.id).toBe("kept");
  });
});

describe("readCart", () => {
  it("forgets a cart the backend does not know and shows no cart", async () => {
    const { context } = fakeBackend(new Set(["gone"]));
    const shop = await shopFor({ request: new Request("http://shop/th/cart"), context });
    shop.cart.keep("gone");
    await expect(readCart(shop)).resolves.toBeNull();
    expect(shop.cart.id).toBeUndefined();
  });
});
