import { describe, expect, it } from "vitest";
import { savedCardOf } from "~/lib/saved-payments/saved-cards";

describe("savedCardOf", () => {
  it("reads Magento's vault details as brand, last four and expiry", () => {
    expect(
      savedCardOf({ details: '{"type":"VI","maskedCC":"4242","expirationDate":"12\\/2030"}', public_hash: "h1", type: "card", payment_method_code: "sandbox_card" }),
    ).toEqual({ publicHash: "h1", brand: "Visa", last4: "4242", expiry: "12/2030", methodCode: "sandbox_card" });
  });

  it("leaves out tokens that are not cards or cannot be read", () => {
    expect(savedCardOf({ details: '{"payerEmail":"a@b.c"}', public_hash: "h2", type: "account", payment_method_code: "braintree_paypal" })).toBeNull();
    expect(savedCardOf({ details: "not json", public_hash: "h3", type: "card", payment_method_code: "sandbox_card" })).toBeNull();
    expect(savedCardOf({ details: null, public_hash: "h4", type: "card", payment_method_code: "sandbox_card" })).toBeNull();
  });
});

describe("saved card choices in checkout", () => {
  it("names a saved card by its hash and reads it back; plain method codes are not cards", async () => {
    const { savedCardChoice, savedCardOfChoice } = await import("~/lib/saved-payments/checkout-choices");
    expect(savedCardOfChoice(savedCardChoice("abc123"))).toBe("abc123");
    expect(savedCardOfChoice("sandbox_card")).toBeNull();
    expect(savedCardOfChoice("sandbox_card_vault:")).toBeNull();
    expect(savedCardOfChoice(null)).toBeNull();
  });
});
