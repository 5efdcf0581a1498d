import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import {
  createAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  socialEmailSchema,
  socialPasswordSchema,
} from "~/lib/forms/account";
import { contactSchema } from "~/lib/forms/contact";
import type { Translate } from "~/lib/forms/messages";
import { emailSignupSchema } from "~/lib/forms/newsletter";
import { wishlistFormSchema } from "~/lib/wishlist/forms";

/**
 * The browser checks of the account and contact forms: each action's zod schema in the page's
 * language. A chunk of its own (zod and conform's parser), loaded when a shopper first moves into
 * one of these forms (`useFormChecks`, app/hooks/use-checks-on-focus.ts); until then a form has its
 * HTML constraints from the loader (`constraintsOf`) and its action checks what is sent.
 */
const SCHEMAS = {
  signIn: signInSchema,
  createAccount: createAccountSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  socialEmail: socialEmailSchema,
  socialPassword: socialPasswordSchema,
  contact: contactSchema,
  emailSignup: emailSignupSchema,
  wishlist: wishlistFormSchema,
} satisfies Record<string, (t: Translate) => ZodTypeAny>;

export type CheckedFormName = keyof typeof SCHEMAS;

export function formValidator(name: CheckedFormName, t: Translate) {
  const schema = SCHEMAS[name](t);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
