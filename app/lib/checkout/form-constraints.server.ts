import { getZodConstraint } from "@conform-to/zod";
import { customerShippingSchema } from "~/lib/checkout/customer-form";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import { paymentInformationSchema, shippingInformationSchema } from "~/lib/forms/checkout";

type Constraint = AccountFormChecks["constraint"];

/**
 * The HTML constraints (`required`, lengths, patterns) of the checkout's forms, so the checkout page
 * ships no zod: its forms are checked by the action they post to, with and without JavaScript.
 */
export interface CheckoutFormConstraints {
  /** Step 1 for a guest (with the email). */
  guestShipping: Constraint;
  /** Step 1 for a signed-in customer (saved address or a new one). */
  customerShipping: Constraint;
  /** Step 3: payment method and billing address. */
  payment: Constraint;
}

let computed: CheckoutFormConstraints | undefined;

/** Worked out once per process from the schemas the checkout action uses (messages play no part). */
export function checkoutFormConstraints(): CheckoutFormConstraints {
  const key = (name: string) => name;
  computed ??= {
    guestShipping: getZodConstraint(shippingInformationSchema(key, { regionCodes: null })),
    customerShipping: getZodConstraint(customerShippingSchema(key, { regionCodes: null, savedIds: null, newAddress: true })),
    payment: getZodConstraint(paymentInformationSchema(key, { regionCodes: null, offered: null, billingSame: false })),
  };
  return computed;
}
