import { describe, expect, it } from "vitest";
import en from "../../../locales/en/common.json";
import th from "../../../locales/th/common.json";
import {
  CARD_FORM_ERRORS,
  FAILURE_REASONS,
  cardFormError,
  describeCardFormError,
  describeFailure,
  failureReason,
  pathAfterGatewayError,
  pathAfterOrder,
} from "~/lib/payment/outcomes";

/** The catalogue text of a dotted key, or undefined. */
function text(catalogue: unknown, key: string): string | undefined {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  return typeof found === "string" ? found : undefined;
}

describe("payment outcomes", () => {
  it("sends each order answer to the page that explains it", () => {
    expect(pathAfterOrder({ ok: true, orderNumber: "000000012" })).toBe("/confirmation");
    expect(pathAfterOrder({ ok: false, reason: "declined" })).toBe("/failed?reason=declined");
    expect(pathAfterOrder({ ok: false, reason: "insufficient_funds" })).toBe("/failed?reason=insufficient_funds");
    expect(pathAfterOrder({ ok: false, reason: "out_of_stock" })).toBe("/failed?reason=out_of_stock");
    expect(pathAfterOrder({ ok: false, reason: "invalid_cart" })).toBe("/failed?reason=invalid_cart");
    expect(pathAfterOrder({ ok: false, reason: "incomplete" })).toBe("/failed?reason=incomplete");
    // The backend did not answer: the card may be tried again (the engine places one order per cart).
    expect(pathAfterOrder({ ok: false, reason: "unavailable" })).toBe("/creditcard?error=unavailable");
  });

  it("sends gateway errors back to the form, and a failed 3-D Secure check to /failed", () => {
    expect(pathAfterGatewayError("invalid_number")).toBe("/creditcard?error=invalid_number");
    expect(pathAfterGatewayError("expired_card")).toBe("/creditcard?error=expired_card");
    expect(pathAfterGatewayError("authentication_failed")).toBe("/failed?reason=authentication_failed");
    expect(pathAfterGatewayError("something_new")).toBe("/creditcard?error=failed");
    expect(pathAfterGatewayError("<script>")).toBe("/creditcard?error=failed");
  });

  it("shows only its own messages for whatever a URL says", () => {
    expect(failureReason("declined")).toBe("declined");
    expect(failureReason("toString")).toBe("failed");
    expect(failureReason(null)).toBe("failed");
    expect(cardFormError(null)).toBeNull();
    expect(cardFormError("invalid_cvc")).toBe("invalid_cvc");
    expect(cardFormError("__proto__")).toBe("failed");
  });

  it("puts a card error next to its field, a payment error above the form", () => {
    expect(describeCardFormError("invalid_cvc")).toEqual({ key: "payment.errors.invalid_cvc", field: "cvc" });
    expect(describeCardFormError("token_expired")).toEqual({ key: "payment.errors.token_expired", field: null });
  });

  it("offers another card or method for a card problem, the cart for a cart problem", () => {
    expect(describeFailure("declined").nextSteps).toEqual(["another-card", "another-method"]);
    expect(describeFailure("authentication_failed").nextSteps).toEqual(["another-card", "another-method"]);
    expect(describeFailure("out_of_stock").nextSteps).toEqual(["cart"]);
    expect(describeFailure("incomplete").nextSteps).toEqual(["checkout"]);
  });

  it("has words for every reason and error in the catalogues", () => {
    for (const reason of FAILURE_REASONS) {
      const { titleKey, textKey, nextSteps } = describeFailure(reason);
      for (const catalogue of [en, th]) {
        expect(text(catalogue, titleKey), titleKey).toBeTruthy();
        expect(text(catalogue, textKey), textKey).toBeTruthy();
        for (const step of nextSteps) expect(text(catalogue, `payment.nextSteps.${step}`), step).toBeTruthy();
      }
    }
    for (const code of CARD_FORM_ERRORS) expect(text(en, describeCardFormError(code).key), code).toBeTruthy();
    expect(text(en, "payment.failed.reasons.declined.title")).toBe("Your card was declined");
    expect(text(en, "payment.progress.checking")).toBe("Checking Credit Card Information");
  });
});
