import { parseWithZod } from "@conform-to/zod";
import { accountNamesSchema, changeEmailSchema, changePasswordSchema } from "~/lib/forms/account";
import type { Translate } from "~/lib/forms/messages";

/**
 * The account information page's checks in the browser: the action's zod schemas in the page's
 * language. A chunk of its own (zod), loaded as the customer first moves into one of the forms.
 */
export function accountInformationValidators(t: Translate) {
  const names = accountNamesSchema(t);
  const email = changeEmailSchema(t);
  const password = changePasswordSchema(t);
  return {
    names: (formData: FormData) => parseWithZod(formData, { schema: names }),
    email: (formData: FormData) => parseWithZod(formData, { schema: email }),
    password: (formData: FormData) => parseWithZod(formData, { schema: password }),
  };
}
