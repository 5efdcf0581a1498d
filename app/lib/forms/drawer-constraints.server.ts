import { createAccountSchema, forgotPasswordSchema, signInSchema } from "~/lib/forms/account";
import type { AccountFormChecks } from "~/lib/forms/account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";

/** The HTML constraints of the drawer's three account forms (by view), so that no page ships zod for them. */
export interface DrawerFormConstraints {
  signIn: AccountFormChecks["constraint"];
  createAccount: AccountFormChecks["constraint"];
  forgotPassword: AccountFormChecks["constraint"];
}

let computed: DrawerFormConstraints | undefined;

/** Worked out once per process from the same zod schemas the account pages and routes use. */
export function drawerFormConstraints(): DrawerFormConstraints {
  computed ??= {
    signIn: constraintsOf(signInSchema),
    createAccount: constraintsOf(createAccountSchema),
    forgotPassword: constraintsOf(forgotPasswordSchema),
  };
  return computed;
}
