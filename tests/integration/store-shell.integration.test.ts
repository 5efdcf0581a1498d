import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/$store._index";
import { loader as resolverLoader } from "~/routes/$store.$";
import { loader as storeLoader } from "~/routes/$store";
import { loader as indexLoader } from "~/routes/_index";
import { TEST_SETTINGS, thrownResponse, unreachableContext, useDemoShop } from "./engine-context";

const shop = useDemoShop();

const args = (url: string, params: Record<string, string>, ctx = shop.context) => ({
  request: new Request(`http://shop.test${url}`),
  params,
  context: ctx,
});

describe("store layout loader", () => {
  it("loads the Thai shell: store views, menu and footer data", async () => {
    const response = await storeLoader(args("/th", { store: "th" }));
    const data = await response.json();
    expect(data.shell.storeView).toMatchObject({ code: "th", language: "th" });
    expect(data.shell.storeViews.map((view) => view.code).sort()).toEqual(["en", "th"]);
    expect(data.shell.config.storeName).not.toBe("");
    expect(data.shell.config.copyright).not.toBe("");
    expect(data.shell.config.logo.src).toMatch(/^\/media\/logo\//);
    expect(data.shell.menu.length).toBeGreaterThan(1);
    expect(data.shell.menu[0]?.path).toMatch(/^\/[a-z0-9-/]+\.html$/);
    expect(data.shopper).toEqual({ signedIn: false, firstName: null, name: null, email: null, cartCount: 0 });
    expect(data.shell.blog).toEqual({ label: expect.stringMatching(/\S/) });
    expect(data.shell.menu.map((category) => category.path)).not.toContain("/sale-archive.html");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("names categories in the store view's language", async () => {
    const th = await (await storeLoader(args("/th", { store: "th" }))).json();
    const en = await (await storeLoader(args("/en", { store: "en" }))).json();
    expect(th.shell.menu.map((category) => category.uid)).toEqual(en.shell.menu.map((category) => category.uid));
    expect(th.shell.menu[0]?.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.shell.menu[0]?.name).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it("redirects a path without a store code to the Thai store view", async () => {
    const response = await thrownResponse(() => storeLoader(args("/women/tops.html?sort=name", { store: "women" })));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/th/women/tops.html?sort=name");
    const root = await thrownResponse(() => indexLoader(args("/", {})));
    expect(root.headers.get("Location")).toBe("/th");
  });

  it("answers 503 when the backend cannot be reached", async () => {
    const response = await thrownResponse(() => storeLoader(args("/th", { store: "th" }, unreachableContext())));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
  });

  it("keeps private pages out of shared caches", async () => {
    const { getShopperSession, commitShopperSession } = await import("~/lib/shop/shopper-session.server");
    const session = await getShopperSession(new Request("http://shop.test/th"), TEST_SETTINGS);
    session.set("cartId", "abc");
    const cookie = await commitShopperSession(session, TEST_SETTINGS);
    const request = new Request("http://shop.test/th", { headers: { Cookie: cookie } });
    const response = await storeLoader({ request, params: { store: "th" }, context: shop.context });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("flash messages", () => {
  it("are shown once and then removed from the session", async () => {
    const { getShopperSession, commitShopperSession } = await import("~/lib/shop/shopper-session.server");
    const session = await getShopperSession(new Request("http://shop.test/en"), TEST_SETTINGS);
    session.flash("flash", { type: "success", key: "header.account" });
    const cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    const first = await storeLoader({ request: new Request("http://shop.test/en", { headers: { Cookie: cookie } }), params: { store: "en" }, context: shop.context });
    // With its own texts: the page a redirect lands on may not carry the flash's keys (ADR 043).
    expect((await first.json()).flash).toEqual({ type: "success", key: "header.account", messages: { header: { account: "Account" } } });
    const cleared = (first.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const second = await storeLoader({ request: new Request("http://shop.test/en", { headers: { Cookie: cleared } }), params: { store: "en" }, context: shop.context });
    expect((await second.json()).flash).toBeNull();
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("home page loader", () => {
  it("loads the image slider's slides of the store view (more in tests/integration/home.integration.test.ts)", async () => {
    const data = await (await homeLoader(args("/en", { store: "en" }))).json();
    expect(data.slides.length).toBeGreaterThan(0);
  });
});

describe("resolver loader", () => {
  it("answers 404 for a path the backend does not know (the demo keeps the 404 redirect off)", async () => {
    // With the setting on it goes to the search: tests/integration/catalog.integration.test.ts.
    const response = await thrownResponse(() => resolverLoader(args("/th/no-such-page", { store: "th", "*": "no-such-page" })));
    expect(response.status).toBe(404);
  });

  it("redirects an old category URL permanently, in the store view, keeping the query", async () => {
    const response = await thrownResponse(() =>
      resolverLoader(args("/en/apparel/women.html?page=2", { store: "en", "*": "apparel/women.html" })),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/en/clothing/women.html?page=2");
  });

  it("renders a category from its URL path with breadcrumbs and sub-categories", async () => {
    const shell = await (await storeLoader(args("/en", { store: "en" }))).json();
    const parent = shell.shell.menu.find((category) => category.children.length);
    const child = parent?.children[0];
    if (!parent || !child) throw new Error("the demo menu needs a category with sub-categories");
    const path = child.path.replace(/^\//, "");
    const data = await (await resolverLoader(args(`/en/${path}`, { store: "en", "*": path }))).json();
    if (data.kind !== "category") throw new Error("expected a category page");
    expect(data.category.name).toBe(child.name);
    expect(data.category.breadcrumbs).toEqual([{ name: parent.name, href: `/en${parent.path}` }]);
    const top = parent.path.replace(/^\//, "");
    const parentPage = await (await resolverLoader(args(`/en/${top}`, { store: "en", "*": top }))).json();
    if (parentPage.kind !== "category") throw new Error("expected a category page");
    expect(parentPage.category.subcategories.map((category) => category.uid)).toContain(child.uid);
  });
});
