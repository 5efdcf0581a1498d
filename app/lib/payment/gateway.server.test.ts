import { describe, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789abcdef";
const { cardFormTarget } = await import("~/lib/payment/gateway.server");

describe("card form target", () => {
  it("posts to our own origin's sandbox gateway with root-relative return URLs by default", () => {
    const target = cardFormTarget(new Request("http://shop.test/th/creditcard"), "th", "th", undefined);
    expect(target).toMatchObject({
      action: "/gateway/tokens",
      returnUrl: "/th/creditcard/complete",
      cancelUrl: "/th/cancellation",
      locale: "th",
    });
  });

  it("sends absolute return URLs to a gateway on another origin, and English for a French store", () => {
    const target = cardFormTarget(new Request("http://shop.test/fr/creditcard"), "fr", "fr", "https://pay.example");
    expect(target).toMatchObject({
      action: "https://pay.example/gateway/tokens",
      returnUrl: "http://shop.test/fr/creditcard/complete",
      cancelUrl: "http://shop.test/fr/cancellation",
      locale: "en",
      sandbox: false,
    });
  });
});
