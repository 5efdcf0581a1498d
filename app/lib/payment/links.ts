import type { NextStep } from "~/lib/payment/outcomes";

/** Checkout's payment step, where the shopper picks another payment method. */
export function checkoutPaymentHref(storeCode: string): string {
  return `/${storeCode}/checkout?step=payment`;
}

/** Where each next step of a failed or cancelled payment leads. */
export function nextStepHref(storeCode: string, step: NextStep): string {
  switch (step) {
    case "another-card":
    case "pay-by-card":
      return `/${storeCode}/creditcard`;
    case "another-method":
      return checkoutPaymentHref(storeCode);
    case "cart":
      return `/${storeCode}/cart`;
    case "checkout":
      return `/${storeCode}/checkout`;
  }
}
