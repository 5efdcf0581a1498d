import { describe, expect, it } from "vitest";
import { cardFormTarget } from "~/lib/payment/gateway.server";

describe("card form target", () => {
  it("posts to our own origin's sandbox gateway with root-relative return URLs by default", () => {
    const target = cardFormTarget(new Request("http://shop.test/th/creditcard"), "th", "th", {});
    expect(target).toMatchObject({
      action: "/gateway/tokens",
      returnUrl: "/th/creditcard/complete",
      cancelUrl: "/th/cancellation",
      locale: "th",
      sandbox: true,
    });
  });

  it("sends absolute return URLs to a gateway on another origin, and English for a French store", () => {
    const target = cardFormTarget(new Request("http://shop.test/fr/creditcard"), "fr", "fr", { PAYMENT_GATEWAY_URL: "https://pay.example" });
    expect(target).toMatchObject({
      action: "https://pay.example/gateway/tokens",
      returnUrl: "http://shop.test/fr/creditcard/complete",
      cancelUrl: "http://shop.test/fr/cancellation",
      locale: "en",
      sandbox: false,
    });
  });

  it("sends shoppers back to PUBLIC_URL, and is no sandbox in front of a real Magento", () => {
    const behindProxy = cardFormTarget(new Request("http://10.0.0.5:3000/th/creditcard"), "th", "th", {
      PAYMENT_GATEWAY_URL: "https://pay.example",
      PUBLIC_URL: "https://shop.example/",
    });
    expect(behindProxy.returnUrl).toBe("https://shop.example/th/creditcard/complete");
    expect(cardFormTarget(new Request("http://shop.test/th/creditcard"), "th", "th", { MAGENTO_URL: "https://magento.example" }).sandbox).toBe(false);
  });
});
