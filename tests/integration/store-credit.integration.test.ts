/**
 * Store credit and gift cards through the storefront's loaders and actions against the demo engine:
 * /store-credit (balance, paged history, Buddhist-era dates in Thai), /gift-cards (the demo
 * customer's own card, checking a code, adding a card to store credit) and the checkout's "Use store
 * credit" form, ending with an order the credit paid for.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../commerce/testing/graphqlClient";
import type { CheckoutPageData } from "~/lib/checkout/types";
import type { GiftCardsPageData } from "~/lib/gift-cards/gift-cards.server";
import type { StoreCreditPageData } from "~/lib/store-credit/store-credit.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/$store.checkout";
import { action as giftCardsAction, loader as giftCardsLoader, type GiftCardsActionData } from "~/routes/$store.gift-cards";
import { action as signInAction } from "~/routes/$store.sign-in";
import { loader as storeCreditLoader } from "~/routes/$store.store-credit";
import { cookieJar, simpleProductInStock, thrownResponse, useDemoShop } from "./engine-context";

const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

let simpleSku = "";

beforeAll(async () => {
  simpleSku = await simpleProductInStock(shop.engine, "en");
});

function browser(store = "en") {
  const jar = cookieJar(ORIGIN);
  const { keep } = jar;
  const request = jar.request.bind(jar);
  const params = { store };
  return {
    session: jar.session,
    async signIn() {
      expect(keep(await signInAction({ request: request(`/${store}/sign-in`, DEMO), context: shop.context, params })).status).toBe(303);
    },
    async storeCredit(query = ""): Promise<Response> {
      return keep(await storeCreditLoader({ request: request(`/${store}/store-credit${query}`), context: shop.context, params }));
    },
    async giftCards(): Promise<Response> {
      return keep(await giftCardsLoader({ request: request(`/${store}/gift-cards`), context: shop.context, params }));
    },
    async postGiftCards(form: Record<string, string>): Promise<Response> {
      return keep(await giftCardsAction({ request: request(`/${store}/gift-cards`, form), context: shop.context, params }));
    },
    async checkout(query = ""): Promise<CheckoutPageData> {
      const response = keep(await checkoutLoader({ request: request(`/${store}/checkout${query}`), context: shop.context, params }));
      expect(response.status).toBe(200);
      return ((await response.json()) as { page: CheckoutPageData }).page;
    },
    async postCheckout(form: Record<string, string>): Promise<Response> {
      return keep(await checkoutAction({ request: request(`/${store}/checkout`, form), context: shop.context, params }));
    },
  };
}

/** The demo customer's balance as the engine has it now. */
async function balanceOf(shopper: ReturnType<typeof browser>): Promise<number> {
  const token = (await shopper.session()).get("customerToken")?.value;
  const reply = await graphql<{ customer: { store_credit: { current_balance: { value: number } } } }>(shop.engine, "{ customer { store_credit { current_balance { value } } } }", {
    store: "en",
    headers: { Authorization: `Bearer ${token}` },
  });
  return reply.data!.customer.store_credit.current_balance.value;
}

function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(location);
}

describe("/store-credit", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const response = await thrownResponse(() => browser().storeCredit());
    expectRedirect(response, "/en/sign-in?redirect=%2Fen%2Fstore-credit");
  });

  it("shows the balance and the history newest first, with Buddhist-era dates in Thai", async () => {
    const shopper = browser("th");
    await shopper.signIn();
    const response = await shopper.storeCredit();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { credit } = (await response.json()) as { credit: StoreCreditPageData };
    expect(credit.enabled).toBe(true);
    expect(credit.balance?.formatted).toContain("500.00");
    expect(credit.history?.rows.map((row) => row.action)).toEqual(["Used", "Refunded", "Created"]);
    expect(credit.history?.rows[0]?.change.value).toBe(-150);
    const year = Number(/(\d{4})/.exec(credit.history!.rows[0]!.date!.label)?.[1]);
    expect(year).toBe(new Date(credit.history!.rows[0]!.date!.iso).getUTCFullYear() + 543);
  });
});

describe("/gift-cards", () => {
  it("lists the card used on the customer's order with its balance now", async () => {
    const shopper = browser();
    await shopper.signIn();
    const { cards } = (await (await shopper.giftCards()).json()) as { cards: GiftCardsPageData };
    expect(cards.cards).toHaveLength(1);
    expect(cards.cards[0]).toMatchObject({ code: "GIFT-SOMCHAI-500", balance: { value: 300 } });
    expect(cards.cards[0]!.orders[0]).toMatch(/^3\d{8}$/);
    expect(cards.cards[0]!.expires?.label).toContain("2030");
  });

  it("checks a code: the balance, or Invalid card next to the field with the code kept", async () => {
    const shopper = browser();
    await shopper.signIn();
    const invalid = await shopper.postGiftCards({ intent: "check", code: "NOT-A-CARD" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as GiftCardsActionData).check).toEqual({ ok: false, code: "NOT-A-CARD", error: "invalid" });
    const valid = await shopper.postGiftCards({ intent: "check", code: " gift-300-thai " });
    expect(valid.status).toBe(200);
    expect(((await valid.json()) as GiftCardsActionData).check).toMatchObject({ ok: true, code: "GIFT-300-THAI", balance: { value: 300 } });
  });

  it("adds a card's balance to store credit (303 back with a flash), once", async () => {
    const shopper = browser();
    await shopper.signIn();
    const before = await balanceOf(shopper);
    expectRedirect(await shopper.postGiftCards({ intent: "redeem", code: "GIFT-300-THAI" }), "/en/gift-cards");
    expect((await shopper.session()).get("flash")).toMatchObject({ type: "success", key: "giftCardsPage.flash.redeemed" });
    expect(await balanceOf(shopper)).toBe(before + 300);
    expectRedirect(await shopper.postGiftCards({ intent: "redeem", code: "GIFT-300-THAI" }), "/en/gift-cards");
    expect((await shopper.session()).get("flash")).toMatchObject({ type: "error", key: "giftCardsPage.flash.invalid" });
    expect(await balanceOf(shopper)).toBe(before + 300);
  });

  it("names the redeemed card (its last four characters) on the history row it made, in the browser that redeemed it", async () => {
    const shopper = browser("th");
    await shopper.signIn();
    expectRedirect(await shopper.postGiftCards({ intent: "redeem", code: "gift-1500-b" }), "/th/gift-cards");
    const remembered = (await shopper.session()).get("redeemedGiftCards");
    expect(remembered?.notes).toEqual([expect.objectContaining({ change: 1500, currency: "THB", last4: "00-B" })]);
    expect(JSON.stringify(remembered)).not.toMatch(/gift-1500|somchai/i);
    const rows = async (who: ReturnType<typeof browser>) => ((await (await who.storeCredit()).json()) as { credit: StoreCreditPageData }).credit.history!.rows;
    const mine = await rows(shopper);
    expect(mine[0]).toMatchObject({ action: "Updated", change: { value: 1500 }, giftCardLast4: "00-B" });
    expect(mine.slice(1).every((row) => row.giftCardLast4 === null)).toBe(true);
    // Another browser (another device) knows nothing of it: Magento's action alone, as in front of Adobe Commerce.
    const elsewhere = browser("th");
    await elsewhere.signIn();
    expect((await rows(elsewhere))[0]).toMatchObject({ action: "Updated", change: { value: 1500 }, giftCardLast4: null });
  });
});

describe("store credit at checkout", () => {
  it("is offered on the payment step, applied and removed, and pays the order", async () => {
    const shopper = browser();
    await shopper.signIn();
    const token = (await shopper.session()).get("customerToken")!.value;
    const cartId = (await shopper.session()).get("cartId")!;
    const added = await graphql(shop.engine, `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`, {
      store: "en",
      variables: { cartId, sku: simpleSku },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(added.errors).toBeUndefined();
    const first = await shopper.checkout();
    const addressId = first.shippingForm!.saved!.addressId;
    expectRedirect(await shopper.postCheckout({ intent: "shipping", addressId }), "/en/checkout");
    const method = await shopper.checkout();
    if (!method.methodForm?.ok) throw new Error("expected shipping methods");
    expectRedirect(await shopper.postCheckout({ intent: "method", shippingMethod: method.methodForm.methods[0]!.code }), "/en/checkout");

    const balance = await balanceOf(shopper);
    const payment = await shopper.checkout();
    expect(payment.step).toBe("payment");
    expect(payment.storeCredit).toMatchObject({ used: false, available: { value: balance }, applied: { value: 0 } });

    expectRedirect(await shopper.postCheckout({ intent: "store-credit-apply" }), "/en/checkout?step=payment");
    const applied = await shopper.checkout("?step=payment");
    expect(applied.storeCredit?.used).toBe(true);
    const paid = applied.storeCredit!.applied.value;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(balance);

    expectRedirect(await shopper.postCheckout({ intent: "store-credit-remove" }), "/en/checkout?step=payment");
    expect((await shopper.checkout("?step=payment")).storeCredit).toMatchObject({ used: false, applied: { value: 0 } });
    expectRedirect(await shopper.postCheckout({ intent: "store-credit-apply" }), "/en/checkout?step=payment");

    const methods = (await shopper.checkout("?step=payment")).paymentForm;
    if (!methods?.ok) throw new Error("expected payment methods");
    const code = methods.methods.some((m) => m.code === "free") ? "free" : "cashondelivery";
    expectRedirect(await shopper.postCheckout({ intent: "payment", paymentMethod: code, billingSame: "yes" }), "/en/checkout");
    expectRedirect(await shopper.postCheckout({ intent: "place-order" }), "/en/confirmation");
    expect(await balanceOf(shopper)).toBeCloseTo(balance - paid, 2);
  });
});
