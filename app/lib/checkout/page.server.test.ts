import { describe, expect, it } from "vitest";
import { openStep, stepsDone } from "~/lib/checkout/page.server";
import type { CheckoutAddress } from "~/lib/checkout/types";

const ADDRESS: CheckoutAddress = {
  firstname: "Somchai",
  lastname: "Jaidee",
  street: ["99/1 Sukhumvit Road"],
  city: "Watthana",
  regionCode: "TH-10",
  postcode: "10110",
  telephone: "0812345678",
  countryId: "TH",
};
const METHOD = { carrierCode: "flatrate", methodCode: "flatrate", title: "Flat Rate - Fixed" };

describe("checkout steps", () => {
  it("counts a step done only when the ones before it are", () => {
    expect(stepsDone({})).toEqual({ shipping: false, method: false, payment: false });
    expect(stepsDone({ shippingAddress: ADDRESS })).toEqual({ shipping: false, method: false, payment: false });
    expect(stepsDone({ email: "a@b.co", shippingAddress: ADDRESS, paymentCode: "cashondelivery" })).toEqual({ shipping: true, method: false, payment: false });
    expect(stepsDone({ email: "a@b.co", shippingAddress: ADDRESS, shippingMethod: METHOD, paymentCode: "cashondelivery" })).toEqual({
      shipping: true,
      method: true,
      payment: true,
    });
  });

  it("opens the first step not done, or a done one being edited, never one ahead", () => {
    const none = { shipping: false, method: false, payment: false };
    const two = { shipping: true, method: true, payment: false };
    const all = { shipping: true, method: true, payment: true };
    expect(openStep(none, null)).toBe("shipping");
    expect(openStep(none, "review")).toBe("shipping");
    expect(openStep(two, null)).toBe("payment");
    expect(openStep(two, "shipping")).toBe("shipping");
    expect(openStep(two, "review")).toBe("payment");
    expect(openStep(all, null)).toBe("review");
    expect(openStep(all, "method")).toBe("method");
    expect(openStep(all, "nonsense")).toBe("review");
  });
});
