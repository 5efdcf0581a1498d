import { z } from "zod";
import { EMAIL_MAX } from "~/lib/forms/checkout";
import { validationMessages, type Translate } from "~/lib/forms/messages";

/**
 * The email signup form (`/{store}/email-signup` and the footer's): one email. Made with a `t`, so
 * the action and the browser give the same messages.
 */
export function emailSignupSchema(t: Translate) {
  const m = validationMessages(t);
  return z.object({
    email: z
      .string({ required_error: m.requiredField("email") })
      .trim()
      .max(EMAIL_MAX, m.atMost(EMAIL_MAX))
      .email(m.email()),
  });
}
