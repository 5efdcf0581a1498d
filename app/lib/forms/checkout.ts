import { z } from "zod";
import { addressFields, addressSchema, type AddressSchemaOptions } from "~/lib/forms/address";
import { validationMessages, type Translate } from "~/lib/forms/messages";

export const EMAIL_MAX = 254;

/** An email the shopper types (checkout, account, email signup): required, at most EMAIL_MAX, well formed. */
export function emailField(t: Translate) {
  const m = validationMessages(t);
  return z
    .string({ required_error: m.requiredField("email") })
    .trim()
    .max(EMAIL_MAX, m.atMost(EMAIL_MAX))
    .email(m.email());
}

/**
 * Checkout's forms (spec §2 steps, §5 rules). Each is made with a `t`, so the action (server
 * catalogue) and the component (browser catalogue) share one schema and the same messages.
 */

/** Step 1, Shipping Information: the guest's email and the shipping address. */
export function shippingInformationSchema(t: Translate, options: AddressSchemaOptions) {
  return z.object({
    email: emailField(t),
    ...addressFields(t, options),
  });
}

/** Step 2, Shipping Method: one of the rates offered, `carrier_code/method_code`. */
export function shippingMethodSchema(t: Translate, offered: readonly string[] | null) {
  const m = validationMessages(t);
  return z.object({
    shippingMethod: z
      .string({ required_error: m.required() })
      .refine((code) => offered === null || offered.includes(code), m.required()),
  });
}

/**
 * Step 3, Payment Information: the payment method and the billing address, the shipping address
 * unless `billingSame` is "no" (then the `billing.*` fields are an address of their own).
 */
export function paymentInformationSchema(
  t: Translate,
  options: AddressSchemaOptions & { offered: readonly string[] | null; billingSame: boolean },
) {
  const m = validationMessages(t);
  const paymentMethod = z
    .string({ required_error: m.required() })
    .refine((code) => options.offered === null || options.offered.includes(code), m.required());
  if (options.billingSame) {
    return z.object({ paymentMethod, billingSame: z.string().optional(), billing: z.unknown().optional() });
  }
  return z.object({ paymentMethod, billingSame: z.literal("no"), billing: addressSchema(t, options) });
}

/** Whether a submitted payment form keeps billing = shipping (the default when unsaid). */
export function billingSameOf(formData: FormData): boolean {
  return formData.get("billingSame") !== "no";
}
