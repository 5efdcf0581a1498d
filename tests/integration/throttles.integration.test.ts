import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { formHoneypot } from "~/lib/forms/honeypot.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { THROTTLE_POLICIES } from "~/lib/throttle/shop-throttles.server";
import { action as cartAction } from "~/routes/$store.cart";
import { action as forgotPasswordAction } from "~/routes/$store.forgot-password";
import { action as giftCardsAction } from "~/routes/$store.gift-cards";
import { action as signInAction } from "~/routes/$store.sign-in";
import { simpleProductInStock, TEST_SETTINGS, useDemoShop } from "./engine-context";

/**
 * The storefront's own brakes on guessing (app/lib/throttle/), whatever the backend does: each test
 * plays one client address, and a backend that counts the operations it was asked to run shows
 * that a refused attempt never reaches it.
 */
const shop = useDemoShop();
const ORIGIN = "http://shop.test";
const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

let nextAddress = 10;

/** A load context for one client address, and the names of the operations its backend ran. */
function client(): { context: AppLoadContext; asked: string[] } {
  const asked: string[] = [];
  const context: AppLoadContext = {
    ...shop.context,
    clientAddress: `198.51.100.${nextAddress++}`,
    backend: inProcessBackend(async (request) => {
      const text = new URL(request.url).searchParams.get("query") ?? (await request.clone().text());
      asked.push(/\b(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? "?");
      return shop.engine.handle(request);
    }),
  };
  return { context, asked };
}

/** Asks the engine itself (not through the storefront). */
async function engineGraphql(query: string): Promise<unknown> {
  const response = await shop.engine.handle(
    new Request("http://commerce.internal/graphql", {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "en" },
      body: JSON.stringify({ query }),
    }),
  );
  return response.json();
}

async function createCustomer(account: { email: string; password: string }): Promise<void> {
  const created = await engineGraphql(
    `mutation { createCustomerV2(input: { firstname: "Nok", lastname: "Test", email: "${account.email}", password: "${account.password}" }) { customer { email } } }`,
  );
  expect(created).toMatchObject({ data: { createCustomerV2: { customer: { email: account.email } } } });
}

function post(path: string, form: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function signIn(context: AppLoadContext, credentials: { email: string; password: string }) {
  const response = await signInAction({ request: post("/en/sign-in", credentials), context, params: { store: "en" } });
  const body = response.status === 303 ? null : ((await response.json()) as { result: { error?: Record<string, string[]> } });
  return { status: response.status, errors: body?.result.error?.[""] ?? [] };
}

describe("sign-in throttle", () => {
  it("refuses an account that failed too often, even with the right password, without asking the backend", async () => {
    const { context, asked } = client();
    const victim = { email: "somchai@example.com", password: "wrong-password-1" };
    for (let i = 0; i < THROTTLE_POLICIES.signInByAccount.limit; i++) {
      expect((await signIn(context, victim)).status).toBe(400);
    }
    asked.length = 0;
    const refused = await signIn(context, DEMO);
    expect(refused.status).toBe(429);
    expect(refused.errors).toEqual(["Too many failed sign-in attempts. For your security, please wait 10 minutes and try again, or reset your password."]);
    expect(asked).not.toContain("GenerateCustomerToken");

    // Another address is refused too: the count is the account's.
    const elsewhere = client();
    expect((await signIn(elsewhere.context, DEMO)).status).toBe(429);
  });

  it("refuses an address that failed on too many accounts, and leaves other addresses alone", async () => {
    const { context } = client();
    for (let i = 0; i < THROTTLE_POLICIES.signInByAddress.limit; i++) {
      await signIn(context, { email: `nobody-${i}@example.com`, password: "guess-123456" });
    }
    expect((await signIn(context, { email: "fresh@example.com", password: "guess-123456" })).status).toBe(429);
    const neighbour = client();
    expect((await signIn(neighbour.context, { email: "fresh@example.com", password: "guess-123456" })).status).toBe(400);
  });

  it("starts an account afresh after it signed in", async () => {
    const { context } = client();
    const account = { email: "sign-in-reset@example.com", password: "Baansuan#2026" };
    await createCustomer(account);
    for (let i = 0; i < THROTTLE_POLICIES.signInByAccount.limit - 1; i++) await signIn(context, { ...account, password: "wrong-password" });
    expect((await signIn(context, account)).status).toBe(303);
    await signIn(context, { ...account, password: "wrong-password" });
    expect((await signIn(context, { ...account, password: "wrong-password" })).status).toBe(400);
  });
});

describe("password reset throttle", () => {
  it("sends at most three reset emails an hour for one account, then says to wait", async () => {
    const { context, asked } = client();
    const honeypot = (await formHoneypot(TEST_SETTINGS)).getInputProps();
    const form = {
      email: DEMO.email,
      [honeypot.nameFieldName]: "",
      [honeypot.validFromFieldName ?? "from__confirm"]: honeypot.encryptedValidFrom,
    };
    const send = () => forgotPasswordAction({ request: post("/en/forgot-password", form), context, params: { store: "en" } });
    for (let i = 0; i < THROTTLE_POLICIES.passwordResetByAccount.limit; i++) expect((await send()).status).toBe(200);
    expect(asked.filter((name) => name === "RequestPasswordResetEmail")).toHaveLength(THROTTLE_POLICIES.passwordResetByAccount.limit);
    const refused = await send();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { sentTo: string | null; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.sentTo).toBeNull();
    expect(body.result.error[""]).toEqual(["You asked for too many password reset emails. Please wait 60 minutes and try again."]);
    expect(body.result.initialValue.email).toBe(DEMO.email);
    expect(asked.filter((name) => name === "RequestPasswordResetEmail")).toHaveLength(THROTTLE_POLICIES.passwordResetByAccount.limit);
  });
});

describe("gift card code throttle", () => {
  it("refuses more code lookups from an address that typed too many wrong codes, even a real card", async () => {
    const { context, asked } = client();
    const sku = await simpleProductInStock(shop.engine, "th");
    let cookie = "";
    const cart = async (form: Record<string, string>) => {
      const request = post("/th/cart", { ...form, respond: "json" });
      if (cookie) request.headers.set("Cookie", cookie);
      const response = await cartAction({ request, context, params: { store: "th" } });
      cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? cookie;
      return (await response.json()) as { message: { key: string; values?: Record<string, unknown> } };
    };
    await cart({ intent: "add", sku, quantity: "1" });
    for (let i = 0; i < THROTTLE_POLICIES.giftCardCodesByAddress.limit; i++) {
      const intent = i % 2 ? "apply-gift-card" : "check-gift-card";
      expect((await cart({ intent, gift_card_code: `GUESS-${i}` })).message.key).toBe("cart.giftCard.invalid");
    }
    asked.length = 0;
    const refused = await cart({ intent: "check-gift-card", gift_card_code: "GIFT-1000-THAI" });
    expect(refused.message).toMatchObject({ key: "cart.giftCard.tooManyTries", values: { count: 15 } });
    expect(asked).not.toContain("GiftCardBalance");
  });

  it("counts wrong codes on the account's gift cards page too, and refuses redeeming while blocked", async () => {
    const { context } = client();
    const account = { email: "gift-card-guesser@example.com", password: "Baansuan#2026" };
    await createCustomer(account);
    const signedIn = await signInAction({ request: post("/en/sign-in", account), context, params: { store: "en" } });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const page = (form: Record<string, string>) => {
      const request = post("/en/gift-cards", form);
      request.headers.set("Cookie", cookie);
      return giftCardsAction({ request, context, params: { store: "en" } });
    };
    for (let i = 0; i < THROTTLE_POLICIES.giftCardCodesByAddress.limit; i++) {
      expect((await page({ intent: "check", code: `GUESS-${i}` })).status).toBe(400);
    }
    const refused = await page({ intent: "check", code: "GIFT-1000-THAI" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ check: { ok: false, code: "GIFT-1000-THAI", error: "throttled", minutes: 15 } });
    const redeem = await page({ intent: "redeem", code: "GIFT-1500-A" });
    expect(redeem.status).toBe(303);
    const balance = await engineGraphql('{ giftCardAccount(input: { gift_card_code: "GIFT-1500-A" }) { balance { value } } }');
    expect(balance).toMatchObject({ data: { giftCardAccount: { balance: { value: 1500 } } } });
  });
});
