import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import { commitShopperSession } from "~/lib/shop/shopper-session.server";
import { loader as accountInformationLoader } from "~/routes/$store.account-information";
import { action as createAccountAction } from "~/routes/$store.create-account";
import { action as signInAction } from "~/routes/$store.sign-in";
import { action as signOutAction } from "~/routes/$store.sign-out";
import { loader as storeLoader } from "~/routes/$store";
import { cookieJar, simpleProductInStock, TEST_SETTINGS, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const params = { store: "en" };

let simpleSku = "";

beforeAll(async () => {
  simpleSku = await simpleProductInStock(shop.engine, "en");
});

/** One shopper's browser: keeps the session cookie between calls, as a browser would. */
function browser() {
  const jar = cookieJar(ORIGIN);
  const { keep } = jar;
  const request = jar.request.bind(jar);
  return {
    get cookie() {
      return jar.cookie;
    },
    set cookie(value: string) {
      jar.cookie = value;
    },
    session: jar.session,
    async signIn(form: Record<string, string>) {
      return keep(await signInAction({ request: request("/en/sign-in", form), context: shop.context, params }));
    },
    async createAccount(form: Record<string, string>) {
      return keep(await createAccountAction({ request: request("/en/create-account", form), context: shop.context, params }));
    },
    async signOut() {
      return keep(await signOutAction({ request: request("/en/sign-out", {}), context: shop.context, params }));
    },
    /** The layout's loader (every page): the header's shopper summary, or the redirect it threw. */
    async layout(path = "/en"): Promise<Response> {
      try {
        return keep(await storeLoader({ request: request(path), context: shop.context, params }));
      } catch (error) {
        if (error instanceof Response) return keep(error);
        throw error;
      }
    },
    async accountInformation(): Promise<Response> {
      try {
        return keep(await accountInformationLoader({ request: request("/en/account-information"), context: shop.context, params }));
      } catch (error) {
        if (error instanceof Response) return keep(error);
        throw error;
      }
    },
  };
}

async function headerOf(shopper: ReturnType<typeof browser>) {
  const response = await shopper.layout();
  expect(response.status).toBe(200);
  return ((await response.json()) as { shopper: { signedIn: boolean; firstName: string | null; cartCount: number } }).shopper;
}

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
}

describe("signing in and out", () => {
  it("shows Magento's message, translated, for a wrong password", async () => {
    const shopper = browser();
    const response = await shopper.signIn({ email: DEMO.email, password: "wrong-Password1" });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(data.result.error[""]).toEqual([
      "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
    ]);
    expect((await shopper.session()).has("customerToken")).toBe(false);
  });

  it("sends a signed-out visitor of a protected page to sign-in and back there after it", async () => {
    const shopper = browser();
    expectRedirect(await shopper.accountInformation(), "/en/sign-in?redirect=%2Fen%2Faccount-information");
    expectRedirect(await shopper.signIn({ ...DEMO, redirect: "/en/account-information" }), "/en/account-information");
    const page = await shopper.accountInformation();
    expect(page.status).toBe(200);
    const data = (await page.json()) as { account: { firstname: string; email: string } };
    expect(data.account).toMatchObject({ firstname: "Somchai", email: DEMO.email });
    expect(await headerOf(shopper)).toMatchObject({ signedIn: true, firstName: "Somchai" });
  });

  it("never redirects to another site after signing in", async () => {
    const shopper = browser();
    expectRedirect(await shopper.signIn({ ...DEMO, redirect: "//evil.example/en" }), "/en/account-information");
  });

  it("merges the guest cart into the customer's cart", async () => {
    const created = await graphql<{ createEmptyCart: string }>(shop.engine, "mutation { createEmptyCart }", { store: "en" });
    const guestCartId = created.data!.createEmptyCart;
    const added = await graphql(
      shop.engine,
      `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }`,
      { store: "en", variables: { cartId: guestCartId, sku: simpleSku } },
    );
    expect(added.errors).toBeUndefined();
    const shopper = browser();
    const session = await shopper.session();
    session.set("cartId", guestCartId);
    shopper.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    const before = (await headerOf(shopper)).cartCount;
    expect(before).toBe(2);

    expectRedirect(await shopper.signIn(DEMO), "/en/account-information");
    const after = await shopper.session();
    expect(after.get("cartId")).toBeTruthy();
    expect(after.get("cartId")).not.toBe(guestCartId);
    expect((await headerOf(shopper)).cartCount).toBeGreaterThanOrEqual(2);
  });

  it("signs out with POST: token, cart, checkout and receipt are gone", async () => {
    const shopper = browser();
    expectRedirect(await shopper.signIn(DEMO), "/en/account-information");
    const token = (await shopper.session()).get("customerToken")!.value;
    const response = await shopper.signOut();
    expectRedirect(response, "/en");
    const session = await shopper.session();
    for (const key of ["customerToken", "cartId", "checkout", "receipt"] as const) expect(session.has(key)).toBe(false);
    expect(await headerOf(shopper)).toMatchObject({ signedIn: false, firstName: null });
    // The token was revoked: the backend refuses it.
    const reply = await graphql(shop.engine, "{ customer { firstname } }", { store: "en", headers: { Authorization: `Bearer ${token}` } });
    expect(reply.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it("signs out an expired session on the next request, with a message on the sign-in page", async () => {
    const shopper = browser();
    expectRedirect(await shopper.signIn(DEMO), "/en/account-information");
    const session = await shopper.session();
    const stored = session.get("customerToken")!;
    session.set("customerToken", { ...stored, storedAt: Date.now() - (stored.ttlSeconds + 1) * 1000 });
    session.set("receipt", { orderNumber: "000000001" } as never);
    shopper.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";

    const response = await shopper.layout("/en/address-book");
    expectRedirect(response, "/en/sign-in?redirect=%2Fen%2Faddress-book");
    const after = await shopper.session();
    expect(after.has("customerToken")).toBe(false);
    expect(after.has("cartId")).toBe(false);
    expect(after.has("receipt")).toBe(false);
    expect(after.get("flash")).toEqual({ type: "info", key: "account.flash.expired" });
  });
});

describe("creating an account", () => {
  it("creates the account and signs the new customer in", async () => {
    const shopper = browser();
    const email = `new-${Date.now()}@example.com`;
    const form = { firstname: "Malee", lastname: "Suksan", email, password: "Mango#Sticky1", newsletter: "on" };
    const response = await shopper.createAccount(form);
    expectRedirect(response, "/en/account-information");
    expect(await headerOf(shopper)).toMatchObject({ signedIn: true, firstName: "Malee" });

    const again = await browser().createAccount(form);
    expect(again.status).toBe(400);
    const data = (await again.json()) as { result: { error: Record<string, string[]> } };
    expect(data.result.error[""]).toEqual(["A customer with the same email address already exists in an associated website."]);
  });

  it("refuses a weak password with the spec's message before asking the backend", async () => {
    const response = await browser().createAccount({ firstname: "A", lastname: "B", email: "weak@example.com", password: "password1" });
    expect(response.status).toBe(400);
    const data = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(data.result.error.password).toEqual([
      "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
    ]);
  });
});
