import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { CARD_PAYMENT_LIFETIME_MS, cardPaymentState, checkReturnedState, completeCardPaymentState } from "~/lib/payment/state.server";
import type { ShopperSession } from "~/lib/shop/shopper-session.server";

const storage = createCookieSessionStorage({ cookie: { name: "t", secrets: ["s"] } });
const newSession = async () => (await storage.getSession()) as unknown as ShopperSession;

describe("card payment state", () => {
  it("keeps one random state while the payment is open, so every open card form of the browser works", async () => {
    const session = await newSession();
    const state = cardPaymentState(session, 1_000);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cardPaymentState(session, 2_000)).toBe(state);
    expect(checkReturnedState(session, state, 3_000)).toEqual({ kind: "ok" });
  });

  it("refuses a state that is not this browser's, missing or stale", async () => {
    const session = await newSession();
    expect(checkReturnedState(session, "anything", 1_000)).toEqual({ kind: "mismatch" });
    const state = cardPaymentState(session, 1_000);
    expect(checkReturnedState(session, `${state}x`, 2_000)).toEqual({ kind: "mismatch" });
    expect(checkReturnedState(session, null, 2_000)).toEqual({ kind: "mismatch" });
    expect(checkReturnedState(session, state, 1_000 + CARD_PAYMENT_LIFETIME_MS)).toEqual({ kind: "mismatch" });
    expect(cardPaymentState(session, 1_000 + CARD_PAYMENT_LIFETIME_MS)).not.toBe(state);
  });

  it("remembers the order of a finished payment, and starts a new state for the next one", async () => {
    const session = await newSession();
    const state = cardPaymentState(session, 1_000);
    completeCardPaymentState(session, "000000007");
    expect(checkReturnedState(session, state, 2_000)).toEqual({ kind: "completed", orderNumber: "000000007" });
    expect(cardPaymentState(session, 3_000)).not.toBe(state);
  });
});
