import { z } from "zod";
import { emailField } from "~/lib/forms/checkout";
import type { Translate } from "~/lib/forms/messages";

/**
 * The email signup form (`/{store}/email-signup` and the footer's): one email. Made with a `t`, so
 * the action and the browser give the same messages.
 */
export function emailSignupSchema(t: Translate) {
  return z.object({ email: emailField(t) });
}
