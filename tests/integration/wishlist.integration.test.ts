/**
 * `/{store}/wishlist` against the embedded engine: the demo customer's lists, "Add to Favorites"
 * (guests get the sign-in message with a link back; JS and no-JS answers), move to cart, remove,
 * create / rename / delete (the form's mistakes, the default list kept, the cap), another
 * customer's ids, and the store switching wish lists off.
 */
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../commerce/db/connect";
import type { CommerceEngine } from "../../commerce/index";
import { defaultScoped, writeConfig } from "../../commerce/modules/store/configWriter";
import type { EngineServices } from "../../commerce/services";
import { startDemoEngine, type DemoEngine } from "../../commerce/testing/demoEngine";
import { graphqlData } from "../../commerce/testing/graphqlClient";
import { publicCache } from "~/lib/cache.server";
import { signIn } from "~/lib/customer/sign-in.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { shopFor } from "~/lib/shop/shop.server";
import { commitShopperSession } from "~/lib/shop/shopper-session.server";
import type { AddToWishlistResult, WishlistFormActionData, WishlistPageData, WishlistView } from "~/lib/wishlist/types";
import { action, loader } from "~/routes/$store.wishlist";
import { cookieJar, TEST_SETTINGS } from "./engine-context";

const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

let demo: DemoEngine;
let connection: DatabaseConnection;
let services: EngineServices;
let engine: CommerceEngine;
let context: AppLoadContext;
let sku = "";

beforeAll(async () => {
  demo = await startDemoEngine({ store: "en" });
  ({ engine, services, connection, stockedSku: sku } = demo);
  context = { settings: TEST_SETTINGS, cspNonce: "test", clientAddress: "127.0.0.1", backend: inProcessBackend((request) => engine.handle(request)) };
});

afterAll(() => demo?.close());
beforeEach(() => publicCache.clear());

/** The store's settings, as an administrator would change them (the public cache forgets the old ones). */
async function setSettings(values: Record<string, string>) {
  await writeConfig(connection.db, defaultScoped(values));
  services.config.invalidate();
  publicCache.clear();
}

/** One shopper's browser calling the route's loader and action, the session cookie kept. */
function browser(store = "en") {
  const jar = cookieJar(ORIGIN);
  const run = async (call: () => Promise<Response>) => {
    try {
      return jar.keep(await call());
    } catch (thrown) {
      if (thrown instanceof Response) return jar.keep(thrown);
      throw thrown;
    }
  };
  return {
    jar,
    async signIn(credentials: { email: string; password: string }) {
      const signing = await shopFor({ request: new Request(`${ORIGIN}/${store}`), context });
      expect(await signIn(signing, credentials)).toEqual({ ok: true });
      jar.cookie = (await commitShopperSession(signing.session, TEST_SETTINGS)).split(";")[0] ?? "";
    },
    get: (query = "") => run(() => loader({ request: jar.request(`/${store}/wishlist${query}`), context, params: { store } })),
    async page(query = ""): Promise<WishlistPageData & { status: "ok" }> {
      const response = await this.get(query);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const { page } = (await response.json()) as { page: WishlistPageData };
      expect(page.status).toBe("ok");
      return page as WishlistPageData & { status: "ok" };
    },
    post: (fields: Record<string, string>) => run(() => action({ request: jar.request(`/${store}/wishlist`, fields), context, params: { store } })),
    flash: async () => (await jar.session()).get("flash"),
  };
}

/** A new customer signed in on their own browser. */
async function newCustomer() {
  const { email, password } = await demo.createCustomer({ input: { firstname: "Nok", lastname: "Test" } });
  const credentials = { email, password };
  const shopper = browser();
  await shopper.signIn(credentials);
  return shopper;
}

function expectBackTo(response: Response, location = "/en/wishlist") {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
}

const byName = (lists: WishlistView[], name: string) => lists.find((list) => list.name === name);

describe("/wishlist", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const response = await browser().get();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Fwishlist");
  });

  it("shows the demo customer's private Wish List (2 products, the default) and public New Year list", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);
    const page = await shopper.page();
    expect(page.lists.map((list) => [list.name, list.visibility, list.itemsCount, list.isDefault])).toEqual([
      ["Wish List", "PRIVATE", 2, true],
      ["ของขวัญปีใหม่", "PUBLIC", 1, false],
    ]);
    const [first] = page.lists[0]!.items;
    expect(first!.href).toMatch(/^\/en\/.+\.html$/);
    expect(first!.price.final.formatted).toMatch(/฿|THB/);
    expect(first!.name).not.toBe("");
    const configurable = page.lists[0]!.items.find((item) => item.options.length > 0);
    expect(configurable?.options[0]).toMatchObject({ label: expect.any(String), value: expect.any(String) });
    expect(page.canCreate).toBe(true);
    expect(page.settings).toEqual({ enabled: true, multiple: true, maxLists: 5 });
  });
});

describe("Add to Favorites", () => {
  it("asks a guest to sign in, with a link back to the product page (no JS: 303 and a flash; JS: the message as data)", async () => {
    const guest = browser();
    const form = { intent: "add", sku, return_to: "/en/some-product.html?color=49" };
    expectBackTo(await guest.post(form), "/en/some-product.html?color=49");
    expect(await guest.flash()).toEqual({
      type: "info",
      key: "wishlist.signInToSave",
      link: { href: "/en/sign-in?redirect=%2Fen%2Fsome-product.html%3Fcolor%3D49", key: "wishlist.signInLink" },
    });
    const json = await guest.post({ ...form, respond: "json" });
    expect(json.status).toBe(400);
    expect(((await json.json()) as AddToWishlistResult).message.key).toBe("wishlist.signInToSave");
  });

  it("never sends the shopper back to another site", async () => {
    expectBackTo(await browser().post({ intent: "add", sku, return_to: "//evil.example/x" }));
  });

  it("saves to the first list; the same product again raises its quantity", async () => {
    const shopper = await newCustomer();
    const reply = await shopper.post({ intent: "add", sku, return_to: "/en/", respond: "json" });
    expect(reply.status).toBe(200);
    expect((await reply.json()) as AddToWishlistResult).toMatchObject({ ok: true, message: { key: "wishlist.flash.added" } });
    expectBackTo(await shopper.post({ intent: "add", sku, return_to: "/en/" }), "/en/");
    expect(await shopper.flash()).toMatchObject({ type: "success", key: "wishlist.flash.added" });
    const [list] = (await shopper.page()).lists;
    expect(list!.items).toEqual([expect.objectContaining({ sku, quantity: 2 })]);
  });

  it("moves an item to the customer's cart (the session then names that cart) and removes another", async () => {
    const shopper = await newCustomer();
    await shopper.post({ intent: "add", sku, respond: "json" });
    const [list] = (await shopper.page()).lists;
    const item = list!.items[0]!;
    expectBackTo(await shopper.post({ intent: "move-to-cart", wishlist_id: list!.id, item_id: item.id }));
    expect(await shopper.flash()).toEqual({ type: "success", key: "wishlist.flash.moved" });
    expect((await shopper.page()).lists[0]!.items).toEqual([]);
    const session = await shopper.jar.session();
    expect(session.get("cartId")).toBeTruthy();
    const cart = await graphqlData<{ customerCart: { id: string; items: { product: { sku: string } }[] } }>(
      engine,
      `{ customerCart { id items { product { sku } } } }`,
      { store: "en", headers: { Authorization: `Bearer ${session.get("customerToken")!.value}` } },
    );
    expect(cart.customerCart.id).toBe(session.get("cartId"));
    expect(cart.customerCart.items.map((line) => line.product.sku)).toContain(sku);

    await shopper.post({ intent: "add", sku, respond: "json" });
    const again = (await shopper.page()).lists[0]!;
    expectBackTo(await shopper.post({ intent: "remove", wishlist_id: again.id, item_id: again.items[0]!.id }));
    expect(await shopper.flash()).toEqual({ type: "success", key: "wishlist.flash.removed" });
    expect((await shopper.page()).lists[0]!.items).toEqual([]);
  });
});

describe("named lists", () => {
  it("creates (a missing name comes back next to the field), renames, asks before deleting and deletes a list", async () => {
    const shopper = await newCustomer();
    const bad = await shopper.post({ intent: "create", name: "  ", visibility: "PUBLIC" });
    expect(bad.status).toBe(400);
    const reply = (await bad.json()) as WishlistFormActionData;
    expect(reply.intent).toBe("create");
    expect(reply.result.error?.name).toEqual(["Please enter a name for the list."]);
    expect(reply.result.initialValue).toMatchObject({ visibility: "PUBLIC" });

    expectBackTo(await shopper.post({ intent: "create", name: "Garden", visibility: "PUBLIC" }));
    expect(await shopper.flash()).toEqual({ type: "success", key: "wishlist.flash.created", values: { name: "Garden" } });
    let page = await shopper.page();
    const garden = byName(page.lists, "Garden")!;
    expect(garden).toMatchObject({ visibility: "PUBLIC", itemsCount: 0, isDefault: false });

    const taken = await shopper.post({ intent: "create", name: "Garden", visibility: "PRIVATE" });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as WishlistFormActionData).result.error?.name).toEqual(["You already have a list with this name."]);

    expect((await shopper.page(`?edit=${garden.id}`)).editing).toBe(garden.id);
    expectBackTo(await shopper.post({ intent: "update", id: garden.id, name: "Garden tools", visibility: "PRIVATE" }));
    page = await shopper.page();
    expect(byName(page.lists, "Garden tools")).toMatchObject({ id: garden.id, visibility: "PRIVATE" });

    expect((await shopper.page(`?delete=${garden.id}`)).deleting).toBe(garden.id);
    expectBackTo(await shopper.post({ intent: "delete", id: garden.id }));
    expect(await shopper.flash()).toEqual({ type: "success", key: "wishlist.flash.deleted" });
    expect((await shopper.page()).lists.map((list) => list.id)).not.toContain(garden.id);
  });

  it("keeps the default list, and stops at the store's cap", async () => {
    const shopper = await newCustomer();
    const [first] = (await shopper.page()).lists;
    expect((await shopper.page(`?delete=${first!.id}`)).deleting).toBeNull();
    expectBackTo(await shopper.post({ intent: "delete", id: first!.id }));
    expect(await shopper.flash()).toEqual({ type: "error", key: "wishlist.errors.isDefault" });

    for (const name of ["Two", "Three", "Four", "Five"]) {
      expectBackTo(await shopper.post({ intent: "create", name, visibility: "PRIVATE" }));
    }
    const page = await shopper.page();
    expect(page.lists).toHaveLength(5);
    expect(page.canCreate).toBe(false);
    expectBackTo(await shopper.post({ intent: "create", name: "Six", visibility: "PRIVATE" }));
    expect(await shopper.flash()).toEqual({ type: "error", key: "wishlist.errors.limit" });
  });

  it("refuses another customer's list and item ids as unknown ones", async () => {
    const owner = await newCustomer();
    await owner.post({ intent: "add", sku, respond: "json" });
    const [theirs] = (await owner.page()).lists;
    const stranger = browser();
    await stranger.signIn(DEMO);
    const attempts: Record<string, string>[] = [
      { intent: "remove", wishlist_id: theirs!.id, item_id: theirs!.items[0]!.id },
      { intent: "move-to-cart", wishlist_id: theirs!.id, item_id: theirs!.items[0]!.id },
      { intent: "update", id: theirs!.id, name: "Mine now", visibility: "PUBLIC" },
      { intent: "delete", id: theirs!.id },
    ];
    for (const fields of attempts) {
      expectBackTo(await stranger.post(fields));
      expect(await stranger.flash(), fields.intent).toEqual({ type: "error", key: "wishlist.errors.notFound" });
    }
    expect((await stranger.page(`?edit=${theirs!.id}`)).editing).toBeNull();
    expect((await owner.page()).lists[0]).toMatchObject({ id: theirs!.id, name: "Wish List", itemsCount: 1 });
  });
});

describe("a store without wish lists", () => {
  it("says the feature is disabled on the page and to Add to Favorites; one list only hides creating", async () => {
    const shopper = browser();
    await shopper.signIn(DEMO);
    await setSettings({ "wishlist/general/multiple_enabled": "0" });
    try {
      const page = await shopper.page();
      expect(page.settings.multiple).toBe(false);
      expect(page.canCreate).toBe(false);
      expectBackTo(await shopper.post({ intent: "create", name: "Extra", visibility: "PRIVATE" }));
      expect(await shopper.flash()).toEqual({ type: "error", key: "wishlist.errors.limit" });
    } finally {
      await setSettings({ "wishlist/general/multiple_enabled": "1" });
    }
    await setSettings({ "wishlist/general/active": "0" });
    try {
      const response = await shopper.get();
      expect(response.status).toBe(200);
      expect(((await response.json()) as { page: WishlistPageData }).page).toEqual({ status: "disabled", storeCode: "en" });
      const guestPage = await browser().get();
      expect(((await guestPage.json()) as { page: WishlistPageData }).page.status).toBe("disabled");
      const add = await shopper.post({ intent: "add", sku, respond: "json" });
      expect(((await add.json()) as AddToWishlistResult).message).toEqual({ type: "error", key: "wishlist.disabled" });
    } finally {
      await setSettings({ "wishlist/general/active": "1" });
    }
  });
});
