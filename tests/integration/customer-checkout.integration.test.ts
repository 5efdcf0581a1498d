import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import { orderHref } from "~/components/checkout/Receipt";
import type { CheckoutActionData } from "~/components/checkout/CheckoutPage";
import type { CheckoutPageData } from "~/lib/checkout/types";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/$store.checkout";
import { loader as confirmationLoader } from "~/routes/$store.confirmation";
import { action as signInAction } from "~/routes/$store.sign-in";
import { cookieJar, simpleProductInStock, thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const params = { store: "en" };

let simpleSku = "";

beforeAll(async () => {
  simpleSku = await simpleProductInStock(shop.engine, "en");
});

/** One customer's browser: signs in through the storefront, keeps the session cookie. */
function browser() {
  const jar = cookieJar(ORIGIN);
  const { keep } = jar;
  const request = jar.request.bind(jar);
  return {
    session: jar.session,
    async signIn() {
      const response = keep(await signInAction({ request: request("/en/sign-in", DEMO), context: shop.context, params }));
      expect(response.status).toBe(303);
    },
    async checkout(query = ""): Promise<{ page: CheckoutPageData }> {
      const response = keep(await checkoutLoader({ request: request(`/en/checkout${query}`), context: shop.context, params }));
      expect(response.status).toBe(200);
      return (await response.json()) as { page: CheckoutPageData };
    },
    async post(fields: Record<string, string>): Promise<Response> {
      return keep(await checkoutAction({ request: request("/en/checkout", fields), context: shop.context, params }));
    },
    async receipt() {
      const response = await confirmationLoader({ request: request("/en/confirmation"), context: shop.context, params });
      return ((await response.json()) as { receipt: { orderNumber: string; email: string; customer: boolean } | null }).receipt;
    },
  };
}

type Browser = ReturnType<typeof browser>;

async function tokenOf(shopper: Browser): Promise<string> {
  const token = (await shopper.session()).get("customerToken")?.value;
  if (!token) throw new Error("expected a signed-in session");
  return token;
}

/** The demo customer signed in, with one item in the customer's cart (the session's cart). */
async function customerWithCart(): Promise<Browser & { token: string; cartId: string }> {
  const shopper = browser();
  await shopper.signIn();
  const token = await tokenOf(shopper);
  const cartId = (await shopper.session()).get("cartId");
  if (!cartId) throw new Error("expected the customer's cart in the session");
  const added = await graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    shop.engine,
    `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { store: "en", variables: { cartId, sku: simpleSku }, headers: { Authorization: `Bearer ${token}` } },
  );
  expect(added.errors).toBeUndefined();
  return Object.assign(shopper, { token, cartId });
}

async function savedAddressCount(token: string): Promise<number> {
  const reply = await graphql<{ customer: { addresses: unknown[] } }>(shop.engine, "{ customer { addresses { id } } }", {
    store: "en",
    headers: { Authorization: `Bearer ${token}` },
  });
  return reply.data!.customer.addresses.length;
}

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
}

const NEW_ADDRESS = {
  firstname: "Malee",
  lastname: "Jaidee",
  street1: "12 Nimmanhaemin Road",
  street2: "",
  city: "Mueang Chiang Mai",
  regionCode: "TH-50",
  postcode: "50200",
  telephone: "089 123 4567",
  countryId: "TH",
};

describe("checkout for a signed-in customer", () => {
  it("offers the saved addresses with the default shipping one preselected, and no email field", async () => {
    const shopper = await customerWithCart();
    const { page } = await shopper.checkout();
    expect(page.customer).toBe(true);
    expect(page.step).toBe("shipping");
    const saved = page.shippingForm?.saved;
    expect(saved?.addresses.length).toBeGreaterThan(0);
    const preferred = saved!.addresses.find((option) => option.defaultShipping)!;
    expect(saved?.addressId).toBe(String(preferred.id));
    expect(preferred.address).toMatchObject({ countryId: "TH", street: ["99/9 Sukhumvit Soi 31", "Khlong Toei Nuea, Watthana"] });
  });

  it("places a cash-on-delivery order on a saved address through the mine paths; the order is the customer's", async () => {
    const shopper = await customerWithCart();
    const { page } = await shopper.checkout();
    const addressId = page.shippingForm!.saved!.addressId;
    expectRedirect(await shopper.post({ intent: "shipping", addressId }), "/en/checkout");

    const method = await shopper.checkout();
    expect(method.page.step).toBe("method");
    expect(method.page.email).toBe(DEMO.email);
    expect(method.page.shippingAddress?.street[0]).toBe("99/9 Sukhumvit Soi 31");
    if (!method.page.methodForm?.ok) throw new Error("expected shipping methods");
    expectRedirect(await shopper.post({ intent: "method", shippingMethod: method.page.methodForm.methods[0]!.code }), "/en/checkout");
    expectRedirect(await shopper.post({ intent: "payment", paymentMethod: "cashondelivery", billingSame: "yes" }), "/en/checkout");
    expect((await shopper.checkout()).page.step).toBe("review");

    expectRedirect(await shopper.post({ intent: "place-order" }), "/en/confirmation");
    const receipt = await shopper.receipt();
    expect(receipt).toMatchObject({ email: DEMO.email, customer: true });
    expect(orderHref("en", receipt!.orderNumber)).toBe(`/en/order-history/${receipt!.orderNumber}`);

    // The engine says whose it is: the customer's orders list it.
    const orders = await graphql<{ customer: { orders: { items: Array<{ number: string }> } } }>(
      shop.engine,
      "query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { number } } } }",
      { store: "en", variables: { number: receipt!.orderNumber }, headers: { Authorization: `Bearer ${shopper.token}` } },
    );
    expect(orders.errors).toBeUndefined();
    expect(orders.data?.customer.orders.items.map((order) => order.number)).toEqual([receipt!.orderNumber]);
    // The cart was ordered: checkout has nothing left to check out.
    expect((await thrownResponse(() => shopper.checkout())).headers.get("Location")).toBe("/en/cart");
  });

  it("ships to a new address and saves it in the address book when asked", async () => {
    const shopper = await customerWithCart();
    const before = await savedAddressCount(shopper.token);

    const refused = await shopper.post({ intent: "shipping", addressId: "new", ...NEW_ADDRESS, postcode: "5020" });
    expect(refused.status).toBe(400);
    const data = (await refused.json()) as CheckoutActionData;
    expect("result" in data && data.result.error?.postcode).toBeTruthy();
    expect(await savedAddressCount(shopper.token)).toBe(before);

    expectRedirect(await shopper.post({ intent: "shipping", addressId: "new", ...NEW_ADDRESS, saveInAddressBook: "on" }), "/en/checkout");
    expect(await savedAddressCount(shopper.token)).toBe(before + 1);
    const { page } = await shopper.checkout("?step=shipping");
    expect(page.shippingAddress).toMatchObject({ firstname: "Malee", postcode: "50200", telephone: "0891234567" });
    // Reopened, the step shows what was typed as a new address.
    expect(page.shippingForm?.saved?.addressId).toBe("new");

    // Without the box ticked, nothing more is saved.
    expectRedirect(await shopper.post({ intent: "shipping", addressId: "new", ...NEW_ADDRESS }), "/en/checkout");
    expect(await savedAddressCount(shopper.token)).toBe(before + 1);
  });

  it("bills to a saved address when the customer picks one, and refuses one that is not theirs", async () => {
    const shopper = await customerWithCart();
    expectRedirect(await shopper.post({ intent: "shipping", addressId: "new", ...NEW_ADDRESS }), "/en/checkout");
    const method = await shopper.checkout();
    if (!method.page.methodForm?.ok) throw new Error("expected shipping methods");
    expectRedirect(await shopper.post({ intent: "method", shippingMethod: method.page.methodForm.methods[0]!.code }), "/en/checkout");
    const payment = await shopper.checkout();
    if (!payment.page.paymentForm?.ok) throw new Error("expected the payment form");
    const offered = payment.page.paymentForm.savedBilling;
    expect(offered.length).toBeGreaterThan(0);
    expect(payment.page.paymentForm.defaultValue.billingSame).toBe("yes");

    expect((await shopper.post({ intent: "payment", paymentMethod: "cashondelivery", billingSame: "saved:999999" })).status).toBe(400);
    const chosen = offered[0]!;
    expectRedirect(await shopper.post({ intent: "payment", paymentMethod: "cashondelivery", billingSame: `saved:${chosen.id}` }), "/en/checkout");
    const review = await shopper.checkout();
    expect(review.page.step).toBe("review");
    expect(review.page.billingAddress).toEqual(chosen.address);
    // Reopened, the step keeps the saved address chosen.
    const again = await shopper.checkout("?step=payment");
    expect(again.page.paymentForm?.ok && again.page.paymentForm.defaultValue.billingSame).toBe(`saved:${chosen.id}`);
  });

  it("refuses an address id that is not one of the customer's", async () => {
    const shopper = await customerWithCart();
    const response = await shopper.post({ intent: "shipping", addressId: "999999" });
    expect(response.status).toBe(400);
  });

  it("signs a customer whose token was revoked out, to sign in and come back to checkout", async () => {
    const shopper = await customerWithCart();
    await graphql(shop.engine, "mutation { revokeCustomerToken { result } }", { store: "en", headers: { Authorization: `Bearer ${shopper.token}` } });
    const response = await shopper.post({ intent: "shipping", addressId: "1" });
    expectRedirect(response, "/en/sign-in?redirect=%2Fen%2Fcheckout");
    const session = await shopper.session();
    expect(session.get("customerToken")).toBeUndefined();
    expect(session.get("cartId")).toBeUndefined();
  });
});
