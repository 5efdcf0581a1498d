import type { Submission } from "@conform-to/react";
import type { FormConstraints } from "~/lib/forms/form-fields";

/**
 * What an account form checks in the browser. Every form gets the HTML constraints (`required`,
 * lengths) from the server. The account pages load the whole zod schema, every rule with its
 * message, when the shopper first moves into the form (`useAccountChecks`: `validate` appears, and
 * `onFocus` is what the form calls to start loading it). The drawer gets the constraints only, and
 * the route it posts to checks the rest. This module imports no zod.
 */
export interface AccountFormChecks {
  constraint: FormConstraints;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own value types
  validate?: (formData: FormData) => Submission<any, string[], any>;
  /** The form's `onFocus`: loads its checks (absent where none are loaded, as in the drawer). */
  onFocus?: () => void;
}

/**
 * `useShopForm`'s options for the checks: validated in the browser as a field is left, or only
 * by the server. Once a form has been sent, a field is checked again as it is typed in, not as it is
 * left: checking on leaving took a message away as the shopper pressed the button, the button moved
 * up from under the pointer before the press ended, and that first click was lost.
 */
export function checkedAsTyped(checks: AccountFormChecks) {
  const validate = checks.validate;
  return validate
    ? {
        constraint: checks.constraint,
        shouldValidate: "onBlur" as const,
        shouldRevalidate: "onInput" as const,
        onValidate: ({ formData }: { formData: FormData }) => validate(formData),
      }
    : { constraint: checks.constraint, shouldValidate: "onSubmit" as const };
}
