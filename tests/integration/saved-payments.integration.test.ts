import { describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import type { CheckoutState } from "~/lib/checkout/types";
import { signIn } from "~/lib/customer/sign-in.server";
import { savedCardChoice } from "~/lib/saved-payments/checkout-choices";
import { shopFor } from "~/lib/shop/shop.server";
import { commitShopperSession } from "~/lib/shop/shopper-session.server";
import * as checkoutRoute from "~/routes/$store.checkout";
import * as creditCardRoute from "~/routes/$store.creditcard";
import * as completeRoute from "~/routes/$store.creditcard.complete";
import * as savedPaymentsRoute from "~/routes/$store.saved-payments";
import { cookieJar, simpleProductInStock, TEST_SETTINGS, thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

interface SavedPaymentsData {
  cards: Array<{ publicHash: string; brand: string; last4: string; expiry: string }>;
  confirming: string | null;
}

/** A browser signed in as `credentials` (the sign-in page's `signIn`), with its cookie jar. */
async function signedIn(credentials: { email: string; password: string }, store = "en") {
  const jar = cookieJar(ORIGIN);
  const signing = await shopFor({ request: new Request(`${ORIGIN}/${store}`), context: shop.context });
  const session = signing.session;
  expect(await signIn(signing, credentials)).toEqual({ ok: true });
  jar.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
  return jar;
}

async function run(jar: ReturnType<typeof cookieJar>, call: () => Promise<Response>): Promise<Response> {
  try {
    return jar.keep(await call());
  } catch (thrown) {
    if (thrown instanceof Response) return jar.keep(thrown);
    throw thrown;
  }
}

const page = (jar: ReturnType<typeof cookieJar>, store: string, query = "") =>
  run(jar, () => savedPaymentsRoute.loader({ request: jar.request(`/${store}/saved-payments${query}`), context: shop.context, params: { store } }));
const post = (jar: ReturnType<typeof cookieJar>, store: string, form: Record<string, string>) =>
  run(jar, () => savedPaymentsRoute.action({ request: jar.request(`/${store}/saved-payments`, form), context: shop.context, params: { store } }));

async function cardsOf(jar: ReturnType<typeof cookieJar>, store = "en", query = ""): Promise<SavedPaymentsData> {
  const response = await page(jar, store, query);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return (await response.json()) as SavedPaymentsData;
}

async function createAccount(email: string, password = "Chiangmai#2026") {
  const created = await graphql(shop.engine, `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
    store: "en",
    variables: { input: { firstname: "Malee", lastname: "Srisuk", email, password } },
  });
  expect(created.errors).toBeUndefined();
  return { email, password };
}

describe("/saved-payments", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const response = await thrownResponse(() =>
      savedPaymentsRoute.loader({ request: new Request(`${ORIGIN}/en/saved-payments`), context: shop.context, params: { store: "en" } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in?redirect=%2Fen%2Fsaved-payments");
  });

  it("lists the demo customer's Visa and asks before deleting it", async () => {
    const jar = await signedIn(DEMO);
    const { cards, confirming } = await cardsOf(jar);
    expect(cards).toEqual([expect.objectContaining({ brand: "Visa", last4: "4242", expiry: "12/2030" })]);
    expect(confirming).toBeNull();
    expect((await cardsOf(jar, "en", `?delete=${cards[0]!.publicHash}`)).confirming).toBe(cards[0]!.publicHash);
    // A hash that is not one of the customer's cards asks nothing.
    expect((await cardsOf(jar, "en", "?delete=someone-elses")).confirming).toBeNull();
  });

  it("says a delete failed when the card is not the customer's, and leaves the card listed", async () => {
    const demo = await signedIn(DEMO);
    const [theirs] = (await cardsOf(demo)).cards;
    const other = await signedIn(await createAccount("malee.saved-payments@example.com"));
    const response = await post(other, "en", { intent: "delete", hash: theirs!.publicHash });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/saved-payments");
    expect((await other.session()).get("flash")).toEqual({ type: "error", key: "savedPayments.deleteFailed" });
    expect((await cardsOf(demo)).cards.map((card) => card.publicHash)).toEqual([theirs!.publicHash]);
  });
});

describe("saving a card while paying, paying with it, deleting it", () => {
  it("keeps the card when asked on /creditcard, offers it in checkout, places the order with it, then deletes it", async () => {
    const store = "th";
    const jar = await signedIn(await createAccount("malee.save-card@example.com"), store);
    const token = (await jar.session()).get("customerToken")!.value;
    const bearer = { Authorization: `Bearer ${token}` };
    const sku = await simpleProductInStock(shop.engine, store);

    /** The customer's cart with one item, and checkout's steps 1-2 done in the session. */
    const readyCart = async (payment: Partial<CheckoutState>) => {
      const cartId = (await graphql<{ customerCart: { id: string } }>(shop.engine, `{ customerCart { id } }`, { store, headers: bearer })).data!.customerCart.id;
      const added = await graphql(shop.engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
        store,
        headers: bearer,
        variables: { id: cartId, sku },
      });
      expect(added.errors).toBeUndefined();
      // Step 1 and 2 as the backend has them (the page only records them in the session).
      const address = { firstname: "Malee", lastname: "Srisuk", street: ["5 Tha Phae Road"], city: "Mueang", region_code: "TH-50", postcode: "50100", country_id: "TH", telephone: "0899999999" };
      const shipping = await shop.engine.handle(
        new Request(`${ORIGIN}/rest/${store}/V1/carts/mine/shipping-information`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...bearer },
          body: JSON.stringify({ addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } }),
        }),
      );
      expect(shipping.status).toBe(200);
      const session = await jar.session();
      session.set("cartId", cartId);
      session.set("checkout", {
        cartId,
        email: "malee.save-card@example.com",
        shippingAddress: { firstname: "Malee", lastname: "Srisuk", street: ["5 Tha Phae Road"], city: "Mueang", regionCode: "TH-50", postcode: "50100", telephone: "0899999999", countryId: "TH" },
        billingSameAsShipping: true,
        shippingMethod: { carrierCode: "flatrate", methodCode: "flatrate", title: "Flat Rate - Fixed" },
        ...payment,
      });
      jar.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    };

    await readyCart({ paymentCode: "sandbox_card" });
    const cardPage = await run(jar, () => creditCardRoute.loader({ request: jar.request(`/${store}/creditcard`), context: shop.context, params: { store } }));
    const data = (await cardPage.json()) as { canSaveCard: boolean; form: { action: string; returnUrl: string; cancelUrl: string; state: string; locale: string } };
    expect(data.canSaveCard).toBe(true);
    const gateway = await shop.engine.handle(
      new Request(`${ORIGIN}${data.form.action}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          card_number: "5555 5555 5555 4444",
          card_name: "MALEE SRISUK",
          exp_month: "08",
          exp_year: String(new Date().getFullYear() + 2),
          cvc: "123",
          return_url: data.form.returnUrl,
          cancel_url: data.form.cancelUrl,
          state: data.form.state,
          locale: data.form.locale,
          save_card: "1",
        }),
      }),
    );
    const back = new URL(gateway.headers.get("Location")!, ORIGIN);
    const completed = await run(jar, () => completeRoute.loader({ request: jar.request(`${back.pathname}${back.search}`), context: shop.context, params: { store } }));
    expect(completed.headers.get("Location")).toBe(`/${store}/confirmation`);

    const { cards } = await cardsOf(jar, store);
    expect(cards).toEqual([expect.objectContaining({ brand: "Mastercard", last4: "4444" })]);

    // Checkout's payment step offers it; choosing it and placing the order needs no card form.
    await readyCart({});
    const checkoutPage = await run(jar, () => checkoutRoute.loader({ request: jar.request(`/${store}/checkout?step=payment`), context: shop.context, params: { store } }));
    const pageData = (await checkoutPage.json()) as { page: { paymentForm: { savedCards: Array<{ publicHash: string }> } } };
    expect(pageData.page.paymentForm.savedCards.map((card) => card.publicHash)).toEqual([cards[0]!.publicHash]);
    const chosen = await run(jar, () =>
      checkoutRoute.action({
        request: jar.request(`/${store}/checkout`, { intent: "payment", paymentMethod: savedCardChoice(cards[0]!.publicHash), billingSame: "yes" }),
        context: shop.context,
        params: { store },
      }),
    );
    expect(chosen.status, await chosen.clone().text()).toBe(303);
    expect((await jar.session()).get("checkout")).toMatchObject({ paymentCode: "sandbox_card_vault", paymentPublicHash: cards[0]!.publicHash });
    const placed = await run(jar, () => checkoutRoute.action({ request: jar.request(`/${store}/checkout`, { intent: "place-order" }), context: shop.context, params: { store } }));
    expect(placed.headers.get("Location")).toBe(`/${store}/confirmation`);
    expect((await jar.session()).get("receipt")).toMatchObject({ paymentMethod: "sandbox_card_vault" });

    const deleted = await post(jar, store, { intent: "delete", hash: cards[0]!.publicHash });
    expect(deleted.status).toBe(303);
    expect((await jar.session()).get("flash")).toEqual({ type: "success", key: "savedPayments.deleted" });
    expect((await cardsOf(jar, store)).cards).toEqual([]);
  });

  it("does not offer to save a guest's card", async () => {
    const jar = cookieJar(ORIGIN);
    const session = await jar.session();
    const cartId = (await graphql<{ createGuestCart: { cart: { id: string } } }>(shop.engine, `mutation { createGuestCart { cart { id } } }`, { store: "en" })).data!.createGuestCart.cart.id;
    await graphql(shop.engine, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
      store: "en",
      variables: { id: cartId, sku: await simpleProductInStock(shop.engine, "en") },
    });
    session.set("cartId", cartId);
    session.set("checkout", {
      cartId,
      email: "guest@example.com",
      shippingAddress: { firstname: "A", lastname: "B", street: ["1 Road"], city: "Bangkok", regionCode: "TH-10", postcode: "10110", telephone: "0812345678", countryId: "TH" },
      shippingMethod: { carrierCode: "flatrate", methodCode: "flatrate", title: "Flat Rate - Fixed" },
      paymentCode: "sandbox_card",
    });
    jar.cookie = (await commitShopperSession(session, TEST_SETTINGS)).split(";")[0] ?? "";
    const response = await run(jar, () => creditCardRoute.loader({ request: jar.request("/en/creditcard"), context: shop.context, params: { store: "en" } }));
    expect(((await response.json()) as { canSaveCard: boolean }).canSaveCard).toBe(false);
  });
});
